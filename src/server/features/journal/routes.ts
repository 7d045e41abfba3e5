import type { FastifyInstance } from 'fastify';
import { JOURNAL_KINDS } from '../../../shared/contract/journal';
import type { JournalKind } from '../../../shared/contract/ledger';
import { sendJsonPage } from '../../http/jsonPage';
import { paginatedSchema, responses } from '../../http/schemas';
import { actorOf, checkDates, pageOf } from '../../http/routeKit';
import { JournalRowSchema } from '../../../shared/contract/schema';
import { dateField, idSchema, query, recordPageQuery } from '../../http/schemas';
import { listJournal } from './journalService';

const listSchema = {
  summary: 'Журнал кассы за день: все записи всех видов, новые сверху',
  description: 'docs/api/operation-journal.md. date — день в часовом поясе сервера (по умолчанию сегодня); kind — вид записи.',
  tags: ['journal'],
  querystring: query(
    { cash_register: idSchema, date: dateField, kind: { type: 'string', enum: JOURNAL_KINDS }, ...recordPageQuery },
    ['cash_register'],
  ),
  response: responses({ 200: paginatedSchema(JournalRowSchema) }, [400, 403, 404]),
} as const;

type Query = { cash_register: number; date?: string; kind?: JournalKind; page?: number; size?: number };

export default async function journalRoutes(app: FastifyInstance) {
  app.get<{ Querystring: Query }>('/operation/', { schema: listSchema }, async (request, reply) => {
    const q = checkDates(request.query);
    return sendJsonPage(reply, await listJournal(app.db, actorOf(request), { ...pageOf(request, q), cash_register: q.cash_register, date: q.date, kind: q.kind }));
  });
}
