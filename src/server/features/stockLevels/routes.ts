import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CreateSuggestedOrdersBody, StockLevelsQuery, StockSuggestionsQuery } from '../../../shared/contract/request/stockLevels';
import { StockLevelSchema, StockSuggestionsSchema, SuggestedOrdersSchema } from '../../../shared/contract/schema';
import { RATE_SETTERS_ONLY } from '../../http/rateSettersOnly';
import { actorOf, pageOf } from '../../http/routeKit';
import { paginatedSchema, responses } from '../../http/schemas';
import { listStockLevels } from './stockLevelQueries';
import { createSuggestedOrders, getStockSuggestions } from './stockSuggestionsService';

const TAGS = ['limits'];

/**
 * Stock against limits and the suggested orders (docs/VAULT.md "Stock and suggested orders",
 * docs/api/limits.md): the supervisors' and admins' view, so a cashier is refused before
 * anything is read, as for setting the limits.
 */
export default async function stockLevelRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get(
    '/stock_levels/',
    {
      ...RATE_SETTERS_ONLY,
      schema: {
        summary: 'Остатки и лимиты: кассы городов пользователя по валютам с минимумом или максимумом, нарушения сверху; в пути и хранилище',
        tags: TAGS,
        querystring: StockLevelsQuery,
        response: responses({ 200: paginatedSchema(StockLevelSchema) }, [400, 403, 404]),
      },
    },
    async (request) => listStockLevels(app.db, actorOf(request), { ...request.query, ...pageOf(request, request.query) }),
  );

  typed.get(
    '/stock_levels/suggestions/',
    {
      ...RATE_SETTERS_ONLY,
      schema: {
        summary: 'Предложить заявки: подкрепления из хранилища до уровня пополнения и сдача излишков, в пределах запаса хранилища',
        tags: TAGS,
        querystring: StockSuggestionsQuery,
        response: responses({ 200: StockSuggestionsSchema }, [400, 403, 404]),
      },
    },
    async (request) => getStockSuggestions(app.db, actorOf(request), request.query.city),
  );

  typed.post(
    '/stock_levels/suggestions/',
    {
      ...RATE_SETTERS_ONLY,
      schema: {
        summary: 'Создать заявки из выбранных предложений (все или ни одной)',
        tags: TAGS,
        body: CreateSuggestedOrdersBody,
        response: responses({ 201: SuggestedOrdersSchema }, [400, 403, 404, 409]),
      },
    },
    async (request, reply) => reply.code(201).send(await createSuggestedOrders(app.db, actorOf(request), request.body)),
  );
}
