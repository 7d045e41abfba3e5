import Ajv, { type ValidateFunction } from 'ajv';
import type { RouteEntry } from './fastifyTypes';
import { FAST_SCRYPT } from './auth/passwords';
import { createCryptoTransaction } from './features/crypto/cryptoTransactionService';
import { currencyIdByCode } from './features/currencies/currencyService';
import { createIncomeOutcome } from './features/incomeExpense/incomeExpenseService';
import { createOutTransaction } from './features/operationPersons/outTransactionService';
import { createTransfer } from './features/transfers/transferService';
import { createCorrection, decideCorrection } from './features/corrections/correctionService';
import { SYSTEM_ACTOR } from './http/scope';
import { IncomeOutcomeSchema } from '../shared/contract/schema';
import { seedDemo } from './seed/demo';
import { createExchange } from './features/exchange/exchangeService';
import { seedDemoLedger } from './seed/demoLedger';
import { authed, login } from './testing/testApp';
import { setLimit } from './features/stockLevels/testing/stockWorld';
import { orderIn } from './features/cashOrders/testing/cashOrderWorld';
import { useTestApp } from './testing/useFixture';

/**
 * Every GET route of the API, on the demo data, answers what its declared 200 schema (the
 * contract's declaration, src/shared/contract/schema) says — to the field: no field missing,
 * none extra, decimals as strings, enums and dates in shape. The lists answered as JSON text
 * written by PostgreSQL (http/jsonPage.ts) bypass Fastify's serializer, so this is the test
 * that keeps their SQL and the contract one. Routes come from the app's own route table: a
 * new GET route is requested here unless it is listed in NOT_READ with a reason, and one
 * without a declared 200 schema fails.
 */

/** GET routes that are not reads of data; each says why it is not requested. */
const NOT_READ: Record<string, string> = {
  '/api/logout': 'revokes the token it is called with',
  '/api/stop_site/': 'switches the site off',
  '/api/events/': 'a server-sent event stream that stays open (features/events/events.api.test.ts reads it)',
  '/api/public/rates/stream/': 'a server-sent event stream that stays open (features/shopFront/publicStream.api.test.ts reads it)',
};
const DOCS = /^\/api\/docs/;
/** GET routes that answer 404 to everyone but admins: the audit log and its download, the admin section. */
const isAdminOnly = (url: string) => url === '/api/audit/' || url === '/api/print_audit/' || url.startsWith('/api/admin/');
/** The compliance section: 404 to everyone but admins and compliance officers (the demo cashier is neither). */
const isComplianceOnly = (url: string) => url.startsWith('/api/compliance/') || url === '/api/print_mandatory_control/';

/** Answers that are files (200 declared as a string): checked for a file, not a schema. */
const isFile = (schema: unknown) => (schema as { type?: string }).type === 'string';

const t = useTestApp();
let ids: Record<'city' | 'register' | 'person' | 'transferRegister' | 'personOperation' | 'shift' | 'client' | 'cashOrder', number> & { code: string };
const tokens: Record<string, string> = {};
let adminId = 0;

/**
 * Two days of demo history leave some lists of a register empty by chance (no unfinished
 * internal transfer, no income that day...), and an empty list validates anything. So the
 * register the calls read gets one record of each kind on top, through the services.
 */
