import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AuditExportQuery, AuditListQuery } from '../../../shared/contract/request/audit';
import { AuditEntrySchema } from '../../../shared/contract/schema';
import { ADMIN_ONLY } from '../../http/adminOnly';
import { sendJsonPage } from '../../http/jsonPage';
import { checkDates, pageOf } from '../../http/routeKit';
import { paginatedSchema, responses } from '../../http/schemas';
import { sendXlsxStream } from '../../documents/attachment';
import { streamXlsx } from '../../documents/xlsxStream';
import { auditExport } from './auditExport';
import { listAudit } from './auditService';

const listSchema = {
  summary: 'Журнал изменений, новые сверху (только администратор; для остальных 404)',
  tags: ['audit'],
  querystring: AuditListQuery,
  response: responses({ 200: paginatedSchema(AuditEntrySchema) }, [400, 404]),
} as const;

const exportSchema = {
  summary: 'Журнал изменений в XLSX: все строки по тем же фильтрам (только администратор; для остальных 404)',
  tags: ['audit'],
  querystring: AuditExportQuery,
  response: responses({ 200: { type: 'string', description: 'Файл XLSX; имя — в Content-Disposition (filename*=UTF-8)' } }, [400, 404]),
} as const;

/**
 * Who changed what is the administrators' business: to anyone else these pages do not exist
 * (404, before the request is validated — as the admin section's, http/adminOnly.ts).
 */
export default async function auditRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get('/audit/', { ...ADMIN_ONLY, schema: listSchema }, async (request, reply) => {
    const q = checkDates(request.query);
    return sendJsonPage(
      reply,
      await listAudit(app.db, { ...pageOf(request, q), user: q.user, kind: q.kind, record: q.record, from_date: q.from_date, to_date: q.to_date }),
    );
  });

  // The download carries every matching row, streamed (documents/xlsxStream.ts), as the other exports.
  typed.get('/print_audit/', { ...ADMIN_ONLY, schema: exportSchema }, async (request, reply) => {
    const { format: _format, ...filter } = checkDates(request.query);
    const gone = () => request.raw.destroyed || reply.raw.destroyed;
    const document = await auditExport(app.db, filter, gone);
    return sendXlsxStream(reply, document.fileName, streamXlsx(document, gone));
  });
}
