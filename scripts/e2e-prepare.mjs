#!/usr/bin/env node
// Before the browser tests: the production build and one embedded database with the demo data
// (90 days of history), side by side. Each main test server then starts on its own copy of that
// database (playwright.config.ts, E2E_TEMPLATE) in seconds, instead of each one loading the same
// history again at once on the machine's two cores (80 s apiece alone, more side by side).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const template = process.argv[2];
if (!template) {
  console.error('usage: node scripts/e2e-prepare.mjs <template data dir>');
  process.exit(2);
}
rmSync(template, { recursive: true, force: true });

function run(name, command, args, env = {}) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
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
  await Promise.all([
    run('build', 'npx', ['webpack', '--mode', 'production']),
    run('demo database', 'npx', ['tsx', 'src/server/cli/main.ts', 'seed', 'demo'], { DATA_DIR: template, DEMO_HISTORY_DAYS: '90' }),
  ]);
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
