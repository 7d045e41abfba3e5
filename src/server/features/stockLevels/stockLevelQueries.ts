import type { Paginated, StockLevel, StockLevelsQuery } from '../../../shared/contract';
import type { Queryable } from '../../db/types';
import { paginate, pageParams, type PageQuery } from '../../http/pagination';
import { cityScope, hasPermission, type Actor } from '../../http/scope';
import { cityInScope } from '../../ledger/referenceChecks';
import { SqlWhere } from '../../lib/sqlList';

/**
 * Stock against limits (docs/VAULT.md "Stock and suggested orders"): every active register
 * and currency with a minimum or a maximum set, in the caller's cities (admins: the network),
 * breaches first. One statement a page: the rows are judged and counted over the limits'
 * table, and only the page's rows are shaped with what is on its way and the vault's stock.
 */

/** Where a balance stands; the same rule as a register's own limits (limits/registerLimitsService.ts). */
export const STATE_SQL = (balance: string, min: string, max: string) =>
  `CASE WHEN ${balance} < ${min} THEN 'below_min' WHEN ${balance} > ${max} THEN 'above_max' ELSE 'ok' END`;

/** The judged rows under `where` (over cr, cu and l), and only the breaches when asked. */
const rowsSql = (where: string, breachesOnly: boolean) => `
  SELECT s.* FROM (
    SELECT cr.id AS register_id, cr.name AS register_name, cr.kind, ci.id AS city_id, ci.name AS city_name,
           cu.id AS currency_id, cu.code AS currency_code, cu.name AS currency_name, cu."order" AS currency_order, cu.decimals,
           COALESCE(b.amount, 0) AS raw_balance, l.min_amount, l.max_amount, l.refill_to,
           ${STATE_SQL('COALESCE(b.amount, 0)', 'l.min_amount', 'l.max_amount')} AS state
      FROM register_limits l
      JOIN cash_registers cr ON cr.id = l.cash_register_id AND cr.is_active
      JOIN cities ci ON ci.id = cr.city_id
      JOIN currencies cu ON cu.id = l.currency_id
      LEFT JOIN cash_balances b ON b.cash_register_id = l.cash_register_id AND b.currency_id = l.currency_id
     ${where}
  ) s${breachesOnly ? " WHERE s.state <> 'ok'" : ''}`;

/**
 * The page's rows only: what is on its way to the register (dispatched cash orders and pending
 * internal transfers, both on the TRANSIT account) and the city's vault's balance.
 */
const SHAPE = {
  columns: `round(p.raw_balance, p.decimals)::text AS balance, round(p.min_amount, p.decimals)::text AS min,
    round(p.max_amount, p.decimals)::text AS max, round(p.refill_to, p.decimals)::text AS refill_to,
    round((SELECT COALESCE(sum(o.amount), 0) FROM cash_orders o
            WHERE o.to_cash_register_id = p.register_id AND o.currency_id = p.currency_id AND o.state = 'dispatched')
        + (SELECT COALESCE(sum(t.amount), 0) FROM transfers t
            WHERE t.to_cash_register_id = p.register_id AND t.kind = 'INTERNAL' AND t.currency_id = p.currency_id AND t.status = 'Pending'),
          p.decimals)::text AS in_transit,
    v.id AS vault_id, v.name AS vault_name, round(COALESCE(vb.amount, 0), p.decimals)::text AS vault_balance`,
  joins: `LEFT JOIN cash_registers v ON v.city_id = p.city_id AND v.kind = 'vault' AND v.is_active
    LEFT JOIN cash_balances vb ON vb.cash_register_id = v.id AND vb.currency_id = p.currency_id`,
};

interface Row {
  register_id: number;
  register_name: string;
  kind: 'till' | 'vault';
  city_id: number;
  city_name: string;
  currency_id: number;
  currency_code: string;
  currency_name: string;
  state: StockLevel['state'];
  balance: string;
  min: string | null;
  max: string | null;
  refill_to: string | null;
  in_transit: string;
  vault_id: number | null;
  vault_name: string | null;
  vault_balance: string;
}

const toLevel = (r: Row): StockLevel => ({
  cash_register: { id: r.register_id, name: r.register_name },
  kind: r.kind,
  city: { id: r.city_id, name: r.city_name },
  currency: { id: r.currency_id, code: r.currency_code, name: r.currency_name },
  balance: r.balance,
  min: r.min,
  max: r.max,
  refill_to: r.refill_to,
  state: r.state,
  in_transit: r.in_transit,
  vault: r.vault_id === null ? null : { id: r.vault_id, name: r.vault_name!, balance: r.vault_balance },
});

/** GET /api/stock_levels/: a city named must be the caller's (404 otherwise). */
export async function listStockLevels(q: Queryable, actor: Actor, query: StockLevelsQuery & PageQuery): Promise<Paginated<StockLevel>> {
  if (query.city !== undefined) await cityInScope(q, actor, query.city);
  const where = new SqlWhere().and('(l.min_amount IS NOT NULL OR l.max_amount IS NOT NULL)');
  const scope = cityScope(actor);
  if (scope !== null) where.and(`cr.city_id = ANY(${where.param(scope)}::int[])`);
  if (query.city !== undefined) where.and(`cr.city_id = ${where.param(query.city)}`);
  if (query.currency !== undefined) where.and(`cu.id = ${where.param(query.currency)}`);
  // Crypto figures are for users with the crypto permission, as a register's own limits.
  if (!hasPermission(actor, 'isCryptoTransactionPageActive')) where.and('NOT cu.is_crypto');
  return paginate<Row, StockLevel>(q, query.url ?? '/', pageParams(query), {
    sql: rowsSql(where.sql, query.breaches === true),
    params: where.params,
    // Breaches first, then by city, register and the currencies' order; ids make it total.
    orderBy: `(state = 'ok'), city_name, city_id, register_name, register_id, currency_order, currency_id`,
    shape: SHAPE,
    map: toLevel,
  });
}
