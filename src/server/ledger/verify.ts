import type { Queryable } from '../db/types';
import { checkDailyTotals } from './dailyTotals';

/**
 * `ledger verify`: recomputes what the ledger must say from the records alone and compares.
 * Every check is one SQL aggregate, so it runs over millions of entries without loading them.
 */

export interface CheckResult {
  name: string;
  ok: boolean;
  problems: string[];
}
export interface VerifyReport {
  ok: boolean;
  checks: CheckResult[];
  counts: { entries: number; records: number };
}

const LIMIT = 20;

/**
 * What a cash order still carries in transit (docs/CASH-ORDERS.md): all of it once dispatched,
 * the difference while a count that differed waits to be settled, nothing otherwise.
 */
const ORDER_IN_TRANSIT = `CASE o.state WHEN 'dispatched' THEN o.amount WHEN 'discrepancy' THEN o.amount - o.received_amount ELSE 0 END`;

/**
 * The net entries each record implies in its current state, keyed like the ledger. A transfer
 * edited while Pending nets to its current amounts (the edit reversed the old entries); a
 * cancelled one nets to nothing (the cancel reversed its creation).
 */
const EXPECTED = `
  SELECT 'TRANSACTION' AS st, t.id AS sid, 'CASH' AS acc, t.cash_register_id AS r, NULL::int AS p, t.currency_id AS c,
         CASE t.operation_type WHEN 'BUY' THEN t.amount ELSE -t.amount END AS amt FROM exchange_transactions t
  UNION ALL SELECT 'TRANSACTION', t.id, 'CASH', t.cash_register_id, NULL, t.base_currency_id,
         CASE t.operation_type WHEN 'BUY' THEN -t.total ELSE t.total END FROM exchange_transactions t
  UNION ALL SELECT 'CRYPTO_TRANSACTION', t.id, 'CASH', t.cash_register_id, NULL, t.crypto_currency_id,
         CASE t.operation_type WHEN 'BUY' THEN t.amount ELSE -t.amount END FROM crypto_transactions t
  UNION ALL SELECT 'CRYPTO_TRANSACTION', t.id, 'CASH', t.cash_register_id, NULL, t.currency_id,
         CASE t.operation_type WHEN 'BUY' THEN -t.total ELSE t.total END + t.fee FROM crypto_transactions t
  UNION ALL SELECT 'OUT_TRANSACTION', o.id, 'CASH', o.cash_register_id, NULL, o.currency_id,
         CASE o.operation_type WHEN 'REPLENISHMENT' THEN o.amount ELSE -o.amount END FROM out_transactions o
  UNION ALL SELECT 'OUT_TRANSACTION', o.id, 'PERSON', NULL, o.operation_person_id, o.currency_id,
         CASE o.operation_type WHEN 'REPLENISHMENT' THEN o.amount ELSE -o.amount END FROM out_transactions o
  UNION ALL SELECT 'INCOME_OUTCOME', i.id, 'CASH', i.cash_register_id, NULL, i.currency_id,
         CASE i.direction WHEN 'Income' THEN i.amount ELSE -i.amount END FROM income_outcome i
  UNION ALL SELECT t.kind || '_TRANSFER', t.id, 'CASH', t.from_cash_register_id, NULL, t.currency_id,
         CASE WHEN t.status = 'Cancelled' THEN 0 WHEN t.kind = 'INTERNAL' THEN -t.amount ELSE t.fee END FROM transfers t
  UNION ALL SELECT t.kind || '_TRANSFER', t.id, 'TRANSIT', t.from_cash_register_id, NULL, t.currency_id,
         CASE t.status WHEN 'Pending' THEN t.amount ELSE 0 END FROM transfers t
  UNION ALL SELECT t.kind || '_TRANSFER', t.id, 'CASH', t.to_cash_register_id, NULL, t.currency_id,
         CASE t.status WHEN 'Accepted' THEN t.amount ELSE 0 END FROM transfers t
  UNION ALL SELECT 'CASH_COUNT', k.id, 'CASH', k.cash_register_id, NULL, k.currency_id, k.counted - k.expected FROM shift_counts k
  UNION ALL SELECT 'CASH_ORDER', o.id, 'CASH', o.from_cash_register_id, NULL, o.currency_id,
         CASE WHEN o.state IN ('requested', 'approved', 'cancelled') THEN 0 ELSE -o.amount END FROM cash_orders o
  UNION ALL SELECT 'CASH_ORDER', o.id, 'TRANSIT', o.from_cash_register_id, NULL, o.currency_id, ${ORDER_IN_TRANSIT} FROM cash_orders o
  UNION ALL SELECT 'CASH_ORDER', o.id, 'CASH', o.to_cash_register_id, NULL, o.currency_id,
         CASE WHEN o.state IN ('received', 'discrepancy', 'settled') THEN o.received_amount ELSE 0 END FROM cash_orders o`;

