import { client } from '../../ledger/testing/apiClient';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';

/** Limits (docs/api/limits.md): per city, a rate tolerance and a largest operation. */
const f = useLedgerFixture({ app: true });
const as = client(f);
beforeAll(async () => {
  await fund(f, f.registers.m1, 'RUB', '10000000.00');
  await fund(f, f.registers.m1, 'USD', '100000.00');
  await fund(f, f.registers.m1, 'EUR', '100000.00');
  await fund(f, f.registers.m1, 'USDT', '1000');
}, 60_000);

const exchange = (over: object = {}) => ({
  cash_register: f.registers.m1, currency: f.currencies.USD, operation_type: 'BUY', amount: '10.00', rate: '90', ...over,
});
const limits = (rate_tolerance_percent: string, max_operation_amount: string | null) => ({ rate_tolerance_percent, max_operation_amount });

describe('city limits: read and set', () => {
  it('a city nobody set has the defaults: 2 %, no largest operation', async () => {
    expect(await as('cashier').get(`/api/city_limits/?city=${f.cities.moscow}`)).toEqual({
      status: 200, body: { city: f.cities.moscow, rate_tolerance_percent: '2.00', max_operation_amount: null, shift_difference_threshold: '0.00', offline_limit: null },
    });
    expect((await as('kazan').get(`/api/city_limits/?city=${f.cities.moscow}`)).status).toBe(404);
    expect((await as('cashier').get('/api/city_limits/')).status).toBe(400);
  });

  it('supervisors and admins of the city set them; cashiers get 403, other cities 404', async () => {
    const url = `/api/city_limits/${f.cities.kazan}/`;
    expect((await as('kazan').put(url, limits('3', null))).status).toBe(403);
    expect((await as('cashier').put(`/api/city_limits/${f.cities.moscow}/`, limits('3', null))).status).toBe(403);
    expect(await as('supervisor').put(url, limits('3.5', '250000'))).toEqual({
      status: 200, body: { city: f.cities.kazan, rate_tolerance_percent: '3.50', max_operation_amount: '250000.00', shift_difference_threshold: '0.00', offline_limit: null },
    });
    expect((await as('admin').put(url, limits('2', null))).body).toEqual({ city: f.cities.kazan, rate_tolerance_percent: '2.00', max_operation_amount: null, shift_difference_threshold: '0.00', offline_limit: null });
    expect((await as('supervisor').put('/api/city_limits/999999/', limits('2', null))).status).toBe(404);
    const { rows } = await f.db.query<{ details: object }>("SELECT details FROM audit_log WHERE action = 'city_limits.set' ORDER BY id");
    expect(rows.at(-1)!.details).toEqual({
      city: f.cities.kazan,
      before: { city: f.cities.kazan, rate_tolerance_percent: '3.50', max_operation_amount: '250000.00', shift_difference_threshold: '0.00', offline_limit: null },
      after: { city: f.cities.kazan, rate_tolerance_percent: '2.00', max_operation_amount: null, shift_difference_threshold: '0.00', offline_limit: null },
    });
  });

  it('refuses bad values with a field error', async () => {
    const url = `/api/city_limits/${f.cities.kazan}/`;
    expect((await as('supervisor').put(url, limits('101', null))).body).toEqual({ rate_tolerance_percent: ['Не более 100 %.'] });
    expect(Object.keys((await as('supervisor').put(url, limits('-1', null))).body)).toEqual(['rate_tolerance_percent']);
    expect(Object.keys((await as('supervisor').put(url, limits('2', '0'))).body)).toEqual(['max_operation_amount']);
    expect(Object.keys((await as('supervisor').put(url, limits('2', '1.234'))).body)).toEqual(['max_operation_amount']);
    expect(Object.keys((await as('supervisor').put(url, { rate_tolerance_percent: '2' })).body)).toEqual(['max_operation_amount']);
  });
});

