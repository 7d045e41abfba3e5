import Decimal from 'decimal.js';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { verifyLedger } from '../../ledger/verify';
import { authed, createTestRegister, testConfig } from '../../testing/testApp';

/**
 * The replay of a register's offline queue (docs/OFFLINE.md "Sent once"), as the network and
 * the server may mangle it: a random queue of deals, each with its Idempotency-Key, sent in a
 * random order with answers lost (the deal may or may not have been written), sends repeated
 * (a retry, or two tabs at once), and the app restarted between sends (a new process over the
 * same database). Afterwards the browser sends every deal it has no answer for, as it does
 * when the connection settles. Then: each key is recorded exactly once (every answer of one key
 * names one record, and the register holds exactly as many offline deals as the queue had),
 * the till's balances equal what it held plus the recorded deals (decimal.js, never floats),
 * and `ledger verify` is green. Seed fixed (OFFLINE_REPLAY_SEED overrides).
 */

const SEED = Number(process.env.OFFLINE_REPLAY_SEED ?? 20261129);
const RUNS = Number(process.env.OFFLINE_REPLAY_RUNS ?? 12);

const f = useLedgerFixture({ app: true });
let token: string;
let app: FastifyInstance;
let restarted: FastifyInstance | null = null;
let made = 0;

beforeAll(async () => {
  await f.db.query('UPDATE cities SET offline_limit = 100000 WHERE id = $1', [f.cities.moscow]);
  token = await f.token('cashier');
  app = f.app;
}, 60_000);

afterAll(async () => {
  await restarted?.close();
});

/** A new process over the same database: what a restart of the server leaves (sessions and keys are in the database). */
async function restart(): Promise<void> {
  const next = await buildApp({ db: f.db, config: testConfig() });
  await next.ready();
  await restarted?.close();
  restarted = next;
  app = next;
}

interface Deal {
  key: string;
  body: { cash_register: number; currency: number; operation_type: 'BUY' | 'SELL'; amount: string; rate: string; offline: true; made_at: string };
}

/** Sends one deal; answers its record id, or null when the answer was lost on the way back. */
async function send(deal: Deal, lose: boolean): Promise<number | null> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/transaction/create/',
    headers: { ...authed(token), 'idempotency-key': deal.key },
    payload: deal.body,
  });
  expect(res.statusCode).toBe(201);
  return lose ? null : (res.json() as { id: number }).id;
}

const dealArb = fc.record({
  operation_type: fc.constantFrom('BUY' as const, 'SELL' as const),
  cents: fc.integer({ min: 1, max: 5_000 }),
  minutesAgo: fc.integer({ min: 0, max: 50 }),
});
/** What happens to one send: which deal, whether its answer is lost, a second copy at once (two tabs), a restart before it. */
const stepArb = fc.record({
  pick: fc.nat(),
  lose: fc.boolean(),
  twice: fc.boolean(),
  restart: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
});

it('records each key exactly once, whatever the network and restarts do; balances are the sum of the recorded deals', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(dealArb, { minLength: 1, maxLength: 8 }), fc.array(stepArb, { maxLength: 20 }), async (deals, steps) => {
      // A fresh till per run, funded 13 hours ago (before the outage), so runs never share balances.
      const register = await createTestRegister(f.db, f.cities.moscow, `Реплей ${++made}`);
      await f.db.query('INSERT INTO available_currency_pairs (cash_register_id, currency_id) VALUES ($1, $2)', [register, f.currencies.USD]);
      const held = { RUB: new Decimal('1000000.00'), USD: new Decimal('1000.00') };
      const past = new Date(Date.now() - 13 * 3_600_000);
      await fund(f, register, 'RUB', held.RUB.toFixed(2), past);
      await fund(f, register, 'USD', held.USD.toFixed(2), past);

      const queue: Deal[] = deals.map((d, i) => ({
        key: `replay-${register}-${i}`,
        body: {
          cash_register: register, currency: f.currencies.USD, operation_type: d.operation_type,
          amount: new Decimal(d.cents).div(100).toFixed(2), rate: '90.00', offline: true,
          made_at: new Date(Date.now() - d.minutesAgo * 60_000).toISOString(),
        },
      }));
      const answers = new Map<string, Set<number>>(queue.map((d) => [d.key, new Set<number>()]));
      const note = (deal: Deal, id: number | null) => {
        if (id !== null) answers.get(deal.key)!.add(id);
      };

      for (const step of steps) {
        if (step.restart) await restart();
        const deal = queue[step.pick % queue.length];
        if (step.twice) {
          const both = await Promise.all([send(deal, step.lose), send(deal, false)]);
          both.forEach((id) => note(deal, id));
        } else note(deal, await send(deal, step.lose));
      }
      // The connection settles: everything without an answer is sent again, in order, with its key.
      for (const deal of queue) if (answers.get(deal.key)!.size === 0) note(deal, await send(deal, false));

      // Every answer of a key names one record, and the keys name different records.
      for (const ids of answers.values()) expect(ids.size).toBe(1);
      const recorded = [...answers.values()].map((ids) => [...ids][0]);
      expect(new Set(recorded).size).toBe(queue.length);
      const { rows } = await f.db.query<{ id: string }>('SELECT id::text AS id FROM exchange_transactions WHERE cash_register_id = $1 AND offline ORDER BY id', [register]);
      expect(rows.map((r) => Number(r.id)).sort((a, b) => a - b)).toEqual([...recorded].sort((a, b) => a - b));

      // The till: what it held plus each deal once (BUY takes USD in and pays RUB out; SELL the reverse).
      for (const deal of queue) {
        const amount = new Decimal(deal.body.amount);
        const total = amount.times(deal.body.rate).toDecimalPlaces(2);
        const sign = deal.body.operation_type === 'BUY' ? 1 : -1;
        held.USD = held.USD.plus(amount.times(sign));
        held.RUB = held.RUB.minus(total.times(sign));
      }
      const balances = await f.db.query<{ code: string; amount: string }>(
        `SELECT c.code, round(b.amount, 2)::text AS amount FROM cash_balances b JOIN currencies c ON c.id = b.currency_id
          WHERE b.cash_register_id = $1 ORDER BY c.code`,
        [register],
      );
      expect(balances.rows).toEqual([
        { code: 'RUB', amount: held.RUB.toFixed(2) },
        { code: 'USD', amount: held.USD.toFixed(2) },
      ]);
    }),
    { seed: SEED, numRuns: RUNS, endOnFailure: true },
  );
  expect((await verifyLedger(f.db)).checks.filter((c) => !c.ok)).toEqual([]);
}, 240_000);
