import type { CashOrder, CashOrderListQuery, Paginated } from '../../../shared/contract';
import type { Queryable } from '../../db/types';
import { notFound } from '../../http/errors';
import { paginate, pageParams, type PageQuery } from '../../http/pagination';
import { canSeeCity, cityScope, type Actor } from '../../http/scope';
import { cityInScope, registerInScope } from '../../ledger/referenceChecks';

/**
 * Reading cash orders (docs/CASH-ORDERS.md). An order is seen by the users of either of its
 * registers' cities (and admins); to anyone else it does not exist (404).
 */

const userRef = (column: string) =>
  `(SELECT json_build_object('id', u.id, 'name', COALESCE(NULLIF(trim(u.first_name || ' ' || u.last_name), ''), u.username))
      FROM users u WHERE u.id = o.${column})`;

/** A dispatched order past its expected arrival reads as overdue: the state is derived, never stored. */
const STATE = `CASE WHEN o.state = 'dispatched' AND o.expected_at < now() THEN 'overdue' ELSE o.state END`;

const SELECT = `
  SELECT o.id::int AS id, o.kind, ${STATE} AS state, o.state AS stored_state,
         fr.id AS from_id, fr.name AS from_name, fc.id AS from_city_id, fc.name AS from_city_name,
         tr.id AS to_id, tr.name AS to_name, tc.id AS to_city_id, tc.name AS to_city_name,
         cu.id AS currency_id, cu.code AS currency_code, cu.name AS currency_name,
         round(o.amount, cu.decimals)::text AS amount, o.expected_at, o.comment,
         ${userRef('requested_by')} AS requested_by, o.requested_at,
         ${userRef('approved_by')} AS approved_by, o.approved_at, o.auto_approved,
         ${userRef('cancelled_by')} AS cancelled_by, o.cancelled_at,
         o.dispatched_by AS dispatched_by_id, ${userRef('dispatched_by')} AS dispatched_by, o.dispatched_at,
         o.dispatched_denominations, o.seal, o.courier,
         ${userRef('received_by')} AS received_by, o.received_at, o.received_denominations,
         round(o.received_amount, cu.decimals)::text AS received_amount, o.seal_intact,
         round(o.received_amount - o.amount, cu.decimals)::text AS difference,
         ${userRef('settled_by')} AS settled_by, o.settled_at, o.settle_reason
    FROM cash_orders o
    JOIN cash_registers fr ON fr.id = o.from_cash_register_id JOIN cities fc ON fc.id = fr.city_id
    JOIN cash_registers tr ON tr.id = o.to_cash_register_id JOIN cities tc ON tc.id = tr.city_id
    JOIN currencies cu ON cu.id = o.currency_id`;

type Ref = { id: number; name: string } | null;
interface Row {
  id: number;
  kind: CashOrder['kind'];
  state: CashOrder['state'];
  stored_state: string;
  from_id: number;
  from_name: string;
  from_city_id: number;
  from_city_name: string;
  to_id: number;
  to_name: string;
  to_city_id: number;
  to_city_name: string;
  currency_id: number;
  currency_code: string;
  currency_name: string;
  amount: string;
  expected_at: Date | null;
  comment: string;
  requested_by: Ref;
  requested_at: Date;
  approved_by: Ref;
  approved_at: Date | null;
  auto_approved: boolean;
  cancelled_by: Ref;
  cancelled_at: Date | null;
  dispatched_by_id: number | null;
  dispatched_by: Ref;
  dispatched_at: Date | null;
  dispatched_denominations: CashOrder['dispatched_denominations'];
  seal: string | null;
  courier: string | null;
  received_by: Ref;
  received_at: Date | null;
  received_denominations: CashOrder['received_denominations'];
  received_amount: string | null;
  seal_intact: boolean | null;
  difference: string | null;
  settled_by: Ref;
  settled_at: Date | null;
  settle_reason: string | null;
}

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());

/**
 * The receiver counts blind: while the cash travels, whoever may receive it — anyone of the
 * receiving register's city, admins included — gets the answer without the amount and the
 * dispatched notes. The one who dispatched it sees what they sent.
 */
export function isBlindFor(actor: Actor, row: { stored_state: string; to_city_id: number; dispatched_by_id: number | null }): boolean {
  if (row.stored_state !== 'dispatched') return false;
  if (actor.id !== null && row.dispatched_by_id !== null && Number(row.dispatched_by_id) === actor.id) return false;
  return canSeeCity(actor, row.to_city_id);
}