describe('a cashier\'s exchange within the limits', () => {
  beforeAll(async () => {
    // The city's board: USD buy 90, sell 91.
    const set = await as('supervisor').post('/api/value_setting/create/', { city: f.cities.moscow, currency: f.currencies.USD, buy_rate: '90', sell_rate: '91' });
    expect(set.status).toBe(201);
  });

  it('refuses a rate outside the board rate ± 2 % with the allowed range; the bounds are allowed', async () => {
    expect(await as('cashier').post('/api/transaction/create/', exchange({ rate: '900' }))).toEqual({
      status: 400, body: { rate: ['Курс вне допустимого диапазона: 88.20–91.80'] },
    });
    expect((await as('cashier').post('/api/transaction/create/', exchange({ rate: '88.19' }))).status).toBe(400);
    const low = await as('cashier').post('/api/transaction/create/', exchange({ rate: '88.2' }));
    expect(low.status).toBe(201);
    expect(low.body.outside_limits).toBe(false);
    expect((await as('cashier').post('/api/transaction/create/', exchange({ rate: '91.80' }))).status).toBe(201);
    // SELL is judged by the sell rate: 91 ± 2 % = 89.18–92.82.
    expect((await as('cashier').post('/api/transaction/create/', exchange({ operation_type: 'SELL', rate: '88' }))).body).toEqual({
      rate: ['Курс вне допустимого диапазона: 89.18–92.82'],
    });
    expect((await as('cashier').post('/api/transaction/create/', exchange({ operation_type: 'SELL', rate: '92.82' }))).status).toBe(201);
  });

  it('the register\'s own rate, when set, is the board rate; no rate for the day, no band', async () => {
    await as('supervisor').post('/api/value_setting/create/', { cash_register: f.registers.m2, currency: f.currencies.USD, buy_rate: '100', sell_rate: '101' });
    await fund(f, f.registers.m2, 'RUB', '100000.00');
    expect((await as('cashier').post('/api/transaction/create/', exchange({ cash_register: f.registers.m2, rate: '90' }))).body).toEqual({
      rate: ['Курс вне допустимого диапазона: 98.00–102.00'],
    });
    expect((await as('cashier').post('/api/transaction/create/', exchange({ cash_register: f.registers.m2, rate: '101' }))).status).toBe(201);
    // EUR has no board rate today: any rate goes.
    expect((await as('cashier').post('/api/transaction/create/', exchange({ currency: f.currencies.EUR, rate: '1000' }))).status).toBe(201);
  });

  it('the tolerance is the city\'s: 10 % lets 95 through', async () => {
    await as('supervisor').put(`/api/city_limits/${f.cities.moscow}/`, limits('10', null));
    expect((await as('cashier').post('/api/transaction/create/', exchange({ rate: '95' }))).status).toBe(201);
    expect((await as('cashier').post('/api/transaction/create/', exchange({ rate: '99.01' }))).body).toEqual({
      rate: ['Курс вне допустимого диапазона: 81.00–99.00'],
    });
    await as('supervisor').put(`/api/city_limits/${f.cities.moscow}/`, limits('2', null));
  });

  it('refuses a total above the largest operation, naming the limit', async () => {
    await as('supervisor').put(`/api/city_limits/${f.cities.moscow}/`, limits('2', '10000'));
    // 200 × 90 = 18 000 RUB
    expect(await as('cashier').post('/api/transaction/create/', exchange({ amount: '200.00' }))).toEqual({
      status: 400, body: { amount: ['Сумма больше наибольшей операции: 10000.00 RUB'] },
    });
    // Exactly the limit is allowed: 100 × 100 (EUR, no board rate) = 10 000.
    expect((await as('cashier').post('/api/transaction/create/', exchange({ currency: f.currencies.EUR, amount: '100.00', rate: '100' }))).status).toBe(201);
    await as('supervisor').put(`/api/city_limits/${f.cities.moscow}/`, limits('2', null));
  });
});

