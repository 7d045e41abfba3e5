import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { StockLevelsQuery } from '../../../shared/contract/request/stockLevels';
import { StockLevelSchema } from '../../../shared/contract/schema';
import { RATE_SETTERS_ONLY } from '../../http/rateSettersOnly';
import { actorOf, pageOf } from '../../http/routeKit';
import { paginatedSchema, responses } from '../../http/schemas';
import { listStockLevels } from './stockLevelQueries';

const TAGS = ['limits'];

/**
 * Stock against limits (docs/VAULT.md "Stock and suggested orders", docs/api/limits.md): the
 * supervisors' and admins' view, so a cashier is refused before anything is read, as for
 * setting the limits. The suggested orders are the cash orders' (cashOrders/suggestionRoutes.ts).
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
}
