import type { Db, Queryable } from '../db/types';

/**
 * cash_daily and exchange_daily (migration 005) hold per-day sums that triggers keep in step
 * with every insert, so reports read a few rows per day instead of every entry since the
 * beginning. Their days are calendar days in ledger_settings.time_zone; this module keeps
 * that zone equal to the server's TIME_ZONE and can rebuild or check the tables.
 */

/** The cash_daily rows of some ledger entries (`entries`: a table or a CTE's name). */
const cashDailyFrom = (entries: string) => `
  SELECT e.cash_register_id, e.currency_id, (e.created_at AT TIME ZONE s.time_zone)::date,
         COALESCE(sum(e.amount) FILTER (WHERE e.amount > 0), 0), COALESCE(-sum(e.amount) FILTER (WHERE e.amount < 0), 0)
    FROM ${entries} e CROSS JOIN ledger_settings s
   WHERE e.account = 'CASH'
   GROUP BY 1, 2, 3`;

/** The exchange_daily rows of some exchanges (`exchanges`: a table or a CTE's name). */
const exchangeDailyFrom = (exchanges: string) => `
  SELECT t.cash_register_id, t.currency_id, (t.created_at AT TIME ZONE s.time_zone)::date, t.operation_type,
         t.base_currency_id, sum(t.amount), sum(t.total), sum(t.earning), count(*)
    FROM ${exchanges} t CROSS JOIN ledger_settings s
   GROUP BY 1, 2, 3, 4, 5`;

/** Recomputes both tables from the records, inside the caller's transaction. */
export async function rebuildDailyTotals(tx: Queryable): Promise<void> {
  await tx.query('DELETE FROM cash_daily');
  await tx.query('DELETE FROM exchange_daily');
  await tx.query(`INSERT INTO cash_daily (cash_register_id, currency_id, day, income, outcome) ${cashDailyFrom('ledger_entries')}`);
  await tx.query(
    `INSERT INTO exchange_daily (cash_register_id, currency_id, day, operation_type, base_currency_id, amount, total, earning, n)
     ${exchangeDailyFrom('exchange_transactions')}`,
  );
}

/** The last ids of ledger_entries and exchange_transactions (bigint, as text). */
export interface LastIds {
  entry: string;
  exchange: string;
}

export async function lastIds(q: Queryable): Promise<LastIds> {
  const { rows } = await q.query<LastIds>(
    `SELECT COALESCE((SELECT max(id) FROM ledger_entries), 0)::text AS entry,
            COALESCE((SELECT max(id) FROM exchange_transactions), 0)::text AS exchange`,
  );
  return rows[0];
}

/**
 * Adds to both tables what the records with ids in (after, upTo] hold, in the caller's
 * transaction: what the triggers would have added, for a writer whose session runs without
 * them (the demo seed, seed/seedSession.ts). The id range is read first
 * (MATERIALIZED) so the plan stays a primary-key range scan, whatever the table's size.
 */
export async function addDailyTotals(tx: Queryable, after: LastIds, upTo: LastIds): Promise<void> {
  await tx.query(
    `WITH fresh AS MATERIALIZED (
       SELECT account, cash_register_id, currency_id, amount, created_at FROM ledger_entries WHERE id > $1::bigint AND id <= $2::bigint)
     INSERT INTO cash_daily AS d (cash_register_id, currency_id, day, income, outcome)
     ${cashDailyFrom('fresh')} ORDER BY 1, 2, 3
     ON CONFLICT (cash_register_id, currency_id, day) DO UPDATE
       SET income = d.income + EXCLUDED.income, outcome = d.outcome + EXCLUDED.outcome`,
    [after.entry, upTo.entry],
  );
  await tx.query(
    `WITH fresh AS MATERIALIZED (
       SELECT cash_register_id, currency_id, created_at, operation_type, base_currency_id, amount, total, earning
         FROM exchange_transactions WHERE id > $1::bigint AND id <= $2::bigint)
     INSERT INTO exchange_daily AS d (cash_register_id, currency_id, day, operation_type, base_currency_id, amount, total, earning, n)
     ${exchangeDailyFrom('fresh')} ORDER BY 1, 2, 3, 4, 5
     ON CONFLICT (cash_register_id, currency_id, day, operation_type, base_currency_id) DO UPDATE
       SET amount = d.amount + EXCLUDED.amount, total = d.total + EXCLUDED.total,
           earning = d.earning + EXCLUDED.earning, n = d.n + EXCLUDED.n`,
    [after.exchange, upTo.exchange],
  );
}

/**
 * At start: if TIME_ZONE changed since the totals were built, every day boundary moved, so
 * the totals are rebuilt for the new zone (one transaction; writers wait for it).
 */
export async function syncDailyTotalsZone(db: Db, timeZone: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ time_zone: string }>('SELECT time_zone FROM ledger_settings FOR UPDATE');
    if (rows[0]?.time_zone === timeZone) return false;
    await tx.query('UPDATE ledger_settings SET time_zone = $1', [timeZone]);
    await rebuildDailyTotals(tx);
    return true;
  });
}

export interface DailyTotalsMismatch {
  table: 'cash_daily' | 'exchange_daily';
  key: string;
}

/** Rows where the stored totals differ from a recomputation (`ledger verify`). */
export async function checkDailyTotals(q: Queryable): Promise<DailyTotalsMismatch[]> {
  const cash = await q.query<{ key: string }>(
    `WITH fresh AS (${cashDailyFrom('ledger_entries')})
     SELECT concat_ws('/', COALESCE(f.cash_register_id, d.cash_register_id), COALESCE(f.currency_id, d.currency_id),
                      COALESCE(f.day, d.day)) AS key
       FROM fresh f(cash_register_id, currency_id, day, income, outcome)
       FULL JOIN cash_daily d USING (cash_register_id, currency_id, day)
      WHERE f.income IS DISTINCT FROM d.income OR f.outcome IS DISTINCT FROM d.outcome`,
  );
  const exchange = await q.query<{ key: string }>(
    `WITH fresh AS (${exchangeDailyFrom('exchange_transactions')})
     SELECT concat_ws('/', COALESCE(f.cash_register_id, d.cash_register_id), COALESCE(f.currency_id, d.currency_id),
                      COALESCE(f.day, d.day), COALESCE(f.operation_type, d.operation_type)) AS key
       FROM fresh f(cash_register_id, currency_id, day, operation_type, base_currency_id, amount, total, earning, n)
       FULL JOIN exchange_daily d USING (cash_register_id, currency_id, day, operation_type, base_currency_id)
      WHERE (f.amount, f.total, f.earning, f.n) IS DISTINCT FROM (d.amount, d.total, d.earning, d.n)`,
  );
  return [
    ...cash.rows.map((r) => ({ table: 'cash_daily' as const, key: r.key })),
    ...exchange.rows.map((r) => ({ table: 'exchange_daily' as const, key: r.key })),
  ];
}
