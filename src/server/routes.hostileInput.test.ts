import fc from 'fast-check';
import type { RouteEntry } from './fastifyTypes';
import { createTransfer } from './features/transfers/transferService';
import { createPerson } from './features/operationPersons/personService';
import { createClient } from './features/clients/clientService';
import { clientBody } from './features/clients/testing/clientBodies';
import { fund, useLedgerFixture } from './ledger/testing/ledgerFixture';
import { SYSTEM_ACTOR } from './http/scope';
import { authed, login, restoreTestPassword } from './testing/testApp';
import { ledgerSnapshot } from './testing/ledgerSnapshot';

/**
 * Every POST and PUT route of the API, taken from the app's own route
 * table (a new route is attacked without anyone listing it), gets random and hostile
 * requests — wrong types, huge, tiny and exponent numbers, unicode and NUL, very long
 * strings, missing, extra and duplicated keys, odd ids in the path and junk in the query.
 * Two properties: the answer is never a 5xx, and an answer that refuses (4xx) wrote nothing
 * to the ledger (row counts and sums of its tables are unchanged). Every GET route gets
 * hostile values in each query parameter it declares and in its path: never a 5xx.
 *
 * Bodies are written as raw JSON text: JSON.stringify cannot produce duplicated keys or
 * numbers past a double (1e400, 30-digit integers), which are exactly what a hostile client sends.
 * The seed is fixed (HOSTILE_SEED overrides) so a failure replays; fast-check prints the seed
 * and the shrunk counterexample.
 */

const SEED = Number(process.env.HOSTILE_SEED ?? 20261123);
/** Requests per route: ~20 routes × this stays well under a minute on PGlite. */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 40);

const f = useLedgerFixture({ app: true });
type Who = 'admin' | 'cashier' | 'kazan' | 'noPerms';
let tokens: Record<Who, string>;
/** Real ids of the fixture: a third of the generated values are valid, so requests get past the schema into the services. */
let valid: { registers: number[]; currencies: number[]; persons: number[]; cities: number[]; transfers: number[]; codes: string[] };

beforeAll(async () => {
  await fund(f, f.registers.m1, 'RUB', '1000000.00');
  await fund(f, f.registers.m1, 'USD', '1000.00');
  await fund(f, f.registers.m1, 'USDT', '100');
  const person = await createPerson(f.db, SYSTEM_ACTOR, { first_name: 'Иван', city: f.cities.moscow });
  // A client (id 1 in a fresh world, which the path ids hit): reads about a client get past the 404.
  await createClient(f.db, SYSTEM_ACTOR, clientBody());
  const from = { from_cash_register: f.registers.m1, to_cash_register: f.registers.m2 };
  const transfers = [
    await createTransfer(f.db, SYSTEM_ACTOR, 'INTERNAL', { ...from, currency: f.currencies.RUB, amount: '10.00' }),
    await createTransfer(f.db, SYSTEM_ACTOR, 'EXTERNAL', { ...from, currency: f.currencies.RUB, amount: '10.00', fee: '1.00' }),
    await createTransfer(f.db, SYSTEM_ACTOR, 'CRYPTO', { ...from, crypto_currency: f.currencies.USDT, amount: '1', fee: '0' }),
  ];
  valid = {
    registers: Object.values(f.registers),
    currencies: Object.values(f.currencies),
    persons: [person.id],
    cities: Object.values(f.cities),
    transfers: transfers.map((t) => t.id),
    codes: transfers.map((t) => t.transfer_code).filter((c): c is string => !!c),
  };
  // The admin reaches every service; a cashier of Москва, one of Казань (other city's ids) and
  // one without permissions test the refusals of scope and permission on the same inputs.
  tokens = { admin: await f.token('admin'), cashier: await f.token('cashier'), kazan: await f.token('kazan'), noPerms: await f.token('noPerms') };
}, 120_000);