describe('supervisors and admins are not bound, and what they do outside is marked', () => {
  it('marks the record, its list row and its audit row', async () => {
    await as('supervisor').put(`/api/city_limits/${f.cities.moscow}/`, limits('2', '1000'));
    const outside = await as('supervisor').post('/api/transaction/create/', exchange({ rate: '95' }));
    expect(outside.status).toBe(201);
    expect(outside.body.outside_limits).toBe(true);
    const big = await as('admin').post('/api/transaction/create/', exchange({ amount: '100.00', rate: '90' }));
    expect(big.body.outside_limits).toBe(true);
    const inside = await as('admin').post('/api/transaction/create/', exchange({ amount: '1.00', rate: '90' }));
    expect(inside.body.outside_limits).toBe(false);
    const listed = await as('cashier').get(`/api/transaction/?cash_register=${f.registers.m1}&size=100`);
    expect(listed.body.results).toContainEqual(outside.body);
    expect(listed.body.results).toContainEqual(inside.body);
    const { rows } = await f.db.query<{ details: object; after: { outside_limits: boolean } }>(
      "SELECT details, after FROM audit_log WHERE action = 'exchange.create' AND record_id = $1", [String(outside.body.id)],
    );
    expect(rows).toEqual([{ details: { outside_limits: true }, after: expect.objectContaining({ outside_limits: true }) }]);
    // The day journal marks the row; every other row says false.
    const journal = await as('cashier').get(`/api/operation/?cash_register=${f.registers.m1}&kind=TRANSACTION&size=100`);
    const row = (id: number) => journal.body.results.find((r: { record_id: number }) => r.record_id === id);
    expect(row(outside.body.id).outside_limits).toBe(true);
    expect(row(inside.body.id).outside_limits).toBe(false);
    await as('supervisor').put(`/api/city_limits/${f.cities.moscow}/`, limits('2', null));
  });
});

