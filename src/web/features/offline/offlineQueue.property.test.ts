import fc from 'fast-check';
import type { ReplayStop } from './connectionMachine';
import { memoryQueueStore, replayQueue, type OfflineDeal, type OfflineDealDraft, type QueueLock, type SendResult } from './offlineQueue';

/**
 * A property test of the offline queue's replay (docs/web/offline.md): random queues sent by
 * one or two tabs at once through a network that drops requests, loses answers, delivers a
 * request twice (the copy later, after other requests: reordered), kills the sender between
 * the send and the mark, and ends the session (401) — then everything sent again on a good
 * network by a fresh tab. Against a fake server that records a key once and answers a key
 * again as it first did (docs/api/idempotency.md): each deal's key is recorded exactly once,
 * in the queue's order; each deal is marked sent with the server's record, or refused with
 * its words (never recorded); with the lock no two sends of one key are ever in flight.
 */

const SEED = Number(process.env.OFFLINE_QUEUE_SEED ?? 20261129);
const RUNS = Number(process.env.OFFLINE_QUEUE_RUNS ?? 150);
const REGISTER = 3;
const CASHIER = 'Анна Кассир';

type Fault = 'ok' | 'drop' | 'lost' | 'dup' | 'kill' | 'killAfter' | 'unauth';
const FAULTS: Fault[] = ['ok', 'drop', 'lost', 'dup', 'kill', 'killAfter', 'unauth'];

class Killed extends Error {}

/** The server: a key is recorded once; a deal of amount 0 is refused (400) every time. */
class FakeServer {
  records = new Map<string, number>();
  order: string[] = [];
  writes = new Map<string, number>();
  private nextId = 100;

  receive(deal: OfflineDeal): SendResult {
    if (deal.body.amount === '0') return { kind: 'refused', message: 'amount: Убедитесь, что это значение больше либо равно 0.01.' };
    const known = this.records.get(deal.key);
    if (known !== undefined) return { kind: 'recorded', id: known };
    const id = this.nextId++;
    this.records.set(deal.key, id);
    this.order.push(deal.key);
    this.writes.set(deal.key, (this.writes.get(deal.key) ?? 0) + 1);
    return { kind: 'recorded', id };
  }
}

function mutex(): QueueLock {
  const tails = new Map<string, Promise<unknown>>();
  return (name, task) => {
    const run = (tails.get(name) ?? Promise.resolve()).then(task, task);
    tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };
}
const noLock: QueueLock = (_name, task) => task();

const tick = () => new Promise<void>((r) => setTimeout(r, 0));

function draft(i: number, refused: boolean): OfflineDealDraft {
  return {
    key: `k${i}`.padEnd(32, '0'),
    register: REGISTER,
    cashier: CASHIER,
    body: {
      cash_register: REGISTER,
      currency: 1,
      operation_type: i % 2 ? 'BUY' : 'SELL',
      amount: refused ? '0' : `${i + 1}.00`,
      rate: '90.500000',
      is_dilapidated: false,
      offline: true,
      made_at: new Date(Date.UTC(2026, 10, 29, 9, 0, i)).toISOString(),
    },
    currencyCode: 'USD',
    total: '0.00',
    localCode: 'RUB',
  };
}

/** A tab's sender: each send takes the next fault of its script (then 'ok'). */
function sender(server: FakeServer, script: Fault[], later: OfflineDeal[], inFlight: Set<string>, overlaps: string[]) {
  let i = 0;
  return async (deal: OfflineDeal): Promise<SendResult> => {
    const fault = script[i++] ?? 'ok';
    if (inFlight.has(deal.key)) overlaps.push(deal.key);
    inFlight.add(deal.key);
    try {
      await tick();
      switch (fault) {
        case 'drop':
          return { kind: 'network' };
        case 'lost':
          server.receive(deal);
          return { kind: 'network' };
        case 'dup':
          later.push(deal);
          return server.receive(deal);
        case 'kill':
          throw new Killed();
        case 'killAfter':
          server.receive(deal);
          throw new Killed();
        case 'unauth':
          return { kind: 'signIn' };
        default:
          return server.receive(deal);
      }
    } finally {
      inFlight.delete(deal.key);
    }
  };
}

