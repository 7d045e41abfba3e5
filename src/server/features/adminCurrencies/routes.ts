import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ADMIN_ONLY } from '../../http/adminOnly';
import { actorOf, pageOf } from '../../http/routeKit';
import { listAdminCurrencies } from './adminCurrencyQueries';
import { createAdminCurrency, setAdminCurrencyActive, setAdminDilapidation, setAdminOfficialMargin, setAdminPair, updateAdminCurrency } from './adminCurrenciesService';
import { createCurrencySchema, currencyActiveSchema, dilapidationSchema, listCurrenciesSchema, officialMarginSchema, pairSchema, updateCurrencySchema } from './schemas';

/** /api/admin/currencies/ and a register's pairs (docs/admin.md "Currencies"). */
export default async function adminCurrencyRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get(
    '/admin/currencies/',
    { ...ADMIN_ONLY, schema: listCurrenciesSchema },
    async (request) => listAdminCurrencies(app.db, { ...request.query, ...pageOf(request, request.query) }),
  );
  typed.post('/admin/currencies/create/', { ...ADMIN_ONLY, schema: createCurrencySchema }, async (request, reply) =>
    reply.code(201).send(await createAdminCurrency(app.db, actorOf(request), request.body)),
  );
  typed.put('/admin/currencies/:id/', { ...ADMIN_ONLY, schema: updateCurrencySchema }, async (request) =>
    updateAdminCurrency(app.db, actorOf(request), request.params.id, request.body),
  );
  typed.put(
    '/admin/currencies/:id/active/',
    { ...ADMIN_ONLY, schema: currencyActiveSchema },
    async (request) => setAdminCurrencyActive(app.db, actorOf(request), request.params.id, request.body.is_active),
  );
  typed.put(
    '/admin/currencies/:id/dilapidation/',
    { ...ADMIN_ONLY, schema: dilapidationSchema },
    async (request) => setAdminDilapidation(app.db, actorOf(request), request.params.id, request.body.percentage),
  );
  typed.put(
    '/admin/currencies/:id/official_margin/',
    { ...ADMIN_ONLY, schema: officialMarginSchema },
    async (request) => setAdminOfficialMargin(app.db, actorOf(request), request.params.id, request.body.official_margin_percent),
  );
  typed.put('/admin/cash_registers/:id/pairs/', { ...ADMIN_ONLY, schema: pairSchema }, async (request) =>
    setAdminPair(app.db, actorOf(request), request.params.id, request.body.currency, request.body.available),
  );
}
