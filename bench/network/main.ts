/**
 * `npm run bench:network -- --registers N [--minutes M] [--database pglite|postgres] [--workers K]`
 * The busiest hour of a network (bench/README.md, "The busiest hour"; docs/PERFORMANCE.md):
 * a fresh database with 90 days of history for N registers, the server as its own process on
 * 127.0.0.1, the load from this process, the figures per kind of call, the server's side, and
 * `ledger verify` at the end. Bounded: the load stops after M minutes and what is under way
 * gets at most a minute more. Exits 1 when a call failed or the ledger does not add up.
 */
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../src/server/config';
import { migrate } from '../../src/server/db/migrate';
import { openDb } from '../../src/server/db/openDb';
import type { Db } from '../../src/server/db/types';
import { syncDailyTotalsZone } from '../../src/server/ledger/dailyTotals';
import { today } from '../../src/server/ledger/time';
import { databaseUrlOf, openTestDb } from '../../src/server/testing/testDb';
import { loadAverage } from '../cpuTicks';
import { playBusiestHour } from './busiestHour';
import type { World } from './cashier';
import { Deliveries } from './deliveries';
import { exchangesAddUp, printReport, type RunReport } from './report';
import { metricValue, serverQuantile, startSampler } from './sampler';
import { seedNetwork } from './seedNetwork';
import { rssMb, startBenchServer } from './serverProcess';
import { startRateScreens } from './shopFront';
import { CallStats } from './stats';

