import { and, assign, fromPromise, setup } from 'xstate';
import type { Transfer } from '../../../../shared/contract/ledger';
import type { TransferKind } from '../../../../shared/machines/transferLifecycle';
import { ACCEPTANCE_MESSAGES, describeAcceptanceError, isFinalFailure, type AcceptanceFailureReason } from './acceptanceError';
import { lifecycleAllows, type TransferSummary } from '../transferActions';
import { normalizeTransferCode, transferCodeProblem } from './transferCodeInput';

export type AcceptanceAction = 'accept' | 'deliver';

export interface TransferAcceptanceInput {
  transfer: TransferSummary;
  action: AcceptanceAction;
  /**
   * The code the search-by-code screen found the transfer with: then it is confirmed, not
   * asked again. Never the row's own transfer_code — the cashier must get it from the client.
   */
  code?: string;
}

/** What the app's actors receive; `transferCode` only for external and crypto accepts. */
/** Both registers travel with the call, so the lists of each refresh afterwards (api/invalidations). */
export interface DeliverTransferInput {
  kind: TransferKind;
  id: number;
  from: number;
  to: number;
}
export interface AcceptTransferInput extends DeliverTransferInput {
  transferCode?: string;
}

const registersOf = (t: TransferSummary) => ({ from: t.from_cash_register.id, to: t.to_cash_register.id });

export type TransferAcceptanceEvent =
  | { type: 'acceptance.confirm' } // Да
  | { type: 'acceptance.cancel' } // Нет, Отмена, Escape — before anything was sent
  | { type: 'acceptance.code.change'; code: string }
  | { type: 'acceptance.submit' } // the code dialog's Принять (or Enter)
  | { type: 'acceptance.retry' } // Повторить, after a failure that a retry can fix
  | { type: 'acceptance.close' }; // Закрыть, after a failure

export interface TransferAcceptanceContext {
  transfer: TransferSummary;
  action: AcceptanceAction;
  /** External and crypto accepts send the code; internal accepts and deliveries do not. */
  withCode: boolean;
  /** The code is typed in the dialog (not found by search, or the server refused it). */
  askCode: boolean;
  code: string;
  /** What the dialog shows: a code that cannot be sent, or why the call failed. */
  error: string | null;
  failure: AcceptanceFailureReason | null;
  /** The server's answer: the transfer after the accept or the delivery. */
  updated: Transfer | null;
  outcome: TransferAcceptanceOutput['outcome'] | null;
}

export interface TransferAcceptanceOutput {
  outcome: 'accepted' | 'delivered' | 'cancelled' | 'closed';
  /** The transfer as the server answered it; null unless accepted or delivered. */
  transfer: Transfer | null;
  /** The row showed an outdated status (409, 404, an action it no longer allows): refetch. */
  stale: boolean;
}

const notProvided = (name: string) => () => Promise.reject(new Error(`transfer actor "${name}" is not provided`));
const ROOT = '#transferAcceptance';

function failWith(context: TransferAcceptanceContext, error: unknown) {
  const { reason, message } = describeAcceptanceError(error, context.withCode);
  return { failure: reason, error: message };
}

/**
 * One accept or delivery of one transfer row (docs/PRODUCT-DECISIONS.md, Transfers). An internal
 * accept and a delivery ask 'Подтвердите действие' (Да/Нет); an external or crypto accept asks
 * for the transfer code (8 digits, checked here before the server is asked). Then the app's
 * actor calls the API; the machine ends accepted/delivered with the server's transfer,
 * cancelled, or closed after a failure whose message the dialog showed.
 *
 * The row's own status is checked against the shared lifecycle first: an action it does not
 * allow is never sent (the server would answer 409 anyway).
 */
