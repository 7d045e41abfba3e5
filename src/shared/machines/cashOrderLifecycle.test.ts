import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import {
  CASH_ORDER_EVENTS,
  CASH_ORDER_STATES,
  cashOrderLifecycleMachine,
  isFinalCashOrderState,
  nextCashOrderState,
  type CashOrderEvent,
  type CashOrderState,
} from './cashOrderLifecycle';
import { replay } from './replay';

const events = CASH_ORDER_EVENTS.map((type) => ({ type }));

/** Every legal step; anything not listed here must be refused. */
const ALLOWED: ReadonlyArray<[CashOrderState, CashOrderEvent['type'], CashOrderState]> = [
  ['requested', 'order.approve', 'approved'],
  ['requested', 'order.cancel', 'cancelled'],
  ['approved', 'order.dispatch', 'dispatched'],
  ['approved', 'order.cancel', 'cancelled'],
  ['dispatched', 'order.overdue', 'overdue'],
  ['dispatched', 'order.receive', 'received'],
  ['dispatched', 'order.receive_short', 'discrepancy'],
  ['overdue', 'order.receive', 'received'],
  ['overdue', 'order.receive_short', 'discrepancy'],
  ['discrepancy', 'order.settle', 'settled'],
];

describe('cash order lifecycle', () => {
  it('reaches every state from requested', () => {
    const paths = getShortestPaths(cashOrderLifecycleMachine, { events });
    expect([...new Set(paths.map((p) => String(p.state.value)))].sort()).toEqual([...CASH_ORDER_STATES].sort());
  });

  it('the longest path is request → approve → dispatch → overdue → short count → settle', () => {
    const paths = getSimplePaths(cashOrderLifecycleMachine, { events });
    const longest = paths.reduce((a, b) => (b.steps.length > a.steps.length ? b : a));
    expect(longest.steps.map((s) => s.state.value)).toEqual([
      'requested', 'approved', 'dispatched', 'overdue', 'discrepancy', 'settled',
    ]);
  });

  it.each(ALLOWED)('%s + %s → %s', (state, event, next) => {
    expect(nextCashOrderState(state, event)).toBe(next);
  });

  const refused = CASH_ORDER_STATES.flatMap((state) =>
    CASH_ORDER_EVENTS.filter((event) => !ALLOWED.some(([s, e]) => s === state && e === event)).map(
      (event) => [state, event] as const,
    ),
  );

  it.each(refused)('%s + %s is refused', (state, event) => {
    expect(nextCashOrderState(state, event)).toBeNull();
  });

  it('knows which states are final', () => {
    expect(CASH_ORDER_STATES.filter(isFinalCashOrderState).sort()).toEqual(['cancelled', 'received', 'settled']);
  });

  it('replays a short receipt settled after the order went overdue', () => {
    expect(
      replay(cashOrderLifecycleMachine, [
        'order.approve', 'order.dispatch', 'order.cancel', 'order.overdue', 'order.receive_short', 'order.settle',
      ]),
    ).toEqual(['requested', 'approved', 'dispatched', 'dispatched', 'overdue', 'discrepancy', 'settled']);
  });
});