function toOrder(actor: Actor, r: Row): CashOrder {
  const blind = isBlindFor(actor, r);
  return {
    id: r.id,
    kind: r.kind,
    state: r.state,
    from_cash_register: { id: r.from_id, name: r.from_name },
    to_cash_register: { id: r.to_id, name: r.to_name },
    from_city: { id: r.from_city_id, name: r.from_city_name },
    to_city: { id: r.to_city_id, name: r.to_city_name },
    currency: { id: r.currency_id, code: r.currency_code, name: r.currency_name },
    blind,
    amount: blind ? null : r.amount,
    expected_at: iso(r.expected_at),
    comment: r.comment,
    requested_by: r.requested_by,
    requested_at: iso(r.requested_at)!,
    approved_by: r.approved_by,
    approved_at: iso(r.approved_at),
    auto_approved: r.auto_approved,
    cancelled_by: r.cancelled_by,
    cancelled_at: iso(r.cancelled_at),
    dispatched_by: r.dispatched_by,
    dispatched_at: iso(r.dispatched_at),
    dispatched_denominations: blind ? null : r.dispatched_denominations,
    seal: r.seal,
    courier: r.courier,
    received_by: r.received_by,
    received_at: iso(r.received_at),
    received_denominations: r.received_denominations,
    received_amount: r.received_amount,
    seal_intact: r.seal_intact,
    difference: r.difference,
    settled_by: r.settled_by,
    settled_at: iso(r.settled_at),
    settle_reason: r.settle_reason,
    requested_by_me: byActor(actor, r.requested_by),
    received_by_me: byActor(actor, r.received_by),
  };
}

/** The step was the caller's (the system, with no id, took none). */
const byActor = (actor: Actor, who: { id: number } | null) => actor.id !== null && who !== null && Number(who.id) === actor.id;

/** GET /api/cash_orders/{id}/ (and every write's answer, read inside its transaction). */
export async function getCashOrder(q: Queryable, actor: Actor, id: number | string): Promise<CashOrder> {
  const { rows } = await q.query<Row>(`${SELECT} WHERE o.id = $1`, [id]);
  const row = rows[0];
  if (!row || !(canSeeCity(actor, row.from_city_id) || canSeeCity(actor, row.to_city_id))) throw notFound();
  return toOrder(actor, row);
}

/**
 * GET /api/cash_orders/: the orders touching the caller's cities (or one city, one register),
 * newest first; `state=overdue` picks the dispatched ones past their expected arrival, and
 * `state=dispatched` those still on time. The period is the day the order was requested.
 */
export async function listCashOrders(
  q: Queryable,
  actor: Actor,
  query: CashOrderListQuery & PageQuery,
): Promise<Paginated<CashOrder>> {
  const params: unknown[] = [];
  const where: string[] = ['true'];
  const scope = cityScope(actor);
  if (scope !== null) {
    params.push(scope);
    where.push(`(fr.city_id = ANY($${params.length}::int[]) OR tr.city_id = ANY($${params.length}::int[]))`);
  }
  if (query.city !== undefined) {
    await cityInScope(q, actor, query.city);
    params.push(query.city);
    where.push(`(fr.city_id = $${params.length} OR tr.city_id = $${params.length})`);
  }
  if (query.cash_register !== undefined) {
    await registerInScope(q, actor, query.cash_register);
    params.push(query.cash_register);
    where.push(`(o.from_cash_register_id = $${params.length} OR o.to_cash_register_id = $${params.length})`);
  }
  if (query.state !== undefined) {
    params.push(query.state);
    where.push(`${STATE} = $${params.length}`);
  }
  if (query.kind !== undefined) {
    params.push(query.kind);
    where.push(`o.kind = $${params.length}`);
  }
  if (query.from_date !== undefined) {
    params.push(query.from_date);
    where.push(`(o.requested_at AT TIME ZONE (SELECT time_zone FROM ledger_settings))::date >= $${params.length}::date`);
  }
  if (query.to_date !== undefined) {
    params.push(query.to_date);
    where.push(`(o.requested_at AT TIME ZONE (SELECT time_zone FROM ledger_settings))::date <= $${params.length}::date`);
  }
  return paginate<Row, CashOrder>(q, query.url ?? '/', pageParams(query), {
    sql: `${SELECT} WHERE ${where.join(' AND ')}`,
    params,
    orderBy: 'id DESC',
    map: (row) => toOrder(actor, row),
  });
}
