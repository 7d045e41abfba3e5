import type { FastifyInstance } from 'fastify';
import type { AdminCurrencyBody, AdminCurrencyChanges, AdminPairBody } from '../../../shared/contract';
import { ADMIN_ONLY } from '../../http/adminOnly';
import { actorOf, pageOf } from '../../http/routeKit';
import { listAdminCurrencies, type AdminCurrencyFilter } from './adminCurrencyQueries';
import { createAdminCurrency, setAdminCurrencyActive, setAdminDilapidation, setAdminOfficialMargin, setAdminPair, updateAdminCurrency } from './adminCurrenciesService';
import { createCurrencySchema, currencyActiveSchema, dilapidationSchema, listCurrenciesSchema, officialMarginSchema, pairSchema, updateCurrencySchema } from './schemas';

type Id = { id: number };

/** /api/admin/currencies/ and a register's pairs (docs/admin.md "Currencies"). */
export default async function adminCurrencyRoutes(app: FastifyInstance) {
  app.get<{ Querystring: AdminCurrencyFilter & { page?: number; size?: number } }>(
    '/admin/currencies/',
    { ...ADMIN_ONLY, schema: listCurrenciesSchema },
    async (request) => listAdminCurrencies(app.db, { ...request.query, ...pageOf(request, request.query) }),
  );
  app.post<{ Body: AdminCurrencyBody }>('/admin/currencies/create/', { ...ADMIN_ONLY, schema: createCurrencySchema }, async (request, reply) =>
    reply.code(201).send(await createAdminCurrency(app.db, actorOf(request), request.body)),
  );
  app.put<{ Params: Id; Body: AdminCurrencyChanges }>('/admin/currencies/:id/', { ...ADMIN_ONLY, schema: updateCurrencySchema }, async (request) =>
    updateAdminCurrency(app.db, actorOf(request), request.params.id, request.body),
  );
  app.put<{ Params: Id; Body: { is_active: boolean } }>(
    '/admin/currencies/:id/active/',
    { ...ADMIN_ONLY, schema: currencyActiveSchema },
    async (request) => setAdminCurrencyActive(app.db, actorOf(request), request.params.id, request.body.is_active),
  );
  app.put<{ Params: Id; Body: { percentage: string | null } }>(
    '/admin/currencies/:id/dilapidation/',
    { ...ADMIN_ONLY, schema: dilapidationSchema },
    async (request) => setAdminDilapidation(app.db, actorOf(request), request.params.id, request.body.percentage),
  );
  app.put<{ Params: Id; Body: { official_margin_percent: string } }>(
    '/admin/currencies/:id/official_margin/',
    { ...ADMIN_ONLY, schema: officialMarginSchema },
    async (request) => setAdminOfficialMargin(app.db, actorOf(request), request.params.id, request.body.official_margin_percent),
  );
  app.put<{ Params: Id; Body: AdminPairBody }>('/admin/cash_registers/:id/pairs/', { ...ADMIN_ONLY, schema: pairSchema }, async (request) =>
    setAdminPair(app.db, actorOf(request), request.params.id, request.body.currency, request.body.available),
  );
}