const scenario = fc.record({
  /** One entry per deal: true for a deal the server refuses (a pair removed meanwhile). */
  deals: fc.array(fc.constantFrom(false, false, false, true), { minLength: 1, maxLength: 10 }),
  rounds: fc.array(
    fc.record({
      tabs: fc.array(fc.array(fc.constantFrom(...FAULTS), { maxLength: 6 }), { minLength: 1, maxLength: 2 }),
      deliverLater: fc.nat({ max: 3 }),
    }),
    { maxLength: 5 },
  ),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

async function runScenario(s: Scenario, lock: QueueLock) {
  const store = memoryQueueStore();
  const server = new FakeServer();
  const later: OfflineDeal[] = [];
  const inFlight = new Set<string>();
  const overlaps: string[] = [];
  // Every deal is written to the queue before anything is sent (the window shows it done then).
  const refusedAt = new Set(s.deals.flatMap((refused, i) => (refused ? [i] : [])));
  for (let i = 0; i < s.deals.length; i++) await store.add(draft(i, refusedAt.has(i)));

  const stops: unknown[] = [];
  for (const round of s.rounds) {
    const results = await Promise.allSettled(
      round.tabs.map((script) =>
        replayQueue({ store, register: REGISTER, user: CASHIER, lock, send: sender(server, script, later, inFlight, overlaps), now: () => 5 }),
      ),
    );
    for (const r of results) if (r.status === 'rejected') stops.push(r.reason);
    // Copies of requests reach the server late, after others: duplicates, reordered.
    for (const deal of later.splice(0, round.deliverLater)) server.receive(deal);
  }
  for (const deal of later.splice(0)) server.receive(deal);
  // The connection is good again: a fresh tab sends what is left.
  const last = await replayQueue({ store, register: REGISTER, user: CASHIER, lock, send: sender(server, [], later, inFlight, overlaps) });
  return { store, server, stops, overlaps, last, refusedAt };
}

function checkOutcome(deals: OfflineDeal[], r: Awaited<ReturnType<typeof runScenario>>) {
  const { server, stops } = r;
  for (const stop of stops) {
    if (!(stop instanceof Killed)) expect(['network', 'signIn']).toContain((stop as ReplayStop).kind);
  }
  for (const deal of deals) {
    if (r.refusedAt.has(deal.localNumber - 1)) {
      expect(deal.status).toBe('refused');
      expect(deal.refusal).toMatch(/amount/);
      expect(server.records.has(deal.key)).toBe(false);
    } else {
      expect(deal.status).toBe('sent');
      expect(server.writes.get(deal.key)).toBe(1);
      expect(deal.recordId).toBe(server.records.get(deal.key));
    }
  }
  // Recorded in the queue's order, whatever the network did.
  const numberOf = new Map(deals.map((d) => [d.key, d.localNumber]));
  const order = server.order.map((k) => numberOf.get(k)!);
  expect(order).toEqual([...order].sort((a, b) => a - b));
  expect(server.records.size).toBe(deals.length - deals.filter((d) => d.status === 'refused').length);
  expect(r.last.remaining).toBe(0);
}

describe('offline queue replay (property)', () => {
  it('records each key exactly once, in order, through drops, duplicates, reorders, kills and 401s, two tabs locked', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const r = await runScenario(s, mutex());
        checkOutcome(await r.store.list(REGISTER), r);
        // The lock: one tab sends at a time, so no key is ever in flight twice.
        expect(r.overlaps).toEqual([]);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('without a lock (a browser with neither Web Locks nor storage) the server still records each key once', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const r = await runScenario(s, noLock);
        const deals = await r.store.list(REGISTER);
        for (const deal of deals) if (deal.status === 'sent') expect(r.server.writes.get(deal.key)).toBe(1);
        expect(deals.filter((d) => d.status === 'queued')).toEqual([]);
      }),
      { seed: SEED, numRuns: Math.ceil(RUNS / 3) },
    );
  });
});