async function oneOfEachKind(): Promise<typeof ids> {
  const one = async <T>(sql: string) => (await t.db.query<T>(sql)).rows[0];
  const [main, other] = (
    await t.db.query<{ id: number; city_id: number }>(
      `SELECT r.id, r.city_id FROM cash_registers r JOIN cities c ON c.id = r.city_id WHERE c.name = 'Москва' ORDER BY r.id LIMIT 2`,
    )
  ).rows;
  const rub = await currencyIdByCode(t.db, 'RUB');
  const usdt = await currencyIdByCode(t.db, 'USDT');
  const person = await one<{ id: number }>(
    `SELECT id FROM operation_persons WHERE is_active AND city_id = ${main.city_id} ORDER BY id LIMIT 1`,
  );
  const fiat = { currency: rub, direction: 'Income' as const, amount: '100000.00' };
  const reversed = await createIncomeOutcome(t.db, SYSTEM_ACTOR, { cash_register: main.id, ...fiat });
  await createIncomeOutcome(t.db, SYSTEM_ACTOR, { cash_register: other.id, ...fiat });
  // A reversed record and its reversal (corrections), and a correction still waiting.
  const approved = await createCorrection(t.db, SYSTEM_ACTOR, { record_kind: 'INCOME_OUTCOME', record_id: reversed.id, reason: 'ошибка' });
  await decideCorrection(t.db, SYSTEM_ACTOR, approved.id, 'approve', '');
  const waiting = await createIncomeOutcome(t.db, SYSTEM_ACTOR, { cash_register: main.id, ...fiat });
  await createCorrection(t.db, SYSTEM_ACTOR, { record_kind: 'INCOME_OUTCOME', record_id: waiting.id, reason: 'ошибка' });
  const crypto = { operation_person: person.id, currency: usdt, operation_type: 'REPLENISHMENT' as const, amount: '10' };
  const personOperation = await createOutTransaction(t.db, SYSTEM_ACTOR, { cash_register: main.id, ...crypto }, { crypto: true });
  // With a demo client (seed/demoClients.ts, in Казань): the client's operations then have a row in Москва too.
  const client = (await one<{ id: number }>("SELECT min(id) AS id FROM clients WHERE screening_status = 'clear'")).id;
  await createCryptoTransaction(t.db, SYSTEM_ACTOR, {
    cash_register: main.id, crypto_currency: usdt, operation_type: 'BUY', amount: '1', rate: '92.5', client,
  });
  // A deal made during an outage and sent 13 hours later: flagged, so the offline review queue has a row (docs/OFFLINE.md).
  await createExchange(t.db, SYSTEM_ACTOR, {
    cash_register: main.id, currency: await currencyIdByCode(t.db, 'USD'), operation_type: 'BUY', amount: '1.00', rate: '90',
    offline: true, made_at: new Date(Date.now() - 13 * 3_600_000).toISOString(),
  });
  const transfer = { from_cash_register: main.id, to_cash_register: other.id, amount: '1.00' };
  await createTransfer(t.db, SYSTEM_ACTOR, 'INTERNAL', { ...transfer, currency: rub });
  await createTransfer(t.db, SYSTEM_ACTOR, 'CRYPTO', { ...transfer, crypto_currency: usdt, amount: '1', fee: '0' });
  const incoming = await createTransfer(t.db, SYSTEM_ACTOR, 'EXTERNAL', {
    from_cash_register: other.id, to_cash_register: main.id, currency: rub, amount: '10.00', fee: '1.00',
  });
  // A cash order between the two registers, counted 10 ₽ short on arrival: every field of the answer filled (docs/CASH-ORDERS.md).
  const cashOrder = await orderIn(t.db, { kind: 'move', from_cash_register: main.id, to_cash_register: other.id, currency: rub, amount: '100.00' }, 'discrepancy');
  // A limit on the register, so «Остатки и лимиты» has a row (docs/VAULT.md): the vaults' demo step that sets them is not run here.
  await setLimit(t.db, main.id, rub, { min: '1.00', max: '100000000.00', refill_to: '1000.00' });
  return {
    cashOrder: cashOrder.id,
    city: main.city_id, register: main.id, person: person.id, transferRegister: main.id, code: incoming.transfer_code!,
    personOperation: personOperation.id,
    shift: (await one<{ id: number }>(`SELECT id FROM shifts WHERE cash_register_id = ${main.id} AND status = 'Open'`)).id,
    client,
  };
}

beforeAll(async () => {
  await seedDemo(t.db, { scrypt: FAST_SCRYPT });
  await seedDemoLedger(t.db, { days: 2 });
  ids = await oneOfEachKind();
  tokens.admin = await login(t.app, 'admin');
  adminId = (await t.db.query<{ id: number }>("SELECT id FROM users WHERE username = 'admin'")).rows[0].id;
  tokens.cashier = await login(t.app, 'cashier');
}, 240_000);

/** The value a path or query parameter takes on the demo data, by its name. */
function valueOf(name: string, url: string): string {
  if (url.startsWith('/api/find_external_transfer/')) {
    if (name === 'cash_register') return String(ids.transferRegister);
    if (name === 'code') return ids.code;
  }
  if (name === 'id') {
    // The admin, signed in above: a user with an open session.
    if (url.startsWith('/api/admin/users/')) return String(adminId);
    if (url.startsWith('/api/city/')) return String(ids.city);
    if (url.startsWith('/api/cash_register/')) return String(ids.register);
    if (url.includes('operation_person')) return String(ids.person);
    // The shift report: the register's open shift (the demo opens one on every register).
    if (url.startsWith('/api/print_shift_report/')) return String(ids.shift);
    // A demo client (seed/demoClients.ts).
    if (url.startsWith('/api/client/')) return String(ids.client);
    if (url.startsWith('/api/cash_orders/')) return String(ids.cashOrder);
    // Its accompanying list: dispatched, then counted short, so nothing of it is blind.
    if (url.startsWith('/api/print_cash_order/')) return String(ids.cashOrder);
  }
  // A receipt (print_receipt): of the creditor's operation made above.
  if (name === 'record_kind') return 'OUT_TRANSACTION';
  if (name === 'record_id') return String(ids.personOperation);
  if (name === 'city') return String(ids.city);
  if (name === 'cash_register') return String(ids.register);
  if (name === 'operation_person') return String(ids.person);
  throw new Error(`${url}: no demo value for the parameter "${name}" — add one to valueOf()`);
}

