import type {
  CashOrder, CreateCashOrderBody, DenominationLine, DispatchCashOrderBody, ReceiveCashOrderBody, SettleCashOrderBody,
} from '../../../shared/contract';
import { nextCashOrderState, type CashOrderEvent, type CashOrderState } from '../../../shared/machines/cashOrderLifecycle';
import type { Db, Queryable } from '../../db/types';
import { auditRecord, recordSnapshot } from '../../lib/audit';
import { canSeeCity, type Actor } from '../../http/scope';
import { conflict, fieldError, forbidden, notFound } from '../../http/errors';
import { dec, fixed, type Dec } from '../../ledger/decimal';
import { baseCurrency, checkDecimals, currencyField, registerForWrite } from '../../ledger/referenceChecks';
import { cashKey, lockCash, moneyTransaction, post, type Posting } from '../../ledger/posting';
import { recordTime, today } from '../../ledger/time';
import { SERVER_MESSAGES } from '../../http/messages';
import { notifyCashOrderDispatched } from '../../notifications/cashOrderEvents';
import { getCashOrder } from './cashOrderQueries';

const M = SERVER_MESSAGES.cashOrder;

/**
 * Cash orders (docs/CASH-ORDERS.md): cash asked for, approved by a second person (or at once
 * below the city's amount), sent under a seal into transit, counted blind on arrival, and a
 * difference settled by a supervisor who did not receive it. Each step is one transaction:
 * the order's row is locked, the lifecycle asked (illegal → 409), the ledger moved, the
 * state written and the step audited together, so a crash leaves either all of it or none.
 */

interface LockedOrder {
  id: string;
  kind: CreateCashOrderBody['kind'];
  state: CashOrderState;
  from_cash_register_id: number;
  to_cash_register_id: number;
  from_city_id: number;
  to_city_id: number;
  currency_id: number;
  code: string;
  decimals: number;
  denominations: string[];
  amount: string;
  received_amount: string | null;
  requested_by: number | null;
  received_by: number | null;
}

/** The order's row, locked for the rest of the transaction: two receivers at once, one wins. */
async function lockOrder(tx: Queryable, actor: Actor, id: number, side: 'either' | 'from' | 'to'): Promise<LockedOrder> {
  const { rows } = await tx.query<LockedOrder>(
    `SELECT o.id, o.kind, o.state, o.from_cash_register_id, o.to_cash_register_id, fr.city_id AS from_city_id,
            tr.city_id AS to_city_id, o.currency_id, cu.code, cu.decimals,
            ARRAY(SELECT trim_scale(d)::text FROM unnest(cu.denominations) AS d) AS denominations,
            o.amount::text AS amount, o.received_amount::text AS received_amount, o.requested_by, o.received_by
       FROM cash_orders o
       JOIN cash_registers fr ON fr.id = o.from_cash_register_id
       JOIN cash_registers tr ON tr.id = o.to_cash_register_id
       JOIN currencies cu ON cu.id = o.currency_id
      WHERE o.id = $1
      FOR UPDATE OF o`,
    [id],
  );
  const o = rows[0];
  const sees = o && {
    either: canSeeCity(actor, o.from_city_id) || canSeeCity(actor, o.to_city_id),
    from: canSeeCity(actor, o.from_city_id),
    to: canSeeCity(actor, o.to_city_id),
  }[side];
  if (!o || !sees) throw notFound();
  return o;
}

const STATE_TEXT: Record<CashOrderState, string> = {
  requested: 'ждёт подтверждения',
  approved: 'подтверждена',
  dispatched: 'в пути',
  overdue: 'в пути',
  received: 'уже принята',
  discrepancy: 'принята с расхождением',
  settled: 'закрыта',
  cancelled: 'отменена',
};
const EVENT_TEXT: Record<CashOrderEvent['type'], string> = {
  'order.approve': 'подтвердить её',
  'order.cancel': 'отменить её',
  'order.dispatch': 'отправить её',
  'order.overdue': 'отметить её просроченной',
  'order.receive': 'принять её',
  'order.receive_short': 'принять её',
  'order.settle': 'закрыть расхождение',
};

/** The state after the step, or 409 with a sentence a cashier understands. */
function stepOf(o: LockedOrder, event: CashOrderEvent['type']): CashOrderState {
  const next = nextCashOrderState(o.state, event);
  if (!next) throw conflict(M.refused(STATE_TEXT[o.state], EVENT_TEXT[event]));
  return next;
}

