import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { INACTIVE_PERSONS_PERMITTED, PERMITTED } from '../../http/permissionGuards';
import { actorOf, checkDates } from '../../http/routeKit';
import { sendDocument, sendXlsxStream } from '../../documents/attachment';
import { dayReport } from './dayReport';
import { earningPrint } from './earningPrint';
import { operationPersonDetail } from './operationPersonDetail';
import { operationPersonList } from './operationPersonList';
import { outTransactionExport, outTransactionReport } from './outTransactionReport';
import { streamXlsx } from '../../documents/xlsxStream';
import { dayReportSchema, earningPrintSchema, outReportSchema, personDetailSchema, personListSchema, shiftReportSchema, valueSettingSchema, cashDifferencesPrintSchema } from './schemas';
import { shiftReport } from './shiftReport';
import { cashDifferencesPrint } from './cashDifferencesPrint';
import { valueSettingBoard } from './valueSettingBoard';

/** Print and download: each route is schema → report (data + layout) → PDF or XLSX. */
export default async function printRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // As DRF checks permissions before it reads a query: without the right, 403 comes first.
  app.addHook('onRequest', PERMITTED('isAllowToPrint').onRequest);

  app.get('/print_operation_person_list/', { ...INACTIVE_PERSONS_PERMITTED, schema: personListSchema }, async (request, reply) =>
    sendDocument(reply, await operationPersonList(app.db, actorOf(request), request.query), request.query.format),
  );

  app.get(
    '/print_operation_person_detail/:id/',
    { schema: personDetailSchema },
    async (request, reply) => {
      const { format, ...period } = checkDates(request.query);
      return sendDocument(reply, await operationPersonDetail(app.db, actorOf(request), request.params.id, period), format);
    },
  );

  app.get(
    '/print_value_setting_detail/',
    { schema: valueSettingSchema },
    async (request, reply) => sendDocument(reply, await valueSettingBoard(app.db, actorOf(request), checkDates(request.query)), request.query.format),
  );

  // The download carries every operation, streamed; the PDF keeps a page limit (docs/print.md).
  app.get('/print_out_transaction_report/', { schema: outReportSchema }, async (request, reply) => {
    const query = checkDates(request.query);
    if (query.format !== 'xlsx') return sendDocument(reply, await outTransactionReport(app.db, actorOf(request), query), query.format);
    const gone = () => request.raw.destroyed || reply.raw.destroyed;
    const document = await outTransactionExport(app.db, actorOf(request), query, gone);
    return sendXlsxStream(reply, document.fileName, streamXlsx(document, gone));
  });

  app.get('/print_day_report/', { schema: dayReportSchema }, async (request, reply) =>
    sendDocument(reply, await dayReport(app.db, actorOf(request), checkDates(request.query)), request.query.format),
  );

  app.get('/print_shift_report/:id/', { schema: shiftReportSchema }, async (request, reply) =>
    sendDocument(reply, await shiftReport(app.db, actorOf(request), request.params.id), request.query.format),
  );

  app.get('/print_cash_differences/', { schema: cashDifferencesPrintSchema }, async (request, reply) =>
    sendDocument(reply, await cashDifferencesPrint(app.db, actorOf(request), checkDates(request.query)), request.query.format),
  );

  app.get('/print_earning_report/', { schema: earningPrintSchema }, async (request, reply) =>
    sendDocument(reply, await earningPrint(app.db, actorOf(request), checkDates(request.query)), request.query.format),
  );
}
