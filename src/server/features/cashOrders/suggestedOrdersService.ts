import type { CreateSuggestedOrdersBody, StockSuggestions, SuggestedOrders } from '../../../shared/contract';
import type { Db, Queryable } from '../../db/types';
import { conflict, fieldError, notFound } from '../../http/errors';
import { SERVER_MESSAGES } from '../../http/messages';
import { canSeeCity, type Actor } from '../../http/scope';
import { dec } from '../../ledger/decimal';
import { recordTime } from '../../ledger/time';
import { requestCashOrderIn } from './cashOrderService';
import { suggestOrders, type TillStock, type VaultStock } from './suggestOrders';

const M = SERVER_MESSAGES.stockLevels;

/**
 * «Предложить заявки» for a city (docs/VAULT.md "Stock and suggested orders"): the rule is
 * suggestOrders.ts; this reads what it needs in one statement and turns the chosen
 * suggestions into requested cash orders in one transaction.
 */

/**
 * The city, its vault, and each active till with a minimum or a maximum in a fiat currency
 * (cash orders carry fiat amounts): its balance, what is on its way in (orders not yet
 * received, pending internal transfers), what it has promised (orders requested or approved
 * out of it: a dispatched one has left its balance), and the vault's stock of the currency.
 * Only the tills expected outside a limit; one row with nulls for a city without any. The
 * open orders and the pending internal transfers are summed once per register and currency
 * (their partial indexes hold the open ones only), not once per till: 2 000 tills of
 * correlated sums took ~600 ms on PGlite.
 */
const ROWS = `
  WITH v AS (SELECT id, name FROM cash_registers WHERE city_id = $1 AND kind = 'vault' AND is_active),
  t AS (SELECT cr.id, cr.name, cu.id AS currency_id, cu.code, cu.name AS currency_name, cu.decimals, cu."order",
               l.min_amount, l.max_amount, l.refill_to
          FROM register_limits l
          JOIN cash_registers cr ON cr.id = l.cash_register_id
          JOIN currencies cu ON cu.id = l.currency_id AND NOT cu.is_crypto
         WHERE cr.city_id = $1 AND cr.is_active AND cr.kind = 'till' AND (l.min_amount IS NOT NULL OR l.max_amount IS NOT NULL)),
  incoming AS (
    SELECT r, c, sum(amount) AS amount FROM (
      SELECT to_cash_register_id AS r, currency_id AS c, amount FROM cash_orders WHERE state IN ('requested', 'approved', 'dispatched')
      UNION ALL
      SELECT to_cash_register_id, currency_id, amount FROM transfers WHERE kind = 'INTERNAL' AND status = 'Pending') x
     GROUP BY r, c),
  outgoing AS (
    SELECT from_cash_register_id AS r, currency_id AS c, sum(amount) AS amount
      FROM cash_orders WHERE state IN ('requested', 'approved') GROUP BY 1, 2),
  -- Only the tills that expect to stand outside a limit: the others have nothing to suggest.
  s AS (
    SELECT t.*, COALESCE(b.amount, 0) AS balance, COALESCE(i.amount, 0) AS incoming, COALESCE(o.amount, 0) AS outgoing
      FROM t
      LEFT JOIN cash_balances b ON b.cash_register_id = t.id AND b.currency_id = t.currency_id
      LEFT JOIN incoming i ON i.r = t.id AND i.c = t.currency_id
      LEFT JOIN outgoing o ON o.r = t.id AND o.c = t.currency_id
     WHERE COALESCE(b.amount, 0) + COALESCE(i.amount, 0) - COALESCE(o.amount, 0)
           NOT BETWEEN COALESCE(t.min_amount, 0) AND COALESCE(t.max_amount, 'Infinity'::numeric))
  SELECT ci.id AS city_id, ci.name AS city_name, v.id AS vault_id, v.name AS vault_name,
         t.id AS register_id, t.name AS register_name, t.currency_id, t.code, t.currency_name, t.decimals,
         round(t.balance, t.decimals)::text AS balance,
         round(t.min_amount, t.decimals)::text AS min, round(t.max_amount, t.decimals)::text AS max,
         round(t.refill_to, t.decimals)::text AS refill_to,
         t.incoming::text AS incoming, t.outgoing::text AS outgoing,
         COALESCE(vb.amount, 0)::text AS vault_balance, COALESCE(vo.amount, 0)::text AS vault_outgoing
    FROM cities ci
    LEFT JOIN v ON true
    LEFT JOIN s t ON true
    LEFT JOIN cash_balances vb ON vb.cash_register_id = v.id AND vb.currency_id = t.currency_id
    LEFT JOIN outgoing vo ON vo.r = v.id AND vo.c = t.currency_id
   WHERE ci.id = $1
   ORDER BY t."order", t.code, t.name, t.id`;

