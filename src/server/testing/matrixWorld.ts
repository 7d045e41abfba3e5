import { todayInTimeZone } from '../../shared/dates';
import { randomUUID } from 'node:crypto';
import type { TransferKind } from '../../shared/machines/transferLifecycle';
import { fund, openLedgerFixture, type LedgerFixture } from '../ledger/testing/ledgerFixture';
import { get, injected, post, put, TRANSFER_PATH, transferMaker, type Req } from '../ledger/testing/matrixRequests';
import { ensureCashRegister } from '../features/cashRegisters/registerWrites';
import { ensureCity } from '../features/cities/cityService';
import { addCurrency } from '../features/currencies/currencyService';
import { createExchange } from '../features/exchange/exchangeService';
import { createCorrection } from '../features/corrections/correctionService';
import { createOutTransaction } from '../features/operationPersons/outTransactionService';
import { createPerson } from '../features/operationPersons/personService';
import { SYSTEM_ACTOR } from '../http/scope';
import { createTestRegister, createTestUser, login, restoreTestPassword } from './testApp';
import { openShiftOf } from '../ledger/registerLock';
import { countAsBooks } from '../features/shifts/shiftCount';
import { closeShift, openShift } from '../features/shifts/shiftService';
import { LACKING, type Flag, type Who } from './routeAccess';
import { createClient } from '../features/clients/clientService';
import { clientBody } from '../features/clients/testing/clientBodies';
import { clientWithDeals } from '../features/clients/testing/clientDeals';
import {
  matrixConfirmedMatch,
  matrixMatch,
  matrixControlRow,
  matrixStructuringSign,
  matrixWatchlistCsv,
  matrixWatchlistPreview,
} from '../features/compliance/testing/complianceWorld';
import { createTestVault, orderIn, tens } from '../features/cashOrders/testing/cashOrderWorld';
import { freshSurplus } from '../features/stockLevels/testing/stockWorld';

/**
 * The world of the authorization matrix (authorizationMatrix.api.test.ts), shared with the
 * tests that walk every route the same way (transferCodeSecrecy.api.test.ts): the ledger
 * fixture with money in М1 and К1, a person of Москва, a signed-in user per routeAccess.ts
 * WHO, and a valid request per route of the route table. Test-only.
 */
export interface MatrixWorld {
  f: LedgerFixture;
  personId: number;
  tokens: Record<Exclude<Who, 'anonymous'>, string>;
  usernames: Record<Exclude<Who, 'anonymous'>, string>;
}

/**
 * The world for the test file it is called in: opened by a beforeAll before the first test,
 * its fixture closed by an afterAll after the last. The object is filled in by that
 * beforeAll: read its fields in tests and hooks, not at the top level.
 */
export function useMatrixWorld(): MatrixWorld {
  const w = {} as MatrixWorld;
  beforeAll(async () => {
    Object.assign(w, await openMatrixWorld());
  }, 120_000);
  // Optional: a failed open leaves nothing to close, and its error is the one to see.
  afterAll(() => w.f?.close());
  return w;
}

export async function openMatrixWorld(): Promise<MatrixWorld> {
  const f = await openLedgerFixture({ app: true });
  await fund(f, f.registers.m1, 'RUB', '10000000.00');
  await fund(f, f.registers.m1, 'USD', '100000.00');
  await fund(f, f.registers.m1, 'USDT', '10000');
  await fund(f, f.registers.k1, 'USD', '100000.00');
  await fund(f, f.registers.k1, 'USDT', '10000');
  const personId = (await createPerson(f.db, SYSTEM_ACTOR, { first_name: 'Матрица', city: f.cities.moscow })).id;
  // Something behind every hidden field of ROUTE_HIDDEN from the start: a cost, an earning, a crypto balance.
  const usd = { cash_register: f.registers.m1, currency: f.currencies.USD };
  await createExchange(f.db, SYSTEM_ACTOR, { ...usd, operation_type: 'BUY', amount: '100.00', rate: '90' });
  await createExchange(f.db, SYSTEM_ACTOR, { ...usd, operation_type: 'SELL', amount: '10.00', rate: '92' });
  await createOutTransaction(
    f.db,
    SYSTEM_ACTOR,
    { cash_register: f.registers.m1, operation_person: personId, currency: f.currencies.USDT, operation_type: 'REPLENISHMENT', amount: '2' },
    { crypto: true },
  );
  const tokens = {} as MatrixWorld['tokens'];
  const usernames = {} as MatrixWorld['usernames'];
  const flags = Object.keys(LACKING) as Flag[];
  const all = Object.fromEntries(flags.map((flag) => [flag, true]));
  for (const flag of flags) {
    const who = LACKING[flag] as Exclude<Who, 'anonymous'>;
    await createTestUser(f.db, { username: who.toLowerCase(), cityIds: [f.cities.moscow], permissions: { ...all, [flag]: false } });
    usernames[who] = who.toLowerCase();
  }
  await createTestUser(f.db, { username: 'revoked', cityIds: [f.cities.moscow], permissions: all });
  Object.assign(usernames, { revoked: 'revoked', otherCity: 'kazan', cashier: 'cashier', supervisor: 'supervisor', admin: 'admin', compliance: 'compliance' });
  for (const [who, username] of Object.entries(usernames)) tokens[who as keyof typeof tokens] = await login(f.app, username);
  const out = await f.app.inject({ method: 'GET', url: '/api/logout', headers: { authorization: `Token ${tokens.revoked}` } });
  if (out.statusCode !== 200) throw new Error(`logout answered ${out.statusCode}`);
  return { f, personId, tokens, usernames };
}

