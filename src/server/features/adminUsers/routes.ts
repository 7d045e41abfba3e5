import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ADMIN_ONLY } from '../../http/adminOnly';
import { actorOf, pageOf } from '../../http/routeKit';
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

/** /api/admin/users/: the admin section's users (docs/admin.md). */
export default async function adminUserRoutes(app: FastifyInstance) {
  const admin = ADMIN_ONLY;
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get('/admin/users/', { ...admin, schema: listSchema }, async (request) =>
    listAdminUsers(app.db, { ...request.query, ...pageOf(request, request.query) }),
  );
  typed.post('/admin/users/create/', { ...admin, schema: createSchema }, async (request, reply) =>
    reply.code(201).send(await createAdminUser(app.db, actorOf(request), request.body)),
  );
  typed.put('/admin/users/:id/', { ...admin, schema: updateSchema }, async (request) =>
    updateAdminUser(app.db, actorOf(request), request.params.id, request.body),
  );
  typed.put('/admin/users/:id/active/', { ...admin, schema: activeSchema }, async (request) =>
    setAdminUserActive(app.db, actorOf(request), request.params.id, request.body.is_active),
  );
  typed.post('/admin/users/:id/reset_password/', { ...admin, schema: resetSchema }, async (request) =>
    resetAdminUserPassword(app.db, actorOf(request), request.params.id),
  );
  typed.get('/admin/users/:id/sessions/', { ...admin, schema: sessionsSchema }, async (request) =>
    adminUserSessions(app.db, request.params.id),
  );
  typed.post(
    '/admin/users/:id/sessions/:session/end/',
    { ...admin, schema: endSessionSchema },
    async (request) => endAdminUserSession(app.db, actorOf(request), request.params.id, request.params.session),
  );
}
