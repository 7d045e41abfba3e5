import { client } from '../../ledger/testing/apiClient';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { today } from '../../ledger/time';
import { clientBody } from '../clients/testing/clientBodies';

/**
 * A deal's value for the thresholds (docs/api/clients.md, "When a client is required"): the
 * larger of the typed total and the deal at the day's board rate for its currency and side.
 * Москва: identification from 40 000.00, mandatory control from 600 000.00; the board sells USD
 * at 90 and buys at 89.
 */
const f = useLedgerFixture({ app: true });
const as = client(f);
const NEEDS_CLIENT = { client: ['Нужна идентификация клиента: сумма от 40000.00 RUB.'] };

beforeAll(async () => {
  await fund(f, f.registers.m1, 'RUB', '100000000.00');
  await fund(f, f.registers.m1, 'USD', '1000000.00');
  await fund(f, f.registers.m1, 'USDT', '100000');
  const put = await as('admin').put(`/api/city_compliance/${f.cities.moscow}/`, {
    identification_threshold: '40000', mandatory_control_threshold: '600000', identify_transfers: false,
  });
  expect(put.status).toBe(200);
  const board = await as('admin').post('/api/value_setting/create/', { cash_register: f.registers.m1, currency: f.currencies.USD, buy_rate: '89', sell_rate: '90' });
  expect(board.status).toBe(201);
}, 60_000);

const deal = (operation_type: 'BUY' | 'SELL', amount: string, rate: string, over: object = {}) => ({
  cash_register: f.registers.m1, currency: f.currencies.USD, operation_type, amount, rate, ...over,
});
const exchangesCount = async () => (await f.db.query<{ n: number }>('SELECT count(*)::int AS n FROM exchange_transactions')).rows[0].n;
const newClient = async () => (await as('cashier').post('/api/client/create/', clientBody())).body.id as number;

describe('the identification threshold against a typed rate', () => {
  it('a supervisor SELL of 5 000 USD at a typed 7.99 (39 950.00) needs a client: 450 000.00 at the board', async () => {
    const before = await exchangesCount();
    expect(await as('supervisor').post('/api/transaction/create/', deal('SELL', '5000', '7.99'))).toEqual({ status: 400, body: NEEDS_CLIENT });
    expect(await exchangesCount()).toBe(before);
    const named = await as('supervisor').post('/api/transaction/create/', deal('SELL', '5000', '7.99', { client: await newClient() }));
    expect(named.status).toBe(201);
    expect(named.body.total).toBe('39950.00');
    expect(named.body.outside_limits).toBe(true);
    const { rows } = await f.db.query('SELECT base_value::text AS v FROM exchange_transactions WHERE id = $1', [named.body.id]);
    expect(rows[0]).toEqual({ v: '450000.00' });
  });

  it('takes the side: a BUY is held to the board buy rate (440 × 89 = 39 160.00 passes; 450 × 89 = 40 050.00 does not)', async () => {
    const passes = await as('supervisor').post('/api/transaction/create/', deal('BUY', '440', '50'));
    expect(passes.status).toBe(201);
    expect(passes.body.client).toBeNull();
    expect(await as('supervisor').post('/api/transaction/create/', deal('BUY', '450', '50'))).toEqual({ status: 400, body: NEEDS_CLIENT });
  });

  it('a typed total above the board still counts (the larger of the two)', async () => {
    expect(await as('supervisor').post('/api/transaction/create/', deal('SELL', '400', '100'))).toEqual({ status: 400, body: NEEDS_CLIENT });
    expect((await as('supervisor').post('/api/transaction/create/', deal('SELL', '440', '50'))).status).toBe(201);
  });

  it('where the board has a rate for a crypto currency, a crypto deal is held to it too', async () => {
    // value_setting/create refuses a crypto currency; a board row written otherwise still counts.
    await f.db.query(
      'INSERT INTO value_settings (city_id, cash_register_id, currency_id, date, buy_rate, sell_rate) VALUES ($1, NULL, $2, $3, 89, 91)',
      [f.cities.moscow, f.currencies.USDT, today()],
    );
    const crypto = { cash_register: f.registers.m1, crypto_currency: f.currencies.USDT, operation_type: 'SELL', amount: '500', rate: '1' };
    expect(await as('supervisor').post('/api/crypto_transaction/create/', crypto)).toEqual({ status: 400, body: NEEDS_CLIENT });
    expect((await as('supervisor').post('/api/crypto_transaction/create/', { ...crypto, amount: '400' })).status).toBe(201);
  });
});

describe('mandatory control values a deal the same way', () => {
  it('a SELL of 7 000 USD typed at 7.99 (55 930.00) is a single row of 630 000.00', async () => {
    const id = await newClient();
    const res = await as('supervisor').post('/api/transaction/create/', deal('SELL', '7000', '7.99', { client: id }));
    expect(res.status).toBe(201);
    const { rows } = await f.db.query("SELECT kind, total::text AS total FROM mandatory_control WHERE client_id = $1", [id]);
    expect(rows).toEqual([{ kind: 'single', total: '630000.00' }]);
  });
});
