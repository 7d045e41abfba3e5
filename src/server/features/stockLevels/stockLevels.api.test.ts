import { SERVER_MESSAGES } from '../../http/messages';
import { client } from '../../ledger/testing/apiClient';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { verifyLedger } from '../../ledger/verify';
import { createTestCity, createTestRegister, createTestUser, login } from '../../testing/testApp';
import { createTestVault, orderIn } from '../cashOrders/testing/cashOrderWorld';
import { setLimit } from './testing/stockWorld';

/** Stock against limits and the suggested orders (docs/VAULT.md "Stock and suggested orders"). */
const f = useLedgerFixture({ app: true });
const as = client(f);
const M = SERVER_MESSAGES.stockLevels;
let vault: number;
let m3: number;

beforeAll(async () => {
  vault = await createTestVault(f.db, f.cities.moscow);
  await createTestVault(f.db, f.cities.kazan);
  m3 = await createTestRegister(f.db, f.cities.moscow, 'М3');
  await fund(f, vault, 'USD', '1000.00');
  await fund(f, f.registers.m1, 'USD', '100.00');
  await fund(f, f.registers.m2, 'USD', '300.00');
  await fund(f, m3, 'USD', '5000.00');
  await fund(f, f.registers.k1, 'USD', '10.00');
  // М1 is 400 short of its minimum, М2 200 short: М1 first. М3 holds 3000 too many.
  await setLimit(f.db, f.registers.m1, f.currencies.USD, { min: '500.00', max: '3000.00', refill_to: '1000.00' });
  await setLimit(f.db, f.registers.m2, f.currencies.USD, { min: '500.00', refill_to: '800.00' });
  await setLimit(f.db, m3, f.currencies.USD, { max: '2000.00' });
  await setLimit(f.db, f.registers.k1, f.currencies.USD, { min: '50.00' });
}, 60_000);

type Level = { cash_register: { id: number }; state: string; balance: string; in_transit: string; vault: { balance: string } | null; city: { id: number } };
const levels = async (who: Parameters<typeof as>[0], query = '') => (await as(who).get(`/api/stock_levels/${query}`)).body.results as Level[];

