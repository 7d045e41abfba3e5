/**
 * `npm run bench [-- options]`: takes the options once and runs each step with them.
 *   --db all|pglite|postgres   which databases (default all: PGlite, then PostgreSQL)
 *   --entries N                ledger entries to measure over (default 1000000)
 *   --seconds S, --warm-up S   each load's length and its unrecorded warm-up (bench/run.ts)
 *   --keep-data DIR            PostgreSQL: keep the cluster in DIR and the loaded database in
 *                              it (m247_bench_<N>), reused by a later run that asks for no more
 *                              entries than it holds (bench/README.md)
 *   --no-export                skip the export's memory (bench/exportMemory.ts)
 *   --no-web                   skip the last step, the Операции screen in Chromium (bench/webElementTiming.ts)
 *   --web-runs N               that step's runs of each visit (default 11)
 * Each step is its own process, as before: `tsx bench/run.ts --db pglite`,
 * `node scripts/with-postgres.mjs tsx bench/run.ts --db postgres`, `tsx bench/exportMemory.ts`,
 * then `tsx bench/webElementTiming.ts` (builds the web app, starts its own server).
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

/**
 * PGlite holds its whole database in the bench process's memory (in-memory file system):
 * ~0.4 KB per ledger entry with its indexes, plus the load's sorts, and every statement runs
 * on one WebAssembly core. Past this many entries the run is skipped: 10 million would need
 * several GB in one process and hours of loading, for a database meant for one office.
 */
const PGLITE_MAX_ENTRIES = 2_000_000;

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'all' },
    entries: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '10' },
    'warm-up': { type: 'string', default: '2' },
    'keep-data': { type: 'string' },
    'no-export': { type: 'boolean', default: false },
    'no-web': { type: 'boolean', default: false },
    'web-runs': { type: 'string', default: '11' },
  },
});
if (!['all', 'pglite', 'postgres'].includes(values.db!)) throw new Error(`--db ${values.db}: all, pglite or postgres`);
const entries = Number(values.entries);
if (!Number.isSafeInteger(entries) || entries < 1) throw new Error(`--entries ${values.entries}: a positive whole number`);

const tsx = resolve('node_modules/.bin/tsx');
const common = ['--entries', String(entries), '--seconds', values.seconds!, '--warm-up', values['warm-up']!];

function step(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

if (values.db !== 'postgres') {
  if (entries > PGLITE_MAX_ENTRIES) {
    console.log(
      `\n[bench pglite] skipped: ${entries.toLocaleString('en')} entries is more than the embedded database is ` +
        `benchmarked with (${PGLITE_MAX_ENTRIES.toLocaleString('en')}; bench/main.ts says why). --db postgres to run PostgreSQL only.`,
    );
  } else {
    step(tsx, ['bench/run.ts', '--db', 'pglite', ...common]);
  }
}
if (values.db !== 'pglite') {
  const keep = values['keep-data'] ? resolve(values['keep-data']) : undefined;
  step(
    'node',
    ['scripts/with-postgres.mjs', tsx, 'bench/run.ts', '--db', 'postgres', ...common, ...(keep ? ['--database', `m247_bench_${entries}`] : [])],
    keep ? { ...process.env, PG_KEEP_DIR: keep } : process.env,
  );
}
if (!values['no-export']) step(tsx, ['bench/exportMemory.ts'], { ...process.env, NODE_OPTIONS: '--expose-gc' });
if (!values['no-web']) step(tsx, ['bench/webElementTiming.ts', '--runs', values['web-runs']!]);