describe('crypto transactions: an exchange of crypto for fiat, bound by the largest operation', () => {
  const crypto = (over: object = {}) => ({
    cash_register: f.registers.m1, crypto_currency: f.currencies.USDT, operation_type: 'SELL', amount: '10', rate: '95', fee: '0', ...over,
  });
  afterEach(() => as('supervisor').put(`/api/city_limits/${f.cities.moscow}/`, limits('2', null)));

  it("refuses a cashier's deal above the limit, naming it; equal is allowed; there is no rate band (the board has no crypto rates)", async () => {
    await as('supervisor').put(`/api/city_limits/${f.cities.moscow}/`, limits('2', '1000'));
    // 11 × 95 = 1 045 RUB (the total is amount × rate; the fee is apart).
    expect(await as('cashier').post('/api/crypto_transaction/create/', crypto({ amount: '11' }))).toEqual({
      status: 400, body: { amount: ['Сумма больше наибольшей операции: 1000.00 RUB'] },
    });
    // 10 × 100 = 1 000: the limit itself. Any rate at all: nothing on the board to band it.
    const ok = await as('cashier').post('/api/crypto_transaction/create/', crypto({ rate: '100' }));
    expect(ok.status).toBe(201);
    expect(ok.body.outside_limits).toBe(false);
    expect((await as('cashier').post('/api/crypto_transaction/create/', crypto({ amount: '0.01', rate: '9500' }))).status).toBe(201);
    // The board refuses a crypto rate, so no band can ever be drawn for one.
    expect((await as('supervisor').post('/api/value_setting/create/', {
      city: f.cities.moscow, currency: f.currencies.USDT, buy_rate: '90', sell_rate: '91',
    })).status).toBe(400);
  });

  it('values a deal paid in another fiat at its board buy rate; without one a cashier may not make it', async () => {
    await as('supervisor').put(`/api/city_limits/${f.cities.moscow}/`, limits('2', '1000'));
    // USD's board buy rate is 90 (set above): 0.12 USDT × 95 = 11.40 USD = 1 026 RUB, over; 0.11 → 10.45 USD = 940.50 RUB.
    expect((await as('cashier').post('/api/crypto_transaction/create/', crypto({ currency: f.currencies.USD, amount: '0.12' }))).body).toEqual({
      amount: ['Сумма больше наибольшей операции: 1000.00 RUB'],
    });
    expect((await as('cashier').post('/api/crypto_transaction/create/', crypto({ currency: f.currencies.USD, amount: '0.11' }))).status).toBe(201);
    // EUR has no board rate today: the deal cannot be compared with the limit.
    expect((await as('cashier').post('/api/crypto_transaction/create/', crypto({ currency: f.currencies.EUR, amount: '0.01' }))).body).toEqual({
      amount: ['Нет курса дня для EUR: сумму не сравнить с наибольшей операцией 1000.00 RUB'],
    });
    // Without a largest operation nothing is valued or refused.
    await as('supervisor').put(`/api/city_limits/${f.cities.moscow}/`, limits('2', null));
    expect((await as('cashier').post('/api/crypto_transaction/create/', crypto({ currency: f.currencies.EUR, amount: '0.01' }))).status).toBe(201);
  });

  it("marks a supervisor's or admin's deal above it: the record, its list row, the journal and the audit row", async () => {
    await as('supervisor').put(`/api/city_limits/${f.cities.moscow}/`, limits('2', '1000'));
    const big = await as('supervisor').post('/api/crypto_transaction/create/', crypto({ amount: '20' }));
    expect(big.status).toBe(201);
    expect(big.body.outside_limits).toBe(true);
    const unvalued = await as('admin').post('/api/crypto_transaction/create/', crypto({ currency: f.currencies.EUR, amount: '0.01' }));
    expect(unvalued.body.outside_limits).toBe(true);
    const small = await as('admin').post('/api/crypto_transaction/create/', crypto({ amount: '1' }));
    expect(small.body.outside_limits).toBe(false);
    const listed = await as('cashier').get(`/api/crypto_transaction/?cash_register=${f.registers.m1}&size=100`);
    expect(listed.body.results).toContainEqual(big.body);
    expect(listed.body.results).toContainEqual(small.body);
    const { rows } = await f.db.query<{ details: object; after: { outside_limits: boolean } }>(
      "SELECT details, after FROM audit_log WHERE action = 'crypto_transaction.create' AND record_id = $1", [String(big.body.id)],
    );
    expect(rows).toEqual([{ details: { outside_limits: true }, after: expect.objectContaining({ outside_limits: true }) }]);
    const journal = await as('cashier').get(`/api/operation/?cash_register=${f.registers.m1}&kind=CRYPTO_TRANSACTION&size=100`);
    const row = (id: number) => journal.body.results.find((r: { record_id: number }) => r.record_id === id);
    expect(row(big.body.id).outside_limits).toBe(true);
    expect(row(small.body.id).outside_limits).toBe(false);
  });
});

describe('the shift difference threshold', () => {
  it('is set with the limits, and kept when a later PUT does not name it', async () => {
    const url = `/api/city_limits/${f.cities.kazan}/`;
    const set = await as('supervisor').put(url, { ...limits('2', null), shift_difference_threshold: '1000' });
    expect(set.body).toMatchObject({ shift_difference_threshold: '1000.00' });
    expect((await as('supervisor').put(url, limits('3', null))).body).toMatchObject({ rate_tolerance_percent: '3.00', shift_difference_threshold: '1000.00' });
    expect(Object.keys((await as('supervisor').put(url, { ...limits('2', null), shift_difference_threshold: '-1' })).body)).toEqual(['shift_difference_threshold']);
    await as('supervisor').put(url, { ...limits('2', null), shift_difference_threshold: '0' });
  });
});