export const transferAcceptanceMachine = setup({
  types: {
    context: {} as TransferAcceptanceContext,
    input: {} as TransferAcceptanceInput,
    events: {} as TransferAcceptanceEvent,
    output: {} as TransferAcceptanceOutput,
  },
  actors: {
    acceptTransfer: fromPromise<Transfer, AcceptTransferInput>(notProvided('acceptTransfer')),
    deliverTransfer: fromPromise<Transfer, DeliverTransferInput>(notProvided('deliverTransfer')),
  },
  actions: {
    forgetFailure: assign({ error: null, failure: null }),
  },
  guards: {
    lifecycleForbids: ({ context }) => !lifecycleAllows(context.transfer, context.action),
    asksCode: ({ context }) => context.askCode,
    isDelivery: ({ context }) => context.action === 'deliver',
    codeIsValid: ({ context }) => transferCodeProblem(context.code) === null,
    serverRefusedCode: ({ context }, error: unknown) => describeAcceptanceError(error, context.withCode).reason === 'wrongCode',
    retryable: ({ context }) => !isFinalFailure(context.failure),
  },
}).createMachine({
  id: 'transferAcceptance',
  context: ({ input }) => {
    const withCode = input.action === 'accept' && input.transfer.transfer_kind !== 'INTERNAL';
    const code = withCode ? (input.code ?? '') : '';
    return {
      transfer: input.transfer,
      action: input.action,
      withCode,
      askCode: withCode && (input.code === undefined || transferCodeProblem(code) !== null),
      code,
      error: null,
      failure: null,
      updated: null,
      outcome: null,
    };
  },
  output: ({ context }) => ({
    outcome: context.outcome ?? 'cancelled',
    transfer: context.updated,
    stale: isFinalFailure(context.failure),
  }),
  initial: 'starting',
  states: {
    // Never rests here: picks the first question for this transfer and action.
    starting: {
      always: [
        {
          guard: 'lifecycleForbids',
          target: 'failed',
          actions: assign({ failure: 'notAllowed', error: ACCEPTANCE_MESSAGES.notAllowed }),
        },
        { guard: 'asksCode', target: 'enteringCode' },
        { target: 'confirming' },
      ],
    },
    confirming: {
      on: {
        'acceptance.confirm': [{ guard: 'isDelivery', target: 'submitting.delivering' }, { target: 'submitting.accepting' }],
        'acceptance.cancel': 'cancelled',
      },
    },
    enteringCode: {
      on: {
        // Typing clears the message about the previous code.
        'acceptance.code.change': { actions: assign({ code: ({ event }) => event.code, error: null, failure: null }) },
        'acceptance.submit': [
          { guard: 'codeIsValid', target: 'submitting.accepting' },
          { actions: assign({ error: ({ context }) => transferCodeProblem(context.code) }) },
        ],
        'acceptance.cancel': 'cancelled',
      },
    },
    // The only state in which the server is called. Cancel is not offered: the request is
    // out, and its answer decides what happened.
    submitting: {
      entry: 'forgetFailure',
      // Always entered through a child named by the transition; XState wants a default.
      initial: 'accepting',
      states: {
        accepting: {
          invoke: {
            id: 'acceptTransfer',
            src: 'acceptTransfer',
            input: ({ context }) => ({
              kind: context.transfer.transfer_kind,
              id: context.transfer.id,
              ...registersOf(context.transfer),
              ...(context.withCode ? { transferCode: normalizeTransferCode(context.code) } : {}),
            }),
            onDone: { target: `${ROOT}.accepted`, actions: assign({ updated: ({ event }) => event.output }) },
            onError: [
              // A refused code is fixed where it was typed, with the server's words under it.
              {
                guard: { type: 'serverRefusedCode', params: ({ event }: { event: { error: unknown } }) => event.error },
                target: `${ROOT}.enteringCode`,
                actions: assign(({ context, event }) => ({ ...failWith(context, event.error), askCode: true })),
              },
              { target: `${ROOT}.failed`, actions: assign(({ context, event }) => failWith(context, event.error)) },
            ],
          },
        },
        delivering: {
          invoke: {
            id: 'deliverTransfer',
            src: 'deliverTransfer',
            input: ({ context }) => ({ kind: context.transfer.transfer_kind, id: context.transfer.id, ...registersOf(context.transfer) }),
            onDone: { target: `${ROOT}.delivered`, actions: assign({ updated: ({ event }) => event.output }) },
            onError: { target: `${ROOT}.failed`, actions: assign(({ context, event }) => failWith(context, event.error)) },
          },
        },
      },
    },
    // Shows `error`. Retry goes back to the question (nothing is re-sent without the user's
    // Да or code); after 409/404 only Закрыть is offered, and the output says the row is stale.
    failed: {
      on: {
        'acceptance.retry': [
          { guard: and(['retryable', 'asksCode']), target: 'enteringCode', actions: 'forgetFailure' },
          { guard: 'retryable', target: 'confirming', actions: 'forgetFailure' },
        ],
        'acceptance.close': 'closed',
      },
    },
    accepted: { type: 'final', entry: assign({ outcome: 'accepted' }) },
    delivered: { type: 'final', entry: assign({ outcome: 'delivered' }) },
    cancelled: { type: 'final', entry: assign({ outcome: 'cancelled' }) },
    closed: { type: 'final', entry: assign({ outcome: 'closed' }) },
  },
});
