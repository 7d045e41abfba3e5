import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ADMIN_ONLY } from '../../http/adminOnly';
import { actorOf, pageOf } from '../../http/routeKit';
import { listAdminCashRegisters, listAdminCities } from './adminCityQueries';
import {
  changeAdminCity,
  createAdminCashRegister,
  createAdminCity,
  renameAdminCashRegister,
  setAdminCashRegisterActive,
} from './adminCitiesService';
import {
  createCitySchema,
  createRegisterSchema,
  listCitiesSchema,
  listRegistersSchema,
  registerActiveSchema,
  renameCitySchema,
  renameRegisterSchema,
} from './schemas';

/** /api/admin/cities/ and /api/admin/cash_registers/: the admin section's places (docs/admin.md). */
export default async function adminCityRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get('/admin/cities/', { ...ADMIN_ONLY, schema: listCitiesSchema }, async (request) =>
    listAdminCities(app.db, { ...request.query, ...pageOf(request, request.query) }),
  );
  typed.post('/admin/cities/create/', { ...ADMIN_ONLY, schema: createCitySchema }, async (request, reply) =>
    reply.code(201).send(await createAdminCity(app.db, actorOf(request), request.body.name)),
  );
  typed.put('/admin/cities/:id/', { ...ADMIN_ONLY, schema: renameCitySchema }, async (request) =>
    changeAdminCity(app.db, actorOf(request), request.params.id, request.body),
  );

  typed.get(
    '/admin/cash_registers/',
    { ...ADMIN_ONLY, schema: listRegistersSchema },
    async (request) => listAdminCashRegisters(app.db, { ...request.query, ...pageOf(request, request.query) }),
  );
  typed.post(
    '/admin/cash_registers/create/',
    { ...ADMIN_ONLY, schema: createRegisterSchema },
    async (request, reply) => reply.code(201).send(await createAdminCashRegister(app.db, actorOf(request), request.body)),
  );
  typed.put('/admin/cash_registers/:id/', { ...ADMIN_ONLY, schema: renameRegisterSchema }, async (request) =>
    renameAdminCashRegister(app.db, actorOf(request), request.params.id, request.body.name, request.body.kind),
  );
  typed.put(
    '/admin/cash_registers/:id/active/',
    { ...ADMIN_ONLY, schema: registerActiveSchema },
    async (request) => setAdminCashRegisterActive(app.db, actorOf(request), request.params.id, request.body.is_active),
  );
}