const json = (v: unknown) => JSON.stringify(v);

/** Numbers as JSON text, including those no double holds. */
const hostileNumber = fc.constantFrom(
  '0', '-0', '-1', '1.5', '1e400', '-1e400', '1e-400', '1E5', '2147483648', '-2147483649', '9007199254740993',
  '123456789012345678901234567890', '0.000000001', '100.00', '1e2', '0.1e1',
);
/** Strings a form would never send. */
const hostileString = fc.oneof(
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '1e400', 'NaN', 'Infinity', '-1', '0x10', '1,5', ' 1 ', '١٢٣', '𝟙𝟚', '100.00', 'null', 'true', '<script>', "'; DROP TABLE users; --", '\ud800',
    // Amounts a double cannot hold or NUMERIC(28,8) cannot store, as the decimal strings the API takes.
    '123456789012345678901234567890.12', '99999999999999999999.99', '9999999999999999999.99', '0.000000000000001', '1.005', '-0.00').map(json),
  fc.string({ unit: 'binary', maxLength: 40 }).map(json),
  fc.constantFrom(10_000, 1_000_000).map((n) => json('я'.repeat(n))),
);
const hostileOther = fc.constantFrom('null', 'true', 'false', '[]', '{}', '[1]', '{"id":1}', '[[[[[[[[]]]]]]]]', '{"__proto__":{"x":1}}');

/** A value the field may really take (a real id, a sane amount), as JSON text. */
function plausible(field: string): fc.Arbitrary<string> {
  const one = <T>(list: T[]) => fc.constantFrom(...list).map(json);
  if (/cash_register/.test(field)) return one(valid.registers);
  if (/currency/.test(field)) return one(valid.currencies);
  if (field === 'operation_person') return one(valid.persons);
  if (field === 'city') return one(valid.cities);
  if (field === 'id') return one(valid.transfers);
  if (field === 'transfer_code') return one(valid.codes);
  if (field === 'operation_type') return fc.constantFrom('BUY', 'SELL', 'REPLENISHMENT', 'WITHDRAWAL').map(json);
  if (field === 'direction') return fc.constantFrom('Income', 'Outcome').map(json);
  if (/amount|rate|fee/.test(field)) return fc.constantFrom('1.00', '10', '0.5', '92.5', '0', '5000000', '99999999999999999999.99',
    // The largest the schemas take (12 integer digits): products and sums of these must be refused, not overflow NUMERIC.
    '999999999999.99', '999999999999.999999').map(json);
  if (field === 'is_active' || field === 'is_dilapidated') return fc.boolean().map(json);
  if (field === 'date') return fc.constantFrom('2026-11-23', '2026-02-30', '1900-01-01').map(json);
  return fc.string({ maxLength: 20 }).map(json);
}

const valueFor = (field: string) => fc.oneof(plausible(field), hostileNumber, hostileString, hostileOther);

type ObjectSchema = { properties?: Record<string, unknown> };

