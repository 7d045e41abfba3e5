import type { Db, Queryable } from '../../db/types';

/**
 * cash_daily and exchange_daily (migration 005) hold per-day sums that triggers keep in step
 * with every insert, so reports read a few rows per day instead of every entry since the
 * beginning. Their days are calendar days in ledger_settings.time_zone; this module keeps
 * that zone equal to the server's TIME_ZONE and can rebuild or check the tables.
 */

const CASH_DAILY_FROM_ENTRIES = `
  SELECT e.cash_register_id, e.currency_id, (e.created_at AT TIME ZONE s.time_zone)::date,
         COALESCE(sum(e.amount) FILTER (WHERE e.amount > 0), 0), COALESCE(-sum(e.amount) FILTER (WHERE e.amount < 0), 0)
    FROM ledger_entries e CROSS JOIN ledger_settings s
   WHERE e.account = 'CASH'
   GROUP BY 1, 2, 3`;

const EXCHANGE_DAILY_FROM_TRANSACTIONS = `
  SELECT t.cash_register_id, t.currency_id, (t.created_at AT TIME ZONE s.time_zone)::date, t.operation_type,
         t.base_currency_id, sum(t.amount), sum(t.total), sum(t.earning), count(*)
    FROM exchange_transactions t CROSS JOIN ledger_settings s
   GROUP BY 1, 2, 3, 4, 5`;

/** Recomputes both tables from the records, inside the caller's transaction. */
export async function rebuildDailyTotals(tx: Queryable): Promise<void> {
  await tx.query('DELETE FROM cash_daily');
  await tx.query('DELETE FROM exchange_daily');
  await tx.query(`INSERT INTO cash_daily (cash_register_id, currency_id, day, income, outcome) ${CASH_DAILY_FROM_ENTRIES}`);
  await tx.query(
    `INSERT INTO exchange_daily (cash_register_id, currency_id, day, operation_type, base_currency_id, amount, total, earning, n)
     ${EXCHANGE_DAILY_FROM_TRANSACTIONS}`,
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
    `WITH fresh AS (${CASH_DAILY_FROM_ENTRIES})
     SELECT concat_ws('/', COALESCE(f.cash_register_id, d.cash_register_id), COALESCE(f.currency_id, d.currency_id),
                      COALESCE(f.day, d.day)) AS key
       FROM fresh f(cash_register_id, currency_id, day, income, outcome)
       FULL JOIN cash_daily d USING (cash_register_id, currency_id, day)
      WHERE f.income IS DISTINCT FROM d.income OR f.outcome IS DISTINCT FROM d.outcome`,
  );
  const exchange = await q.query<{ key: string }>(
    `WITH fresh AS (${EXCHANGE_DAILY_FROM_TRANSACTIONS})
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
