import { setup, transition } from 'xstate';

/**
 * The one cash order lifecycle (docs/CASH-ORDERS.md). The API asks it whether a requested change
 * is legal before touching the ledger (illegal → 409); QA replays it, as the transfer lifecycle.
 *
 * An order is requested, approved (by a second person, or automatically below the city's
 * amount), dispatched (the cash leaves the sender into transit under a seal) and received
 * (the receiver's blind count equals what was sent). A count that differs leaves it in
 * discrepancy until a supervisor settles it. It may be cancelled only before the cash leaves.
 * A dispatched order whose expected arrival has passed is overdue; it is still received.
 */
export type CashOrderKind = 'refill' | 'surplus' | 'move';
export type CashOrderState =
  | 'requested'
  | 'approved'
  | 'dispatched'
  | 'overdue'
  | 'received'
  | 'discrepancy'
  | 'settled'
  | 'cancelled';
export type CashOrderEvent =
  | { type: 'order.approve' }
  | { type: 'order.cancel' }
  | { type: 'order.dispatch' }
  /** The expected arrival passed while the cash is in transit. */
  | { type: 'order.overdue' }
  /** The receiver's count equals what was sent. */
  | { type: 'order.receive' }
  /** The receiver's count differs: the counted sum enters, the difference waits. */
  | { type: 'order.receive_short' }
  | { type: 'order.settle' };

export const CASH_ORDER_KINDS: readonly CashOrderKind[] = ['refill', 'surplus', 'move'];
export const CASH_ORDER_STATES: readonly CashOrderState[] = [
  'requested', 'approved', 'dispatched', 'overdue', 'received', 'discrepancy', 'settled', 'cancelled',
];
export const CASH_ORDER_EVENTS: readonly CashOrderEvent['type'][] = [
  'order.approve', 'order.cancel', 'order.dispatch', 'order.overdue', 'order.receive',
  'order.receive_short', 'order.settle',
];

/** The states in which the cash is in transit (the TRANSIT account holds it). */
export const IN_TRANSIT_STATES: readonly CashOrderState[] = ['dispatched', 'overdue'];

export const cashOrderLifecycleMachine = setup({
  types: { events: {} as CashOrderEvent },
}).createMachine({
  id: 'cashOrderLifecycle',
  initial: 'requested',
  states: {
    requested: { on: { 'order.approve': 'approved', 'order.cancel': 'cancelled' } },
    approved: { on: { 'order.dispatch': 'dispatched', 'order.cancel': 'cancelled' } },
    dispatched: {
      on: { 'order.overdue': 'overdue', 'order.receive': 'received', 'order.receive_short': 'discrepancy' },
    },
    overdue: { on: { 'order.receive': 'received', 'order.receive_short': 'discrepancy' } },
    discrepancy: { on: { 'order.settle': 'settled' } },
    received: { type: 'final' },
    settled: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

/** The state after `event`, or null when the lifecycle forbids it (the API answers 409). */
export function nextCashOrderState(state: CashOrderState, event: CashOrderEvent['type']): CashOrderState | null {
  const snapshot = cashOrderLifecycleMachine.resolveState({ value: state, context: undefined });
  if (!snapshot.can({ type: event })) return null;
  const [next] = transition(cashOrderLifecycleMachine, snapshot, { type: event });
  return next.value as CashOrderState;
}

export function isFinalCashOrderState(state: CashOrderState): boolean {
  return CASH_ORDER_EVENTS.every((event) => nextCashOrderState(state, event) === null);
}