async function problems(q: Queryable, sql: string, describe: (row: Record<string, unknown>) => string): Promise<string[]> {
  const { rows } = await q.query<Record<string, unknown>>(`${sql} LIMIT ${LIMIT + 1}`);
  const list = rows.slice(0, LIMIT).map(describe);
  if (rows.length > LIMIT) list.push('… and more');
  return list;
}

export async function verifyLedger(q: Queryable): Promise<VerifyReport> {
  const checks: CheckResult[] = [];
  const check = async (name: string, sql: string, describe: (row: Record<string, unknown>) => string) => {
    const found = await problems(q, sql, describe);
    checks.push({ name, ok: found.length === 0, problems: found });
  };

  await check(
    'every record has exactly the ledger entries it implies',
    `SELECT COALESCE(x.st, l.st) AS st, COALESCE(x.sid, l.sid) AS sid, COALESCE(x.acc, l.acc) AS acc,
            COALESCE(x.c, l.c) AS c, COALESCE(x.amt, 0)::text AS expected, COALESCE(l.amt, 0)::text AS actual
       FROM (SELECT st, sid, acc, r, p, c, sum(amt) AS amt FROM (${EXPECTED}) e GROUP BY 1, 2, 3, 4, 5, 6) x
       FULL JOIN (SELECT source_type AS st, source_id AS sid, account AS acc, CASE WHEN account = 'PERSON' THEN NULL ELSE cash_register_id END AS r,
                         operation_person_id AS p, currency_id AS c, sum(amount) AS amt
                    FROM ledger_entries GROUP BY 1, 2, 3, 4, 5, 6) l
         ON l.st = x.st AND l.sid = x.sid AND l.acc = x.acc AND l.r IS NOT DISTINCT FROM x.r
        AND l.p IS NOT DISTINCT FROM x.p AND l.c = x.c
      WHERE COALESCE(x.amt, 0) <> COALESCE(l.amt, 0)`,
    (r) => `${r.st} #${r.sid} ${r.acc} currency ${r.c}: records say ${r.expected}, ledger says ${r.actual}`,
  );
  // A running balance table against the sum of its account's entries, both ways round.
  const balanceCheck = (what: string, holder: string, table: string, account: string, key: string) =>
    check(
      `${what} balances equal the sum of their entries`,
      `SELECT COALESCE(b.${key}, l.k) AS k, COALESCE(b.currency_id, l.c) AS c,
              COALESCE(b.amount, 0)::text AS balance, COALESCE(l.amt, 0)::text AS entries
         FROM ${table} b
         FULL JOIN (SELECT ${key} AS k, currency_id AS c, sum(amount) AS amt FROM ledger_entries
                     WHERE account = '${account}' GROUP BY 1, 2) l ON l.k = b.${key} AND l.c = b.currency_id
        WHERE COALESCE(b.amount, 0) <> COALESCE(l.amt, 0)`,
      (r) => `${holder} ${r.k} currency ${r.c}: balance ${r.balance}, entries ${r.entries}`,
    );
  await balanceCheck('cash', 'register', 'cash_balances', 'CASH', 'cash_register_id');
  await balanceCheck('person', 'person', 'person_balances', 'PERSON', 'operation_person_id');
  await check(
    'money in transit equals the transfers not yet accepted and the cash orders on the way',
    `SELECT COALESCE(l.c, t.c) AS c, COALESCE(l.amt, 0)::text AS transit, COALESCE(t.amt, 0)::text AS open
       FROM (SELECT currency_id AS c, sum(amount) AS amt FROM ledger_entries WHERE account = 'TRANSIT' GROUP BY 1) l
       FULL JOIN (SELECT c, sum(amt) AS amt FROM (
                    SELECT currency_id AS c, amount AS amt FROM transfers WHERE status = 'Pending'
                    UNION ALL SELECT o.currency_id, ${ORDER_IN_TRANSIT} FROM cash_orders o) open GROUP BY 1) t ON t.c = l.c
      WHERE COALESCE(l.amt, 0) <> COALESCE(t.amt, 0)`,
    (r) => `currency ${r.c}: in transit ${r.transit}, pending transfers and cash orders ${r.open}`,
  );
  // Per order, so that a crash between dispatch and receipt shows which order lost what.
  await check(
    'every cash order on the way has exactly its money in transit',
    `SELECT o.id, (${ORDER_IN_TRANSIT})::text AS carries, COALESCE(l.amt, 0)::text AS transit
       FROM cash_orders o
       LEFT JOIN (SELECT source_id, sum(amount) AS amt FROM ledger_entries
                   WHERE account = 'TRANSIT' AND source_type = 'CASH_ORDER' GROUP BY 1) l ON l.source_id = o.id
      WHERE (${ORDER_IN_TRANSIT}) <> COALESCE(l.amt, 0)`,
    (r) => `cash order #${r.id}: carries ${r.carries}, in transit ${r.transit}`,
  );
  await check(
    'no cash balance went below zero but by an offline deal flagged for it',
    // A deal made during an outage is a fact even where it took the till below zero
    // (docs/OFFLINE.md): the supervisors see it flagged negative_balance in their queue. Every
    // other write that took cash out must have left the balance ≥ 0 — walked in the order the
    // writes were made (entry ids: a pair's writes are serialized by its balance row's lock; the
    // offline deal's own time is backdated). Only the pairs now below zero or touched by such
    // a deal are walked; a write's entries on one pair are netted (a settlement's in and out).
    `WITH flagged AS (
       SELECT id FROM exchange_transactions WHERE offline AND 'negative_balance' = ANY (offline_flags)
     ), pairs AS (
       SELECT cash_register_id AS r, currency_id AS c FROM ledger_entries WHERE account = 'CASH' GROUP BY 1, 2 HAVING sum(amount) < 0
       UNION
       SELECT e.cash_register_id, e.currency_id FROM ledger_entries e JOIN flagged t ON t.id = e.source_id
        WHERE e.account = 'CASH' AND e.source_type = 'TRANSACTION'
     ), writes AS (
       SELECT e.cash_register_id AS r, e.currency_id AS c, e.source_type, e.source_id, min(e.id) AS first, sum(e.amount) AS net
         FROM ledger_entries e JOIN pairs p ON p.r = e.cash_register_id AND p.c = e.currency_id
        WHERE e.account = 'CASH' GROUP BY 1, 2, 3, 4
     ), walked AS (
       SELECT w.*, sum(net) OVER (PARTITION BY r, c ORDER BY first) AS after FROM writes w
     )
     SELECT r, c, source_type, source_id, trim_scale(after)::text AS after FROM walked
      WHERE net < 0 AND after < 0
        AND NOT (source_type = 'TRANSACTION' AND source_id IN (SELECT id FROM flagged))`,
    (r) => `register ${r.r} currency ${r.c}: ${r.source_type} #${r.source_id} left ${r.after}`,
  );
  await check(
    'exchange earnings follow the recorded average cost',
    `SELECT id, earning::text AS earning FROM exchange_transactions
      WHERE operation_type = 'SELL' AND reverses_id IS NULL AND earning <> CASE WHEN average_cost IS NULL THEN 0
            ELSE round(amount * (rate - average_cost), 2) END`,
    (r) => `transaction #${r.id}: earning ${r.earning}`,
  );
  // Corrections (storno): a reversing record is its original negated, and both point at each other.
  await check(
    'every reversing record negates its original, linked both ways',
    `SELECT 'exchange' AS t, r.id FROM exchange_transactions r JOIN exchange_transactions o ON o.id = r.reverses_id
      WHERE (r.amount, r.total, r.earning) IS DISTINCT FROM (-o.amount, -o.total, -o.earning) OR o.reversed_by_id IS DISTINCT FROM r.id
     UNION ALL SELECT 'crypto', r.id FROM crypto_transactions r JOIN crypto_transactions o ON o.id = r.reverses_id
      WHERE (r.amount, r.total, r.fee) IS DISTINCT FROM (-o.amount, -o.total, -o.fee) OR o.reversed_by_id IS DISTINCT FROM r.id
     UNION ALL SELECT 'out', r.id FROM out_transactions r JOIN out_transactions o ON o.id = r.reverses_id
      WHERE r.amount <> -o.amount OR o.reversed_by_id IS DISTINCT FROM r.id
     UNION ALL SELECT 'income_outcome', r.id FROM income_outcome r JOIN income_outcome o ON o.id = r.reverses_id
      WHERE r.amount <> -o.amount OR o.reversed_by_id IS DISTINCT FROM r.id`,
    (r) => `${r.t} reversal #${r.id}: not its original negated`,
  );

  // Shifts (docs/SHIFTS.md): right after a count the books equal the drawer — the register's
  // entries up to the count's high-water mark sum to what was counted — and between a close
  // and the register's next opening nothing but counts moved its cash.
  await check(
    'after every count the books equal what was counted',
    `SELECT k.shift_id, k.phase, k.currency_id AS c, k.counted::text AS counted, COALESCE(e.amt, 0)::text AS books
       FROM shift_counts k JOIN shifts s ON s.id = k.shift_id
       LEFT JOIN LATERAL (SELECT sum(l.amount) AS amt FROM ledger_entries l
                           WHERE l.account = 'CASH' AND l.cash_register_id = k.cash_register_id AND l.currency_id = k.currency_id
                             AND l.id <= CASE k.phase WHEN 'OPEN' THEN s.opened_upto ELSE s.closed_upto END) e ON true
      WHERE k.counted <> COALESCE(e.amt, 0)`,
    (r) => `shift #${r.shift_id} ${r.phase} currency ${r.c}: counted ${r.counted}, books ${r.books}`,
  );
  await check(
    'no cash moved while its register was closed',
    `SELECT s.id AS shift, l.source_type, l.source_id
       FROM shifts s
       LEFT JOIN LATERAL (SELECT n.opened_upto FROM shifts n WHERE n.cash_register_id = s.cash_register_id AND n.id > s.id
                           ORDER BY n.id LIMIT 1) n ON true
       JOIN ledger_entries l ON l.id > s.closed_upto AND (n.opened_upto IS NULL OR l.id <= n.opened_upto)
        AND l.account = 'CASH' AND l.cash_register_id = s.cash_register_id AND l.source_type <> 'CASH_COUNT'
      WHERE s.status = 'Closed'
        -- A deal made at the window during an outage may reach the server after the close: it is
        -- recorded as a fact and flagged register_closed for the supervisors (docs/OFFLINE.md).
        AND NOT (l.source_type = 'TRANSACTION' AND EXISTS (SELECT 1 FROM exchange_transactions t
                  WHERE t.id = l.source_id AND t.offline AND 'register_closed' = ANY (t.offline_flags)))`,
    (r) => `${r.source_type} #${r.source_id} moved the cash after shift #${r.shift} closed`,
  );

  const daily = await checkDailyTotals(q);
  checks.push({
    name: 'daily totals equal the entries and transactions of each day',
    ok: daily.length === 0,
    problems: [
      ...daily.slice(0, LIMIT).map((m) => `${m.table} ${m.key}: stored totals differ from the records`),
      ...(daily.length > LIMIT ? ['… and more'] : []),
    ],
  });

  const { rows } = await q.query<{ entries: number; records: number }>(
    `SELECT (SELECT count(*) FROM ledger_entries)::int AS entries,
            ((SELECT count(*) FROM exchange_transactions) + (SELECT count(*) FROM crypto_transactions)
             + (SELECT count(*) FROM out_transactions) + (SELECT count(*) FROM income_outcome)
             + (SELECT count(*) FROM transfers) + (SELECT count(*) FROM cash_orders))::int AS records`,
  );
  return { ok: checks.every((c) => c.ok), checks, counts: rows[0] };
}
