import { assign, fromPromise, setup } from 'xstate';

/**
 * What one replay of the queue did (offlineQueue.ts `replayQueue`): deals recorded, deals the
 * server refused for good (kept in the queue with the server's words), deals still waiting
 * (queued while it ran).
 */
export interface ReplayOutcome {
  sent: number;
  refused: number;
  remaining: number;
}

/** Why a replay stopped: the network went again, or the session is over (401). */
export type ReplayStop = { kind: 'network'; at: number } | { kind: 'signIn' };

export type ConnectionEvent =
  /** A call failed at the network level (FETCH_ERROR) or timed out; `at` in ms since the epoch. */
  | { type: 'connection.callFailed'; at: number }
  /** The server answered a call (any HTTP status) or the live stream opened again. */
  | { type: 'connection.answered' }
  /** The live stream dropped. */
  | { type: 'connection.streamLost'; at: number }
  /** The live stream has been gone for more than 10 s (the watcher's timer says so). */
  | { type: 'connection.streamGone' }
  /** The queue's size changed (a deal queued, or read at start-up). */
  | { type: 'queue.changed'; pending: number }
  /** The cashier signed in again after a 401 stopped the replay. */
  | { type: 'connection.signedIn' };

export interface ConnectionContext {
  /** When the trouble began (the first failure or drop): the banner's "time since". */
  since: number | null;
  callsFailing: boolean;
  streamGone: boolean;
  /** Deals in the queue not yet recorded. */
  pending: number;
  /** What the last replay did: the banner's «Все операции отправлены». */
  last: ReplayOutcome | null;
}

export interface ConnectionInput {
  pending?: number;
}

/** How long the live stream may be gone before the register counts as offline. */
export const STREAM_GRACE_MS = 10_000;

const notProvided = () => Promise.reject(new Error('connection actor "replayQueue" is not provided'));

export const isReplayStop = (error: unknown): error is ReplayStop =>
  typeof error === 'object' && error !== null && ((error as ReplayStop).kind === 'network' || (error as ReplayStop).kind === 'signIn');

/**
 * The register's connection to the server, for the window during an outage (docs/OFFLINE.md,
 * docs/machines.md). Pure: the watcher (connectionWatch.ts) turns the base query's network
 * failures, the live stream's drops and its own 10 s timer into events, and provides
 * `replayQueue`, the one place the queue is sent.
 *
 * online → unreachable (a call failed, or the stream dropped) → offline (calls fail AND the
 * stream is gone > 10 s: the window trades from the queue) → replaying (the server answers
 * again) → online. A 401 during the replay waits in `signInNeeded`, the queue kept.
 */
export const connectionMachine = setup({
  types: {
    context: {} as ConnectionContext,
    events: {} as ConnectionEvent,
    input: {} as ConnectionInput,
  },
  actors: {
    replayQueue: fromPromise<ReplayOutcome, void>(notProvided),
  },
  actions: {
    markSince: assign({ since: ({ context, event }) => context.since ?? ('at' in event ? event.at : null) }),
    callsFail: assign({ callsFailing: true }),
    streamDrops: assign({ streamGone: false }),
    streamGoneLong: assign({ streamGone: true }),
    countQueue: assign({ pending: ({ context, event }) => (event.type === 'queue.changed' ? event.pending : context.pending) }),
    forgetTrouble: assign({ since: null, callsFailing: false, streamGone: false }),
  },
  guards: {
    offlineNow: ({ context }) => context.callsFailing && context.streamGone,
    hasQueue: ({ context }) => context.pending > 0,
    queuedWhileReplaying: (_, outcome: ReplayOutcome) => outcome.remaining > 0,
    signInStop: (_, error: unknown) => isReplayStop(error) && error.kind === 'signIn',
  },
}).createMachine({
  id: 'connection',
  context: ({ input }) => ({ since: null, callsFailing: false, streamGone: false, pending: input?.pending ?? 0, last: null }),
  initial: 'online',
  on: {
    'queue.changed': { actions: 'countQueue' },
  },
  states: {
    online: {
      always: { guard: 'hasQueue', target: 'replaying' },
      on: {
        'connection.callFailed': { target: 'unreachable', actions: ['markSince', 'callsFail'] },
        'connection.streamLost': { target: 'unreachable', actions: ['markSince', 'streamDrops'] },
      },
    },
    // Something failed; the window still works online (a call may succeed again).
    unreachable: {
      always: { guard: 'offlineNow', target: 'offline' },
      on: {
        'connection.callFailed': { actions: ['markSince', 'callsFail'] },
        'connection.streamLost': { actions: 'markSince' },
        'connection.streamGone': { actions: 'streamGoneLong' },
        'connection.answered': [
          { guard: 'hasQueue', target: 'replaying', actions: 'forgetTrouble' },
          { target: 'online', actions: 'forgetTrouble' },
        ],
      },
    },
    // The window trades from the queue: exchanges only (docs/OFFLINE.md).
    offline: {
      on: {
        'connection.answered': { target: 'replaying' },
      },
    },
    // The queue goes out in order with its original keys; deals made meanwhile join its end.
    replaying: {
      invoke: {
        src: 'replayQueue',
        onDone: [
          {
            guard: { type: 'queuedWhileReplaying', params: ({ event }) => event.output },
            target: 'replaying',
            reenter: true,
            actions: assign({ pending: ({ event }) => event.output.remaining, last: ({ event }) => event.output }),
          },
          {
            target: 'online',
            actions: [assign({ pending: ({ event }) => event.output.remaining, last: ({ event }) => event.output }), 'forgetTrouble'],
          },
        ],
        onError: [
          { guard: { type: 'signInStop', params: ({ event }: { event: { error: unknown } }) => event.error }, target: 'signInNeeded' },
          // The network went again (or anything unexpected): back to the window's offline trade.
          {
            target: 'offline',
            actions: assign(({ context, event }) => ({
              since: context.since ?? (isReplayStop(event.error) && event.error.kind === 'network' ? event.error.at : 0),
              callsFailing: true,
              streamGone: true,
            })),
          },
        ],
      },
    },
    // A 401 stopped the replay: the queue is kept; the cashier signs in again as themselves.
    signInNeeded: {
      on: {
        'connection.signedIn': 'replaying',
      },
    },
  },
});

/** The state the screens read: the window trades from the queue in these. */
export function tradesOffline(value: unknown): boolean {
  return value === 'offline' || value === 'replaying' || value === 'signInNeeded';
}
