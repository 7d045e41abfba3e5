import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SERVER_MESSAGES as M } from '../../http/messages';
import { currentUser } from '../../plugins/auth';
import { toMe } from '../../auth/authUser';
import { changePassword } from './changePassword';
import { changePasswordSchema, logoutAllSchema, logoutSchema, meSchema, tokenAuthSchema } from './schemas';
import { signIn, signOut, signOutEverywhere } from '../../auth/authService';

export default async function authRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  let warnedAboutProxy = false;
  typed.post(
    '/token-auth/',
    // No Idempotency-Key: an answer kept to be sent again would be a live token kept in the
    // database; a retried sign-in simply signs in again.
    { schema: tokenAuthSchema, config: { public: true, idempotency: false } },
    async (request) => {
      // Behind a proxy without TRUST_PROXY every client has the proxy's address, and the
      // sign-in throttle's per-address limit is then shared by all of them: say so, once.
      if (!warnedAboutProxy && app.config.trustProxy === false && request.headers['x-forwarded-for']) {
        warnedAboutProxy = true;
        request.log.warn('sign-in through a proxy (X-Forwarded-For) without TRUST_PROXY: every client counts as the proxy\'s address (docs/api/server.md)');
      }
      const { token, user } = await signIn(app.db, app.loginThrottle, { ...request.body, address: request.ip });
      request.log.info({ userId: user.id }, 'signed in');
      return { token };
    },
  );

  app.get('/logout', { schema: logoutSchema }, async (request) => {
    await signOut(app.db, request.headers.authorization, currentUser(request));
    return { detail: M.loggedOut };
  });

  app.post('/logout_all/', { schema: logoutAllSchema }, async (request) => {
    return signOutEverywhere(app.db, currentUser(request));
  });

  app.get('/me', { schema: meSchema }, async (request) => toMe(currentUser(request), request.session?.createdMs ?? Date.now()));

  typed.post(
    '/change_password/',
    { schema: changePasswordSchema },
    async (request) => {
      currentUser(request);
      return changePassword(app.db, request.session!, request.body);
    },
  );
}
