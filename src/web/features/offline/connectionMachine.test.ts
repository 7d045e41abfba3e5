import { createActor, type SnapshotFrom } from 'xstate';
import { replay } from '../../../shared/machines/replay';
import { deferredActors } from '../../testing/deferredActors';
import { modelPaths } from '../../testing/modelPaths';
import { connectionMachine, tradesOffline, type ConnectionEvent, type ReplayOutcome } from './connectionMachine';

type Snapshot = SnapshotFrom<typeof connectionMachine>;

const ACTORS = ['replayQueue'] as const;
const ALL_SENT: ReplayOutcome = { sent: 3, refused: 0, remaining: 0 };
const MORE_QUEUED: ReplayOutcome = { sent: 2, refused: 0, remaining: 1 };

// Every event the model may take: the watcher's, the queue's, and the replay settling every way.
const EVENTS = [
  { type: 'connection.callFailed', at: 1000 },
  { type: 'connection.answered' },
  { type: 'connection.streamLost', at: 2000 },
  { type: 'connection.streamGone' },
  { type: 'queue.changed', pending: 0 },
  { type: 'queue.changed', pending: 3 },
  { type: 'connection.signedIn' },
  { type: 'xstate.done.actor.0.connection.replaying', output: ALL_SENT },
  { type: 'xstate.done.actor.0.connection.replaying', output: MORE_QUEUED },
  { type: 'xstate.error.actor.0.connection.replaying', error: { kind: 'network', at: 3000 } },
  { type: 'xstate.error.actor.0.connection.replaying', error: { kind: 'signIn' } },
] as unknown as ConnectionEvent[];

const STATES = ['online', 'unreachable', 'offline', 'replaying', 'signInNeeded'];

/** The invoked actor's id as XState names it, and our deferred actor's. */
const toDeferred = (event: { type: string }) => ({ ...event, type: event.type.replace('0.connection.replaying', 'replayQueue') });

function checkInvariants(snapshot: Snapshot, fake: ReturnType<typeof deferredActors<(typeof ACTORS)[number]>>, starts: number) {
  const { context, value } = snapshot;
  expect(STATES).toContain(value);
  // The queue is sent only in replaying, once per entry.
  expect(fake.isRunning('replayQueue')).toBe(value === 'replaying');
  expect(fake.calls('replayQueue').length).toBe(starts);
  // Offline only when calls fail and the stream has been gone long enough.
  if (value === 'offline') expect(context.callsFailing && context.streamGone).toBe(true);
  // Trouble has a start time for the banner wherever the window is not plainly online.
  if (value === 'unreachable' || value === 'offline') expect(context.since).toEqual(expect.any(Number));
  // Online never rests with deals waiting: they are sent.
  if (value === 'online') {
    expect(context.pending).toBe(0);
    expect(context.since).toBeNull();
  }
  expect(snapshot.status).toBe('active');
}

describe.each([
  ['an empty queue', 0],
  ['deals left from before a reload', 3],
])('connection machine, starting with %s', (_name, pending) => {
  const paths = modelPaths(connectionMachine, EVENTS, { pending }, { simplePaths: false });

  it('has paths to walk', () => {
    expect(paths.length).toBeGreaterThan(0);
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s on the real machine', async (_n, path) => {
    const fake = deferredActors(ACTORS);
    const actor = createActor(connectionMachine.provide({ actors: fake.actors }), { input: { pending } }).start();
    let starts = actor.getSnapshot().matches('replaying') ? 1 : 0;
    expect(actor.getSnapshot().value).toEqual(path.steps[0].state.value);
    checkInvariants(actor.getSnapshot(), fake, starts);
    for (const step of path.steps.slice(1)) {
      const event = step.event as { type: string };
      const wasReplaying = actor.getSnapshot().matches('replaying');
      if (!(await fake.settle(toDeferred(event)))) actor.send(step.event);
      const snapshot = actor.getSnapshot();
      // A replay that ends with deals queued meanwhile starts again at once.
      const again = wasReplaying && snapshot.matches('replaying') && event.type.startsWith('xstate.done');
      if (snapshot.matches('replaying') && (!wasReplaying || again)) starts++;
      expect(snapshot.value).toEqual(step.state.value);
      expect(snapshot.context).toEqual(step.state.context);
      checkInvariants(snapshot, fake, starts);
    }
    actor.stop();
  });
});

describe('connection machine: what the graph covers', () => {
  it('reaches every state from an empty queue', () => {
    const reached = new Set(modelPaths(connectionMachine, EVENTS, { pending: 0 }, { simplePaths: false }).map((p) => p.steps.at(-1)!.state.value));
    expect(reached).toEqual(new Set(STATES));
  });
});

describe('connection machine: the outage, step by step', () => {
  it('a failed call alone is not offline; the stream gone > 10 s too is', () => {
    expect(
      replay(connectionMachine, [
        { type: 'connection.callFailed', at: 1000 },
        { type: 'connection.streamLost', at: 1500 },
        { type: 'connection.streamGone' },
        { type: 'queue.changed', pending: 5 },
        { type: 'connection.answered' },
      ]),
    ).toEqual(['online', 'unreachable', 'unreachable', 'offline', 'offline', 'replaying']);
  });

  it('a stream gone long without a failed call waits for a call to fail', () => {
    expect(
      replay(connectionMachine, [{ type: 'connection.streamLost', at: 1 }, { type: 'connection.streamGone' }, { type: 'connection.callFailed', at: 2 }]),
    ).toEqual(['online', 'unreachable', 'unreachable', 'offline']);
  });

  it('the server answering before the outage settles in ends it, nothing to send', () => {
    expect(replay(connectionMachine, [{ type: 'connection.callFailed', at: 1 }, { type: 'connection.answered' }])).toEqual([
      'online',
      'unreachable',
      'online',
    ]);
  });

  it('keeps the time the trouble began, not the latest failure', () => {
    const actor = createActor(connectionMachine, { input: {} }).start();
    actor.send({ type: 'connection.callFailed', at: 1000 });
    actor.send({ type: 'connection.callFailed', at: 5000 });
    actor.send({ type: 'connection.streamLost', at: 6000 });
    expect(actor.getSnapshot().context.since).toBe(1000);
  });

  it('a 401 during the replay keeps the queue and waits for the cashier to sign in', async () => {
    const fake = deferredActors(ACTORS);
    const actor = createActor(connectionMachine.provide({ actors: fake.actors }), { input: { pending: 2 } }).start();
    expect(actor.getSnapshot().value).toBe('replaying');
    await fake.settle({ type: 'xstate.error.actor.replayQueue', error: { kind: 'signIn' } });
    expect(actor.getSnapshot().value).toBe('signInNeeded');
    expect(actor.getSnapshot().context.pending).toBe(2);
    actor.send({ type: 'connection.answered' });
    expect(actor.getSnapshot().value).toBe('signInNeeded');
    actor.send({ type: 'connection.signedIn' });
    expect(fake.calls('replayQueue')).toHaveLength(2);
    await fake.settle({ type: 'xstate.done.actor.replayQueue', output: { sent: 2, refused: 0, remaining: 0 } });
    expect(actor.getSnapshot().value).toBe('online');
    expect(actor.getSnapshot().context.last).toEqual({ sent: 2, refused: 0, remaining: 0 });
  });

  it('the window trades from the queue while offline, replaying or waiting for a sign-in only', () => {
    expect(STATES.filter(tradesOffline)).toEqual(['offline', 'replaying', 'signInNeeded']);
  });
});
