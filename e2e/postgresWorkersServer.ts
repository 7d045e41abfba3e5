import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { MAIN_PORT } from './ports';
import { serverCommand } from './serverCommand';

/**
 * A server as a network runs it: PostgreSQL (a throwaway cluster, scripts/with-postgres.mjs)
 * and two API processes on one port (`WORKERS=2`), with the demo data loaded by the CLI
 * first (the server itself seeds only an empty embedded database). For the tests of what
 * must cross from one process to the other, such as a publication reaching the rate screens.
 */
export const WORKERS_PORT = MAIN_PORT + 21;
export const WORKERS_URL = `http://127.0.0.1:${WORKERS_PORT}`;

let server: ChildProcess | null = null;

export async function startWorkersServer(): Promise<void> {
  const root = join(__dirname, '..');
  const started = spawn(process.execPath, ['scripts/with-postgres.mjs', 'sh', '-c', `${serverCommand('cli/main')} seed demo >/dev/null && exec ${serverCommand()}`], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(WORKERS_PORT), WORKERS: '2', DEMO_HISTORY_DAYS: '1', LOG_LEVEL: 'warn', OFFICIAL_RATES_URL: '' },
  });
  server = started;
  const stop = Date.now() + 230_000;
  for (;;) {
    try {
      if ((await fetch(`${WORKERS_URL}/readyz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (started.exitCode !== null) throw new Error(`the two-worker server exited (${started.exitCode})`);
    if (Date.now() > stop) throw new Error('the two-worker server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** SIGTERM to the wrapper: it stops the server (which stops its workers), then removes the cluster. */
export async function stopWorkersServer(): Promise<void> {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server!.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  server = null;
}
