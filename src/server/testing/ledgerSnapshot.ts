import type { Queryable } from '../db/types';

/**
 * What a refused request must leave unchanged: the row count of every table the ledger
 * writes, the sums of its money columns, and the state of each transfer and person. One
 * cheap query, compared before and after a request (routes.hostileInput.test.ts). Sums are
 * NUMERIC read as text, never floats. Test-only.
 *
 * cash_balances is counted by its non-zero rows only: a write that finds a (register,
 * currency) without a balance row creates the empty row outside its transaction, on purpose
 * (posting.ts, MissingCashRows: lock order), so a refused request may leave a row at 0.
 * That row holds no money; an orphan one (register or currency that does not exist) would
 * be junk a hostile id wrote, so those are counted too and must stay 0.
 */
const TABLES = [
  'ledger_entries', 'person_balances', 'cash_daily', 'exchange_daily', 'exchange_transactions',
  'crypto_transactions', 'out_transactions', 'income_outcome', 'transfers', 'operation_persons', 'value_settings', 'cash_orders',
];

export async function ledgerSnapshot(q: Queryable): Promise<Record<string, string>> {
  const counts = TABLES.map((t) => `(SELECT count(*) FROM ${t})::text AS ${t}`).join(', ');
  const { rows } = await q.query<Record<string, string>>(`SELECT ${counts},
    (SELECT COALESCE(sum(amount), 0)::text FROM ledger_entries) AS entries_sum,
    (SELECT COALESCE(sum(abs(amount)), 0)::text FROM ledger_entries) AS entries_abs_sum,
    (SELECT count(*) FROM cash_balances WHERE amount <> 0)::text AS cash_balances_non_zero,
    (SELECT count(*) FROM cash_balances b WHERE NOT EXISTS (SELECT 1 FROM cash_registers r WHERE r.id = b.cash_register_id)
        OR NOT EXISTS (SELECT 1 FROM currencies c WHERE c.id = b.currency_id))::text AS cash_balances_orphan,
    (SELECT COALESCE(sum(amount), 0)::text FROM cash_balances) AS cash_sum,
    (SELECT COALESCE(string_agg(id || ':' || status || ':' || amount || ':' || fee, ',' ORDER BY id), '') FROM transfers) AS transfers_state,
    (SELECT COALESCE(string_agg(id || ':' || is_active, ',' ORDER BY id), '') FROM operation_persons) AS persons_state,
    (SELECT COALESCE(string_agg(id || ':' || state, ',' ORDER BY id), '') FROM cash_orders) AS cash_orders_state`);
  return rows[0];
}
