import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { siteOff } from '../http/errors';

export function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * While the site is switched off every API call answers 503 — sign-in, /api/me and the
 * admin's own calls included; only the CLI switches it back on. The web app's files are
 * still served so that it can show the "switched off" page.
 */
export default fp(async function siteGate(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (isApiUrl(request.url) && !(await app.siteSwitch.isActive())) throw siteOff();
  });
});