const ROOT = join(__dirname, '..', '..');
const { values } = parseArgs({
  options: {
    registers: { type: 'string' },
    minutes: { type: 'string', default: '10' },
    database: { type: 'string', default: 'pglite' },
    workers: { type: 'string', default: '1' },
    days: { type: 'string', default: '90' },
    // Exchanges a register made a day in the generated history.
    'history-per-day': { type: 'string', default: '20' },
    // Extra environment for the server, e.g. --server-env DB_POOL_SIZE=20 (repeatable).
    'server-env': { type: 'string', multiple: true, default: [] },
    // Node options for the server's processes (e.g. --server-node-options="--cpu-prof --cpu-prof-dir=DIR").
    'server-node-options': { type: 'string', default: '' },
    out: { type: 'string' },
    // PostgreSQL: pg_stat_statements on, and the statements that took the most time in the report.
    'pg-profile': { type: 'boolean', default: false },
  },
});
const registers = Number(values.registers);
const minutes = Number(values.minutes);
const workers = Number(values.workers);
const database = values.database as 'pglite' | 'postgres';
if (!Number.isInteger(registers) || registers < 1 || !(minutes > 0) || !Number.isInteger(workers) || workers < 1 || !['pglite', 'postgres'].includes(database)) {
  console.error('usage: npm run bench:network -- --registers N [--minutes M] [--database pglite|postgres] [--workers K]');
  process.exit(2);
}
if (workers > 1 && database !== 'postgres') {
  console.error('--workers above 1 needs --database postgres: the embedded database belongs to one process.');
  process.exit(2);
}
// PostgreSQL: a throwaway cluster of our own (scripts/with-postgres.mjs), this script inside it.
if (database === 'postgres' && !process.env.TEST_DATABASE_URL) {
  const env = { ...process.env };
  if (values['pg-profile']) env.PG_EXTRA_OPTS = '-c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all';
  const res = spawnSync(process.execPath, ['scripts/with-postgres.mjs', process.execPath, '--import', 'tsx', __filename, ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit', env });
  process.exit(res.status ?? 1);
}
if (database === 'pglite') delete process.env.TEST_DATABASE_URL;

const began = performance.now();
const log = (line: string) => console.log(`[network ${database} ${registers}r ${workers}w ${Math.round((performance.now() - began) / 1000)}s] ${line}`);

/** The CLI (`npm run cli -- ...`) against the bench's database, as an operator would run it. */
function cli(env: Record<string, string>, ...args: string[]) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/main.ts', ...args], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });
  return { ok: res.status === 0, text: `${res.stdout}${res.stderr}`.trim() };
}

/** The same, without blocking this process: the load goes on while it runs (the backup). */
async function cliAsync(env: Record<string, string>, ...args: string[]): Promise<string> {
  const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server/cli/main.ts', ...args], { cwd: ROOT, env: { ...process.env, ...env } });
  return `${stdout}${stderr}`.trim();
}

async function prepared(db: Db): Promise<Db> {
  await migrate(db);
  await syncDailyTotalsZone(db, loadConfig().timeZone);
  return db;
}

/** The statements of this database that took the most server time during the load (pg_stat_statements). */
async function hottestStatements(db: Db) {
  const { rows } = await db.query<{ calls: number; total_ms: number; mean_ms: number; rows: number; query: string }>(
    `SELECT calls::int, round(total_exec_time::numeric, 1)::float AS total_ms, round(mean_exec_time::numeric, 2)::float AS mean_ms,
            rows::int, left(regexp_replace(query, '\\s+', ' ', 'g'), 160) AS query
       FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
      ORDER BY total_exec_time DESC LIMIT 15`,
  );
  return rows;
}

async function main(): Promise<number> {
  const startedAt = new Date().toISOString();
  const loadBefore = loadAverage();
  const scratch = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), 'm247-network-'));
  let db: Db;
  let dbEnv: Record<string, string>;
  if (database === 'postgres') {
    db = await prepared(await openTestDb());
    dbEnv = { DATABASE_URL: await databaseUrlOf(db) };
  } else {
    const dataDir = join(scratch, 'data');
    db = await prepared(await openDb({ dataDir }));
    dbEnv = { DATA_DIR: dataDir };
  }
  const seedStarted = performance.now();
  const network = await seedNetwork(db, { registers, days: Number(values.days), exchangesPerDay: Number(values['history-per-day']), log });
  const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
  log(`seeded: ${network.ledgerEntries} ledger entries in ${seedSeconds} s`);
  let pgDataDir: string | null = null;
  if (database === 'postgres') {
    pgDataDir = (await db.query<{ d: string }>(`SELECT setting AS d FROM pg_settings WHERE name = 'data_directory'`)).rows[0].d;
  } else {
    await db.close();
  }

  const serverEnv = Object.fromEntries(values['server-env'].map((kv) => [kv.split('=')[0], kv.slice(kv.indexOf('=') + 1)]));
  const nodeArgs = values['server-node-options'].split(' ').filter(Boolean);
  const server = await startBenchServer({ ...dbEnv, ...serverEnv }, workers, nodeArgs);
  log(`server at ${server.base} (pids ${server.pids().join(', ')}), load average ${loadAverage()}`);

  const stats = new CallStats();
  const deliveries = new Deliveries();
  let over = false;
  const world: World = {
    base: server.base, stats, deliveries, network, date: today(), cashiers: new Map(), rateScreens: null, random: Math.random, over: () => over,
  };
  const screens = await startRateScreens(server.base, network.cities.map((c) => c.id));
  world.rateScreens = screens;
  log(`${network.cities.length} public rate screens listening`);
  const dbName = database === 'postgres' ? (await db.query<{ n: string }>('SELECT current_database() AS n')).rows[0].n : null;
  const sampler = startSampler(server, {
    everyMs: 5000,
    pgDataDir,
    dbConnections: dbName
      ? async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [dbName])).rows[0].n
      : null,
  });
  const profile = values['pg-profile'] && database === 'postgres';
  if (profile) await db.exec('CREATE EXTENSION IF NOT EXISTS pg_stat_statements; SELECT pg_stat_statements_reset()');
  const loadStarted = new Date();
  const hour = await playBusiestHour(world, { stop: () => (over = true) }, {
    minutes,
    log,
    serverRss: () => rssMb(server.pids()),
    backup: database === 'postgres'
      ? async () => {
        const started = performance.now();
        const file = join(scratch, 'backup.sql');
        const text = await cliAsync(dbEnv, 'backup', file);
        return `${Math.round(performance.now() - started)} ms: ${text}`;
      }
      : null,
  });
  screens.stop();
  const cpu = await sampler.stop();
  const metricsText = await fetch(server.metrics).then((r) => r.text(), () => '');
  await server.stop();
  log('server stopped; ledger verify');

  const topStatements = profile ? await hottestStatements(db) : null;
  const verify = cli(dbEnv, 'ledger', 'verify');
  // Nothing lost, nothing doubled: every exchange answered 201 is one row, and no more (the
  // reversing rows of approved storno requests aside).
  if (database === 'pglite') db = await prepared(await openDb({ dataDir: dbEnv.DATA_DIR }));
  const written = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM exchange_transactions WHERE created_at >= $1 AND reverses_id IS NULL', [loadStarted])).rows[0].n;
  await db.close();
  rmSync(scratch, { recursive: true, force: true });

  const lagCount = metricValue(metricsText, 'm247_event_delivery_lag_seconds_count');
  const report: RunReport = {
    startedAt,
    database,
    registers,
    workers,
    minutes,
    ledgerEntries: network.ledgerEntries,
    seedSeconds,
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadAverage(),
    calls: stats.figures(),
    slowCalls: stats.slowCalls(),
    p99: { write: stats.budgetP99('write'), screen: stats.budgetP99('screen'), report: stats.budgetP99('report') },
    errors: stats.totalErrors(),
    delivery: deliveries.figures(),
    // The server's own view (its histogram): the writes, the register screen's reads, the reports.
    serverP99: {
      // Sign-ins are POSTs too, but not a cashier's write (and slow on purpose: scrypt).
      writes: serverQuantile(metricsText, ['method="POST"', 'status_class="2xx"', '!route="/api/token-auth/"'], 0.99),
      screen: serverQuantile(metricsText, ['route="/api/day_balance/"'], 0.99),
      journal: serverQuantile(metricsText, ['route="/api/operation/"'], 0.99),
      cityData: serverQuantile(metricsText, ['route="/api/city_data/"'], 0.99),
    },
    serverLag: {
      events: lagCount,
      withinOneSecond: metricValue(metricsText, 'm247_event_delivery_lag_seconds_bucket', 'le="1"'),
    },
    hour,
    rateScreens: screens.summary(),
    rateScreenFigures: screens.figures(),
    server: cpu,
    samples: sampler.samples,
    exchanges: { answered: 0, unanswered: 0, written },
    ledgerVerify: { ok: verify.ok, output: verify.text },
    topStatements,
  };
  // Exchanges answered = calls less errors; a call that timed out may still have been written.
  const exchangeKind = report.calls.find((k) => k.kind.startsWith('exchange'));
  report.exchanges.answered = exchangeKind ? exchangeKind.calls - exchangeKind.errors : 0;
  report.exchanges.unanswered = exchangeKind?.errors ?? 0;
  printReport(report, log);
  const out = values.out ?? join(ROOT, 'bench', 'results', `network-${database}-${registers}r-${workers}w-${minutes}m.json`);
  mkdirSync(join(out, '..'), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  log(`figures written to ${out}`);
  const fine = report.errors === 0 && verify.ok && exchangesAddUp(report);
  return fine ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
