/**
 * One database's run of `npm run bench` (bench/main.ts runs it for each database): the API's
 * speed over a large history.
 *   tsx bench/run.ts --db pglite|postgres [--entries 1000000] [--seconds 10] [--warm-up 2]
 *                    [--database NAME] [--only creation]
 * With --db postgres it needs TEST_DATABASE_URL (scripts/with-postgres.mjs sets it), and
 * --database NAME keeps the loaded database in that server and reuses it on a later run that
 * asks for no more entries than it holds (bench/benchDb.ts).
 * Prints a table and writes bench/results/<db>-<entries>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { seedDemo } from '../src/server/seed/demo';
import { startApiProcess } from './apiProcess';
import { countEntries, openBenchDb } from './benchDb';
import { loadBulkHistory } from './bulkHistory';
import { cpuMs, loadAverage, postgresCpuMs } from './cpuTicks';
import { benchTargets, reportCalls } from './reportCalls';
import { load, timeSequential, type Load, type Timing } from './measure';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    entries: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '10' },
    // Seconds of unrecorded load before each measured one (bench/measure.ts load()).
    'warm-up': { type: 'string', default: '2' },
    database: { type: 'string' },
    // 'creation': only the creation loads (e.g. to compare two builds of the API side by side).
    only: { type: 'string', default: 'all' },
  },
});
const dbKind = values.db as 'pglite' | 'postgres';
if (dbKind === 'postgres' && !process.env.TEST_DATABASE_URL) {
  throw new Error('--db postgres needs TEST_DATABASE_URL: run through scripts/with-postgres.mjs');
}
if (dbKind === 'pglite') delete process.env.TEST_DATABASE_URL;
const targetEntries = Number(values.entries);
const seconds = Number(values.seconds);
const warmUpSeconds = Number(values['warm-up']);

// CPU of the API process(es) and of PostgreSQL during each load (PostgreSQL only: on PGlite
// both are the bench process).
let cpu: { api: number[]; pg: () => number } | null = null;

function log(msg: string) {
  console.log(`[bench ${dbKind}] ${msg}`);
}

async function main() {
  const t0 = performance.now();
  const { db, url, entries: found } = await openBenchDb({ name: values.database, entries: targetEntries });
  let seedSeconds: number | null = null;
  if (found) {
    log(`database ${values.database} reused: ${found} ledger entries (none loaded)`);
  } else {
    await seedDemo(db);
    const seeded = await countEntries(db);
    log(`demo seed: ${seeded} ledger entries in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    if (seeded < targetEntries) {
      const t1 = performance.now();
      await loadBulkHistory(db, { transactions: Math.ceil((targetEntries - seeded) / 2), days: 90, log });
      log(`bulk history: ${await countEntries(db)} ledger entries after ${((performance.now() - t1) / 1000).toFixed(1)} s`);
    }
    seedSeconds = Math.round((performance.now() - t0) / 100) / 10;
  }
  const entries = await countEntries(db);
  const size = dbKind === 'postgres'
    ? (await db.query<{ size: string }>('SELECT pg_size_pretty(pg_database_size(current_database())) AS size')).rows[0].size
    : null;
  if (size) log(`database size: ${size}`);

  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0', PORT: '0', FAKE_DATE: '' });
  // PostgreSQL: the API in its own process, as in production, so autocannon does not share
  // its event loop. PGlite is one process by nature: the API runs inside the bench.
  let address: string;
  let stopApi: () => Promise<void>;
  if (dbKind === 'postgres') {
    const api = await startApiProcess(url!);
    address = api.address;
    stopApi = api.stop;
    const dataDir = (await db.query<{ d: string }>(`SELECT setting AS d FROM pg_settings WHERE name = 'data_directory'`)).rows[0].d;
    cpu = { api: [api.pid], pg: () => postgresCpuMs(dataDir) };
  } else {
    const app = await buildApp({ db, config });
    address = await app.listen({ host: '127.0.0.1', port: 0 });
    stopApi = () => app.close();
  }
  log(`API at ${address} (${dbKind === 'postgres' ? 'its own process' : 'in the bench process'})`);
  const login = await fetch(`${address}/api/token-auth/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'username=admin&password=admin',
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Token ${token}` };

  const targets = await benchTargets(db, config.timeZone);
  const { city, register, today } = targets;
  log(`reports for ${today}, periods from ${targets.from}; load average ${loadAverage()}`);
  const api = (path: string) => `${address}/api/${path}`;

  const reports: Array<Timing & { loadAverage: string }> = [];
  for (const [name, path] of values.only === 'creation' ? [] : reportCalls(targets)) {
    reports.push({ ...(await timeSequential(name, api(path), headers)), loadAverage: loadAverage() });
    log(`${name}: median ${reports.at(-1)!.medianMs} ms, p95 ${reports.at(-1)!.p95Ms} ms`);
  }

  const lists: Array<Load & Cpu> = [];
  // The calls as the web app makes them (docs/PRODUCT.md §7; the histories' default page is 20),
  // then the two long lists with 100 records a page, for comparison.
  const listCalls: Array<[string, string]> = [
    ['city list', 'city/?page=1&size=100'],
    ['cash_register list', `cash_register/?city=${city}&page=1&size=100`],
    ['transaction list', `transaction/?cash_register=${register}&page=1`],
    ['operation_person list', `operation_person/?city=${city}&page=1&ordering=first_name&size=100`],
    ['internal_transfer list', `internal_transfer/?cash_register=${register}&page=1`],
    ['operation (day journal)', `operation/?cash_register=${register}&date=${today}&page=1`],
    ['transaction list, size=100', `transaction/?cash_register=${register}&page=1&size=100`],
    ['internal_transfer list, size=100', `internal_transfer/?cash_register=${register}&page=1&size=100`],
  ];
  for (const [name, path] of values.only === 'creation' ? [] : listCalls) {
    lists.push(await measured(name, async () => [await load(name, api(path), { headers, connections: 50, seconds, warmUpSeconds })]));
    const l = lists.at(-1)!;
    log(`${name}: ${l.requestsPerSec} req/s, p99 ${l.p99Ms} ms${cpuText(l)}, load average ${l.loadAverage}`);
  }

  // Creation: each connection alternates a buy and a sell of 10 units, the sell dearer, so a
  // register never runs dry. Every write locks its register's balance rows (FOR UPDATE), so
  // writes to one register queue behind each other whatever the processes: the figure the
  // bench has always given (one register, 10 connections), then the same with the
  // connections split between two API processes on the same database (as node cluster
  // workers would share them), then every register at once, where more processes can help.
  const pairs = (
    await db.query<{ register: number; currency: number }>(
      `SELECT DISTINCT ON (r.id) r.id AS register, p.currency_id AS currency
         FROM cash_registers r JOIN available_currency_pairs p ON p.cash_register_id = r.id
        ORDER BY r.id, p.currency_id`,
    )
  ).rows;
  // The day after the history's last day (noon UTC of a date plus a day is the next date).
  const creationDay = new Date(Date.parse(`${today}T12:00:00Z`) + 86400_000).toISOString().slice(0, 10);
  let first = { address, stop: async () => {} };
  let second: { address: string; stop: () => Promise<void> } | null = null;
  if (dbKind === 'postgres') {
    await stopApi();
    const env = { FAKE_DATE: creationDay };
    const [a, b] = [await startApiProcess(url!, env), await startApiProcess(url!, env)];
    first = a;
    second = b;
    cpu!.api = [a.pid, b.pid];
    stopApi = async () => {};
  }
  log(`creation on ${creationDay}${dbKind === 'postgres' ? ' (FAKE_DATE of two new API processes)' : ''}`);
  type Part = { base: string; register: number; currency: number; connections: number };
  const one = first.address;
  const scenarios: Array<[string, Part[]]> = [['one register, 10 connections, 1 API process', [{ base: one, ...pairs[0], connections: 10 }]]];
  if (second) {
    const two = second.address;
    scenarios.push(
      ['one register, 10 connections, 2 API processes', [{ base: one, ...pairs[0], connections: 5 }, { base: two, ...pairs[0], connections: 5 }]],
      [`${pairs.length} registers × 2 connections, 1 API process`, pairs.map((p) => ({ base: one, ...p, connections: 2 }))],
      [`${pairs.length} registers × 2 connections, 2 API processes`, pairs.map((p, i) => ({ base: i % 2 ? two : one, ...p, connections: 2 }))],
    );
  }
  const create: Array<Load & Cpu> = [];
  for (const [name, parts] of scenarios) {
    create.push(await createLoad(name, parts));
    const c = create.at(-1)!;
    log(`creation, ${name}: ${c.requestsPerSec} tx/s, p99 ${c.p99Ms} ms${cpuText(c)}, answers ${JSON.stringify(c.statusCodes)}${c.firstRefusal ? `, first refusal: ${c.firstRefusal}` : ''}, load average ${c.loadAverage}`);
  }
  await first.stop();
  await second?.stop();

  async function createLoad(name: string, parts: Part[]): Promise<Load & Cpu> {
    const exchange = (p: Part, operation_type: string, rate: string) =>
      JSON.stringify({ cash_register: p.register, currency: p.currency, operation_type, amount: '10.00', rate });
    return measured(name, () =>
      Promise.all(
        parts.map((p) =>
          load(name, `${p.base}/api/transaction/create/`, {
            headers: { ...headers, 'Content-Type': 'application/json' },
            connections: p.connections,
            seconds,
            warmUpSeconds,
            bodies: [exchange(p, 'BUY', '90.50'), exchange(p, 'SELL', '91.50')],
          }),
        ),
      ),
    );
  }

  const result = {
    db: dbKind, entries, database: values.database ?? null, size, seedSeconds, cores: cpus().length,
    date: new Date().toISOString(), warmUpSeconds, reports, lists, create,
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/${dbKind}-${targetEntries}${values.only === 'creation' ? '-creation' : ''}.json`, JSON.stringify(result, null, 2));
  printTable(result);
  await stopApi();
  await db.close();
}

interface Cpu {
  /** CPU of the API process(es) and of PostgreSQL per answered request, ms (PostgreSQL runs). */
  apiCpuMsPerRequest?: number;
  pgCpuMsPerRequest?: number;
  loadAverage?: string;
}
const round3 = (n: number) => Math.round(n * 1000) / 1000;
function cpuText(l: Cpu): string {
  return l.apiCpuMsPerRequest === undefined ? '' : `, CPU per request: API ${l.apiCpuMsPerRequest} ms, PostgreSQL ${l.pgCpuMsPerRequest} ms`;
}

