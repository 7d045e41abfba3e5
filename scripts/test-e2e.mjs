#!/usr/bin/env node
// npm run test:e2e [-- playwright arguments]: the production build and one embedded database
// with the demo data, side by side; then the browser tests, whose main servers each start on
// their own copy of that database (playwright.config.ts, E2E_TEMPLATE) in seconds, instead of
// each one loading the same history again at once on the machine's two cores (80 s apiece
// alone, more side by side).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// The databases and their copies in memory when the machine allows (scripts/memory-tmpdir.cjs):
// TMPDIR is set here for every process below, the servers' data folders among them.
const tmp = createRequire(import.meta.url)('./memory-tmpdir.cjs').useMemoryTmpdir();
// E2E_TEMPLATE_DIR: a tree of its own beside another one's run (with its own E2E_PORT).
const TEMPLATE = process.env.E2E_TEMPLATE_DIR ?? join(tmp, 'm247-e2e-template');

function run(name, command, args, env = {}, stdio = ['ignore', 'inherit', 'inherit']) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio, env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) {
        console.log(`${name}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
        resolve();
      } else reject(new Error(`${name} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

try {
  // One product day for the whole run (src/server/testing/productDay.ts): a run that would cross
  // the product's midnight waits for it first.
  await run('product day', 'npx', ['tsx', 'src/server/testing/productDay.ts']);
  rmSync(TEMPLATE, { recursive: true, force: true });
  // 30 days of demo history (E2E_HISTORY_DAYS), not the server's 90: it loads in ~48 s beside the
  // build instead of ~72, and every server's copy and every list is a third as long; the run
  // took 11.7 min instead of 13.1 (docs/testing.md, "The browser's own work"). The tests compare
  // what a screen shows with the API's answer, whatever the history holds.
  await Promise.all([
    run('build', 'npx', ['webpack', '--mode', 'production']),
    // The servers run compiled, as `npm start` runs them (e2e/serverCommand.ts).
    run('server build', 'node', ['scripts/build-server.cjs']),
    run('demo database', 'npx', ['tsx', 'src/server/cli/main.ts', 'seed', 'demo'], { DATA_DIR: TEMPLATE, DEMO_HISTORY_DAYS: process.env.E2E_HISTORY_DAYS ?? '30' }),
  ]);
  await run('browser tests', 'npx', ['playwright', 'test', ...process.argv.slice(2)], { E2E_TEMPLATE: TEMPLATE, E2E_COMPILED_SERVER: '1' }, 'inherit');
  // Green: the demo database and the servers' copies of it go (a failed run keeps them to look at).
  rmSync(TEMPLATE, { recursive: true, force: true });
  await run('server folders removed', 'npx', ['tsx', 'e2e/removeServerFolders.ts']);
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