type ObjectSchema = { properties?: Record<string, unknown>; required?: string[] };

/** The URLs a route is read with: its required parameters filled, plus the person filter of histories. */
function urlsOf(route: RouteEntry): string[] {
  const path = route.url.replace(/:(\w+)/g, (_m, name: string) => valueOf(name, route.url));
  const qs = (route.schema.querystring ?? {}) as ObjectSchema;
  const required = new URLSearchParams((qs.required ?? []).map((name) => [name, valueOf(name, route.url)]));
  const urls = [`${path}${required.size ? `?${required}` : ''}`];
  // A person's history (docs/PRODUCT.md §7: ?operation_person&page) is a list of its own.
  if (qs.properties?.operation_person) urls.push(`${path}?operation_person=${ids.person}`);
  // The public feed names its place by one of two optional parameters: a demo city (published) and a register.
  if (route.url === '/api/public/rates/') return [`${path}?city=${ids.city}`, `${path}?register=${ids.register}`];
  return urls;
}

/** The declaration, strict: an object may hold only the fields it declares. */
function strict(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strict);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) out[key] = strict(value);
  if ('properties' in out && !('additionalProperties' in out)) out.additionalProperties = false;
  return out;
}

const ajv = new Ajv({ strict: false, allErrors: true });
const validators = new Map<unknown, ValidateFunction>();
function validatorOf(schema: unknown): ValidateFunction {
  if (!validators.has(schema)) validators.set(schema, ajv.compile(strict(schema) as object));
  return validators.get(schema)!;
}

const getRoutes = () =>
  t.app.routeTable.filter((r) => r.method === 'GET' && r.url.startsWith('/api/') && !DOCS.test(r.url) && !(r.url in NOT_READ));

describe('every GET answer matches its declared schema (demo data)', () => {
  it('has a validator with teeth: a number for a decimal, an extra or a missing field fail', () => {
    const validate = validatorOf(IncomeOutcomeSchema);
    const record = {
      id: 1, kind: 'INCOME_OUTCOME', created_at: '2026-11-22T10:00:00.000Z', user: null, comment: '',
      cash_register: { id: 1, name: 'К' }, currency: { id: 1, code: 'RUB', name: 'Рубль' }, direction: 'Income', amount: '1.00',
      reverses: null, reversed_by: null, correction_pending: false,
    };
    expect(validate(record)).toBe(true);
    expect(validate({ ...record, amount: 1 })).toBe(false);
    expect(validate({ ...record, currency: { ...record.currency, decimals: 2 } })).toBe(false);
    expect(validate({ ...record, user: undefined })).toBe(false);
    expect(validate({ ...record, created_at: '22.11.2026' })).toBe(false);
  });

  it('finds the routes in the route table, each with a declared 200 answer', () => {
    const routes = getRoutes();
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((r) => !r.schema.response?.['200']).map((r) => r.url)).toEqual([]);
    // Nothing listed as not read is missing from the app (a stale entry would hide nothing, but mislead).
    const all = new Set(t.app.routeTable.map((r) => r.url));
    expect(Object.keys(NOT_READ).filter((url) => !all.has(url))).toEqual([]);
  });

  it.each(['admin', 'cashier'])('as %s: each answer validates, lists are not empty', async (who) => {
    const problems: string[] = [];
    let validated = 0;
    for (const route of getRoutes()) {
      const declared = route.schema.response!['200'];
      for (const url of urlsOf(route)) {
        const res = await t.app.inject({ method: 'GET', url, headers: authed(tokens[who]) });
        // The cashier lacks the print and earning permissions; everything else answers 200.
        if (who === 'cashier' && res.statusCode === 403) continue;
        // Admins only: to anyone else the page does not exist.
        if (who === 'cashier' && (isAdminOnly(route.url) || isComplianceOnly(route.url)) && res.statusCode === 404) continue;
        if (res.statusCode !== 200) {
          problems.push(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          continue;
        }
        if (isFile(declared)) {
          if (!/attachment; filename/.test(String(res.headers['content-disposition']))) problems.push(`${url}: not a file`);
          continue;
        }
        const body = res.json();
        const validate = validatorOf(declared);
        if (!validate(body)) problems.push(`${url}: ${ajv.errorsText(validate.errors, { dataVar: 'answer' })}`);
        const list = Array.isArray(body) ? body : body.results;
        // An empty list would validate anything: the demo data fills every list.
        if (Array.isArray(list) && list.length === 0) problems.push(`${url}: empty list`);
        validated++;
      }
    }
    expect(problems).toEqual([]);
    expect(validated).toBeGreaterThan(30);
  }, 120_000); // ~60 reads, each a real query; minutes on a loaded machine with PostgreSQL
});
