import { client } from '../../ledger/testing/apiClient';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';

const f = useLedgerFixture({ app: true });
const as = client(f);
beforeAll(async () => {
  await fund(f, f.registers.m1, 'RUB', '500000.00');
}, 60_000);

const create = (body: object) => as('cashier').post('/api/transaction/create/', body);
const valid = () => ({ cash_register: f.registers.m1, currency: f.currencies.USD, operation_type: 'BUY', amount: '100.00', rate: '90.00' });

describe('POST /api/transaction/create/', () => {
  it('answers 201 with the record: refs as objects, decimals as strings, who and when', async () => {
    const res = await create({ ...valid(), comment: 'клиент' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      kind: 'TRANSACTION',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      user: { id: f.users.cashier, name: 'cashier Тестов' },
      comment: 'клиент',
      cash_register: { id: f.registers.m1, name: 'М1' },
      currency: { id: f.currencies.USD, code: 'USD', name: 'Доллар США' },
      base_currency: { id: f.currencies.RUB, code: 'RUB', name: 'Рубль' },
      operation_type: 'BUY',
      amount: '100.00',
      rate: '90.000000',
      is_dilapidated: false,
      dilapidation_percentage: '0.00',
      effective_rate: '90.000000',
      total: '9000.00',
      average_cost: '90.000000',
      earning: null,
      outside_limits: false,
      client: null,
      reverses: null,
      reversed_by: null,
      correction_pending: false,
      // An online deal (docs/OFFLINE.md): arrived when it was made, nothing flagged.
      offline: false,
      received_at: res.body.created_at,
      offline_flags: [],
    });
  });

  it('accepts numbers for decimal fields as DRF does', async () => {
    const res = await create({ ...valid(), amount: 10.5, rate: 91 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ amount: '10.50', total: '955.50' });
  });

  it.each([
    [{}, ['cash_register', 'currency', 'operation_type', 'amount', 'rate']],
    [{ amount: '0' }, ['amount']],
    [{ amount: '-5' }, ['amount']],
    [{ amount: '1.001' }, ['amount']],
    [{ amount: '1e3' }, ['amount']],
    [{ amount: 'сто' }, ['amount']],
    [{ rate: '90.1234567' }, ['rate']],
    [{ operation_type: 'GIFT' }, ['operation_type']],
    [{ cash_register: 'abc' }, ['cash_register']],
    [{ currency: 99999999999 }, ['currency']],
    [{ is_dilapidated: 'может быть' }, ['is_dilapidated']],
    [{ comment: 'a comment of 1001 characters'.padEnd(1001, '.') }, ['comment']],
  ].map(([patch, fields]) => ({ patch, fields: fields as string[], name: JSON.stringify(patch).slice(0, 50) })))(
    'refuses $name with field errors in Russian and writes nothing',
    async ({ patch, fields }) => {
    const before = await f.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_entries');
    const body = Object.keys(patch).length ? { ...valid(), ...patch } : {};
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual([...fields].sort());
    for (const messages of Object.values(res.body)) expect(messages).toEqual([expect.stringMatching(/[А-Яа-я]/)]);
    const after = await f.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_entries');
    expect(after.rows[0].n).toBe(before.rows[0].n);
    },
  );

  it('refuses an unknown currency, the base currency and a currency without a pair', async () => {
    expect((await create({ ...valid(), currency: 9999 })).body).toEqual({ currency: ['Недопустимый первичный ключ "9999" - объект не существует.'] });
    expect((await create({ ...valid(), currency: f.currencies.RUB })).status).toBe(400);
    expect((await create({ ...valid(), currency: f.currencies.USDT })).status).toBe(400);
    const noPair = await as('cashier').post('/api/transaction/create/', { ...valid(), cash_register: f.registers.m2, currency: f.currencies.EUR });
    expect(noPair).toEqual({ status: 400, body: { currency: ['Пара EUR недоступна в этой кассе.'] } });
  });

  it('refuses a sale beyond the balance, naming the available amount', async () => {
    const res = await create({ ...valid(), operation_type: 'SELL', amount: '1000000.00' });
    expect(res).toEqual({ status: 400, body: { amount: ['Недостаточно средств в кассе: доступно 110.50 USD.'] } });
  });

  it('refuses worn notes on a sale', async () => {
    const res = await create({ ...valid(), operation_type: 'SELL', amount: '1', is_dilapidated: true });
    expect(res.body).toEqual({ is_dilapidated: ['Ветхие купюры только покупаются.'] });
  });
});

