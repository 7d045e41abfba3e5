import { setup, transition } from 'xstate';

/**
 * The one transfer lifecycle (docs/PRODUCT-DECISIONS.md, Transfers). The API asks it whether a requested
 * change is legal before touching the ledger (illegal → 409); the web app drives the
 * acceptance screens with it; QA replays it.
 *
 * Internal transfers end at Accepted (the receiving register holds the money). External and
 * crypto transfers go on to Delivered when the receiving register hands the cash to the client.
 * Any kind may be Cancelled by its sender while Pending: the money goes back to the
 * sender register, and nothing more can happen to it.
 */
export type TransferKind = 'INTERNAL' | 'EXTERNAL' | 'CRYPTO';
export type TransferStatus = 'Pending' | 'Accepted' | 'Delivered' | 'Cancelled';
export type TransferEvent =
  | { type: 'transfer.update' }
  /** A client who lost the code gets a new one (external and crypto only: internal ones have none). */
  | { type: 'transfer.new_code' }
  | { type: 'transfer.accept' }
  | { type: 'transfer.deliver' }
  /** The sender takes it back while Pending (amount and fee return; the code dies). */
  | { type: 'transfer.cancel' };

export const TRANSFER_STATUSES: readonly TransferStatus[] = ['Pending', 'Accepted', 'Delivered', 'Cancelled'];

/** Every event of the lifecycle, for the finality check and the model-based tests. */
export const TRANSFER_EVENTS: readonly TransferEvent['type'][] = [
  'transfer.update', 'transfer.new_code', 'transfer.accept', 'transfer.deliver', 'transfer.cancel',
];

export const transferLifecycleMachine = setup({
  types: {
    context: {} as { kind: TransferKind },
    input: {} as { kind: TransferKind },
    events: {} as TransferEvent,
  },
  guards: {
    handsCashToClient: ({ context }) => context.kind !== 'INTERNAL',
  },
}).createMachine({
  id: 'transferLifecycle',
  context: ({ input }) => ({ kind: input.kind }),
  initial: 'Pending',
  states: {
    // Editing (and a new code) keeps the transfer Pending; it is the only state in which a transfer may change.
    Pending: {
      on: {
        'transfer.update': { target: 'Pending', reenter: true },
        'transfer.new_code': { guard: 'handsCashToClient', target: 'Pending', reenter: true },
        'transfer.accept': { target: 'Accepted' },
        'transfer.cancel': { target: 'Cancelled' },
      },
    },
    Accepted: {
      on: { 'transfer.deliver': { guard: 'handsCashToClient', target: 'Delivered' } },
    },
    Delivered: { type: 'final' },
    Cancelled: { type: 'final' },
  },
});

function snapshotAt(kind: TransferKind, status: TransferStatus) {
  return transferLifecycleMachine.resolveState({ value: status, context: { kind } });
}

/** The status after `event`, or null when the lifecycle forbids it (the API answers 409). */
export function nextTransferStatus(
  kind: TransferKind,
  status: TransferStatus,
  event: TransferEvent['type'],
): TransferStatus | null {
  const snapshot = snapshotAt(kind, status);
  if (!snapshot.can({ type: event })) return null;
  const [next] = transition(transferLifecycleMachine, snapshot, { type: event });
  return next.value as TransferStatus;
}

const finality = new Map<string, boolean>();

/**
 * Final = nothing more can happen to it; "unfinished transfers" are the others. Asked for
 * every row of a transfer list, so each (kind, status) is worked out once from the machine.
 */
export function isFinalTransferStatus(kind: TransferKind, status: TransferStatus): boolean {
  const key = `${kind}:${status}`;
  let final = finality.get(key);
  if (final === undefined) {
    const snapshot = snapshotAt(kind, status);
    final = !TRANSFER_EVENTS.some((type) => snapshot.can({ type }));
    finality.set(key, final);
  }
  return final;
}
