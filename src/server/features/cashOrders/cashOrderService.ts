import type {
  CashOrder, CreateCashOrderBody, DispatchCashOrderBody, ReceiveCashOrderBody, SettleCashOrderBody,
} from '../../../shared/contract';
import type { Db, Queryable } from '../../db/types';
import { auditRecord } from '../../lib/audit';
import { canSeeCity, type Actor } from '../../http/scope';
import { conflict, fieldError, forbidden, notFound } from '../../http/errors';
import { dec, fixed, type Dec } from '../../ledger/decimal';
import { baseCurrency, checkDecimals, currencyField, registerForWrite } from '../../ledger/referenceChecks';
import { cashKey, lockCash, post, type Posting } from '../../ledger/posting';
import { recordTime, today } from '../../ledger/time';
import { SERVER_MESSAGES } from '../../http/messages';
import { notifyCashOrderDispatched } from '../../notifications/cashOrderEvents';
import { getCashOrder } from './cashOrderQueries';
import { countOf, orderStep, stepOf } from './cashOrderSteps';

const M = SERVER_MESSAGES.cashOrder;

/**
 * Cash orders (docs/CASH-ORDERS.md): cash asked for, approved by a second person (or at once
 * below the city's amount), sent under a seal into transit, counted blind on arrival, and a
 * difference settled by a supervisor who did not receive it. Each step is one transaction
 * (cashOrderSteps.ts): the order's row is locked, the lifecycle asked (illegal → 409), the
 * ledger moved, the state written and the step audited together, so a crash leaves either all
 * of it or none.
 */

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
  return orderStep(db, actor, id, { action: 'approve', side: 'either', name: 'approved', movesMoney: false, ...options }, async ({ order: o, mark }) => {
    if (actor.id !== null && o.requested_by !== null && Number(o.requested_by) === actor.id) throw forbidden(M.fourEyes);
    await mark(stepOf(o, 'order.approve'));
  });
}

/** POST /api/cash_orders/{id}/cancel/: either side, before the cash leaves (nothing has moved). */
export async function cancelCashOrder(db: Db, actor: Actor, id: number, options: { at?: Date } = {}): Promise<CashOrder> {
  return orderStep(db, actor, id, { action: 'cancel', side: 'either', name: 'cancelled', movesMoney: false, ...options }, async ({ order, mark }) => {
    await mark(stepOf(order, 'order.cancel'));
  });
}

/**
 * POST /api/cash_orders/{id}/dispatch/: the sender's users count what leaves (the sum must be
 * the amount), name the seal and, between cities, the courier; the cash leaves the sender's
 * CASH into TRANSIT with the state change. A register cannot send more than it holds: 409.
 */
export async function dispatchCashOrder(db: Db, actor: Actor, id: number, input: DispatchCashOrderBody, options: { at?: Date } = {}): Promise<CashOrder> {
  return orderStep(db, actor, id, { action: 'dispatch', side: 'from', name: 'dispatched', movesMoney: true, ...options }, async ({ tx, order: o, at, mark }) => {
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
    await post(tx, { type: 'CASH_ORDER', id: o.id, at }, [
      { account: 'CASH', cashRegisterId: o.from_cash_register_id, currencyId: o.currency_id, amount: amount.negated(), kind: 'TO_TRANSIT' },
      { account: 'TRANSIT', cashRegisterId: o.from_cash_register_id, currencyId: o.currency_id, amount, kind: 'TO_TRANSIT' },
    ], { locked });
    await mark(next, { dispatched_denominations: JSON.stringify(stored), seal: input.seal.trim(), courier: courier || null });
    // The receiving register's screens learn of it when this transaction commits (docs/api/events.md).
    await notifyCashOrderDispatched(tx, o);
  });
}

/**
 * POST /api/cash_orders/{id}/receive/: the receiver's users count blind. What they counted
 * leaves TRANSIT for the receiver's CASH; equal to what was sent → received, otherwise the
 * difference stays in transit → discrepancy.
 */
export async function receiveCashOrder(db: Db, actor: Actor, id: number, input: ReceiveCashOrderBody, options: { at?: Date } = {}): Promise<CashOrder> {
  return orderStep(db, actor, id, { action: 'receive', side: 'to', name: 'received', movesMoney: true, ...options }, async ({ tx, order: o, at, mark }) => {
    // Asked before the count is checked: a second receiver learns it was received (409), not that their count was wrong.
    stepOf(o, 'order.receive');
    const { total, stored } = countOf(input.denominations, o);
    const next = stepOf(o, total.equals(o.amount) ? 'order.receive' : 'order.receive_short');
    await post(tx, { type: 'CASH_ORDER', id: o.id, at }, [
      { account: 'TRANSIT', cashRegisterId: o.from_cash_register_id, currencyId: o.currency_id, amount: total.negated(), kind: 'FROM_TRANSIT' },
      { account: 'CASH', cashRegisterId: o.to_cash_register_id, currencyId: o.currency_id, amount: total, kind: 'FROM_TRANSIT' },
    ]);
    await mark(next, { received_denominations: JSON.stringify(stored), received_amount: total.toFixed(), seal_intact: input.seal_intact });
  });
}

/**
 * POST /api/cash_orders/{id}/settle/: a supervisor (the route) who did not receive it accepts
 * the difference. It leaves transit for the receiver's CASH and is posted there as SURPLUS or
 * SHORTAGE, the entry a shift's count posts: the receiver's balance stays what was counted.
 */
export async function settleCashOrder(db: Db, actor: Actor, id: number, input: SettleCashOrderBody, options: { at?: Date } = {}): Promise<CashOrder> {
  return orderStep(db, actor, id, { action: 'settle', side: 'to', name: 'settled', movesMoney: true, ...options }, async ({ tx, order: o, at, mark }) => {
    if (actor.id !== null && o.received_by !== null && Number(o.received_by) === actor.id) throw forbidden(M.settleFourEyes);
    const next = stepOf(o, 'order.settle');
    // What is still in transit: sent − counted (negative when more arrived than was sent).
    const inTransit = dec(o.amount).minus(o.received_amount!);
    const postings: Posting[] = [
      { account: 'TRANSIT', cashRegisterId: o.from_cash_register_id, currencyId: o.currency_id, amount: inTransit.negated(), kind: 'FROM_TRANSIT' },
      { account: 'CASH', cashRegisterId: o.to_cash_register_id, currencyId: o.currency_id, amount: inTransit, kind: 'FROM_TRANSIT' },
      {
        account: 'CASH', cashRegisterId: o.to_cash_register_id, currencyId: o.currency_id, amount: inTransit.negated(),
        kind: inTransit.isPositive() ? 'SHORTAGE' : 'SURPLUS',
      },
    ];
    await post(tx, { type: 'CASH_ORDER', id: o.id, at }, postings);
    await mark(next, { settle_reason: input.reason.trim() });
  });
}
