import { login } from '../testing/testApp';
import { useMatrixWorld, routeRequests } from '../testing/matrixWorld';

/**
 * No API answer may be kept by a browser or a proxy (balances, transfer codes, personal data):
 * every route of the app's route table, called with the authorization matrix's valid request
 * as the admin, answers `Cache-Control: no-store`; so do a refusal, a missing route and the
 * switched-off site. A public route that may be cached says so in PUBLIC_CACHEABLE.
 */
const PUBLIC_CACHEABLE = /^\/api\/public\//;
const STOP_SITE = 'GET /api/stop_site/';

const w = useMatrixWorld();

const REQUESTS = routeRequests(() => w);

async function cacheControlOf(method: 'GET' | 'POST' | 'PUT', url: string, body?: object, token?: string): Promise<string> {
  const headers = token ? { authorization: `Token ${token}` } : {};
  const res = await w.f.app.inject({ method, url, headers, payload: body, payloadAsStream: true });
  res.stream().destroy(); // a live stream never ends by itself
  return String(res.headers['cache-control']);
}

it('answers no-store on a refusal and on a route that does not exist', async () => {
  const refused = await w.f.app.inject({ url: '/api/me' });
  expect([refused.statusCode, refused.headers['cache-control']]).toEqual([401, 'no-store']);
  const missing = await w.f.app.inject({ url: '/api/no_such_route/', headers: { authorization: `Token ${w.tokens.cashier}` } });
  expect([missing.statusCode, missing.headers['cache-control']]).toEqual([404, 'no-store']);
});

it('answers no-store on every API route of the route table, the site switch last', async () => {
  const keys = w.f.app.routeTable
    .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && !PUBLIC_CACHEABLE.test(r.url) && r.method !== 'HEAD' && r.method !== 'OPTIONS')
    .map((r) => `${r.method} ${r.url}`)
    .sort((a, b) => Number(a === STOP_SITE) - Number(b === STOP_SITE));
  expect(keys.length).toBeGreaterThan(100);
  const wrong: string[] = [];
  for (const key of keys) {
    const req = await REQUESTS[key]('admin');
    const token = req.ownToken ? await login(w.f.app, 'admin') : w.tokens.admin;
    const value = await cacheControlOf(req.method, req.url, req.body, token);
    await req.after?.();
    if (!value.split(',').map((v) => v.trim()).includes('no-store')) wrong.push(`${key}: ${value}`);
  }
  expect(wrong).toEqual([]);
  // The site is off now: its 503 is not kept either.
  expect(await cacheControlOf('GET', '/api/me', undefined, w.tokens.cashier)).toBe('no-store');
});