/**
 * The notes counted, checked against the currency (its banknotes, when it has a list; its
 * decimals) and summed; every problem under `denominations`, nothing written.
 */
function countOf(lines: DenominationLine[], o: Pick<LockedOrder, 'code' | 'decimals' | 'denominations'>): { total: Dec; stored: Array<{ value: string; count: number }> } {
  const seen = new Set<string>();
  let total = dec(0);
  const stored: Array<{ value: string; count: number }> = [];
  for (const line of lines) {
    const value = dec(line.value);
    const key = value.toFixed();
    if (seen.has(key)) throw fieldError('denominations', M.denominationTwice(key));
    seen.add(key);
    checkDecimals(value, o, 'denominations');
    if (o.denominations.length && !o.denominations.some((d) => dec(d).equals(value))) {
      throw fieldError('denominations', M.unknownDenomination(key, o.code));
    }
    total = total.plus(value.times(line.count));
    stored.push({ value: key, count: line.count });
  }
  return { total, stored };
}

const kindOf = async (tx: Queryable, id: number) =>
  (await tx.query<{ kind: 'till' | 'vault' }>('SELECT kind FROM cash_registers WHERE id = $1', [id])).rows[0].kind;

/**
 * Whether the order is approved as it is requested: its amount in the base currency (the
 * sending city's board buy rate of today for a foreign currency) below the sending city's
 * `cash_order_auto_approve`. No setting, or no rate today for the currency: four eyes.
 */
async function approvesItself(tx: Queryable, cityId: number, currencyId: number, amount: Dec): Promise<boolean> {
  const { rows } = await tx.query<{ limit: string | null; rate: string | null }>(
    `SELECT c.cash_order_auto_approve::text AS limit,
            (SELECT v.buy_rate::text FROM value_settings v
              WHERE v.city_id = c.id AND v.cash_register_id IS NULL AND v.currency_id = $2 AND v.date = $3::date) AS rate
       FROM cities c WHERE c.id = $1`,
    [cityId, currencyId, today()],
  );
  const limit = rows[0]?.limit;
  if (limit === null || limit === undefined) return false;
  const base = await baseCurrency(tx);
  const inBase = currencyId === base.id ? amount : rows[0].rate === null ? null : amount.times(rows[0].rate);
  return inBase !== null && inBase.lessThan(limit);
}

/** POST /api/cash_orders/: requested (or approved at once below the city's amount). */
export async function createCashOrder(db: Db, actor: Actor, input: CreateCashOrderBody, options: { at?: Date } = {}): Promise<CashOrder> {
  const at = options.at ?? recordTime();
  return db.transaction((tx) => requestCashOrderIn(tx, actor, input, at));
}

/**
 * The request inside a transaction the caller holds: several orders made at once (the
 * suggested orders, features/stockLevels) are all made or none, each checked as one alone.
 */
