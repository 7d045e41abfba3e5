import type { Db } from '../src/server/db/types';

export interface BenchTargets {
  city: number;
  register: number;
  /** The generated history's last day (yyyy-MM-dd) and the start of the 90 days before it. */
  today: string;
  from: string;
}

/**
 * What the bench asks about: the first register (and its city), on the generated history's
 * last day. Its exchanges have no user, so that day is today when the history was just
 * loaded and the day of the load when the database is reused; the creation benchmark writes
 * on the day after it (FAKE_DATE), so a reused database measures the same days every run.
 */
export async function benchTargets(db: Db, timeZone: string): Promise<BenchTargets> {
  const ids = await db.query<{ city: number; register: number }>(
    `SELECT r.city_id AS city, r.id AS register
       FROM cash_registers r JOIN available_currency_pairs p ON p.cash_register_id = r.id
      ORDER BY r.id, p.currency_id LIMIT 1`,
  );
  const last = (
    await db.query<{ at: Date }>(
      'SELECT COALESCE(max(created_at) FILTER (WHERE user_id IS NULL), max(created_at)) AS at FROM exchange_transactions',
    )
  ).rows[0].at;
  const day = (ms: number) => new Date(ms).toLocaleDateString('sv-SE', { timeZone });
  return { ...ids.rows[0], today: day(new Date(last).getTime()), from: day(new Date(last).getTime() - 90 * 86400_000) };
}

/** The report calls, one request at a time: [name, path under /api/]. */
export function reportCalls({ city, register, today, from }: BenchTargets): Array<[string, string]> {
  return [
    ['day_balance', `day_balance/?cash_register=${register}&date=${today}`],
    ['city_data', `city_data/?city=${city}&date=${today}`],
    ['overall_day_amount', `overall_day_amount/?date=${today}`],
    ['earning_report 90 d', `earning_report/?cash_register=${register}&from_date=${from}&to_date=${today}`],
    ['city_earning_report 90 d', `city_earning_report/?city=${city}&from_date=${from}&to_date=${today}`],
    ['full_earning_report 90 d', `full_earning_report/?from_date=${from}&to_date=${today}`],
    ['day_avg_rate', `day_avg_rate/?cash_register=${register}`],
    ['average_rate_report', `average_rate_report/?cash_register=${register}&created_at=${today}`],
    ['rate_report', `rate_report/?cash_register=${register}&created_at=${today}`],
    ['day_replenishment_handed_over_report', `day_replenishment_handed_over_report/?cash_register=${register}&created_at=${today}`],
  ];
}
