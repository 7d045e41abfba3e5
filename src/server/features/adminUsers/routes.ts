import type { FastifyInstance } from 'fastify';
import type { AdminUserBody, AdminUserChanges } from '../../../shared/contract';
import { ADMIN_ONLY } from '../../http/adminOnly';
import { actorOf, pageOf } from '../../http/routeKit';
import type { AdminUserFilter } from './adminUserQueries';
import { listAdminUsers } from './adminUserQueries';
import {
  adminUserSessions,
  createAdminUser,
  endAdminUserSession,
  resetAdminUserPassword,
  setAdminUserActive,
  updateAdminUser,
} from './adminUsersService';
import { activeSchema, createSchema, endSessionSchema, listSchema, resetSchema, sessionsSchema, updateSchema } from './schemas';

type Id = { id: number };

/** /api/admin/users/: the admin section's users (docs/admin.md). */
export default async function adminUserRoutes(app: FastifyInstance) {
  const admin = ADMIN_ONLY;
  app.get<{ Querystring: AdminUserFilter & { page?: number; size?: number } }>('/admin/users/', { ...admin, schema: listSchema }, async (request) =>
    listAdminUsers(app.db, { ...request.query, ...pageOf(request, request.query) }),
  );
  app.post<{ Body: AdminUserBody }>('/admin/users/create/', { ...admin, schema: createSchema }, async (request, reply) =>
    reply.code(201).send(await createAdminUser(app.db, actorOf(request), request.body)),
  );
  app.put<{ Params: Id; Body: AdminUserChanges }>('/admin/users/:id/', { ...admin, schema: updateSchema }, async (request) =>
    updateAdminUser(app.db, actorOf(request), request.params.id, request.body),
  );
  app.put<{ Params: Id; Body: { is_active: boolean } }>('/admin/users/:id/active/', { ...admin, schema: activeSchema }, async (request) =>
    setAdminUserActive(app.db, actorOf(request), request.params.id, request.body.is_active),
  );
  app.post<{ Params: Id }>('/admin/users/:id/reset_password/', { ...admin, schema: resetSchema }, async (request) =>
    resetAdminUserPassword(app.db, actorOf(request), request.params.id),
  );
  app.get<{ Params: Id }>('/admin/users/:id/sessions/', { ...admin, schema: sessionsSchema }, async (request) =>
    adminUserSessions(app.db, request.params.id),
  );
  app.post<{ Params: Id & { session: string } }>(
    '/admin/users/:id/sessions/:session/end/',
    { ...admin, schema: endSessionSchema },
    async (request) => endAdminUserSession(app.db, actorOf(request), request.params.id, request.params.session),
  );
}
