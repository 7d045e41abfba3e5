/**
 * The report calls of two or more kept bench databases side by side (e.g. 1 M and 10 M
 * ledger entries): one API process per database, and each report timed on each database in
 * turn, round after round, so that the machine's drift hits all alike.
 *   PG_KEEP_DIR=DIR node scripts/with-postgres.mjs tsx bench/compareReports.ts \
 *     --databases m247_bench_1000000,m247_bench_10000000 [--rounds 3]
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { openPostgres } from '../src/server/db/postgresDb';
import { startApiProcess } from './apiProcess';
import { loadAverage } from './cpuTicks';
import { timeSequential } from './measure';
import { benchTargets, reportCalls } from './reportCalls';

const { values } = parseArgs({ options: { databases: { type: 'string' }, rounds: { type: 'string', default: '3' } } });
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl || !values.databases) throw new Error('run inside scripts/with-postgres.mjs with --databases a,b');

async function main() {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0', PORT: '0', FAKE_DATE: '' });
  const sides = [];
  for (const name of values.databases!.split(',')) {
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const db = await openPostgres(url.toString(), 1);
    const targets = await benchTargets(db, config.timeZone);
    await db.close();
    const api = await startApiProcess(url.toString());
    const login = await fetch(`${api.address}/api/token-auth/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'username=admin&password=admin',
    });
    const { token } = (await login.json()) as { token: string };
    sides.push({ name, api, targets, headers: { Authorization: `Token ${token}` }, medians: new Map<string, number[]>() });
  }
  for (let round = 1; round <= Number(values.rounds); round++) {
    for (const side of sides) {
      for (const [report, path] of reportCalls(side.targets)) {
        const t = await timeSequential(report, `${side.api.address}/api/${path}`, side.headers);
        side.medians.set(report, [...(side.medians.get(report) ?? []), t.medianMs]);
      }
    }
    console.log(`round ${round} done, load average ${loadAverage()}`);
  }
  console.log(`\n| report: median ms of each round | ${sides.map((s) => s.name).join(' | ')} |\n| --- |${sides.map(() => ' --- |').join('')}`);
  for (const [report] of reportCalls(sides[0].targets)) {
    console.log(`| ${report} | ${sides.map((s) => s.medians.get(report)!.join(', ')).join(' | ')} |`);
  }
  for (const side of sides) await side.api.stop();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
