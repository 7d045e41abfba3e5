/**
 * `npm run bench`: the API's speed over a large history, on PGlite and on PostgreSQL.
 *   tsx bench/run.ts --db pglite|postgres [--entries 1000000] [--seconds 10] [--warm-up 2]
 * With --db postgres it needs TEST_DATABASE_URL (scripts/with-postgres.mjs sets it).
 * Prints a table and writes bench/results/<db>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { seedDemo } from '../src/server/seed/demo';
import { openTestDb } from '../src/server/testing/testDb';
import { startApiProcess } from './apiProcess';
import { loadBulkHistory } from './bulkHistory';
import { load, timeSequential, type Load, type Timing } from './measure';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    entries: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '10' },
    // Seconds of unrecorded load before each measured one (bench/measure.ts load()).
    'warm-up': { type: 'string', default: '2' },
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

function log(msg: string) {
  console.log(`[bench ${dbKind}] ${msg}`);
}

async function main() {
  const t0 = performance.now();
  const db = await openTestDb();
  await seedDemo(db);
  const seeded = await countEntries(db);
  log(`demo seed: ${seeded} ledger entries in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  if (seeded < targetEntries) {
    const t1 = performance.now();
    await loadBulkHistory(db, { transactions: Math.ceil((targetEntries - seeded) / 2), days: 90 });
    log(`bulk history: ${await countEntries(db)} ledger entries after ${((performance.now() - t1) / 1000).toFixed(1)} s`);
  }
  const entries = await countEntries(db);

  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0', PORT: '0', FAKE_DATE: '' });
  // PostgreSQL: the API in its own process, as in production, so autocannon does not share
  // its event loop. PGlite is one process by nature: the API runs inside the bench.
  let address: string;
  let stopApi: () => Promise<void>;
  if (dbKind === 'postgres') {
    const api = await startApiProcess(await databaseUrlOf(db));
    address = api.address;
    stopApi = api.stop;
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

  const ids = await db.query<{ city: number; register: number; currency: number }>(
    `SELECT r.city_id AS city, r.id AS register, p.currency_id AS currency
       FROM cash_registers r JOIN available_currency_pairs p ON p.cash_register_id = r.id
      ORDER BY r.id, p.currency_id LIMIT 1`,
  );
  const { city, register, currency } = ids.rows[0];
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: config.timeZone });
  const from = new Date(Date.now() - 90 * 86400_000).toLocaleDateString('sv-SE', { timeZone: config.timeZone });
  const api = (path: string) => `${address}/api/${path}`;

  const reports: Timing[] = [];
  const reportCalls: Array<[string, string]> = [
    ['day_balance', `day_balance/?cash_register=${register}&date=${today}`],
    ['city_data', `city_data/?city=${city}&date=${today}`],
    ['overall_day_amount', `overall_day_amount/?date=${today}`],
    ['earning_report 90 d', `earning_report/?cash_register=${register}&from_date=${from}&to_date=${today}`],
    ['city_earning_report 90 d', `city_earning_report/?city=${city}&from_date=${from}&to_date=${today}`],
    ['full_earning_report 90 d', `full_earning_report/?from_date=${from}&to_date=${today}`],
    ['day_avg_rate', `day_avg_rate/?cash_register=${register}`],
    ['average_rate_report', `average_rate_report/?cash_register=${register}&created_at=${today}`],
    ['rate_report', `rate_report/?cash_register=${register}&created_at=${today}`],
    ['day_replenishment_handed_over_report', `day_replenishment_handed_over_report/?cash_register=${register}&created_at=${today}`],
  ];
  for (const [name, path] of reportCalls) {
    reports.push(await timeSequential(name, api(path), headers));
    log(`${name}: median ${reports.at(-1)!.medianMs} ms`);
  }

  const lists: Load[] = [];
  // The calls as the web app makes them (spec section 7; the histories' default page is 20),
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
  for (const [name, path] of listCalls) {
    lists.push(await load(name, api(path), { headers, connections: 50, seconds, warmUpSeconds }));
    log(`${name}: ${lists.at(-1)!.requestsPerSec} req/s, p99 ${lists.at(-1)!.p99Ms} ms`);
  }

  // A buy then a sell of the same amount, the sell dearer: the register never runs dry.
  const exchange = (operation_type: string, rate: string) =>
    JSON.stringify({ cash_register: register, currency, operation_type, amount: '10.00', rate });
  const create = await load('transaction/create', api('transaction/create/'), {
    headers: { ...headers, 'Content-Type': 'application/json' },
    connections: 10,
    seconds,
    warmUpSeconds,
    bodies: [exchange('BUY', '90.50'), exchange('SELL', '91.50')],
  });
  log(`creation: ${create.requestsPerSec} tx/s, p99 ${create.p99Ms} ms, answers ${JSON.stringify(create.statusCodes)}${create.firstRefusal ? `, first refusal: ${create.firstRefusal}` : ''}`);

  const result = { db: dbKind, entries, cores: cpus().length, date: new Date().toISOString(), warmUpSeconds, reports, lists, create };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/${dbKind}.json`, JSON.stringify(result, null, 2));
  printTable(result);
  await stopApi();
  await db.close();
}

/** The bench's throwaway database on the server TEST_DATABASE_URL names. */
async function databaseUrlOf(db: Awaited<ReturnType<typeof openTestDb>>): Promise<string> {
  const { rows } = await db.query<{ name: string }>('SELECT current_database() AS name');
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0].name}`;
  return url.toString();
}

async function countEntries(db: Awaited<ReturnType<typeof openTestDb>>): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_entries');
  return rows[0].n;
}

function printTable(r: { db: string; entries: number; reports: Timing[]; lists: Load[]; create: Load }) {
  console.log(`\n## ${r.db}: ${r.entries.toLocaleString('en')} ledger entries\n`);
  console.log('| report (sequential) | median ms | p95 ms | max ms |\n| --- | --- | --- | --- |');
  for (const t of r.reports) console.log(`| ${t.name} | ${t.medianMs} | ${t.p95Ms} | ${t.maxMs} |`);
  console.log('\n| list call (50 connections) | req/s | p50 ms | p99 ms | non-2xx |\n| --- | --- | --- | --- | --- |');
  for (const l of r.lists) console.log(`| ${l.name} | ${l.requestsPerSec} | ${l.p50Ms} | ${l.p99Ms} | ${l.non2xx} |`);
  const c = r.create;
  console.log(`\n| creation (10 connections) | ${c.requestsPerSec} tx/s | p50 ${c.p50Ms} ms | p99 ${c.p99Ms} ms | answers ${JSON.stringify(c.statusCodes)} |`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
