import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { JournalQuery } from '../../../shared/contract/request/journal';
import { sendJsonPage } from '../../http/jsonPage';
import { paginatedSchema, responses } from '../../http/schemas';
import { actorOf, checkDates, pageOf } from '../../http/routeKit';
import { JournalRowSchema } from '../../../shared/contract/schema';
import { listJournal } from './journalService';

const listSchema = {
  summary: 'Журнал кассы за день: все записи всех видов, новые сверху',
  description: 'docs/api/operation-journal.md. date — день в часовом поясе сервера (по умолчанию сегодня); kind — вид записи.',
  tags: ['journal'],
  querystring: JournalQuery,
  response: responses({ 200: paginatedSchema(JournalRowSchema) }, [400, 403, 404]),
} as const;

export default async function journalRoutes(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/operation/', { schema: listSchema }, async (request, reply) => {
    const q = checkDates(request.query);
    return sendJsonPage(reply, await listJournal(app.db, actorOf(request), { ...pageOf(request, q), cash_register: q.cash_register, date: q.date, kind: q.kind }));
  });
}