export async function requestCashOrderIn(tx: Queryable, actor: Actor, input: CreateCashOrderBody, at: Date): Promise<CashOrder> {
  const from = await registerForWrite(tx, input.from_cash_register, 'from_cash_register', null);
  const to = await registerForWrite(tx, input.to_cash_register, 'to_cash_register', null);
  // Either side's users request it (a till asks for cash, or hands it in); anyone else: no such register.
  if (!canSeeCity(actor, from.city_id) && !canSeeCity(actor, to.city_id)) throw notFound();
  if (from.id === to.id) throw fieldError('to_cash_register', M.sameRegister);
  const [fromKind, toKind] = [await kindOf(tx, from.id), await kindOf(tx, to.id)];
  const sameCity = from.city_id === to.city_id;
  const fits = {
    refill: fromKind === 'vault' && toKind === 'till' && sameCity,
    surplus: fromKind === 'till' && toKind === 'vault' && sameCity,
    move: (fromKind === 'till' && toKind === 'till') || (fromKind === 'vault' && toKind === 'vault' && !sameCity),
  }[input.kind];
  if (!fits) throw fieldError('kind', { refill: M.refillFromVault, surplus: M.surplusToVault, move: M.moveBetween }[input.kind]);
  const currency = await currencyField(tx, input.currency, 'currency', false);
  const amount = dec(input.amount);
  checkDecimals(amount, currency, 'amount');
  if (input.expected_at !== undefined && new Date(input.expected_at).getTime() < at.getTime()) {
    throw fieldError('expected_at', M.expectedInPast);
  }
  const auto = await approvesItself(tx, from.city_id, currency.id, amount);
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO cash_orders (kind, state, from_cash_register_id, to_cash_register_id, currency_id, amount, expected_at, comment,
                              requested_by, requested_at, approved_at, auto_approved, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $10) RETURNING id`,
    [input.kind, auto ? 'approved' : 'requested', from.id, to.id, currency.id, amount.toFixed(), input.expected_at ?? null,
      input.comment ?? '', actor.id, at.toISOString(), auto ? at.toISOString() : null, auto],
  );
  await auditRecord(tx, actor, 'cash_order.create', 'cash_orders', rows[0].id);
  return getCashOrder(tx, actor, rows[0].id);
}

/** POST /api/cash_orders/{id}/approve/: a supervisor (the route) who did not request it. */
export async function approveCashOrder(db: Db, actor: Actor, id: number, options: { at?: Date } = {}): Promise<CashOrder> {
  const at = options.at ?? recordTime();
  return db.transaction(async (tx) => {
    const o = await lockOrder(tx, actor, id, 'either');
    if (actor.id !== null && o.requested_by !== null && Number(o.requested_by) === actor.id) throw forbidden(M.fourEyes);
    const next = stepOf(o, 'order.approve');
    const before = await recordSnapshot(tx, 'cash_orders', o.id);
    await tx.query('UPDATE cash_orders SET state = $2, approved_by = $3, approved_at = $4, updated_at = $4 WHERE id = $1', [
      o.id, next, actor.id, at.toISOString(),
    ]);
    await auditRecord(tx, actor, 'cash_order.approve', 'cash_orders', o.id, before);
    return getCashOrder(tx, actor, o.id);
  });
}

/** POST /api/cash_orders/{id}/cancel/: either side, before the cash leaves (nothing has moved). */
export async function cancelCashOrder(db: Db, actor: Actor, id: number, options: { at?: Date } = {}): Promise<CashOrder> {
  const at = options.at ?? recordTime();
  return db.transaction(async (tx) => {
    const o = await lockOrder(tx, actor, id, 'either');
    const next = stepOf(o, 'order.cancel');
    const before = await recordSnapshot(tx, 'cash_orders', o.id);
    await tx.query('UPDATE cash_orders SET state = $2, cancelled_by = $3, cancelled_at = $4, updated_at = $4 WHERE id = $1', [
      o.id, next, actor.id, at.toISOString(),
    ]);
    await auditRecord(tx, actor, 'cash_order.cancel', 'cash_orders', o.id, before);
    return getCashOrder(tx, actor, o.id);
  });
}

/**
 * POST /api/cash_orders/{id}/dispatch/: the sender's users count what leaves (the sum must be
 * the amount), name the seal and, between cities, the courier; the cash leaves the sender's
 * CASH into TRANSIT with the state change. A register cannot send more than it holds: 409.
 */
export async function dispatchCashOrder(db: Db, actor: Actor, id: number, input: DispatchCashOrderBody, options: { at?: Date } = {}): Promise<CashOrder> {
  const at = options.at ?? recordTime();
  return moneyTransaction(db, async (tx) => {
    const o = await lockOrder(tx, actor, id, 'from');
    const next = stepOf(o, 'order.dispatch');
    const amount = dec(o.amount);
    const { total, stored } = countOf(input.denominations, o);
    if (!total.equals(amount)) {
      throw fieldError('denominations', M.sumMismatch(fixed(total, o.decimals), fixed(amount, o.decimals), o.code));
    }
    const courier = input.courier?.trim() ?? '';
    if (o.from_city_id !== o.to_city_id && !courier) throw fieldError('courier', M.courierRequired);
    const locked = await lockCash(tx, [[o.from_cash_register_id, o.currency_id]]);
    const held = locked.get(cashKey(o.from_cash_register_id, o.currency_id))!.amount;
    if (held.lessThan(amount)) throw conflict(M.overdraw(fixed(held, o.decimals), o.code));
    const before = await recordSnapshot(tx, 'cash_orders', o.id);
    await post(tx, { type: 'CASH_ORDER', id: o.id, at }, [
      { account: 'CASH', cashRegisterId: o.from_cash_register_id, currencyId: o.currency_id, amount: amount.negated(), kind: 'TO_TRANSIT' },
      { account: 'TRANSIT', cashRegisterId: o.from_cash_register_id, currencyId: o.currency_id, amount, kind: 'TO_TRANSIT' },
    ], { locked });
    await tx.query(
      `UPDATE cash_orders SET state = $2, dispatched_by = $3, dispatched_at = $4, dispatched_denominations = $5::jsonb,
              seal = $6, courier = $7, updated_at = $4 WHERE id = $1`,
      [o.id, next, actor.id, at.toISOString(), JSON.stringify(stored), input.seal.trim(), courier || null],
    );
    // The receiving register's screens learn of it when this transaction commits (docs/api/events.md).
    await notifyCashOrderDispatched(tx, o);
    await auditRecord(tx, actor, 'cash_order.dispatch', 'cash_orders', o.id, before);
    return getCashOrder(tx, actor, o.id);
  });
}

/**
 * POST /api/cash_orders/{id}/receive/: the receiver's users count blind. What they counted
 * leaves TRANSIT for the receiver's CASH; equal to what was sent → received, otherwise the
 * difference stays in transit → discrepancy.
 */
export async function receiveCashOrder(db: Db, actor: Actor, id: number, input: ReceiveCashOrderBody, options: { at?: Date } = {}): Promise<CashOrder> {
  const at = options.at ?? recordTime();
  return moneyTransaction(db, async (tx) => {
    const o = await lockOrder(tx, actor, id, 'to');
    // Asked before the count is checked: a second receiver learns it was received (409), not that their count was wrong.
    stepOf(o, 'order.receive');
    const { total, stored } = countOf(input.denominations, o);
    const next = stepOf(o, total.equals(o.amount) ? 'order.receive' : 'order.receive_short');
    const before = await recordSnapshot(tx, 'cash_orders', o.id);
    await post(tx, { type: 'CASH_ORDER', id: o.id, at }, [
      { account: 'TRANSIT', cashRegisterId: o.from_cash_register_id, currencyId: o.currency_id, amount: total.negated(), kind: 'FROM_TRANSIT' },
      { account: 'CASH', cashRegisterId: o.to_cash_register_id, currencyId: o.currency_id, amount: total, kind: 'FROM_TRANSIT' },
    ]);
    await tx.query(
      `UPDATE cash_orders SET state = $2, received_by = $3, received_at = $4, received_denominations = $5::jsonb,
              received_amount = $6, seal_intact = $7, updated_at = $4 WHERE id = $1`,
      [o.id, next, actor.id, at.toISOString(), JSON.stringify(stored), total.toFixed(), input.seal_intact],
    );
    await auditRecord(tx, actor, 'cash_order.receive', 'cash_orders', o.id, before);
    return getCashOrder(tx, actor, o.id);
  });
}

/**
 * POST /api/cash_orders/{id}/settle/: a supervisor (the route) who did not receive it accepts
 * the difference. It leaves transit for the receiver's CASH and is posted there as SURPLUS or
 * SHORTAGE, the entry a shift's count posts: the receiver's balance stays what was counted.
 */
export async function settleCashOrder(db: Db, actor: Actor, id: number, input: SettleCashOrderBody, options: { at?: Date } = {}): Promise<CashOrder> {
  const at = options.at ?? recordTime();
  return moneyTransaction(db, async (tx) => {
    const o = await lockOrder(tx, actor, id, 'to');
    if (actor.id !== null && o.received_by !== null && Number(o.received_by) === actor.id) throw forbidden(M.settleFourEyes);
    const next = stepOf(o, 'order.settle');
    // What is still in transit: sent − counted (negative when more arrived than was sent).
    const inTransit = dec(o.amount).minus(o.received_amount!);
    const before = await recordSnapshot(tx, 'cash_orders', o.id);
    const postings: Posting[] = [
      { account: 'TRANSIT', cashRegisterId: o.from_cash_register_id, currencyId: o.currency_id, amount: inTransit.negated(), kind: 'FROM_TRANSIT' },
      { account: 'CASH', cashRegisterId: o.to_cash_register_id, currencyId: o.currency_id, amount: inTransit, kind: 'FROM_TRANSIT' },
      {
        account: 'CASH', cashRegisterId: o.to_cash_register_id, currencyId: o.currency_id, amount: inTransit.negated(),
        kind: inTransit.isPositive() ? 'SHORTAGE' : 'SURPLUS',
      },
    ];
    await post(tx, { type: 'CASH_ORDER', id: o.id, at }, postings);
    await tx.query('UPDATE cash_orders SET state = $2, settled_by = $3, settled_at = $4, settle_reason = $5, updated_at = $4 WHERE id = $1', [
      o.id, next, actor.id, at.toISOString(), input.reason.trim(),
    ]);
    await auditRecord(tx, actor, 'cash_order.settle', 'cash_orders', o.id, before);
    return getCashOrder(tx, actor, o.id);
  });
}
