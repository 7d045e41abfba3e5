import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { siteOff } from '../http/errors';

export function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Decodes each run of %XX that is valid UTF-8 and leaves a broken one as it is. */
function decodePath(url: string): string {
  const path = url.split('?')[0];
  return path.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/**
 * Whether a request reaches the API. Never decided on the raw URL alone: the router decodes
 * it (`/%61pi/me` is `/api/me`), so the matched route's own path counts, and for a request
 * no route matched, the decoded path.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  return isApiUrl(request.routeOptions.url ?? '') || isApiUrl(decodePath(request.url));
}

/**
 * While the site is switched off every API call answers 503 — sign-in, /api/me and the
 * admin's own calls included; only the CLI switches it back on. The web app's files are
 * still served so that it can show the "switched off" page.
 */
export default fp(async function siteGate(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (isApiRequest(request) && !(await app.siteSwitch.isActive())) throw siteOff();
  });
});