/**
 * Runs loads at once (one, or one per API process) and gives them as one: requests summed,
 * the worst part's latencies, and the CPU per request they took in the API process(es) and in
 * PostgreSQL. The CPU is read around the whole call, warm-up included, so the warm-up's share
 * is taken out by the ratio of the recorded seconds to all seconds.
 */
async function measured(name: string, run: () => Promise<Load[]>): Promise<Load & Cpu> {
  const a0 = cpu ? cpuMs(cpu.api) : 0;
  const p0 = cpu ? cpu.pg() : 0;
  const all = await run();
  const share = seconds / (seconds + warmUpSeconds);
  const spent = cpu ? { api: (cpuMs(cpu.api) - a0) * share, pg: (cpu.pg() - p0) * share } : null;
  const sum = (f: (l: Load) => number) => all.reduce((t, l) => t + f(l), 0);
  const statusCodes: Record<string, number> = {};
  for (const l of all) for (const [k, n] of Object.entries(l.statusCodes)) statusCodes[k] = (statusCodes[k] ?? 0) + n;
  const n = sum((l) => l.requestsPerSec) * seconds;
  return {
    name,
    connections: sum((l) => l.connections),
    seconds,
    requestsPerSec: sum((l) => l.requestsPerSec),
    p50Ms: Math.max(...all.map((l) => l.p50Ms)),
    p99Ms: Math.max(...all.map((l) => l.p99Ms)),
    non2xx: sum((l) => l.non2xx),
    errors: sum((l) => l.errors),
    statusCodes,
    firstRefusal: all.find((l) => l.firstRefusal)?.firstRefusal ?? null,
    loadAverage: loadAverage(),
    ...(spent && n ? { apiCpuMsPerRequest: round3(spent.api / n), pgCpuMsPerRequest: round3(spent.pg / n) } : {}),
  };
}

