import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { client } from '../../ledger/testing/apiClient';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';

/** The figures docs/EARNINGS.md promises, read from the page itself. */
function documented(): { averageCost: string; earning: string } {
  const doc = readFileSync(join(__dirname, '..', '..', '..', '..', 'docs', 'EARNINGS.md'), 'utf8');
  const figure = (label: string) => {
    const m = new RegExp(`expected ${label}: \`([0-9.]+)\``).exec(doc);
    if (!m) throw new Error(`docs/EARNINGS.md lost its "expected ${label}" line`);
    return m[1];
  };
  return { averageCost: figure('average cost'), earning: figure('earning') };
}

const f = useLedgerFixture({ app: true });
const as = client(f);
beforeAll(async () => {
  await fund(f, f.registers.m2, 'RUB', '200000.00');
}, 60_000);

describe('the worked example of docs/EARNINGS.md, through the API', () => {
  it('gives the documented average cost and earning to the kopeck', async () => {
    const { averageCost, earning } = documented();
    const trade = (operation_type: string, amount: string, rate: string) =>
      as('cashier').post('/api/transaction/create/', { cash_register: f.registers.m2, currency: f.currencies.USD, operation_type, amount, rate });
    expect((await trade('BUY', '1000', '90.00')).status).toBe(201);
    expect((await trade('BUY', '100', '92.00')).body.average_cost).toBe(averageCost);
    const sell = await trade('SELL', '500', '93.00');
    expect(sell.body).toMatchObject({ average_cost: averageCost, earning });

    const report = await as('cashier').get(`/api/earning_report/?cash_register=${f.registers.m2}`);
    expect(report.status).toBe(200);
    expect(report.body.exchange).toEqual([
      { currency: { id: f.currencies.USD, code: 'USD', name: 'Доллар США' }, bought_amount: '1100.00', sold_amount: '500.00', earning },
    ]);
    expect(report.body.totals).toEqual([
      { currency: { id: f.currencies.RUB, code: 'RUB', name: 'Рубль' }, exchange_earning: earning, transfer_fees: '0.00', crypto_fees: '0.00',
        income: '0.00', expenses: '0.00', cash_differences: '0.00', total: earning },
    ]);
    const city = await as('supervisor').get(`/api/city_earning_report/?city=${f.cities.moscow}`);
    expect(city.body.totals[0].total).toBe(earning);
    const full = await as('admin').get('/api/full_earning_report/');
    expect(full.body.totals[0].total).toBe(earning);

    const avg = await as('cashier').get(`/api/day_avg_rate/?cash_register=${f.registers.m2}`);
    expect(avg.body.rows).toEqual([
      expect.objectContaining({ currency: expect.objectContaining({ code: 'USD' }), average_cost: averageCost, balance: '600.00',
        bought_amount: '1100.00', buy_avg_rate: averageCost, sold_amount: '500.00', sell_avg_rate: '93.000000' }),
    ]);
  });

  it('checks the report period', async () => {
    const bad = await as('cashier').get(`/api/earning_report/?cash_register=${f.registers.m2}&from_date=2026-05-02&to_date=2026-05-01`);
    expect(bad).toEqual({ status: 400, body: { from_date: ['Дата начала позже даты окончания.'] } });
    expect((await as('cashier').get(`/api/earning_report/?cash_register=${f.registers.m2}&from_date=01.05.2026`)).status).toBe(400);
    expect((await as('cashier').get('/api/earning_report/')).body).toEqual({ cash_register: ['Обязательное поле.'] });
  });
});

describe('crypto reports through the API', () => {
  it('average fee of the day, day balance and current balances', async () => {
    await fund(f, f.registers.m2, 'USDT', '100');
    const op = (operation_type: string, amount: string, fee: string) =>
      as('cashier').post('/api/crypto_transaction/create/', {
        cash_register: f.registers.m2, crypto_currency: f.currencies.USDT, operation_type, amount, rate: '95', fee,
      });
    expect((await op('SELL', '10', '30.00')).status).toBe(201);
    expect((await op('BUY', '5', '10.00')).status).toBe(201);
    const fee = await as('cashier').get(`/api/day_crypto_avg_fee/?cash_register=${f.registers.m2}`);
    expect(fee.body.rows).toEqual([
      expect.objectContaining({ crypto_currency: expect.objectContaining({ code: 'USDT' }), currency: expect.objectContaining({ code: 'RUB' }),
        count: 2, total_fee: '40.00', avg_fee: '20.00' }),
    ]);
    const day = await as('cashier').get(`/api/day_crypto_balance/?cash_register=${f.registers.m2}&from_date=2020-01-01`);
    expect(day.body.balances[0]).toMatchObject({ crypto_currency: { code: 'USDT' }, opening: '0.00000000', income: '105.00000000', outcome: '10.00000000', closing: '95.00000000' });
    const now = await as('cashier').get('/api/crypto_balance/');
    expect(now.body.totals[0]).toEqual({ crypto_currency: { id: f.currencies.USDT, code: 'USDT', name: 'Tether' }, amount: '95.00000000' });
  });
});
