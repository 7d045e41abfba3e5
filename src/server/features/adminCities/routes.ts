import type { FastifyInstance } from 'fastify';
import type { AdminCashRegisterBody } from '../../../shared/contract';
import { ADMIN_ONLY } from '../../http/adminOnly';
import { actorOf, pageOf } from '../../http/routeKit';
import { listAdminCashRegisters, listAdminCities, type AdminCityFilter, type AdminRegisterFilter } from './adminCityQueries';
import {
  changeAdminCity,
  createAdminCashRegister,
  createAdminCity,
  renameAdminCashRegister,
  setAdminCashRegisterActive,
  type AdminCityChange,
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

type Id = { id: number };
type Page = { page?: number; size?: number };

/** /api/admin/cities/ and /api/admin/cash_registers/: the admin section's places (docs/admin.md). */
export default async function adminCityRoutes(app: FastifyInstance) {
  app.get<{ Querystring: AdminCityFilter & Page }>('/admin/cities/', { ...ADMIN_ONLY, schema: listCitiesSchema }, async (request) =>
    listAdminCities(app.db, { ...request.query, ...pageOf(request, request.query) }),
  );
  app.post<{ Body: { name: string } }>('/admin/cities/create/', { ...ADMIN_ONLY, schema: createCitySchema }, async (request, reply) =>
    reply.code(201).send(await createAdminCity(app.db, actorOf(request), request.body.name)),
  );
  app.put<{ Params: Id; Body: AdminCityChange }>('/admin/cities/:id/', { ...ADMIN_ONLY, schema: renameCitySchema }, async (request) =>
    changeAdminCity(app.db, actorOf(request), request.params.id, request.body),
  );

  app.get<{ Querystring: AdminRegisterFilter & Page }>(
    '/admin/cash_registers/',
    { ...ADMIN_ONLY, schema: listRegistersSchema },
    async (request) => listAdminCashRegisters(app.db, { ...request.query, ...pageOf(request, request.query) }),
  );
  app.post<{ Body: AdminCashRegisterBody }>(
    '/admin/cash_registers/create/',
    { ...ADMIN_ONLY, schema: createRegisterSchema },
    async (request, reply) => reply.code(201).send(await createAdminCashRegister(app.db, actorOf(request), request.body)),
  );
  app.put<{ Params: Id; Body: { name: string } }>('/admin/cash_registers/:id/', { ...ADMIN_ONLY, schema: renameRegisterSchema }, async (request) =>
    renameAdminCashRegister(app.db, actorOf(request), request.params.id, request.body.name),
  );
  app.put<{ Params: Id; Body: { is_active: boolean } }>(
    '/admin/cash_registers/:id/active/',
    { ...ADMIN_ONLY, schema: registerActiveSchema },
    async (request) => setAdminCashRegisterActive(app.db, actorOf(request), request.params.id, request.body.is_active),
  );
}
