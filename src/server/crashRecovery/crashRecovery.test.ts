import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { prng } from '../seed/demoLedgerRandom';
import type { Db } from '../db/types';
import { createCrashDatabase, type CrashDatabase } from './testing/crashDatabase';
import { checkAfterCrash, type CheckReport } from './testing/integrityChecks';
import { buildServer, spawnServer, startServer, type ServerProcess } from '../testing/serverProcess';
import { resendUnanswered, runBurst, setUpWorld, signIn, type WriteOutcome } from './testing/writeBurst';

/**
 * Crashes (docs/RELIABILITY.md): the compiled server takes a burst of concurrent
 * writes of every kind and is killed with SIGKILL at a random moment in the middle of it,
 * CRASH_KILLS times (default 20); after each kill it starts again on the same database
 * (PGlite: the same data folder, whose lock the dead process left behind) and the database
 * must hold every answered write and nothing half-written (integrityChecks.ts).
 * Replay a run with CRASH_SEED=<the seed it printed> (the kill moments are the same; what
 * the server managed to do by then depends on the machine's speed).
 */
const KILLS = Number(process.env.CRASH_KILLS || 20);
const SEED = Number(process.env.CRASH_SEED || Math.floor(Math.random() * 2 ** 31));
const WORKERS = 6;
const OUT = 'test-results/crash-server';
const ROOT = join(__dirname, '..', '..', '..');
/** What the burst sends (testing/writeKinds.ts), sorted. */
const EVERY_KIND = [
  'accept', 'cancel', 'city limits', 'correction approve', 'correction create', 'correction reject', 'crypto person REPLENISHMENT', 'crypto transaction BUY', 'crypto transaction SELL', 'crypto transfer', 'deliver',
  'exchange BUY', 'exchange SELL', 'external transfer', 'income/expense Income', 'income/expense Outcome', 'internal transfer',
  'person HANDED_OVER', 'person REPLENISHMENT', 'person activation', 'person create', 'shift approve', 'shift close', 'shift open', 'transfer update',
];

let db: CrashDatabase;
let mainJs: string;
let server: ServerProcess | undefined;

beforeAll(async () => {
  mainJs = buildServer(OUT);
  db = await createCrashDatabase();
}, 120_000);

afterAll(async () => {
  await server?.kill();
  await db?.drop();
  rmSync(join(ROOT, OUT), { recursive: true, force: true });
});

const tally = (keys: string[]) => Object.fromEntries([...new Set(keys)].sort().map((k) => [k, keys.filter((x) => x === k).length]));

async function check(open: () => Promise<Db>, writes: WriteOutcome[], when: string): Promise<CheckReport> {
  const conn = await open();
  try {
    const report = await checkAfterCrash(conn, writes);
    if (report.problems.length) throw new Error(`seed ${SEED}, ${when} on ${db.name}:\n${report.problems.slice(0, 30).join('\n')}`);
    return report;
  } finally {
    await conn.close();
  }
}