describe('the stock view', () => {
  it('lists every register with a limit, breaches first, with its vault\'s stock and what is on its way to it', async () => {
    await orderIn(f.db, { kind: 'refill', from_cash_register: vault, to_cash_register: f.registers.m2, currency: f.currencies.USD, amount: '100.00' }, 'dispatched');
    const rows = await levels('admin', `?currency=${f.currencies.USD}`);
    // Казань before Москва; the one within its limits last.
    expect(rows.map((r) => [r.cash_register.id, r.state])).toEqual([
      [f.registers.k1, 'below_min'], [f.registers.m1, 'below_min'], [f.registers.m2, 'below_min'], [m3, 'above_max'],
    ]);
    // The vault sent 100 to М2: it left the vault's balance and is on its way, not yet in М2's.
    expect(rows.find((r) => r.cash_register.id === f.registers.m2)).toMatchObject({ balance: '300.00', in_transit: '100.00', vault: { balance: '900.00' } });
    expect(rows.find((r) => r.cash_register.id === f.registers.k1)).toMatchObject({ in_transit: '0.00', vault: { balance: '0.00' } });
  });

  it('filters by city and to breaches only; a supervisor sees only their cities', async () => {
    expect((await levels('admin', `?city=${f.cities.kazan}`)).map((r) => r.cash_register.id)).toEqual([f.registers.k1]);
    const breaches = await levels('admin', '?breaches=true');
    expect(breaches.every((r) => r.state !== 'ok')).toBe(true);
    expect(breaches.length).toBeGreaterThan(0);
    await createTestUser(f.db, { username: 'moscowsup', cityIds: [f.cities.moscow], role: 'Супервайзер', permissions: { isCryptoTransactionPageActive: true } });
    const token = await login(f.app, 'moscowsup');
    const res = await f.app.inject({ method: 'GET', url: '/api/stock_levels/', headers: { authorization: `Token ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(new Set(res.json().results.map((r: Level) => r.city.id))).toEqual(new Set([f.cities.moscow]));
    const other = await f.app.inject({ method: 'GET', url: `/api/stock_levels/?city=${f.cities.kazan}`, headers: { authorization: `Token ${token}` } });
    expect(other.statusCode).toBe(404);
  });

  it('is refused to a cashier (403)', async () => {
    expect((await as('cashier').get('/api/stock_levels/')).status).toBe(403);
    expect((await as('cashier').get(`/api/stock_levels/suggestions/?city=${f.cities.moscow}`)).status).toBe(403);
  });
});

describe('the suggested orders', () => {
  const suggestions = async () => (await as('supervisor').get(`/api/stock_levels/suggestions/?city=${f.cities.moscow}`)).body;

  it('refills the furthest below its minimum first, within what the vault holds; a surplus goes back to the vault', async () => {
    const body = await suggestions();
    expect(body.vault).toEqual({ id: vault, name: 'Хранилище' });
    // The vault holds 900 (100 went to М2 above). М2 expects 300 + 100 on its way: 100 short of its minimum;
    // М1 holds 100: 400 short, so М1 comes first, up to its level 1000, and takes all 900; nothing is left for М2.
    expect(body.suggestions.map((s: { kind: string; cash_register: { id: number }; wanted: string; amount: string }) => [s.kind, s.cash_register.id, s.wanted, s.amount])).toEqual([
      ['refill', f.registers.m1, '900.00', '900.00'],
      ['refill', f.registers.m2, '400.00', '0.00'],
      ['surplus', m3, '3000.00', '3000.00'],
    ]);
  });

  it('turns the chosen ones into requested orders in one transaction, and suggests them no more', async () => {
    const before = (await f.db.query<{ n: string }>('SELECT count(*)::text AS n FROM cash_orders')).rows[0].n;
    // One chosen suggestion that the vault cannot fund refuses the whole request: nothing written.
    const refused = await as('supervisor').post('/api/stock_levels/suggestions/', {
      city: f.cities.moscow, items: [{ cash_register: f.registers.m1, currency: f.currencies.USD }, { cash_register: f.registers.m2, currency: f.currencies.USD }],
    });
    expect(refused.status).toBe(409);
    expect((await f.db.query<{ n: string }>('SELECT count(*)::text AS n FROM cash_orders')).rows[0].n).toBe(before);

    const res = await as('supervisor').post('/api/stock_levels/suggestions/', {
      city: f.cities.moscow, items: [{ cash_register: f.registers.m1, currency: f.currencies.USD }, { cash_register: m3, currency: f.currencies.USD }],
    });
    expect(res.status).toBe(201);
    expect(res.body.orders.map((o: { kind: string; state: string; amount: string; from_cash_register: { id: number }; to_cash_register: { id: number } }) =>
      [o.kind, o.state, o.amount, o.from_cash_register.id, o.to_cash_register.id])).toEqual([
      ['refill', 'requested', '900.00', vault, f.registers.m1],
      ['surplus', 'requested', '3000.00', m3, vault],
    ]);
    // Asked for already: neither is suggested again, and the vault has nothing left to give М2.
    const after = (await suggestions()).suggestions;
    expect(after.map((s: { cash_register: { id: number }; amount: string }) => [s.cash_register.id, s.amount])).toEqual([[f.registers.m2, '0.00']]);
    const again = await as('supervisor').post('/api/stock_levels/suggestions/', { city: f.cities.moscow, items: [{ cash_register: f.registers.m1, currency: f.currencies.USD }] });
    expect(again.status).toBe(409);
    const { rows } = await f.db.query<{ n: string }>("SELECT count(*)::text AS n FROM audit_log WHERE action = 'cash_order.create'");
    expect(Number(rows[0].n)).toBeGreaterThanOrEqual(2);
  });

  it('refuses the same item twice (400) and another city\'s (404), writing nothing', async () => {
    const item = { cash_register: f.registers.m1, currency: f.currencies.USD };
    expect(await as('supervisor').post('/api/stock_levels/suggestions/', { city: f.cities.moscow, items: [item, item] })).toEqual({
      status: 400, body: { items: [M.itemTwice(f.registers.m1, f.currencies.USD)] },
    });
    await createTestUser(f.db, { username: 'kazansup', cityIds: [f.cities.kazan], role: 'Супервайзер' });
    const token = await login(f.app, 'kazansup');
    const res = await f.app.inject({
      method: 'POST', url: '/api/stock_levels/suggestions/', headers: { authorization: `Token ${token}` }, payload: { city: f.cities.moscow, items: [item] },
    });
    expect(res.statusCode).toBe(404);
  });

  it('a city whose tills are all within their limits has nothing to suggest (200, not 404)', async () => {
    const tula = await createTestCity(f.db, 'Тула');
    const till = await createTestRegister(f.db, tula, 'Т1');
    await createTestVault(f.db, tula);
    await setLimit(f.db, till, f.currencies.USD, { min: '0.00', max: '10.00' });
    expect(await as('admin').get(`/api/stock_levels/suggestions/?city=${tula}`)).toEqual({
      status: 200, body: { city: { id: tula, name: 'Тула' }, vault: { id: expect.any(Number), name: 'Хранилище' }, suggestions: [] },
    });
  });

  it('leaves the ledger consistent', async () => {
    const report = await verifyLedger(f.db);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  });
});