interface Row {
  city_id: number;
  city_name: string;
  vault_id: number | null;
  vault_name: string | null;
  register_id: number | null;
  register_name: string;
  currency_id: number;
  code: string;
  currency_name: string;
  decimals: number;
  balance: string;
  min: string | null;
  max: string | null;
  refill_to: string | null;
  incoming: string;
  outgoing: string;
  vault_balance: string;
  vault_outgoing: string;
}

async function suggestionsOf(q: Queryable, actor: Actor, cityId: number): Promise<StockSuggestions> {
  if (!canSeeCity(actor, cityId)) throw notFound();
  const { rows } = await q.query<Row>(ROWS, [cityId]);
  if (!rows.length) throw notFound();
  const first = rows[0];
  const vault = first.vault_id === null ? null : { id: first.vault_id, name: first.vault_name! };
  const tills: TillStock[] = [];
  const vaultStock: VaultStock = new Map();
  for (const r of rows) {
    if (r.register_id === null) continue;
    tills.push({
      register: { id: r.register_id, name: r.register_name },
      currency: { id: r.currency_id, code: r.code, name: r.currency_name },
      decimals: r.decimals,
      balance: r.balance,
      min: r.min,
      max: r.max,
      refill_to: r.refill_to,
      incoming: r.incoming,
      outgoing: r.outgoing,
    });
    vaultStock.set(r.currency_id, { balance: r.vault_balance, outgoing: r.vault_outgoing });
  }
  // Both kinds of order go through the vault: a city without one has nothing to suggest.
  return { city: { id: first.city_id, name: first.city_name }, vault, suggestions: vault ? suggestOrders(tills, vaultStock) : [] };
}

/** GET /api/stock_levels/suggestions/?city= (supervisors and admins: the route). */
export async function getStockSuggestions(db: Db, actor: Actor, cityId: number): Promise<StockSuggestions> {
  return suggestionsOf(db, actor, cityId);
}

/**
 * POST /api/stock_levels/suggestions/: the chosen suggestions, computed again inside the
 * transaction, become requested cash orders (approved at once below the city's amount, as
 * any request), all or none. A chosen one no longer suggested — the stock moved, or another
 * supervisor made the orders first — refuses the whole request (409): the screen reloads.
 */
export async function createSuggestedOrders(db: Db, actor: Actor, body: CreateSuggestedOrdersBody): Promise<SuggestedOrders> {
  const seen = new Set<string>();
  for (const item of body.items) {
    const key = `${item.cash_register}:${item.currency}`;
    if (seen.has(key)) throw fieldError('items', M.itemTwice(item.cash_register, item.currency));
    seen.add(key);
  }
  const at = recordTime();
  return db.transaction(async (tx) => {
    // Two supervisors clicking at once: the second waits, then sees the first's orders as on their way.
    await tx.query('SELECT 1 FROM cities WHERE id = $1 FOR NO KEY UPDATE', [body.city]);
    const { vault, suggestions } = await suggestionsOf(tx, actor, body.city);
    if (!vault) throw conflict(M.noVault);
    const orders = [];
    for (const item of body.items) {
      const s = suggestions.find((x) => x.cash_register.id === item.cash_register && x.currency.id === item.currency);
      if (!s || dec(s.amount).isZero()) {
        throw conflict(s ? M.noSuggestion(s.cash_register.name, s.currency.code) : M.notSuggested(item.cash_register, item.currency));
      }
      const [from, to] = s.kind === 'refill' ? [vault.id, s.cash_register.id] : [s.cash_register.id, vault.id];
      orders.push(
        await requestCashOrderIn(tx, actor, {
          kind: s.kind,
          from_cash_register: from,
          to_cash_register: to,
          currency: s.currency.id,
          amount: s.amount,
          comment: 'Предложено по лимитам кассы',
        }, at),
      );
    }
    return { orders };
  });
}
