import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams } from '../../../shared/contract/request/fields';
import { OfflineReviewListQuery } from '../../../shared/contract/request/offlineReview';
import { OfflineReviewSchema } from '../../../shared/contract/schema';
import { sendJsonPage } from '../../http/jsonPage';
import { RATE_SETTERS_ONLY } from '../../http/rateSettersOnly';
import { actorOf, pageOf } from '../../http/routeKit';
import { paginatedSchema, responses } from '../../http/schemas';
import { checkOfflineReview, listOfflineReviews } from './offlineReviewService';

const TAGS = ['offline'];

/** «Офлайн-операции на проверку» (docs/OFFLINE.md): the city's supervisors and admins; cashiers 403. */
export default async function offlineReviewRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get(
    '/offline_review/',
    {
      ...RATE_SETTERS_ONLY,
      schema: {
        summary: 'Офлайн-операции на проверку: сделки, проведённые без связи и нарушившие правило, новые сверху',
        tags: TAGS,
        querystring: OfflineReviewListQuery,
        response: responses({ 200: paginatedSchema(OfflineReviewSchema) }, [400, 403, 404]),
      },
    },
    async (request, reply) => sendJsonPage(reply, await listOfflineReviews(app.db, actorOf(request), { ...request.query, ...pageOf(request, request.query) })),
  );
  typed.post(
    '/offline_review/:id/check/',
    {
      ...RATE_SETTERS_ONLY,
      schema: {
        summary: 'Отметить офлайн-операцию проверенной (кто и когда — в журнале аудита); 409, если уже проверена',
        tags: TAGS,
        params: IdParams,
        response: responses({ 200: OfflineReviewSchema }, [403, 404, 409]),
      },
    },
    async (request) => checkOfflineReview(app.db, actorOf(request), request.params.id),
  );
}
