import { setValueSetting } from '../currencies/valueSettingService';
import { createExchange } from '../exchange/exchangeService';
import { createIncomeOutcome } from '../incomeExpense/incomeExpenseService';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { createTransfer } from '../transfers/transferService';
import { cityData, dayBalance, overallDayAmount } from './dayBalances';
import { earningReport } from './earnings';
import { averageRateReport, rateReport } from './rates';
import { replenishmentReport } from './replenishmentReport';

// Two days in Moscow time: D1 the purchases, D2 the sale, an expense and a client transfer.
const D1 = '2026-03-01';
const D2 = '2026-03-02';
const at = (date: string, time: string) => new Date(`${date}T${time}:00+03:00`);

const f = useLedgerFixture();
beforeAll(async () => {
  const m1 = f.registers.m1;
  const usd = f.currencies.USD;
  await fund(f, m1, 'RUB', '200000.00', at(D1, '09:00'));
  await createExchange(f.db, f.actors.cashier, { cash_register: m1, currency: usd, operation_type: 'BUY', amount: '1000', rate: '90' }, { at: at(D1, '10:00') });
  await createExchange(f.db, f.actors.cashier, { cash_register: m1, currency: usd, operation_type: 'BUY', amount: '100', rate: '92' }, { at: at(D1, '11:00') });
  await createExchange(f.db, f.actors.cashier, { cash_register: m1, currency: usd, operation_type: 'SELL', amount: '500', rate: '93' }, { at: at(D2, '10:00') });
  await createIncomeOutcome(f.db, f.actors.cashier, { cash_register: m1, currency: f.currencies.RUB, direction: 'Outcome', amount: '1000.00' }, { at: at(D2, '12:00') });
  await createTransfer(f.db, f.actors.cashier, 'EXTERNAL', { from_cash_register: m1, to_cash_register: f.registers.k1, currency: usd, amount: '100', fee: '2' }, { at: at(D2, '13:00') });
  await setValueSetting(f.db, f.actors.cashier, { city: f.cities.moscow, currency: usd, date: D1, buy_rate: '89.5', sell_rate: '93.5' });
}, 60_000);

describe('earning report', () => {
  it('sums SELL earnings, fees and expenses per currency (docs/EARNINGS.md)', async () => {
    const report = await earningReport(f.db, f.actors.cashier, { cash_register: f.registers.m1, from_date: D2, to_date: D2 });
    expect(report.exchange).toEqual([
      { currency: { id: f.currencies.USD, code: 'USD', name: 'Доллар США' }, bought_amount: '0.00', sold_amount: '500.00', earning: '1409.09' },
    ]);
    expect(report.totals).toEqual([
      expect.objectContaining({ currency: expect.objectContaining({ code: 'RUB' }), exchange_earning: '1409.09', expenses: '1000.00', total: '409.09' }),
      expect.objectContaining({ currency: expect.objectContaining({ code: 'USD' }), transfer_fees: '2.00', total: '2.00' }),
    ]);
    const city = await earningReport(f.db, f.actors.cashier, { city: f.cities.moscow, from_date: D1, to_date: D2 });
    expect(city.exchange[0]).toMatchObject({ bought_amount: '1100.00', sold_amount: '500.00', earning: '1409.09' });
  });

  it('needs isAllowToCheckEarningReport and stays inside the user\'s cities', async () => {
    await expect(earningReport(f.db, f.actors.noPerms, {})).rejects.toMatchObject({ statusCode: 403 });
    await expect(earningReport(f.db, f.actors.kazan, { city: f.cities.moscow })).rejects.toMatchObject({ statusCode: 404 });
    const kazan = await earningReport(f.db, f.actors.kazan, { from_date: D1, to_date: D2 });
    expect(kazan.exchange).toEqual([]);
  });
});

describe('day balances', () => {
  it('opening, in, out and closing per currency for a register, a city and the network', async () => {
    const day = await dayBalance(f.db, f.actors.cashier, { cash_register: f.registers.m1, date: D2 });
    const rub = day.balances.find((b) => b.currency.code === 'RUB');
    expect(rub).toMatchObject({ opening: '100800.00', income: '46500.00', outcome: '1000.00', closing: '146300.00' });
    const usd = day.balances.find((b) => b.currency.code === 'USD');
    // The client's 100 + fee 2 come in, 100 goes to transit, 500 are sold.
    expect(usd).toMatchObject({ opening: '1100.00', income: '102.00', outcome: '600.00', closing: '602.00' });
    expect(day.balances.map((b) => b.currency.code)).toEqual(['RUB', 'USD', 'EUR']);

    const city = await cityData(f.db, f.actors.cashier, { city: f.cities.moscow, date: D2 });
    expect(city.cash_registers.map((r) => r.cash_register.name)).toEqual(['М1', 'М2']);
    expect(city.totals.find((b) => b.currency.code === 'RUB')?.closing).toBe('146300.00');
    const overall = await overallDayAmount(f.db, f.actors.admin, { date: D2 });
    expect(overall.cities.map((c) => c.city.name)).toEqual(['Казань', 'Москва']);
    expect(overall.totals.find((b) => b.currency.code === 'USD')?.closing).toBe('602.00');
    const kazanOnly = await overallDayAmount(f.db, f.actors.kazan, { date: D2 });
    expect(kazanOnly.cities.map((c) => c.city.name)).toEqual(['Казань']);
  });
});

describe('rate reports', () => {
  it('average rates of the day and the average cost held at its end', async () => {
    const d1 = await averageRateReport(f.db, f.actors.cashier, { cash_register: f.registers.m1, created_at: D1 });
    expect(d1.rows.find((r) => r.currency.code === 'USD')).toMatchObject({
      bought_amount: '1100.00', buy_avg_rate: '90.181818', sold_amount: '0.00', sell_avg_rate: null, average_cost: '90.181818', balance: '1100.00',
    });
    const d2 = await averageRateReport(f.db, f.actors.cashier, { city: f.cities.moscow, created_at: D2 });
    expect(d2.rows.find((r) => r.cash_register.id === f.registers.m1 && r.currency.code === 'USD')).toMatchObject({
      sold_amount: '500.00', sell_avg_rate: '93.000000', average_cost: '90.181818', balance: '602.00',
    });
  });

  it('rates used that day with the city rate board', async () => {
    const report = await rateReport(f.db, f.actors.cashier, { cash_register: f.registers.m1, created_at: D1 });
    expect(report.rows.find((r) => r.currency.code === 'USD')).toMatchObject({
      buy: { count: 2, amount: '1100.00', min_rate: '90.000000', max_rate: '92.000000', avg_rate: '90.181818' },
      sell: { count: 0 },
      value_setting: { buy_rate: '89.500000', sell_rate: '93.500000' },
    });
  });
});

describe('replenishment / handed over report', () => {
  it('per person and in total for a day', async () => {
    const report = await replenishmentReport(f.db, f.actors.cashier, { city: f.cities.moscow, created_at: D1 });
    expect(report.totals).toEqual([expect.objectContaining({ replenishment: '200000.00', handed_over: '0.00' })]);
    expect(report.persons[0].operation_person.name).toBe('Владелец');
  });
});