/** A body as raw JSON text: a subset of the declared fields (some twice), maybe extra ones, or no object at all. */
function bodyOf(route: RouteEntry): fc.Arbitrary<string | undefined> {
  const fields = Object.keys((route.schema.body as ObjectSchema | undefined)?.properties ?? {});
  const field = fc.oneof(...[...fields, 'extra', '__proto__', 'constructor', 'id', ''].map((k) => fc.constant(k)));
  const pair = field.chain((k) => valueFor(k).map((v) => `${json(k)}:${v}`));
  const object = fc.array(pair, { maxLength: fields.length + 3 }).map((pairs) => `{${pairs.join(',')}}`);
  // All declared fields present and plausible: the deepest a random request gets into a service.
  const full = fc
    .tuple(...fields.map((k) => fc.oneof({ weight: 3, arbitrary: plausible(k) }, { weight: 1, arbitrary: valueFor(k) })))
    .map((vals) => `{${fields.map((k, i) => `${json(k)}:${vals[i]}`).join(',')}}`);
  return fc.oneof(
    { weight: 4, arbitrary: object },
    { weight: 4, arbitrary: fields.length ? full : object },
    { weight: 1, arbitrary: fc.json({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.constantFrom(undefined, '', '{', '{"a":}', 'null', '[]', '"x"', '1e400', '\u0000', '{"a":1}{"b":2}') },
  );
}

/** Path ids: real, out of range, not numbers, percent-encoded junk. */
const hostileId = fc.oneof(
  fc.constantFrom(...['1', '0', '-1', '1e3', '1.5', 'abc', '99999999999999999999', '2147483648', '%00', '%20', '%F0%9F%92%A9', '0x1', '+1', '..']),
  fc.nat({ max: 10 }).map(String),
);
const hostileQuery = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?id=1e400', '?amount=-1', '?page=%00', '?x=' + 'z'.repeat(5000), '?cash_register=1&cash_register=2', '?__proto__[a]=1'),
);

interface Request {
  url: string;
  body: string | undefined;
  contentType: string | undefined;
  who: Who;
}

function requestOf(route: RouteEntry): fc.Arbitrary<Request> {
  const idArb = fc.oneof(hostileId, fc.constantFrom(...valid.transfers.map(String)));
  return fc.record({
    path: fc.array(idArb, { minLength: 1, maxLength: 1 }).map(([id]) => route.url.replace(/:(\w+)/g, () => id)),
    query: hostileQuery,
    body: bodyOf(route),
    contentType: fc.constantFrom('application/json', 'application/json', 'application/json', 'text/plain', undefined),
    who: fc.constantFrom<Who>('admin', 'admin', 'admin', 'cashier', 'kazan', 'noPerms'),
  }).map(({ path, query, ...rest }) => ({ url: path + query, ...rest }));
}

async function send(req: Request) {
  const headers: Record<string, string> = { ...authed(tokens[req.who]) };
  if (req.contentType) headers['content-type'] = req.contentType;
  return f.app.inject({ method: currentMethod, url: req.url, headers, payload: req.body });
}
let currentMethod: 'POST' | 'PUT' = 'POST';

const writeRoutes = () => f.app.routeTable.filter((r) => (r.method === 'POST' || r.method === 'PUT') && r.url.startsWith('/api/'));

describe('hostile requests to every POST and PUT route', () => {
  it('finds the write routes in the route table', () => {
    // Fewer would mean the table lost routes, and this test would quietly attack less.
    expect(writeRoutes().length).toBeGreaterThanOrEqual(20);
  });

  it('has a snapshot with teeth: a write of money changes it, a zero balance row does not', async () => {
    const before = await ledgerSnapshot(f.db);
    await f.db.query('INSERT INTO cash_balances (cash_register_id, currency_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [f.registers.k1, f.currencies.EUR]);
    expect(await ledgerSnapshot(f.db)).toEqual(before);
    await fund(f, f.registers.m2, 'RUB', '0.01');
    const after = await ledgerSnapshot(f.db);
    expect(after.ledger_entries).not.toBe(before.ledger_entries);
    expect(after.cash_sum).not.toBe(before.cash_sum);
  });

  it('never answers 5xx, and a refused request writes nothing to the ledger', async () => {
    const failures: string[] = [];
    let refused = 0;
    let accepted = 0;
    // The ledger as the last request left it: after a refusal it is the snapshot that request's
    // check just took (nothing else writes between requests), so each request costs one
    // snapshot, not two; after an accepted one (or a failure) it is taken again.
    let known: Record<string, string> | null = null;
    for (const route of writeRoutes()) {
      currentMethod = route.method as 'POST' | 'PUT';
      const property = fc.asyncProperty(requestOf(route), async (req) => {
        const before = known ?? (await ledgerSnapshot(f.db));
        known = null;
        const res = await send(req);
        if (res.statusCode >= 500) throw new Error(`${route.method} ${req.url} → ${res.statusCode} ${res.body.slice(0, 300)}`);
        if (res.statusCode >= 400) {
          refused++;
          const after = await ledgerSnapshot(f.db);
          expect(after).toEqual(before);
          expect(before.cash_balances_orphan).toBe('0');
          known = after;
        } else accepted++;
      });
      const result = await fc.check(property, { seed: SEED, numRuns: RUNS, endOnFailure: true });
      // The error first (the 5xx answer or the snapshot's diff), then fast-check's seed and counterexample.
      if (result.failed) {
        failures.push(`${route.method} ${route.url}: ${String(result.errorInstance).slice(0, 2000)}\n${(fc.defaultReportMessage(result) ?? '').slice(0, 1500)}`);
      }
    }
    expect(failures).toEqual([]);
    // Both sides were exercised: most requests refused, and some plausible ones got through to a write.
    expect(refused).toBeGreaterThan(RUNS * 10);
    expect(accepted).toBeGreaterThan(0);
  }, 180_000);
});

/**
 * GET routes: the query is where a reader's input goes. Each declared query parameter (and
 * `id` in the path) gets hostile and plausible values, the same kinds as the bodies': the
 * answer is never a 5xx (a bad date or number is a 400, a strange id a 404). Routes that are
 * not reads are left out: the sign-out (revokes the token), the site switch, the event streams.
 */
const NOT_READS = new Set(['/api/logout', '/api/stop_site/', '/api/events/', '/api/public/rates/stream/']);
const readRoutes = () =>
  f.app.routeTable.filter((r) => r.method === 'GET' && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && !NOT_READS.has(r.url));
const GET_RUNS = Number(process.env.HOSTILE_GET_RUNS ?? 12);

/** A query value as URL text: a plausible one, or a hostile string or number (no JSON quotes: a query has none). */
function queryValueFor(field: string): fc.Arbitrary<string> {
  const dates = fc.constantFrom('2026-11-23', '2026-02-30', '1900-01-01', '9999-12-31', '2026-13-01', '23.11.2026', '');
  const plain = fc.oneof(hostileNumber, hostileString.map((v) => (v.startsWith('"') ? (JSON.parse(v) as string) : v)));
  const value = /date/.test(field) ? fc.oneof(dates, plain) : fc.oneof(plausible(field).map((v) => (v.startsWith('"') ? (JSON.parse(v) as string) : v)), plain);
  return value.map((v) => encodeURIComponent(v.slice(0, 6000)));
}

function readRequestOf(route: RouteEntry): fc.Arbitrary<{ url: string; who: Who }> {
  const fields = Object.keys((route.schema.querystring as ObjectSchema | undefined)?.properties ?? {});
  const pair = fc.constantFrom(...fields, 'extra', '__proto__').chain((k) => queryValueFor(k).map((v) => `${k}=${v}`));
  const idArb = fc.oneof(hostileId, fc.constantFrom(...valid.transfers.map(String)));
  return fc.record({
    path: idArb.map((id) => route.url.replace(/:(\w+)/g, () => id)),
    query: fc.oneof(fc.array(pair, { maxLength: fields.length + 2 }).map((pairs) => (pairs.length ? `?${pairs.join('&')}` : '')), hostileQuery),
    who: fc.constantFrom<Who>('admin', 'admin', 'cashier', 'kazan', 'noPerms'),
  }).map(({ path, query, who }) => ({ url: path + query, who }));
}

describe('hostile queries to every GET route', () => {
  it('finds the read routes in the route table', () => {
    expect(readRoutes().length).toBeGreaterThanOrEqual(40);
  });

  it('never answers 5xx', async () => {
    const failures: string[] = [];
    for (const route of readRoutes()) {
      const property = fc.asyncProperty(readRequestOf(route), async (req) => {
        const res = await f.app.inject({ method: 'GET', url: req.url, headers: authed(tokens[req.who]) });
        if (res.statusCode >= 500) throw new Error(`GET ${req.url} → ${res.statusCode} ${res.body.slice(0, 300)}`);
      });
      const result = await fc.check(property, { seed: SEED, numRuns: GET_RUNS, endOnFailure: true });
      if (result.failed) failures.push(`GET ${route.url}: ${String(result.errorInstance).slice(0, 1000)}\n${(fc.defaultReportMessage(result) ?? '').slice(0, 1000)}`);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

/**
 * What a JSON body's field may not be turned into (http/jsonBodyTypes.ts): on every write
 * route, each declared boolean gets `null`, each declared scalar its value wrapped in an
 * array (`[1]`, `["x"]`), and the whole body bytes that are not UTF-8. Each is a 400 naming
 * the field (the body for the bytes), never a value read as false, 0, "" or the array's item.
 */
type FieldSchema = { type?: string | string[]; anyOf?: FieldSchema[] };
const SCALARS = ['boolean', 'integer', 'number', 'string'];

function typesOf(schema: FieldSchema): string[] {
  const own = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  return [...own, ...(schema.anyOf ?? []).flatMap(typesOf)];
}

/** The hostile body for each field it applies to: [field, raw JSON body]. */
function strictCases(route: RouteEntry): Array<[string, string]> {
  const properties = ((route.schema.body as ObjectSchema | undefined)?.properties ?? {}) as Record<string, FieldSchema>;
  const cases: Array<[string, string]> = [];
  for (const [field, schema] of Object.entries(properties)) {
    const types = typesOf(schema);
    if (!types.length || types.some((t) => !SCALARS.includes(t) && t !== 'null')) continue;
    if (types.includes('boolean') && !types.includes('null')) cases.push([field, `{${json(field)}:null}`]);
    const item = types.includes('integer') || types.includes('number') ? '1' : types.includes('boolean') ? 'true' : '"x"';
    cases.push([field, `{${json(field)}:[${item}]}`]);
  }
  return cases;
}

describe('strict JSON bodies on every POST and PUT route', () => {
  // The walks above may have signed the admin out (logout_all) or changed their password: a fresh session.
  let admin: string;
  beforeAll(async () => {
    await restoreTestPassword(f.db, 'admin');
    admin = await login(f.app, 'admin');
  });

  it('refuses null for a boolean and an array for a scalar, naming the field', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of writeRoutes()) {
      const url = route.url.replace(/:(\w+)/g, '1');
      for (const [field, payload] of strictCases(route)) {
        checked++;
        const res = await f.app.inject({
          method: route.method as 'POST' | 'PUT', url, payload, headers: { ...authed(admin), 'content-type': 'application/json' },
        });
        if (res.statusCode !== 400 || !(field in res.json())) failures.push(`${route.method} ${url} ${payload} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    // The walk found the booleans and ids it is about.
    expect(checked).toBeGreaterThan(50);
  }, 120_000);

  it('refuses a body whose bytes are not UTF-8 (JSON and form), writing nothing', async () => {
    const failures: string[] = [];
    const bad = Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]);
    const form = Buffer.concat([Buffer.from('name='), Buffer.from([0xc3, 0x28])]);
    for (const route of writeRoutes()) {
      const url = route.url.replace(/:(\w+)/g, '1');
      for (const [type, payload] of [['application/json', bad], ['application/x-www-form-urlencoded', form]] as const) {
        const before = await ledgerSnapshot(f.db);
        const res = await f.app.inject({ method: route.method as 'POST' | 'PUT', url, payload, headers: { ...authed(admin), 'content-type': type } });
        if (res.statusCode !== 400) failures.push(`${route.method} ${url} (${type}) → ${res.statusCode} ${res.body.slice(0, 200)}`);
        else expect(await ledgerSnapshot(f.db)).toEqual(before);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
