import type { FastifyInstance } from 'fastify';
import { AuditEntrySchema } from '../../../shared/contract/schema';
import { ADMIN_ONLY } from '../../http/adminOnly';
import { sendJsonPage } from '../../http/jsonPage';
import { checkDates, pageOf } from '../../http/routeKit';
import { dateField, idSchema, pageQuery, paginatedSchema, query, responses } from '../../http/schemas';
import { sendXlsxStream } from '../../documents/attachment';
import { streamXlsx } from '../../documents/xlsxStream';
import { auditExport } from './auditExport';
import { listAudit, type AuditFilter } from './auditService';

const filters = {
  user: idSchema,
  kind: { type: 'string', pattern: '^[a-z_]+(\\.[a-z_]+)?$', maxLength: 64, 'x-error': 'Вид записи: transfer или transfer.accept.' },
  record: { type: 'string', pattern: '^[0-9A-Za-z_.:-]{1,64}$', 'x-error': 'Номер записи: цифры и буквы, до 64 символов.' },
  from_date: dateField,
  to_date: dateField,
} as const;

const listSchema = {
  summary: 'Журнал изменений, новые сверху (только администратор; для остальных 404)',
  tags: ['audit'],
  querystring: query({ ...pageQuery, ...filters }),
  response: responses({ 200: paginatedSchema(AuditEntrySchema) }, [400, 404]),
} as const;

const exportSchema = {
  summary: 'Журнал изменений в XLSX: все строки по тем же фильтрам (только администратор; для остальных 404)',
  tags: ['audit'],
  querystring: query({ ...filters, format: { type: 'string', enum: ['xlsx'], default: 'xlsx' } }),
  response: responses({ 200: { type: 'string', description: 'Файл XLSX; имя — в Content-Disposition (filename*=UTF-8)' } }, [400, 404]),
} as const;

type AuditQuery = AuditFilter & { page?: number; size?: number };

/**
 * Who changed what is the administrators' business: to anyone else these pages do not exist
 * (404, before the request is validated — as the admin section's, http/adminOnly.ts).
 */
export default async function auditRoutes(app: FastifyInstance) {
  app.get<{ Querystring: AuditQuery }>('/audit/', { ...ADMIN_ONLY, schema: listSchema }, async (request, reply) => {
    const q = checkDates(request.query);
    return sendJsonPage(
      reply,
      await listAudit(app.db, { ...pageOf(request, q), user: q.user, kind: q.kind, record: q.record, from_date: q.from_date, to_date: q.to_date }),
    );
  });

  // The download carries every matching row, streamed (documents/xlsxStream.ts), as the other exports.
  app.get<{ Querystring: AuditFilter & { format?: 'xlsx' } }>('/print_audit/', { ...ADMIN_ONLY, schema: exportSchema }, async (request, reply) => {
    const { format: _format, ...filter } = checkDates(request.query);
    const gone = () => request.raw.destroyed || reply.raw.destroyed;
    const document = await auditExport(app.db, filter, gone);
    return sendXlsxStream(reply, document.fileName, streamXlsx(document, gone));
  });
}
