import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/authUser';
import { authenticateSession } from '../auth/authService';
import { forbidden, unauthorized } from '../http/errors';

/**
 * After a password reset the user sets their own before anything else: until then
 * only these answer; every other call is 403 "Смените пароль" (the web app shows the
 * change-password page, so the user never meets it).
 */
export const MUST_CHANGE_PASSWORD = 'Смените пароль';
const OPEN_BEFORE_NEW_PASSWORD = new Set(['/api/me', '/api/logout', '/api/change_password/']);

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
  if (session.user.mustChangePassword && !OPEN_BEFORE_NEW_PASSWORD.has(request.routeOptions.url ?? '')) {
    throw forbidden(MUST_CHANGE_PASSWORD);
  }
}

/** The signed-in user inside a route handler (the hook guarantees it). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
