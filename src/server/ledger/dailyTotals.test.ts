import { SYSTEM_ACTOR } from '../http/scope';
import { checkDailyTotals, syncDailyTotalsZone } from './dailyTotals';
import { fund, useLedgerFixture } from './testing/ledgerFixture';
import { createExchange } from '../features/exchange/exchangeService';
import { DB_TIMEOUT } from '../testing/testApp';

// 22:30 UTC on 1 March is 01:30 on 2 March in Moscow (UTC+3) but still 1 March in UTC.
const LATE_EVENING_UTC = new Date('2026-03-01T22:30:00Z');

describe('daily totals (cash_daily, exchange_daily)', () => {
  const f = useLedgerFixture();
  beforeAll(async () => {
    await fund(f, f.registers.m1, 'RUB', '100000.00', LATE_EVENING_UTC);
    await createExchange(
      f.db,
      SYSTEM_ACTOR,
      { cash_register: f.registers.m1, currency: f.currencies.USD, operation_type: 'BUY', amount: '100.00', rate: '90.00' },
      { at: LATE_EVENING_UTC },
    );
  }, DB_TIMEOUT);

  const cashDays = async () =>
    (
      await f.db.query<{ day: string; income: string; outcome: string }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, income::text, outcome::text FROM cash_daily
          WHERE cash_register_id = $1 AND currency_id = $2`,
        [f.registers.m1, f.currencies.RUB],
      )
    ).rows;

  it('are written with the records, on the day of the configured zone', async () => {
    expect(await cashDays()).toEqual([{ day: '2026-03-02', income: '100000.00000000', outcome: '9000.00000000' }]);
    const { rows } = await f.db.query<{ n: number; amount: string }>(
      `SELECT n, amount::text FROM exchange_daily WHERE cash_register_id = $1 AND day = '2026-03-02'`,
      [f.registers.m1],
    );
    expect(rows).toEqual([{ n: 1, amount: '100.00' }]);
    expect(await checkDailyTotals(f.db)).toEqual([]);
  });

  it('are rebuilt when the time zone changes, and only then', async () => {
    expect(await syncDailyTotalsZone(f.db, 'UTC')).toBe(true);
    expect((await cashDays()).map((d) => d.day)).toEqual(['2026-03-01']);
    expect(await syncDailyTotalsZone(f.db, 'UTC')).toBe(false);
    expect(await syncDailyTotalsZone(f.db, 'Europe/Moscow')).toBe(true);
    expect((await cashDays()).map((d) => d.day)).toEqual(['2026-03-02']);
    expect(await checkDailyTotals(f.db)).toEqual([]);
  });

  it('report a row that no longer matches the records', async () => {
    await f.db.query(`UPDATE cash_daily SET income = income + 1 WHERE cash_register_id = $1 AND currency_id = $2`, [
      f.registers.m1,
      f.currencies.RUB,
    ]);
    const mismatches = await checkDailyTotals(f.db);
    expect(mismatches).toEqual([{ table: 'cash_daily', key: `${f.registers.m1}/${f.currencies.RUB}/2026-03-02` }]);
  });
});
