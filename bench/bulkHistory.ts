import type { Db } from '../src/server/db/types';

/**
 * Generates a large exchange history straight in SQL, shaped exactly like what the exchange
 * service writes (one exchange_transactions row and two CASH ledger entries each), so the
 * report queries run over realistic volumes. Going through the service would take hours for
 * a million entries; the demo seed already proves the service path.
 *
 * Deterministic: setseed() fixes random(). Balances stay non-negative: each (register,
 * currency) gets an opening income entry that covers its most negative running sum plus
 * 10,000,000, so the creation benchmark that follows has cash to pay out (with only the
 * minimum, its first buys were rightly refused for want of roubles).
 */
export async function loadBulkHistory(
  db: Db,
  opts: { transactions: number; days: number; log?: (msg: string) => void },
): Promise<void> {
  const { transactions, days } = opts;
  let t = performance.now();
  const step = (what: string) => {
    const now = performance.now();
    opts.log?.(`  ${what}: ${((now - t) / 1000).toFixed(1)} s`);
    t = now;
  };
  // One transaction, so that every step runs on one connection (the temporary tables live in
  // it) and the sorts of millions of rows (by time; the running sums) stay in memory.
  await db.transaction(async (tx) => {
  await tx.exec(`SET LOCAL work_mem = '1GB'; SELECT setseed(0.247)`);
  await tx.exec(`
    CREATE TEMP TABLE bench_pairs AS
      SELECT row_number() OVER (ORDER BY p.cash_register_id, p.currency_id) - 1 AS n,
             p.cash_register_id AS r, p.currency_id AS c,
             (SELECT id FROM currencies WHERE is_base) AS base
        FROM available_currency_pairs p;
    CREATE TEMP TABLE bench_tx AS
      SELECT g AS n,
             pr.r, pr.c, pr.base,
             CASE WHEN random() < 0.55 THEN 'BUY' ELSE 'SELL' END AS op,
             round((10 + random() * 990)::numeric, 2) AS amount,
             round((80 + random() * 20)::numeric, 6) AS rate,
             now() - make_interval(secs => (random() * ${days} * 86400)::int) AS at
        FROM generate_series(1, ${transactions}) g
        JOIN bench_pairs pr ON pr.n = g % (SELECT count(*) FROM bench_pairs);
  `);
  step(`${transactions} exchanges generated`);
  await tx.exec(`
    INSERT INTO exchange_transactions
      (cash_register_id, currency_id, base_currency_id, operation_type, amount, rate,
       effective_rate, total, average_cost, earning, created_at)
    SELECT r, c, base, op, amount, rate, rate, round(amount * rate, 2), 90,
           CASE WHEN op = 'SELL' THEN round(amount * (rate - 90), 2) ELSE 0 END, at
      FROM bench_tx ORDER BY at;
  `);
  step('exchange_transactions inserted (and exchange_daily by its trigger)');
  await tx.exec(`
    INSERT INTO ledger_entries
      (account, cash_register_id, currency_id, amount, entry_kind, source_type, source_id, created_at)
    SELECT 'CASH', t.cash_register_id, x.currency_id, x.amount, t.operation_type, 'TRANSACTION', t.id, t.created_at
      FROM exchange_transactions t
      CROSS JOIN LATERAL (VALUES
        (t.currency_id, CASE WHEN t.operation_type = 'BUY' THEN t.amount ELSE -t.amount END),
        (t.base_currency_id, CASE WHEN t.operation_type = 'BUY' THEN -t.total ELSE t.total END)
      ) AS x(currency_id, amount)
     WHERE t.id > COALESCE((SELECT max(source_id) FROM ledger_entries WHERE source_type = 'TRANSACTION'), 0);
  `);
  step(`${transactions * 2} ledger entries inserted (and cash_daily by its trigger)`);
  // Opening cash that keeps every running balance at or above zero.
  await tx.exec(`
    CREATE TEMP TABLE bench_need AS
      SELECT cash_register_id AS r, currency_id AS c, -least(min(running), 0) + 10000000 AS need
        FROM (SELECT cash_register_id, currency_id,
                     sum(amount) OVER (PARTITION BY cash_register_id, currency_id
                                       ORDER BY created_at, id) AS running
                FROM ledger_entries WHERE account = 'CASH') s
       GROUP BY cash_register_id, currency_id;
    WITH io AS (
      INSERT INTO income_outcome (cash_register_id, currency_id, direction, amount, comment, created_at)
      SELECT r, c, 'Income', round(need, 2) + 1, 'Начальный остаток (бенчмарк)', now() - interval '${days + 1} days'
        FROM bench_need
      RETURNING id, cash_register_id, currency_id, amount, created_at)
    INSERT INTO ledger_entries
      (account, cash_register_id, currency_id, amount, entry_kind, source_type, source_id, created_at)
    SELECT 'CASH', cash_register_id, currency_id, amount, 'Income', 'INCOME_OUTCOME', id, created_at FROM io;
    INSERT INTO cash_balances (cash_register_id, currency_id, amount)
    SELECT cash_register_id, currency_id, sum(amount) FROM ledger_entries WHERE account = 'CASH'
     GROUP BY cash_register_id, currency_id
    ON CONFLICT (cash_register_id, currency_id) DO UPDATE SET amount = EXCLUDED.amount;
    DROP TABLE bench_pairs, bench_tx, bench_need;
  `);
  step('opening cash and balances');
  });
  // As autovacuum would after a bulk load: statistics, and the visibility map that lets
  // index-only scans (the exchange count) skip the table.
  await db.exec('VACUUM ANALYZE');
  step('VACUUM ANALYZE');
}
