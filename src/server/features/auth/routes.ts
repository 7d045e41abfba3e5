import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES as M } from '../../http/messages';
import { currentUser } from '../../plugins/auth';
import { toMe } from './authUser';
import { meSchema, logoutSchema, tokenAuthSchema } from './schemas';
import { signIn, signOut } from './service';

export default async function authRoutes(app: FastifyInstance) {
  app.post<{ Body: { username: string; password: string } }>(
    '/token-auth/',
    // No Idempotency-Key: an answer kept to be sent again would be a live token kept in the
    // database; a retried sign-in simply signs in again.
    { schema: tokenAuthSchema, config: { public: true, idempotency: false } },
    async (request) => {
      const { token, user } = await signIn(app.db, app.loginThrottle, { ...request.body, address: request.ip });
      request.log.info({ userId: user.id }, 'signed in');
      return { token };
    },
  );

  app.get('/logout', { schema: logoutSchema }, async (request) => {
    await signOut(app.db, request.headers.authorization, currentUser(request));
    return { detail: M.loggedOut };
  });

  app.get('/me', { schema: meSchema }, async (request) => toMe(currentUser(request)));
}
