import { injected, post, type Req } from '../../ledger/testing/matrixRequests';
import { useMatrixWorld, routeRequests } from '../../testing/matrixWorld';
import { login } from '../../testing/testApp';
import { KEY_REUSED } from './idempotentWrite';

/**
 * Idempotency-Key. The cases come from the app's own route table: every
 * writing route that takes a key (all but sign-in), with the authorization matrix's valid
 * request for it — a new writing route cannot slip past. For each: the same key answers
 * the first answer again without writing, also when the answer as sent was lost (a kill
 * between the commit and the answer), and another body under the key is a 422.
 */
const w = useMatrixWorld();
let n = 0;
const freshKey = () => `test-key-${Date.now()}-${++n}`;

// Sign out everywhere ends the admin's shared token: a new one for whatever comes next.
afterEach(async () => {
  if ((await f().app.inject({ url: '/api/me', headers: { authorization: `Token ${w.tokens.admin}` } })).statusCode === 401) {
    w.tokens.admin = await login(f().app, 'admin');
  }
});

/** The authorization matrix's valid request per route (testing/matrixWorld.ts), sent here as the admin. */
const REQUESTS = routeRequests(() => w);
const f = () => w.f;
const m1 = () => w.f.registers.m1;

/**
 * The same request with one field's value changed (a field the route's schema keeps); a field
 * the schema lists the values of (`enum`) gets another of them, so that the body stays valid.
 */
function otherBody(body: object = {}, schema?: { properties?: Record<string, { enum?: unknown[] }> }): object {
  // A body of one list of lines (a register's limits): the first line changed is another body.
  const lines = Object.entries(body).find(([, v]) => Array.isArray(v) && typeof v[0] === 'object');
  if (lines && !Object.values(body).some((v) => ['string', 'number', 'boolean'].includes(typeof v))) {
    const [field, [first, ...rest]] = lines as [string, object[]];
    return { ...body, [field]: [otherBody(first), ...rest] };
  }
  const [field, value] = Object.entries(body).find(([, v]) => ['string', 'number', 'boolean'].includes(typeof v)) ?? ['comment', ''];
  const allowed = schema?.properties?.[field]?.enum;
  if (allowed) return { ...body, [field]: allowed.find((v) => v !== value) };
  // A string keeps its shape (an 8-digit code stays 8 digits) so the schema still accepts it.
  const changeString = (text: string) => (/\d$/.test(text) ? text.replace(/\d$/, (d) => String((Number(d) + 1) % 10)) : `${text}x`);
  const changed = typeof value === 'boolean' ? !value : typeof value === 'number' ? value + 1000 : changeString(String(value));
  return { ...body, [field]: changed };
}

async function send(req: Req, key?: string, token = w.tokens.admin) {
  const { payload, headers: bodyHeaders } = injected(req);
  const headers: Record<string, string> = { ...bodyHeaders, authorization: `Token ${token}` };
  if (key !== undefined) headers['idempotency-key'] = key;
  const res = await f().app.inject({ method: req.method, url: req.url, headers, payload });
  await req.after?.();
  return { status: res.statusCode, body: res.body ? res.json() : null, replayed: res.headers['idempotent-replayed'] === 'true' };
}

/** Audit rows of writes (a sign-in writes one too, and some cases sign in between calls). */
const auditRows = async () =>
  Number((await f().db.query<{ n: string }>("SELECT count(*) AS n FROM audit_log WHERE action <> 'auth.sign_in'")).rows[0].n);
const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const keyedRoutes = () => f().app.routeTable.filter((r) => r.idempotent).map(routeKey);
// The keyed routes, known before the app is built: the route table's, checked in the first test.
const WRITES = Object.keys(REQUESTS).filter((r) => /^(POST|PUT) /.test(r) && r !== 'POST /api/token-auth/');