describe('GET /api/transaction/', () => {
  it('paginates as DRF with next/previous keeping the filter', async () => {
    for (let i = 0; i < 3; i++) await create({ ...valid(), amount: String(i + 1) });
    const first = await as('cashier').get(`/api/transaction/?cash_register=${f.registers.m1}&size=2`);
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(5);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toBe(`/api/transaction/?cash_register=${f.registers.m1}&size=2&page=2`);
    expect(first.body.results.map((r: { amount: string }) => r.amount)).toEqual(['3.00', '2.00']);
    const last = await as('cashier').get(`/api/transaction/?cash_register=${f.registers.m1}&size=2&page=3`);
    expect(last.body).toMatchObject({ next: null, previous: expect.stringContaining('page=2') });
    expect(last.body.results).toHaveLength(1);
    expect(await as('cashier').get(`/api/transaction/?cash_register=${f.registers.m1}&page=9`)).toEqual({
      status: 404,
      body: { detail: 'Неправильная страница.' },
    });
  });

  it('gives the newest 20 when the call names no size, as every history of operations does', async () => {
    for (let i = 0; i < 21; i++) await create({ ...valid(), amount: '1.00' });
    const page = await as('cashier').get(`/api/transaction/?cash_register=${f.registers.m1}&page=1`);
    expect(page.body.results).toHaveLength(20);
    expect(page.body.next).toBe(`/api/transaction/?cash_register=${f.registers.m1}&page=2&size=20`);
  });

  it('lists a record exactly as its creation answered it: no internal column on the wire', async () => {
    const created = await create({ ...valid(), amount: '7.00' });
    const listed = await as('cashier').get(`/api/transaction/?cash_register=${f.registers.m1}&size=1`);
    expect(listed.body.results).toEqual([created.body]);
  });

  it('requires cash_register and a sane page', async () => {
    expect((await as('cashier').get('/api/transaction/')).body).toEqual({ cash_register: ['Обязательное поле.'] });
    expect((await as('cashier').get(`/api/transaction/?cash_register=${f.registers.m1}&page=0`)).status).toBe(400);
    expect((await as('cashier').get(`/api/transaction/?cash_register=${f.registers.m1}&size=100000`)).status).toBe(400);
  });

  it('shows the average cost and earning only with the earning permission', async () => {
    const sold = await create({ ...valid(), operation_type: 'SELL', amount: '1.00', rate: '95' });
    expect(sold.body).toMatchObject({ operation_type: 'SELL', average_cost: expect.any(String), earning: expect.any(String) });
    const seen = await as('cashier').get(`/api/transaction/?cash_register=${f.registers.m1}&size=1`);
    expect(seen.body.results).toEqual([sold.body]);
    const hidden = await as('noPerms').get(`/api/transaction/?cash_register=${f.registers.m1}&size=1`);
    expect(hidden.body.results).toEqual([{ ...sold.body, average_cost: null, earning: null }]);
  });
});

describe('never a 500', () => {
  it.each([
    ['a NUL in a comment', () => create({ ...valid(), comment: 'a\u0000b' })],
    ['a total beyond any real operation', () => create({ ...valid(), amount: '999999999999.99', rate: '999999999999.999999' })],
    ['a page far past the end', () => as('cashier').get(`/api/transaction/?cash_register=${f.registers.m1}&page=99999999999999999999`)],
    ['an id past PostgreSQL integer', () => as('cashier').get('/api/transaction/?cash_register=2147483648')],
    ['an array for a number', () => create({ ...valid(), amount: ['1', '2'] })],
    ['a JSON string body', () => as('cashier').post('/api/transaction/create/', 'BUY' as never)],
    ['an impossible day', () => as('cashier').get(`/api/day_balance/?cash_register=${f.registers.m1}&date=2026-02-30`)],
  ])('%s answers 4xx', async (_name, call) => {
    const res = await call();
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

