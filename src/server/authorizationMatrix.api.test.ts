import { verifyLedger } from './features/ledger/verify';
import { ROUTE_ACCESS, WHO, type Who } from './testing/routeAccess';
import { callAs, openMatrixWorld, routeRequests, type MatrixWorld } from './testing/matrixWorld';

/**
 * The authorization matrix (issue 11): every API route of the app's own route table, called
 * as each user of testing/routeAccess.ts WHO with a valid request naming Москва's objects,
 * answers the status declared for it in ROUTE_ACCESS. A route without a declaration (or
 * without a request in testing/matrixWorld.ts) fails, as does a declaration whose route is
 * gone. Each write names fresh objects (transfers made per call), so one user's accept is not
 * another's 409; the admin's GET /api/stop_site/ runs last of all (it switches the site off).
 */
let w: MatrixWorld;
const DOCS = /^\/api\/docs/;
const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

beforeAll(async () => {
  w = await openMatrixWorld();
}, 120_000);
afterAll(() => w?.f.close());

const REQUESTS = routeRequests(() => w);

/** The status of one call, and its body when it is JSON. */
async function statusOf(req: Parameters<typeof callAs>[1], who: Who): Promise<{ status: number; body: unknown }> {
  const { status, contentType, raw } = await callAs(w, req, who);
  const text = raw.toString('utf8');
  return { status, body: contentType.includes('json') && text ? JSON.parse(text) : null };
}

const apiRoutes = () =>
  w.f.app.routeTable.filter((r) => r.url.startsWith('/api/') && !DOCS.test(r.url) && r.method !== 'HEAD' && r.method !== 'OPTIONS');

it('declares every route of the route table, and nothing else', () => {
  const routes = new Set(apiRoutes().map(keyOf));
  expect({ undeclared: [...routes].filter((k) => !ROUTE_ACCESS[k]) }).toEqual({ undeclared: [] });
  expect({ withoutRequest: [...routes].filter((k) => !REQUESTS[k]) }).toEqual({ withoutRequest: [] });
  expect({ declaredButNoRoute: Object.keys(ROUTE_ACCESS).filter((k) => !routes.has(k)) }).toEqual({ declaredButNoRoute: [] });
  expect({ requestButNoRoute: Object.keys(REQUESTS).filter((k) => !routes.has(k)) }).toEqual({ requestButNoRoute: [] });
});

/** stop_site last: it switches the site off for every later call. */
const ORDER = Object.keys(ROUTE_ACCESS).sort((a, b) => Number(a.includes('stop_site')) - Number(b.includes('stop_site')));

describe.each(ORDER)('%s', (key) => {
  it.each(WHO)('as %s', async (who) => {
    const expected = ROUTE_ACCESS[key][who];
    const req = await REQUESTS[key](who);
    const { status, body } = await statusOf(req, who);
    expect({ who, status, body: status === expected ? 'ok' : body }).toEqual({ who, status: expected, body: 'ok' });
    if (status >= 400) expect(Object.keys(body as object)).toEqual(['detail']);
  }, 20_000);
});

it('leaves the ledger consistent after all those writes', async () => {
  const report = await verifyLedger(w.f.db);
  expect(report.checks.filter((c) => !c.ok)).toEqual([]);
});
