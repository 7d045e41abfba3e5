import { verifyLedger } from './ledger/verify';
import { xlsxRows } from './documents/testing/readBack';
import { shows } from './testing/hiddenFields';
import { LACKING, ROUTE_ACCESS, ROUTE_HIDDEN, WHO, type Flag, type Who } from './testing/routeAccess';
import { login } from './testing/testApp';
import { callAs, useMatrixWorld, routeRequests } from './testing/matrixWorld';

/**
 * The authorization matrix: every API route of the app's own route table, called
 * as each user of testing/routeAccess.ts WHO with a valid request naming Москва's objects,
 * answers the status declared for it in ROUTE_ACCESS. A route without a declaration (or
 * without a request in testing/matrixWorld.ts) fails, as does a declaration whose route is
 * gone. Each write names fresh objects (transfers made per call), so one user's accept is not
 * another's 409; the admin's GET /api/stop_site/ runs last of all (it switches the site off).
 */
const w = useMatrixWorld();
const DOCS = /^\/api\/docs/;
const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`;


const REQUESTS = routeRequests(() => w);

/** The status of one call, its body when it is JSON, and its text (an XLSX's: its cells). */
async function statusOf(req: Parameters<typeof callAs>[1], who: Who): Promise<{ status: number; body: unknown; text: string }> {
  const { status, contentType, raw } = await callAs(w, req, who);
  const text = contentType.includes('spreadsheetml') ? JSON.stringify((await xlsxRows(raw)).values) : raw.toString('utf8');
  return { status, body: contentType.includes('json') && text ? JSON.parse(text) : null, text };
}

/**
 * The hidden-fields column (ROUTE_HIDDEN): the user lacking a flag sees none of its fields;
 * the supervisor, who holds every flag, sees them filled (so the check has something to miss).
 */
function hiddenProblems(key: string, who: Who, body: unknown, text: string): string[] {
  const cryptoIds = new Set([w.f.currencies.USDT, w.f.currencies.BTC]);
  const problems: string[] = [];
  for (const [flag, paths] of Object.entries(ROUTE_HIDDEN[key] ?? {}) as Array<[Flag, string[]]>) {
    for (const path of paths) {
      if (who === LACKING[flag] && shows(body, text, path, cryptoIds)) problems.push(`${path} shown without ${flag}`);
      if (who === 'supervisor' && !shows(body, text, path, cryptoIds)) problems.push(`${path} empty with ${flag}`);
    }
  }
  return problems;
}

const apiRoutes = () =>
  w.f.app.routeTable.filter((r) => r.url.startsWith('/api/') && !DOCS.test(r.url) && r.method !== 'HEAD' && r.method !== 'OPTIONS');

it('declares every route of the route table, and nothing else', () => {
  const routes = new Set(apiRoutes().map(keyOf));
  expect({ undeclared: [...routes].filter((k) => !ROUTE_ACCESS[k]) }).toEqual({ undeclared: [] });
  expect({ withoutRequest: [...routes].filter((k) => !REQUESTS[k]) }).toEqual({ withoutRequest: [] });
  expect({ declaredButNoRoute: Object.keys(ROUTE_ACCESS).filter((k) => !routes.has(k)) }).toEqual({ declaredButNoRoute: [] });
  expect({ requestButNoRoute: Object.keys(REQUESTS).filter((k) => !routes.has(k)) }).toEqual({ requestButNoRoute: [] });
  const gets = [...routes].filter((k) => k.startsWith('GET '));
  expect({ withoutHiddenColumn: gets.filter((k) => !ROUTE_HIDDEN[k]) }).toEqual({ withoutHiddenColumn: [] });
  expect({ hiddenButNoRoute: Object.keys(ROUTE_HIDDEN).filter((k) => !routes.has(k)) }).toEqual({ hiddenButNoRoute: [] });
});

/** stop_site last: it switches the site off for every later call. */
const ORDER = Object.keys(ROUTE_ACCESS).sort((a, b) => Number(a.includes('stop_site')) - Number(b.includes('stop_site')));

describe.each(ORDER)('%s', (key) => {
  it.each(WHO)('as %s', async (who) => {
    const expected = ROUTE_ACCESS[key][who];
    const req = await REQUESTS[key](who);
    const { status, body, text } = await statusOf(req, who);
    // Sign out everywhere ended the user's shared token too: a new one for the routes after it.
    if (key === 'POST /api/logout_all/' && who !== 'anonymous' && who !== 'revoked') w.tokens[who] = await login(w.f.app, w.usernames[who]);
    expect({ who, status, body: status === expected ? 'ok' : body }).toEqual({ who, status: expected, body: 'ok' });
    if (status >= 400) expect(Object.keys(body as object)).toEqual(['detail']);
    if (status === 200) expect({ who, hidden: hiddenProblems(key, who, body, text) }).toEqual({ who, hidden: [] });
  }, 20_000);
});

it('leaves the ledger consistent after all those writes', async () => {
  const report = await verifyLedger(w.f.db);
  expect(report.checks.filter((c) => !c.ok)).toEqual([]);
});