function printTable(r: {
  db: string;
  entries: number;
  reports: Timing[];
  lists: Array<Load & Cpu>;
  create: Array<Load & Cpu>;
}) {
  const cpuCells = (l: Cpu) => (l.apiCpuMsPerRequest === undefined ? '' : ` ${l.apiCpuMsPerRequest} | ${l.pgCpuMsPerRequest} |`);
  const cpuHead = r.db === 'postgres' ? [' CPU ms/request: API | PostgreSQL |', ' --- | --- |'] : ['', ''];
  console.log(`\n## ${r.db}: ${r.entries.toLocaleString('en')} ledger entries\n`);
  console.log('| report (sequential) | median ms | p95 ms | max ms |\n| --- | --- | --- | --- |');
  for (const t of r.reports) console.log(`| ${t.name} | ${t.medianMs} | ${t.p95Ms} | ${t.maxMs} |`);
  console.log(`\n| list call (50 connections) | req/s | p50 ms | p99 ms | non-2xx |${cpuHead[0]}\n| --- | --- | --- | --- | --- |${cpuHead[1]}`);
  for (const l of r.lists) console.log(`| ${l.name} | ${l.requestsPerSec} | ${l.p50Ms} | ${l.p99Ms} | ${l.non2xx} |${cpuCells(l)}`);
  console.log(`\n| creation | tx/s | p50 ms | p99 ms | answers |${cpuHead[0]}\n| --- | --- | --- | --- | --- |${cpuHead[1]}`);
  for (const c of r.create) {
    console.log(`| ${c.name} | ${c.requestsPerSec} | ${c.p50Ms} | ${c.p99Ms} | ${JSON.stringify(c.statusCodes)} |${cpuCells(c)}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