/** What one call answered: status, content type and the raw bytes (a stream: its head only). */
export interface RawAnswer {
  status: number;
  contentType: string;
  raw: Buffer;
}

/** One call as `who`; a stream (events) is answered by its head and then dropped. */
export async function callAs(w: MatrixWorld, req: Req, who: Who): Promise<RawAnswer> {
  let token: string | undefined = who === 'anonymous' ? undefined : w.tokens[who];
  if (req.ownToken && who !== 'anonymous' && who !== 'revoked') token = await login(w.f.app, w.usernames[who]);
  const { payload, headers: bodyHeaders } = injected(req);
  const headers = { ...bodyHeaders, ...(token ? { authorization: `Token ${token}` } : {}) };
  const res = await w.f.app.inject({ method: req.method, url: req.url, headers, payload, payloadAsStream: true });
  const stream = res.stream();
  const contentType = String(res.headers['content-type']);
  if (contentType.startsWith('text/event-stream')) {
    stream.destroy();
    return { status: res.statusCode, contentType, raw: Buffer.alloc(0) };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  await req.after?.();
  return { status: res.statusCode, contentType, raw: Buffer.concat(chunks) };
}

/** A valid body of the admin section's user create/edit. */
const adminUserBody = (cities: number[]) => ({
  first_name: 'Новый',
  last_name: 'Кассир',
  role: 'Кассир',
  is_admin: false,
  permissions: { isAllowToPrint: false, isCryptoTransactionPageActive: true, isAllowToCheckEarningReport: false, isAllowToCheckNonActiveOperationPerson: false },
  cities,
});

/** A valid request per route, keyed as ROUTE_ACCESS ("METHOD /url"); made anew for every call. */
export function routeRequests(world: () => MatrixWorld): Record<string, (who: Who) => Promise<Req> | Req> {
  const { money, transfer } = transferMaker(() => world().f);
  const PATH = TRANSFER_PATH;
  const f = () => world().f;
  const m1 = () => f().registers.m1;
  const msk = () => f().cities.moscow;
  // The server's day (Moscow), not UTC's: from 21:00 UTC they differ.
  const DAY = todayInTimeZone();
  // A period from the world's day to the request's own: a walk that crosses Moscow's midnight
  // still finds what the world made and what a request made just before it (seen once: a
  // client's deals made after midnight, asked for the world's day only).
  const sinceWorld = () => `from_date=${DAY}&to_date=${todayInTimeZone()}`;
  const personId = () => world().personId;
  let made = 0;
  /** A fresh user of Москва (signs in with its username as password). */
  const someUser = async () => {
    const username = `someone${++made}at${Date.now()}`;
    return { id: (await createTestUser(f().db, { username, cityIds: [msk()] })).id, username };
  };
  /** A fresh city, and a fresh (empty) register of Москва. */
  const someCity = async () => (await ensureCity(f().db, `Новый город ${++made}`, SYSTEM_ACTOR)).city.id;
  const someRegister = async () => (await ensureCashRegister(f().db, msk(), `Новая касса ${++made}`, SYSTEM_ACTOR)).register.id;
  /** A new fiat currency's body (codes Q0001…: letters and digits, unique per call), and one made. */
  const newCurrency = () => ({ code: `Q${String(++made).padStart(4, '0')}`, name: 'Тестовая', is_crypto: false, order: 50, decimals: 2 });
  const someCurrency = async () => (await addCurrency(f().db, { ...newCurrency(), crypto: false })).id;
  const exchange = () =>
    createExchange(f().db, SYSTEM_ACTOR, { cash_register: m1(), currency: f().currencies.USD, operation_type: 'BUY', amount: '1.00', rate: '90' });
  /**
   * A fresh Москва register per call, its shift open (createTestRegister), or its shift closed
   * by the system — with 1 ₽ over, so that it waits for approval, when `over` — so that one
   * user's open, close or approval does not turn another's into a 409.
   */
  const freshShift = async (state: 'open' | 'closed', over = false) => {
    // A name no earlier world on this database used (`made` starts again with each world).
    const register = await createTestRegister(f().db, msk(), `Смена ${++made}.${randomUUID().slice(0, 8)}`);
    const shift = (await openShiftOf(f().db, register))!;
    if (state === 'closed') {
      const counted = (await countAsBooks(f().db, register)).map((c) => (over ? { ...c, amount: '1.00' } : c));
      await closeShift(f().db, SYSTEM_ACTOR, shift, { counted, comment: over ? 'Излишек 1 ₽' : '' });
    }
    return { register, shift };
  };
  /**
   * A vault shift whose opening count waits for a witness: Москва's vault (the one the stock
   * routes' requests use, made on first use),
   * its shift closed and a new one opened by the system (nobody: any user may witness it).
   */
  const freshVaultShift = async () => {
    const vault = await createTestVault(f().db, msk());
    const open = await openShiftOf(f().db, vault);
    if (open !== null) await closeShift(f().db, SYSTEM_ACTOR, open, { counted: await countAsBooks(f().db, vault), comment: '' });
    return (await openShift(f().db, SYSTEM_ACTOR, { cash_register: vault, counted: await countAsBooks(f().db, vault) })).id;
  };
  /**
   * A deal made during an outage and sent now: flagged over_offline_limit (no city of the
   * matrix sets a limit). A sale, so the exchange list's newest rows still show an earning.
   */
  const offlineDeal = () =>
    createExchange(f().db, SYSTEM_ACTOR, {
      cash_register: m1(), currency: f().currencies.USD, operation_type: 'SELL', amount: '1.00', rate: '90', offline: true, made_at: new Date().toISOString(),
    });
  /** A cash order's body: 100 ₽ from М1 to М2 (a move between two tills of Москва). */
  const cashMove = () =>
    ({ kind: 'move', from_cash_register: m1(), to_cash_register: f().registers.m2, currency: f().currencies.RUB, amount: '100.00' }) as const;
  const correction = async () =>
    createCorrection(f().db, SYSTEM_ACTOR, { record_kind: 'TRANSACTION', record_id: (await exchange()).id, reason: 'Ошибка суммы' });
  return {
    'POST /api/token-auth/': () => post('/api/token-auth/', { username: 'cashier', password: 'cashier' }),
    // Revokes the token it is called with: each user signs in anew for it.
    'GET /api/logout': () => ({ ...get('/api/logout'), ownToken: true }),
    // Ends every token of its user: called with a token of its own (the caller replaces the
    // user's shared one after it).
    'POST /api/logout_all/': () => ({ ...post('/api/logout_all/', {}), ownToken: true }),
    'GET /api/me': () => get('/api/me'),
    // Changes the caller's password (its other sessions end, its own stays); put back by SQL
    // afterwards, so that every later sign-in with the test password still works.
    'POST /api/change_password/': (who) => {
      const username = who === 'anonymous' ? 'cashier' : world().usernames[who];
      return {
        ...post('/api/change_password/', { current_password: username, new_password: 'матрица-новый-пароль' }),
        after: () => restoreTestPassword(f().db, username),
      };
    },
    'GET /api/stop_site/': () => get('/api/stop_site/'),
    // The admin section's users: each call on a user of its own, so no call changes another's.
    'GET /api/admin/users/': () => get(`/api/admin/users/?search=o&is_active=true&city=${msk()}&ordering=-username&page=1`),
    'POST /api/admin/users/create/': () => post('/api/admin/users/create/', { ...adminUserBody([msk()]), username: `matrix${++made}` }),
    'PUT /api/admin/users/:id/': async () => put(`/api/admin/users/${(await someUser()).id}/`, adminUserBody([msk()])),
    'PUT /api/admin/users/:id/active/': async () => put(`/api/admin/users/${(await someUser()).id}/active/`, { is_active: false }),
    'POST /api/admin/users/:id/reset_password/': async () => post(`/api/admin/users/${(await someUser()).id}/reset_password/`, {}),
    'GET /api/admin/users/:id/sessions/': async () => get(`/api/admin/users/${(await someUser()).id}/sessions/`),
    'POST /api/admin/users/:id/sessions/:session/end/': async () => {
      const { id, username } = await someUser();
      await login(f().app, username);
      const { rows } = await f().db.query<{ id: string }>('SELECT left(key_hash, 16) AS id FROM auth_tokens WHERE user_id = $1', [id]);
      return post(`/api/admin/users/${id}/sessions/${rows[0].id}/end/`, {});
    },
    // Cities and registers: each write on a city or register of its own (a deactivation on an empty one).
    'GET /api/admin/cities/': () => get('/api/admin/cities/?search=о&ordering=-name&page=1'),
    'POST /api/admin/cities/create/': () => post('/api/admin/cities/create/', { name: `Город ${++made}` }),
    'PUT /api/admin/cities/:id/': async () => put(`/api/admin/cities/${await someCity()}/`, { name: `Город ${++made}`, publish_rates: true }),
    'GET /api/admin/cash_registers/': () => get(`/api/admin/cash_registers/?city=${msk()}&is_active=true&ordering=name&page=1`),
    'POST /api/admin/cash_registers/create/': () => post('/api/admin/cash_registers/create/', { city: msk(), name: `Касса ${++made}` }),
    'PUT /api/admin/cash_registers/:id/': async () => put(`/api/admin/cash_registers/${await someRegister()}/`, { name: `Касса ${++made}` }),
    'PUT /api/admin/cash_registers/:id/active/': async () => put(`/api/admin/cash_registers/${await someRegister()}/active/`, { is_active: false }),
    'PUT /api/admin/cash_registers/:id/pairs/': async () =>
      put(`/api/admin/cash_registers/${await someRegister()}/pairs/`, { currency: f().currencies.EUR, available: true }),
    // Currencies: each change on a currency of its own (switched off while nothing holds it).
    'GET /api/admin/currencies/': () => get('/api/admin/currencies/?kind=fiat&is_active=true&search=u&ordering=code&page=1'),
    'POST /api/admin/currencies/create/': () => post('/api/admin/currencies/create/', newCurrency()),
    'PUT /api/admin/currencies/:id/': async () =>
      put(`/api/admin/currencies/${await someCurrency()}/`, { name: 'Переименованная', order: 7, decimals: 0 }),
    'PUT /api/admin/currencies/:id/active/': async () => put(`/api/admin/currencies/${await someCurrency()}/active/`, { is_active: false }),
    'PUT /api/admin/currencies/:id/dilapidation/': async () => put(`/api/admin/currencies/${await someCurrency()}/dilapidation/`, { percentage: '1.50' }),
    'GET /api/admin/settings/': () => get('/api/admin/settings/'),
    'GET /api/all_employee/': () => get('/api/all_employee/'),
    'GET /api/city/': () => get('/api/city/'),
    'GET /api/city/:id/': () => get(`/api/city/${msk()}/`),
    'GET /api/cash_register/': () => get('/api/cash_register/'),
    'GET /api/all_cash_registers/': () => get('/api/all_cash_registers/'),
    'GET /api/transfer_cash_registers/': () => get('/api/transfer_cash_registers/'),
    'GET /api/cash_register/:id/': () => get(`/api/cash_register/${m1()}/`),
    'GET /api/currency/': () => get('/api/currency/?ordering=order'),
    'GET /api/crypto_currency/': () => get('/api/crypto_currency/?ordering=order'),
    'GET /api/percentage_dilapidation_currency/': () => get('/api/percentage_dilapidation_currency/'),
    'GET /api/available_currency_pair/': () => get(`/api/available_currency_pair/?cash_register=${m1()}`),
    'GET /api/value_setting/': () => get(`/api/value_setting/?cash_register=${m1()}`),
    'POST /api/value_setting/create/': () =>
      post('/api/value_setting/create/', { cash_register: m1(), currency: f().currencies.USD, buy_rate: '90', sell_rate: '91' }),
    'GET /api/city_limits/': () => get(`/api/city_limits/?city=${msk()}`),
    'PUT /api/city_limits/:id/': () => put(`/api/city_limits/${msk()}/`, { rate_tolerance_percent: '2', max_operation_amount: null }),
    'GET /api/cash_register/:id/limits/': () => get(`/api/cash_register/${m1()}/limits/`),
    'PUT /api/cash_register/:id/limits/': () =>
      put(`/api/cash_register/${m1()}/limits/`, { limits: [{ currency: f().currencies.USD, min: '100', max: '500000', refill_to: '1000' }] }),
    'POST /api/transaction/create/': () =>
      post('/api/transaction/create/', { cash_register: m1(), currency: f().currencies.USD, operation_type: 'BUY', amount: '1', rate: '90' }),
    'GET /api/transaction/': () => get(`/api/transaction/?cash_register=${m1()}&page=1`),
    'POST /api/crypto_transaction/create/': () =>
      post('/api/crypto_transaction/create/', { cash_register: m1(), crypto_currency: f().currencies.USDT, operation_type: 'BUY', amount: '1', rate: '90' }),
    'GET /api/crypto_transaction/': () => get(`/api/crypto_transaction/?cash_register=${m1()}&page=1`),
    'POST /api/operation_person/create/': () => post('/api/operation_person/create/', { first_name: 'Новый', city: msk() }),
    'GET /api/operation_person/': () => get(`/api/operation_person/?city=${msk()}&page=1`),
    'GET /api/operation_person/:id/': () => get(`/api/operation_person/${personId()}/`),
    'GET /api/all_operation_person/': () => get(`/api/all_operation_person/?city=${msk()}&is_active=true`),
    'PUT /api/activation_operation_person/:id/': () => put(`/api/activation_operation_person/${personId()}/`, { is_active: true }),
    'GET /api/out_transaction/': () => get(`/api/out_transaction/?cash_register=${m1()}&page=1`),
    'POST /api/out_transaction/create/': () =>
      post('/api/out_transaction/create/', { cash_register: m1(), operation_person: personId(), currency: f().currencies.USD, operation_type: 'REPLENISHMENT', amount: '5' }),
    'GET /api/crypto_out_transaction/': () => get(`/api/crypto_out_transaction/?cash_register=${m1()}&page=1`),
    'POST /api/crypto_out_transaction/create/': () =>
      post('/api/crypto_out_transaction/create/', { cash_register: m1(), operation_person: personId(), crypto_currency: f().currencies.USDT, operation_type: 'REPLENISHMENT', amount: '0.5' }),
    'POST /api/income_outcome/create/': () =>
      post('/api/income_outcome/create/', { cash_register: m1(), currency: f().currencies.RUB, direction: 'Outcome', amount: '10' }),
    'GET /api/income_outcome/': () => get(`/api/income_outcome/?cash_register=${m1()}&page=1`),
    // Corrections: a fresh record (and a correction the system asked for) per call, so that
    // one user's request or decision does not turn another's into a 409.
    'POST /api/correction/create/': async () =>
      post('/api/correction/create/', { reason: 'Ошибка суммы', record_kind: 'TRANSACTION', record_id: (await exchange()).id }),
    'GET /api/correction/': () => get(`/api/correction/?city=${msk()}&page=1`),
    'PUT /api/correction/approve/:id/': async () => put(`/api/correction/approve/${(await correction()).id}/`, { comment: 'да' }),
    'PUT /api/correction/reject/:id/': async () => put(`/api/correction/reject/${(await correction()).id}/`, { comment: 'нет' }),
    // The offline review queue (docs/OFFLINE.md): a fresh offline deal per call, flagged
    // (the matrix's cities have offline trading off), so each check finds one unchecked.
    'GET /api/offline_review/': async () => {
      await offlineDeal();
      return get(`/api/offline_review/?city=${msk()}&status=pending&page=1`);
    },
    'POST /api/offline_review/:id/check/': async () => post(`/api/offline_review/${(await offlineDeal()).id}/check/`, {}),
    ...Object.fromEntries(
      (['INTERNAL', 'EXTERNAL', 'CRYPTO'] as TransferKind[]).flatMap((kind) => {
        const p = PATH[kind];
        const requests: Array<[string, () => Promise<Req> | Req]> = [
          [`POST /api/${p}/create/`, () => post(`/api/${p}/create/`, { from_cash_register: m1(), to_cash_register: f().registers.k1, ...money(kind) })],
          [`PUT /api/${p}/update/:id/`, async () => put(`/api/${p}/update/${(await transfer(kind, 'm1')).id}/`, { comment: 'правка' })],
          [`PUT /api/${p}/accept/:id/`, async () => {
            const t = await transfer(kind, 'k1');
            return put(`/api/${p}/accept/${t.id}/`, kind === 'INTERNAL' ? { id: t.id } : { transfer_code: t.transfer_code });
          }],
          [`PUT /api/${p}/cancel/:id/`, async () => put(`/api/${p}/cancel/${(await transfer(kind, 'm1')).id}/`, { reason: 'клиент передумал' })],
          [`GET /api/${p}/`, () => get(`/api/${p}/?cash_register=${m1()}&page=1`)],
          [`GET /api/city_${p}/`, () => get(`/api/city_${p}/?city=${msk()}&page=1`)],
        ];
        if (kind !== 'INTERNAL') {
          // With a receiver (docs/api/clients.md), so that another body is another request for the idempotency walk.
          requests.push([`PUT /api/${p}/deliver/:id/`, async () => {
            const receiver = (await createClient(f().db, SYSTEM_ACTOR, clientBody())).id;
            return put(`/api/${p}/deliver/${(await transfer(kind, 'k1', 'Accepted')).id}/`, { receiver_client: receiver });
          }]);
          requests.push([`PUT /api/${p}/new_code/:id/`, async () => put(`/api/${p}/new_code/${(await transfer(kind, 'm1')).id}/`)]);
        }
        return requests;
      }),
    ),
    'GET /api/shift/': () => get(`/api/shift/?cash_register=${m1()}&page=1`),
    'GET /api/shift/current/': () => get(`/api/shift/current/?cash_register=${m1()}`),
    'GET /api/print_shift_report/:id/': async () => get(`/api/print_shift_report/${(await freshShift('closed', true)).shift}/?format=xlsx`),
    'GET /api/cash_differences/': () => get(`/api/cash_differences/?city=${msk()}&${sinceWorld()}`),
    'GET /api/print_cash_differences/': () => get(`/api/print_cash_differences/?city=${msk()}&format=xlsx`),
    'GET /api/shift/count_sheet/': () => get(`/api/shift/count_sheet/?cash_register=${m1()}`),
    'POST /api/shift/open/': async () => {
      const { register } = await freshShift('closed');
      return post('/api/shift/open/', { cash_register: register, counted: await countAsBooks(f().db, register), comment: '' });
    },
    'PUT /api/shift/close/:id/': async () => {
      const { register, shift } = await freshShift('open');
      return put(`/api/shift/close/${shift}/`, { counted: await countAsBooks(f().db, register), comment: '' });
    },
    'PUT /api/shift/approve/:id/': async () => put(`/api/shift/approve/${(await freshShift('closed', true)).shift}/`, { comment: 'Принято' }),
    'PUT /api/shift/witness/:id/': async () => put(`/api/shift/witness/${await freshVaultShift()}/`, { phase: 'OPEN' }),
    'GET /api/find_external_transfer/': async () =>
      get(`/api/find_external_transfer/?cash_register=${m1()}&code=${(await transfer('EXTERNAL', 'k1')).transfer_code}`),
    'GET /api/day_balance/': () => get(`/api/day_balance/?cash_register=${m1()}`),
    'GET /api/city_data/': () => get(`/api/city_data/?city=${msk()}`),
    'GET /api/overall_day_amount/': () => get('/api/overall_day_amount/'),
    'GET /api/earning_report/': () => get(`/api/earning_report/?cash_register=${m1()}`),
    'GET /api/city_earning_report/': () => get(`/api/city_earning_report/?city=${msk()}`),
    'GET /api/full_earning_report/': () => get(`/api/full_earning_report/?${sinceWorld()}`),
    'GET /api/day_avg_rate/': () => get(`/api/day_avg_rate/?cash_register=${m1()}`),
    'GET /api/average_rate_report/': () => get(`/api/average_rate_report/?cash_register=${m1()}`),
    'GET /api/rate_report/': () => get(`/api/rate_report/?cash_register=${m1()}`),
    'GET /api/day_replenishment_handed_over_report/': () => get(`/api/day_replenishment_handed_over_report/?city=${msk()}`),
    'GET /api/day_crypto_avg_fee/': () => get(`/api/day_crypto_avg_fee/?cash_register=${m1()}`),
    'GET /api/day_crypto_balance/': () => get(`/api/day_crypto_balance/?cash_register=${m1()}&from_date=${DAY}`),
    'GET /api/crypto_balance/': () => get('/api/crypto_balance/'),
    'GET /api/print_operation_person_list/': () => get(`/api/print_operation_person_list/?city=${msk()}&format=xlsx`),
    'GET /api/print_operation_person_detail/:id/': () => get(`/api/print_operation_person_detail/${personId()}/?format=xlsx`),
    'GET /api/print_value_setting_detail/': () => get(`/api/print_value_setting_detail/?city=${msk()}&format=xlsx`),
    'GET /api/print_out_transaction_report/': () => get(`/api/print_out_transaction_report/?cash_register=${m1()}&format=xlsx`),
    'GET /api/print_day_report/': () => get(`/api/print_day_report/?city=${msk()}&date=${DAY}&format=xlsx`),
    'GET /api/print_earning_report/': () => get(`/api/print_earning_report/?city=${msk()}&${sinceWorld()}&format=xlsx`),
    'GET /api/print_receipt/': async () => {
      const exchange = await createExchange(f().db, SYSTEM_ACTOR, { cash_register: m1(), currency: f().currencies.USD, operation_type: 'BUY', amount: '1', rate: '90' });
      return get(`/api/print_receipt/?record_kind=TRANSACTION&record_id=${exchange.id}`);
    },
    'GET /api/operation/': () => get(`/api/operation/?cash_register=${m1()}&page=1`),
    'GET /api/events/': () => get('/api/events/'),
    // The shop front: Москва publishes its rates.
    'POST /api/value_setting/create_many/': () =>
      post('/api/value_setting/create_many/', { cash_register: m1(), rates: [{ currency: f().currencies.USD, buy_rate: '90', sell_rate: '91' }] }),
    'GET /api/public/rates/': async () => {
      await f().db.query('UPDATE cities SET publish_rates = true WHERE id = $1', [msk()]);
      return get(`/api/public/rates/?city=${msk()}`);
    },
    'GET /api/public/rates/stream/': async () => {
      await f().db.query('UPDATE cities SET publish_rates = true WHERE id = $1', [msk()]);
      return get(`/api/public/rates/stream/?city=${msk()}`);
    },
    'GET /api/official_rates/': () => get('/api/official_rates/?date=2026-11-27'),
    'GET /api/print_rate_sheet/': () => get(`/api/print_rate_sheet/?city=${msk()}`),
    'PUT /api/admin/currencies/:id/official_margin/': async () =>
      put(`/api/admin/currencies/${await someCurrency()}/official_margin/`, { official_margin_percent: '2.25' }),
    'GET /api/audit/': () => get('/api/audit/'),
    // Clients and compliance: each write on a client, match or queue row of its own.
    'GET /api/client/': () => get('/api/client/?search=петров&page=1&size=10'),
    'GET /api/client/:id/': async () => get(`/api/client/${(await createClient(f().db, SYSTEM_ACTOR, clientBody())).id}/`),
    // A client of its own with an exchange and a crypto deal in М1: Казань sees no row, noCrypto no USDT.
    'GET /api/client/:id/operations/': async () => {
      const client = await clientWithDeals(f());
      return get(`/api/client/${client}/operations/?${sinceWorld()}&page=1&size=20`);
    },
    'POST /api/client/create/': () => post('/api/client/create/', clientBody()),
    'PUT /api/client/update/:id/': async () =>
      put(`/api/client/update/${(await createClient(f().db, SYSTEM_ACTOR, clientBody())).id}/`, clientBody({ note: 'правка' })),
    'GET /api/city_compliance/': () => get(`/api/city_compliance/?city=${msk()}`),
    'PUT /api/city_compliance/:id/': () =>
      put(`/api/city_compliance/${msk()}/`, { identification_threshold: null, mandatory_control_threshold: null, identify_transfers: false }),
    'GET /api/compliance/watchlist/': () => get('/api/compliance/watchlist/'),
    'POST /api/compliance/watchlist/import/': async () => ({
      ...post('/api/compliance/watchlist/import/', { file: await matrixWatchlistCsv(f()) }),
      multipart: true,
    }),
    // Each request a preview of its own (a confirmed or cancelled one is a 409).
    'POST /api/compliance/watchlist/import/:id/confirm/': async () =>
      post(`/api/compliance/watchlist/import/${await matrixWatchlistPreview(f())}/confirm/`, {}),
    'POST /api/compliance/watchlist/import/:id/cancel/': async () =>
      post(`/api/compliance/watchlist/import/${await matrixWatchlistPreview(f())}/cancel/`, {}),
    'GET /api/compliance/matches/': () => get('/api/compliance/matches/?status=open&page=1'),
    'PUT /api/compliance/matches/:id/clear/': async () => put(`/api/compliance/matches/${await matrixMatch(f())}/clear/`),
    'PUT /api/compliance/matches/:id/confirm/': async () => put(`/api/compliance/matches/${await matrixMatch(f())}/confirm/`),
    'PUT /api/compliance/matches/:id/lift/': async () =>
      put(`/api/compliance/matches/${await matrixConfirmedMatch(f())}/lift/`, { reason: 'Проверено по паспорту: другой человек' }),
    'GET /api/compliance/mandatory_control/': () => get(`/api/compliance/mandatory_control/?${sinceWorld()}&city=${msk()}&status=new&page=1`),
    'PUT /api/compliance/mandatory_control/:id/report/': async () =>
      put(`/api/compliance/mandatory_control/${await matrixControlRow(f())}/report/`, { reference: 'ФЭС-1' }),
    'GET /api/print_mandatory_control/': () => get(`/api/print_mandatory_control/?${sinceWorld()}&format=xlsx`),
    'GET /api/compliance/structuring/': () => get(`/api/compliance/structuring/?${sinceWorld()}&city=${msk()}&status=new&page=1&size=20`),
    'PUT /api/compliance/structuring/:id/decide/': async () =>
      put(`/api/compliance/structuring/${await matrixStructuringSign(f())}/decide/`, { note: 'Сообщено в ФЭС', decision: 'reported' }),
    'GET /api/print_audit/': () => get(`/api/print_audit/?kind=exchange&from_date=${DAY}&format=xlsx`),
    // Cash orders: a move М1 → М2 of its own per call, taken by the system to the state the step needs
    // (the comment first: the idempotency walk changes a body's first field to make another request).
    'POST /api/cash_orders/': () => post('/api/cash_orders/', { comment: 'матрица', ...cashMove() }),
    'POST /api/cash_orders/:id/approve/': async () => post(`/api/cash_orders/${(await orderIn(f().db, cashMove(), 'requested')).id}/approve/`, {}),
    'POST /api/cash_orders/:id/cancel/': async () => post(`/api/cash_orders/${(await orderIn(f().db, cashMove(), 'requested')).id}/cancel/`, {}),
    'POST /api/cash_orders/:id/dispatch/': async () =>
      post(`/api/cash_orders/${(await orderIn(f().db, cashMove(), 'approved')).id}/dispatch/`, { denominations: tens('100'), seal: 'М-1' }),
    'POST /api/cash_orders/:id/receive/': async () =>
      post(`/api/cash_orders/${(await orderIn(f().db, cashMove(), 'dispatched')).id}/receive/`, { denominations: tens('100'), seal_intact: true }),
    'POST /api/cash_orders/:id/settle/': async () =>
      post(`/api/cash_orders/${(await orderIn(f().db, cashMove(), 'discrepancy')).id}/settle/`, { reason: 'Недостача по акту' }),
    'GET /api/cash_orders/': () => get(`/api/cash_orders/?city=${msk()}&state=requested&cash_register=${m1()}&${sinceWorld()}&page=1`),
    'GET /api/cash_orders/:id/': async () => get(`/api/cash_orders/${(await orderIn(f().db, cashMove(), 'requested')).id}/`),
    'GET /api/settlements/positions/': () => get(`/api/settlements/positions/?city=${msk()}&${sinceWorld()}`),
    'GET /api/print_settlements/': () => get(`/api/print_settlements/?city=${msk()}&${sinceWorld()}&format=xlsx`),
    'POST /api/settlements/': () =>
      // The amount first: the idempotency walk changes the first text field to make "another body".
      post('/api/settlements/', {
        amount: '10.00', kind: 'bank', from_city: msk(), to_city: f().cities.kazan, currency: f().currencies.USD, reference: 'ПП-1', date: DAY,
      }),
    // Each call closes the day after the last closed one, long past (today stays open).
    'POST /api/settlements/periods/close/': async () => {
      const { rows } = await f().db.query<{ day: string }>(
        `SELECT to_char(COALESCE(max(to_date), '2001-01-01'::date) + 1, 'YYYY-MM-DD') AS day FROM settlement_periods`,
      );
      return post('/api/settlements/periods/close/', { to_date: rows[0].day });
    },
    'GET /api/print_cash_order/:id/': async () => get(`/api/print_cash_order/${(await orderIn(f().db, cashMove(), 'received')).id}/?format=xlsx`),
    'GET /api/print_cash_orders/': () => get(`/api/print_cash_orders/?city=${msk()}&state=requested&kind=move&cash_register=${m1()}&${sinceWorld()}&format=xlsx`),
    // Stock against limits: М1 holds more roubles than its maximum, so a surplus is suggested anew for each call.
    'GET /api/stock_levels/': () => get(`/api/stock_levels/?city=${msk()}&currency=${f().currencies.RUB}&breaches=true&page=1`),
    'GET /api/stock_levels/suggestions/': async () => {
      await freshSurplus(f().db, msk(), m1(), f().currencies.RUB);
      return get(`/api/stock_levels/suggestions/?city=${msk()}`);
    },
    'POST /api/stock_levels/suggestions/': async () => {
      await freshSurplus(f().db, msk(), m1(), f().currencies.RUB);
      return post('/api/stock_levels/suggestions/', { city: msk(), items: [{ cash_register: m1(), currency: f().currencies.RUB }] });
    },

  };
}
