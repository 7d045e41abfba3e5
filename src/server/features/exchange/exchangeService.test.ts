import type { ExchangeTransaction } from '../../../shared/contract/ledger';
import { parseJsonPage } from '../../http/jsonPage';
import { SYSTEM_ACTOR } from '../../http/scope';
import { cashBalance, fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { createExchange, listExchanges } from './exchangeService';

const f = useLedgerFixture();
beforeAll(async () => {
  await fund(f, f.registers.m1, 'RUB', '200000.00');
}, 60_000);

const body = (over: Partial<Parameters<typeof createExchange>[2]> = {}) => ({
  cash_register: f.registers.m1,
  currency: f.currencies.USD,
  operation_type: 'BUY' as const,
  amount: '100.00',
  rate: '90.00',
  ...over,
});

describe('exchange transactions', () => {
  it('runs the worked example: average cost and earning to the kopeck, balances moved', async () => {
    await createExchange(f.db, f.actors.cashier, body({ amount: '1000.00', rate: '90.00' }));
    const second = await createExchange(f.db, f.actors.cashier, body({ amount: '100.00', rate: '92.00' }));
    expect(second.average_cost).toBe('90.181818');
    const sell = await createExchange(f.db, f.actors.cashier, body({ operation_type: 'SELL', amount: '500.00', rate: '93.00' }));
    expect(sell).toMatchObject({
      kind: 'TRANSACTION',
      operation_type: 'SELL',
      amount: '500.00',
      total: '46500.00',
      average_cost: '90.181818',
      earning: '1409.09',
      cash_register: { id: f.registers.m1, name: 'М1' },
      currency: { id: f.currencies.USD, code: 'USD' },
      base_currency: { code: 'RUB' },
      user: { id: f.users.cashier },
    });
    expect(await cashBalance(f, f.registers.m1, 'USD')).toBe('600.00');
    // 200000 − 90000 − 9200 + 46500
    expect(await cashBalance(f, f.registers.m1, 'RUB')).toBe('147300.00');
  });

  it('buys worn notes at the dilapidation percentage off the rate', async () => {
    const t = await createExchange(f.db, f.actors.cashier, body({ amount: '100.00', rate: '90.00', is_dilapidated: true }));
    expect(t).toMatchObject({ effective_rate: '88.200000', total: '8820.00', dilapidation_percentage: '2.00' });
  });

  it('refuses a sale beyond the balance, naming what is available, and writes nothing', async () => {
    const before = await f.db.query('SELECT count(*)::int AS n FROM exchange_transactions');
    await expect(
      createExchange(f.db, f.actors.cashier, body({ operation_type: 'SELL', amount: '5000.00', rate: '93' })),
    ).rejects.toMatchObject({ statusCode: 400, body: { amount: ['Недостаточно средств в кассе: доступно 700.00 USD.'] } });
    const after = await f.db.query('SELECT count(*)::int AS n FROM exchange_transactions');
    expect(after.rows).toEqual(before.rows);
    expect(await cashBalance(f, f.registers.m1, 'USD')).toBe('700.00');
  });

  it('refuses a total that rounds to 0.00 as a field error (a 400), not the database check (a 500)', async () => {
    await expect(createExchange(f.db, f.actors.cashier, body({ amount: '0.01', rate: '0.000001' }))).rejects.toMatchObject({
      statusCode: 400,
      body: { amount: ['Сумма слишком мала.'] },
    });
  });

  it('trades only through the register\'s available pairs', async () => {
    await fund(f, f.registers.m2, 'RUB', '1000.00');
    await expect(createExchange(f.db, f.actors.cashier, body({ cash_register: f.registers.m2, currency: f.currencies.EUR }))).rejects.toMatchObject({
      statusCode: 400,
      body: { currency: [expect.stringContaining('EUR')] },
    });
  });

  it('hides other cities\' registers (404) and earnings without the permission', async () => {
    await expect(createExchange(f.db, f.actors.kazan, body())).rejects.toMatchObject({ statusCode: 404 });
    const page = parseJsonPage<ExchangeTransaction>(await listExchanges(f.db, f.actors.noPerms, { cash_register: f.registers.m1 }));
    expect(page.count).toBe(4);
    expect(page.results[0]).toMatchObject({ average_cost: null, earning: null });
    const admin = parseJsonPage<ExchangeTransaction>(await listExchanges(f.db, SYSTEM_ACTOR, { cash_register: f.registers.m1, page: 2, size: 3 }));
    expect(admin.results).toHaveLength(1);
    expect(admin.results[0].amount).toBe('1000.00');
  });
});
