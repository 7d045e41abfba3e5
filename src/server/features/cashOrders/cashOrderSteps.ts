import type { CashOrder, CreateCashOrderBody, DenominationLine } from '../../../shared/contract';
import { nextCashOrderState, type CashOrderEvent, type CashOrderState } from '../../../shared/machines/cashOrderLifecycle';
import type { Db, Queryable } from '../../db/types';
import { auditRecord, recordSnapshot } from '../../lib/audit';
import { canSeeCity, type Actor } from '../../http/scope';
import { conflict, fieldError, notFound } from '../../http/errors';
import { dec, type Dec } from '../../ledger/decimal';
import { checkDecimals } from '../../ledger/referenceChecks';
import { moneyTransaction } from '../../ledger/posting';
import { recordTime } from '../../ledger/time';
import { SERVER_MESSAGES } from '../../http/messages';
import { getCashOrder } from './cashOrderQueries';

const M = SERVER_MESSAGES.cashOrder;

/**
 * What every step of a cash order shares (docs/CASH-ORDERS.md): its own transaction, the
 * order's row locked, the lifecycle asked, the step's who/when written with the state, the
 * audit's before and after, and the order as the caller may see it as the answer.
 */

export interface LockedOrder {
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
export function stepOf(o: LockedOrder, event: CashOrderEvent['type']): CashOrderState {
  const next = nextCashOrderState(o.state, event);
  if (!next) throw conflict(M.refused(STATE_TEXT[o.state], EVENT_TEXT[event]));
  return next;
}

/**
 * The notes counted, checked against the currency (its banknotes, when it has a list; its
 * decimals) and summed; every problem under `denominations`, nothing written.
 */
export function countOf(lines: DenominationLine[], o: Pick<LockedOrder, 'code' | 'decimals' | 'denominations'>): { total: Dec; stored: Array<{ value: string; count: number }> } {
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

type Side = 'either' | 'from' | 'to';
/** The columns a step names its person and moment in: `approved_by`, `approved_at`, … */
type StepName = 'approved' | 'cancelled' | 'dispatched' | 'received' | 'settled';

interface StepContext {
  tx: Queryable;
  order: LockedOrder;
  at: Date;
  /** Writes the new state, who took the step and when, and the step's own columns. */
  mark(next: CashOrderState, columns?: Record<string, unknown>): Promise<void>;
}

/**
 * Runs one step: `side` is whose users may take it (others: 404, as for a register they
 * cannot see); `movesMoney` runs it as a money transaction (the balance rows it needs are
 * made if missing). The audit row is `cash_order.<action>`.
 */
export async function orderStep(
  db: Db, actor: Actor, id: number,
  step: { action: string; side: Side; name: StepName; movesMoney: boolean; at?: Date },
  work: (context: StepContext) => Promise<void>,
): Promise<CashOrder> {
  const at = step.at ?? recordTime();
  const run = async (tx: Queryable) => {
    const order = await lockOrder(tx, actor, id, step.side);
    const before = await recordSnapshot(tx, 'cash_orders', order.id);
    const mark = async (next: CashOrderState, columns: Record<string, unknown> = {}) => {
      // Column names come from this module only; values are parameters.
      const names = Object.keys(columns);
      const sets = names.map((name, i) => `, ${name} = $${i + 5}`).join('');
      await tx.query(
        `UPDATE cash_orders SET state = $2, ${step.name}_by = $3, ${step.name}_at = $4, updated_at = $4${sets} WHERE id = $1`,
        [order.id, next, actor.id, at.toISOString(), ...names.map((name) => columns[name])],
      );
    };
    await work({ tx, order, at, mark });
    await auditRecord(tx, actor, `cash_order.${step.action}`, 'cash_orders', order.id, before);
    return getCashOrder(tx, actor, order.id);
  };
  return step.movesMoney ? moneyTransaction(db, run) : db.transaction(run);
}
