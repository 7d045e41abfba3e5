import { assign, fromPromise, setup } from 'xstate';
import type { CashOrder } from '../../../shared/contract/schema/cashOrders';
import type { DispatchCashOrderBody, ReceiveCashOrderBody, SettleCashOrderBody } from '../../../shared/contract/request/cashOrders';
import type { CashOrderState } from '../../../shared/machines/cashOrderLifecycle';
import { errorMessage } from '../../api/errors';
import { lifecycleAllows, statesAfter, type CashOrderStep } from './cashOrderSteps';

/** What a step sends: approve and cancel nothing, the others their form. */
export type CashOrderStepBody = DispatchCashOrderBody | ReceiveCashOrderBody | SettleCashOrderBody | undefined;

/** What the app's actor gets: the order, the step and its body (cashOrdersApi's mutations). */
export interface RunCashOrderStepInput {
  id: number;
  step: CashOrderStep;
  body: CashOrderStepBody;
}

export interface CashOrderStepInput {
  order: { id: number; state: CashOrderState };
  step: CashOrderStep;
}

export type CashOrderStepEvent =
  | { type: 'step.submit'; body?: CashOrderStepBody } // the form's button (Подтвердить, Отправить…)
  | { type: 'step.cancel' } // Отмена, Escape — before anything was sent
  | { type: 'step.retry' } // after a failure the user can fix (400, no connection)
  | { type: 'step.close' }; // Закрыть, after any failure

/**
 * Why a step failed: `stale` — the order moved meanwhile or the step is not this user's
 * (409, 404, 403, or the table refuses it): only Закрыть, and the page refetches the order;
 * `fixable` — the form or the connection (400, network): Повторить returns to the form.
 */
export type CashOrderFailure = 'stale' | 'fixable';

export interface CashOrderStepContext {
  order: CashOrderStepInput['order'];
  step: CashOrderStep;
  body: CashOrderStepBody;
  /** The server's words (or the table's refusal), shown as they are. */
  error: string | null;
  failure: CashOrderFailure | null;
  /** The order as the server answered the step. */
  updated: CashOrder | null;
  outcome: CashOrderStepOutput['outcome'] | null;
}

export interface CashOrderStepOutput {
  outcome: 'done' | 'cancelled' | 'closed';
  order: CashOrder | null;
  /** The page's order is out of date: refetch it. */
  stale: boolean;
}

export const STEP_NOT_ALLOWED = 'Это действие с заявкой сейчас недоступно. Обновите страницу заявки.';

const STALE_STATUSES = [403, 404, 409];
function failureOf(error: unknown): Pick<CashOrderStepContext, 'error' | 'failure'> {
  const status = (error as { status?: unknown } | null)?.status;
  return { error: errorMessage(error), failure: typeof status === 'number' && STALE_STATUSES.includes(status) ? 'stale' : 'fixable' };
}

/**
 * One step of one order on its page (docs/web/cash-orders.md): the step's form (or its Да),
 * the call, and the server's answer or its refusal in its own words. Built on the shared
 * lifecycle table (src/shared/machines/cashOrderLifecycle.ts), the one the API asks: a step
 * the order's state does not allow is never sent, and the answer of a step is accepted only
 * in a state the table allows after it (anything else means the page was stale).
 */
export const cashOrderStepMachine = setup({
  types: {
    context: {} as CashOrderStepContext,
    input: {} as CashOrderStepInput,
    events: {} as CashOrderStepEvent,
    output: {} as CashOrderStepOutput,
  },
  actors: {
    runStep: fromPromise<CashOrder, RunCashOrderStepInput>(() => Promise.reject(new Error('cash order actor "runStep" is not provided'))),
  },
  guards: {
    lifecycleForbids: ({ context }) => !lifecycleAllows(context.order.state, context.step),
    answerFollowsTable: ({ context }, answer: CashOrder) => statesAfter(context.order.state, context.step).includes(answer.state),
    fixable: ({ context }) => context.failure === 'fixable',
  },
}).createMachine({
  id: 'cashOrderStep',
  context: ({ input }) => ({ order: input.order, step: input.step, body: undefined, error: null, failure: null, updated: null, outcome: null }),
  output: ({ context }) => ({ outcome: context.outcome ?? 'cancelled', order: context.updated, stale: context.failure === 'stale' }),
  initial: 'starting',
  states: {
    // Never rests here: a step the table refuses fails before any form is shown.
    starting: {
      always: [
        { guard: 'lifecycleForbids', target: 'failed', actions: assign({ failure: 'stale', error: STEP_NOT_ALLOWED }) },
        { target: 'filling' },
      ],
    },
    filling: {
      on: {
        'step.submit': { target: 'submitting', actions: assign({ body: ({ event }) => event.body }) },
        'step.cancel': 'cancelled',
      },
    },
    // The only state in which the server is called; Отмена is not offered while the request is out.
    submitting: {
      entry: assign({ error: null, failure: null }),
      invoke: {
        id: 'runStep',
        src: 'runStep',
        input: ({ context }) => ({ id: context.order.id, step: context.step, body: context.body }),
        onDone: [
          {
            guard: { type: 'answerFollowsTable', params: ({ event }: { event: { output: CashOrder } }) => event.output },
            target: 'done',
            actions: assign({ updated: ({ event }) => event.output }),
          },
          // The server moved the order somewhere this step cannot lead: the page was out of date.
          { target: 'failed', actions: assign({ updated: ({ event }) => event.output, failure: 'stale', error: STEP_NOT_ALLOWED }) },
        ],
        onError: { target: 'failed', actions: assign(({ event }) => failureOf(event.error)) },
      },
    },
    failed: {
      on: {
        'step.retry': { guard: 'fixable', target: 'filling', actions: assign({ error: null, failure: null }) },
        'step.close': 'closed',
      },
    },
    done: { type: 'final', entry: assign({ outcome: 'done' }) },
    cancelled: { type: 'final', entry: assign({ outcome: 'cancelled' }) },
    closed: { type: 'final', entry: assign({ outcome: 'closed' }) },
  },
});