describe('Idempotency-Key on every writing route', () => {
  it('is taken by every writing route but sign-in, and each has a request here', () => {
    const writing = f().app.routeTable.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method)).map(routeKey);
    expect(writing.filter((r) => !keyedRoutes().includes(r))).toEqual(['POST /api/token-auth/']);
    expect([...keyedRoutes()].sort()).toEqual([...WRITES].sort());
  });

  it.each(WRITES)('%s: a retry answers the first answer and writes nothing', async (route) => {
    const req = await REQUESTS[route]('admin');
    const key = freshKey();
    // A call that ends the caller's sessions (sign out everywhere) gets a new token each time;
    // the keys are the user's, whatever the token (sign-ins are not counted as writes below).
    const token = async () => (req.ownToken ? login(f().app, 'admin') : w.tokens.admin);
    const first = await send(req, key, await token());
    expect(first.status).toBeLessThan(300);
    expect(first.replayed).toBe(false);
    const audited = await auditRows();

    const again = await send(req, key, await token());
    expect(again).toEqual({ ...first, replayed: true });

    // The answer as sent lost (a kill after the commit): the write's own result answers.
    await f().db.query("UPDATE idempotency_keys SET status = NULL, answer = NULL, created_at = now() - interval '1 minute' WHERE key = $1", [key]);
    const afterLoss = await send(req, key, await token());
    expect(afterLoss).toEqual({ ...first, replayed: true });
    expect(await auditRows()).toBe(audited);

    const entry = f().app.routeTable.find((r) => routeKey(r) === route)!;
    const other = await send({ ...req, body: otherBody(req.body, entry.schema.body as Parameters<typeof otherBody>[1]) }, key, await token());
    expect(other).toEqual({ status: 422, body: { detail: KEY_REUSED }, replayed: false });
    expect(await auditRows()).toBe(audited);
  });
});

describe('Idempotency-Key rules', () => {
  const exchange = () => post('/api/transaction/create/', { cash_register: m1(), currency: f().currencies.USD, operation_type: 'BUY', amount: '3', rate: '90' });
  const exchangesOfM1 = async () =>
    Number((await f().db.query<{ n: string }>('SELECT count(*) AS n FROM exchange_transactions WHERE cash_register_id = $1', [m1()])).rows[0].n);

  it('without a key every request writes', async () => {
    const before = await exchangesOfM1();
    expect((await send(exchange())).status).toBe(201);
    expect((await send(exchange())).status).toBe(201);
    expect(await exchangesOfM1()).toBe(before + 2);
  });

  it('ten simultaneous requests with one key: one write, every caller gets its answer', async () => {
    const before = await exchangesOfM1();
    const key = freshKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(exchange(), key)));
    expect(await exchangesOfM1()).toBe(before + 1);
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
  });

  it('a refused request is answered again, and nothing is written for it', async () => {
    const key = freshKey();
    const bad = post('/api/transaction/create/', { cash_register: m1(), currency: f().currencies.USD, operation_type: 'SELL', amount: '99999999', rate: '90' });
    const before = await exchangesOfM1();
    const first = await send(bad, key);
    expect(first.status).toBe(400);
    expect(await send(bad, key)).toEqual({ ...first, replayed: true });
    expect(await exchangesOfM1()).toBe(before);
  });

  it('keys are per user: another user with the same key writes their own', async () => {
    const key = freshKey();
    expect((await send(exchange(), key)).status).toBe(201);
    const before = await exchangesOfM1();
    const res = await f().app.inject({
      method: 'POST', url: '/api/transaction/create/', payload: exchange().body,
      headers: { authorization: `Token ${w.tokens.cashier}`, 'idempotency-key': key },
    });
    expect(res.statusCode).toBe(201);
    expect(await exchangesOfM1()).toBe(before + 1);
  });

  it('a key is kept 24 hours: older, the same request writes again', async () => {
    const key = freshKey();
    const first = await send(exchange(), key);
    await f().db.query("UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = $1", [key]);
    const later = await send(exchange(), key);
    expect(later.status).toBe(201);
    expect(later.replayed).toBe(false);
    expect(later.body.id).not.toBe(first.body.id);
  });

  it.each([['', 'empty'], ['a'.repeat(256), 'too long'], ['ключ', 'not ASCII'], ['a b', 'with a space']])(
    'a malformed key (%#: %s) is a 400 under the header and writes nothing',
    async (key) => {
      const before = await exchangesOfM1();
      const res = await send(exchange(), key);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body)).toEqual(['idempotency-key']);
      expect(await exchangesOfM1()).toBe(before);
    },
  );
});
