import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { actorOf } from '../../http/routeKit';
import { contentDisposition, safeFileName } from '../../documents/attachment';
import { formatDateTime } from '../../documents/printFormat';
import { timeZone } from '../../ledger/time';
import { receiptOf } from './receiptData';
import { renderReceipt } from './receiptPdf';
import { receiptSchema } from './schemas';

/**
 * GET /api/print_receipt/ — the client's receipt of an exchange, a crypto deal, a creditor's or
 * debtor's operation or a transfer (docs/print.md "Receipts"). Unlike the reports it needs no
 * print permission: whoever may see the record hands its receipt to the client.
 */
export default async function receiptRoutes(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/print_receipt/', { schema: receiptSchema }, async (request, reply) => {
    // The schema's default fills `paper` in; the type cannot know it.
    const { record_kind, record_id, paper = '80mm' } = request.query;
    const receipt = await receiptOf(app.db, actorOf(request), record_kind, record_id);
    const pdf = await renderReceipt(receipt, paper, timeZone());
    const day = formatDateTime(receipt.at, timeZone()).slice(0, 10).replace(/\//g, '-');
    const name = safeFileName(`Чек ${receipt.number} ${receipt.register} ${day}`);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(`${name}.pdf`))
      .header('cache-control', 'no-store')
      .send(pdf);
  });
}
