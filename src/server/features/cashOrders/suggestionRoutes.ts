import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CreateSuggestedOrdersBody, StockSuggestionsQuery } from '../../../shared/contract/request/stockLevels';
import { StockSuggestionsSchema, SuggestedOrdersSchema } from '../../../shared/contract/schema';
import { RATE_SETTERS_ONLY } from '../../http/rateSettersOnly';
import { actorOf } from '../../http/routeKit';
import { responses } from '../../http/schemas';
import { createSuggestedOrders, getStockSuggestions } from './suggestedOrdersService';

const TAGS = ['cash_orders'];

/**
 * «Предложить заявки» (docs/VAULT.md "Stock and suggested orders"): beside the stock view
 * (`/api/stock_levels/`) in the path, made of cash orders in the code. Supervisors and
 * admins, as the stock view: a cashier is refused before anything is read.
 */
export default async function suggestionRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

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
