import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../features/auth/authUser';
import { authenticateSession } from '../features/auth/service';
import { unauthorized } from '../http/errors';

/**
 * Added to the /api scope (app.ts): every API route needs a valid token unless its
 * config says `public: true`. Runs at onRequest, before the body is read, as DRF
 * authenticates before it parses.
 */
export async function authHook(request: FastifyRequest): Promise<void> {
  if (request.routeOptions.config.public) return;
  const session = await authenticateSession(request.server.db, request.headers.authorization);
  request.user = session.user;
  request.session = session;
}

/** The signed-in user inside a route handler (the hook guarantees it). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
