import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { MAIN_PORT } from './ports';

/**
 * The outage's browser tests kill their server and start it again on the same database (the
 * register's window must trade without it and lose nothing), so they run one of their own: a
 * copy of the demo database `npm run test:e2e` loaded (E2E_TEMPLATE), else one day of history.
 */
export const OFFLINE_PORT = MAIN_PORT + 30;
export const OFFLINE_URL = `http://127.0.0.1:${OFFLINE_PORT}`;
const DATA_DIR = `/tmp/m247-e2e-offline-${OFFLINE_PORT}`;
const ROOT = join(__dirname, '..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');

let server: ChildProcess | null = null;

/**
 * Starts the server (a fresh database the first time, the same one after a stop) and waits
 * until it answers; one already running is kept (a test run alone after the file's first start).
 */
export async function startOfflineServer(fresh: boolean): Promise<void> {
  if (server && !fresh) return;
  if (server) await stopOfflineServer();
  const template = process.env.E2E_TEMPLATE;
  if (fresh) {
    rmSync(DATA_DIR, { recursive: true, force: true });
    if (template) spawnSync('cp', ['-a', template, DATA_DIR]);
  }
  server = spawn(TSX, ['src/server/main.ts'], {
    cwd: ROOT,
    // Its own process group: a stop ends tsx and the node it runs, nothing else.
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, DATA_DIR, PORT: String(OFFLINE_PORT), LOG_LEVEL: 'warn', ...(template ? {} : { DEMO_HISTORY_DAYS: '1' }) },
  });
  const stop = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${OFFLINE_URL}/login`)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > stop) throw new Error('the offline tests’ server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** Kills the server's process group at once, as a crash or a pulled plug would. */
export async function stopOfflineServer(): Promise<void> {
  if (!server?.pid) return;
  const exited = new Promise((resolve) => server!.once('exit', resolve));
  process.kill(-server.pid, 'SIGKILL');
  await exited;
  server = null;
}

/** `ledger verify` on the stopped server's database: its exit code and what it printed. */
export function verifyLedger(): { code: number | null; out: string } {
  const run = spawnSync(TSX, ['src/server/cli/main.ts', 'ledger', 'verify'], { cwd: ROOT, env: { ...process.env, DATA_DIR }, encoding: 'utf8' });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}