it(`keeps every answered write through ${KILLS} SIGKILLs mid-burst (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const started = Date.now();
  console.log(`crash recovery on ${db.name}: seed ${SEED} (replay: CRASH_SEED=${SEED}), ${KILLS} kills`);
  const random = prng(SEED);
  const writes: WriteOutcome[] = [];
  const restarts: number[] = [];
  const inFlightAtKills: number[] = [];
  let staleLocks = 0;
  let killsDuringStart = 0;
  const perKill: Array<{ killAfterMs: number; sent: number; answered: number; inFlightAtKill: number }> = [];
  server = await startServer(mainJs, db.target);
  // The demo's supervisor (every city) accepts and delivers what the admin sends: four eyes.
  // Signed in again after each restart (below); a burst uses the last restart's tokens.
  let tokens = { token: await signIn(server.base, 'admin'), receiverToken: await signIn(server.base, 'supervisor') };
  const world = await setUpWorld(server.base, tokens.token);

  for (let cycle = 1; cycle <= KILLS; cycle++) {
    const { token, receiverToken } = tokens;
    const dying: ServerProcess = server;
    const killAfterMs = random.int(200, 1500);
    const { outcomes, inFlightAtKill } = await runBurst({
      base: dying.base, token, receiverToken, random, world, cycle, tagPrefix: `crash ${SEED}.${cycle}`, workers: WORKERS,
      killAfterMs, kill: () => dying.kill(),
    });
    writes.push(...outcomes);
    inFlightAtKills.push(inFlightAtKill);
    perKill.push({ killAfterMs, sent: outcomes.length, answered: outcomes.filter((w) => w.status !== null).length, inFlightAtKill });
    if (db.hasLockFile()) staleLocks++;
    // Now and then a crash while recovering from the last one: killed 0.1–1.5 s into its start
    // (a start takes ~2 s: loading PostgreSQL, replaying the WAL, migrating).
    if (random.chance(0.25)) {
      const early = await spawnServer(mainJs, db.target);
      await new Promise((r) => setTimeout(r, random.int(100, 1500)));
      await early.kill();
      killsDuringStart++;
    }

    // The server restarts on the crashed database while the test checks what the crash left.
    const crashed = db.crashedState();
    const restartedAt = Date.now();
    const restarting = startServer(mainJs, db.target).then((s) => {
      restarts.push(Date.now() - restartedAt);
      return s;
    });
    try {
      await check(crashed.open, writes, `kill ${cycle}`);
    } finally {
      server = await restarting;
      crashed.discard();
    }
    // What the kill left unanswered goes again with its keys; the next check (the next kill's,
    // or the end's) holds each to its new answer: there exactly once, or not at all.
    tokens = { token: await signIn(server.base, 'admin'), receiverToken: await signIn(server.base, 'supervisor') };
    await resendUnanswered(server.base, tokens, world, outcomes);
  }
  // And what the restarted server made of its data: stopped cleanly, then read itself.
  await server.stop();
  server = undefined;
  const report = await check(db.open, writes, 'the end');

  const answered = writes.filter((w) => w.status !== null);
  const summary = {
    database: db.name,
    seed: SEED,
    kills: KILLS,
    writesSent: writes.length,
    answered2xx: answered.filter((w) => w.status! < 300).length,
    answered4xx: answered.filter((w) => w.status! >= 400).length,
    refused: tally(answered.filter((w) => w.status! >= 400).map((w) => `${w.kind} ${w.status}`)),
    unanswered: report.unanswered,
    // Unanswered at a kill, then sent again with their Idempotency-Keys after the restart.
    resent: tally(writes.filter((w) => w.resent).map((w) => `${w.resent} ${w.status}`)),
    lost: 0, // any lost write has failed a check above
    killsWithWritesInFlight: inFlightAtKills.filter((n) => n > 0).length,
    staleLocksTakenOver: staleLocks,
    killsDuringStart,
    restartMs: { max: Math.max(...restarts), mean: Math.round(restarts.reduce((s, x) => s + x, 0) / restarts.length) },
    wallSeconds: Math.round((Date.now() - started) / 1000),
    kinds: Object.fromEntries([...new Set(writes.map((w) => w.kind))].sort().map((k) => [k, writes.filter((w) => w.kind === k && w.status !== null && w.status < 300).length])),
  };
  console.log(JSON.stringify(summary, null, 2));
  mkdirSync(join(ROOT, 'test-results'), { recursive: true });
  writeFileSync(join(ROOT, 'test-results', `crash-recovery-${db.name.toLowerCase()}.json`), JSON.stringify({ ...summary, perKill }, null, 2));

  // The kills must land mid-burst, and the burst must have done real work of every kind.
  expect(summary.killsWithWritesInFlight).toBeGreaterThanOrEqual(Math.ceil(KILLS * 0.8));
  // PGlite: every kill left the dead server's lock, and every restart took it over.
  expect(staleLocks).toBe(db.name === 'PGlite' ? KILLS : 0);
  // (Each burst starts with one write of every kind that can be made by then, the kinds with fewest
  // successes so far first: 10 kills are plenty even when a loaded machine fits a dozen writes in a burst.)
  if (KILLS >= 10) expect(Object.entries(summary.kinds).filter(([, ok]) => ok > 0).map(([k]) => k)).toEqual(EVERY_KIND);
  // Writes in flight at the kills were sent again (and held to exactly once by the checks).
  expect(writes.filter((w) => w.resent).length).toBeGreaterThan(0);
}, 30 * 60_000);
