import type { Me } from '../../../shared/contract/permissions';
import { canSetRates } from '../../../shared/contract/permissions';
import {
  nextCashOrderState,
  type CashOrderEvent,
  type CashOrderState,
} from '../../../shared/machines/cashOrderLifecycle';

/** What a user does to an order on its page (docs/web/cash-orders.md). */
export type CashOrderStep = 'approve' | 'cancel' | 'dispatch' | 'receive' | 'settle';
export const CASH_ORDER_STEPS: readonly CashOrderStep[] = ['approve', 'cancel', 'dispatch', 'receive', 'settle'];

/**
 * The shared lifecycle's events behind each step: a receipt is one step for the user, two
 * events for the table (the count equals what was sent, or it differs — the server decides).
 */
export const LIFECYCLE_EVENTS: Record<CashOrderStep, readonly CashOrderEvent['type'][]> = {
  approve: ['order.approve'],
  cancel: ['order.cancel'],
  dispatch: ['order.dispatch'],
  receive: ['order.receive', 'order.receive_short'],
  settle: ['order.settle'],
};

/** The states the table allows after `step` from `state` (empty: the step is refused). */
export function statesAfter(state: CashOrderState, step: CashOrderStep): CashOrderState[] {
  return LIFECYCLE_EVENTS[step].map((event) => nextCashOrderState(state, event)).filter((s): s is CashOrderState => s !== null);
}

/** Whether the one lifecycle table allows `step` in `state` — the same table the server asks. */
export function lifecycleAllows(state: CashOrderState, step: CashOrderStep): boolean {
  return statesAfter(state, step).length > 0;
}

/** Steps only a supervisor or an admin takes (four eyes: the server also refuses the requester, the receiver). */
export const SUPERVISOR_STEPS: readonly CashOrderStep[] = ['approve', 'settle'];

/**
 * The steps the order's page offers this user: those the table allows now, the supervisors'
 * ones only to supervisors and admins, and not the four-eyes step of the one it would need
 * other eyes than (approving one's own request, settling one's own count). Which side the user
 * is on (the sender dispatches, the receiver receives) the server checks; its refusal is shown
 * in its words.
 */
export function stepsFor(
  order: { state: CashOrderState; requested_by_me: boolean; received_by_me: boolean },
  me: Pick<Me, 'isAdmin' | 'role'>,
): CashOrderStep[] {
  const ownEyes = (step: CashOrderStep) => (step === 'approve' && order.requested_by_me) || (step === 'settle' && order.received_by_me);
  return CASH_ORDER_STEPS.filter(
    (step) => lifecycleAllows(order.state, step) && (!SUPERVISOR_STEPS.includes(step) || canSetRates(me)) && !ownEyes(step),
  );
}
