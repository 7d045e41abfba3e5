import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { sendJsonPage } from '../../http/jsonPage';
import { paginatedSchema, responses } from '../../http/schemas';
import { currentUser } from '../../plugins/auth';
import { checkDates, pageOf } from '../../http/routeKit';
import { AuditEntrySchema } from '../../../shared/contract/schema';
import { dateField, idSchema, pageQuery, query } from '../../http/schemas';
import { listAudit, type AuditFilter } from './auditService';

const listSchema = {
  summary: 'Журнал изменений, новые сверху (только администратор; для остальных 404)',
  tags: ['audit'],
  querystring: query({
    ...pageQuery,
    user: idSchema,
    kind: { type: 'string', pattern: '^[a-z_]+(\\.[a-z_]+)?$', maxLength: 64, 'x-error': 'Вид записи: transfer или transfer.accept.' },
    from_date: dateField,
    to_date: dateField,
  }),
  response: responses({ 200: paginatedSchema(AuditEntrySchema) }, [400, 404]),
} as const;

type AuditQuery = AuditFilter & { page?: number; size?: number };

export default async function auditRoutes(app: FastifyInstance) {
  app.get<{ Querystring: AuditQuery }>('/audit/', { schema: listSchema }, async (request, reply) => {
    // Who changed what is the administrators' business; to others the page does not exist.
    if (!currentUser(request).isAdmin) throw notFound();
    const q = checkDates(request.query);
    return sendJsonPage(reply, await listAudit(app.db, { ...pageOf(request, q), user: q.user, kind: q.kind, from_date: q.from_date, to_date: q.to_date }));
  });
}
