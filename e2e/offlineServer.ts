import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { MAIN_PORT, serverDataDir } from './ports';
import { serverArgv } from './serverCommand';

const ROOT = join(__dirname, '..');
const LOGS = join(ROOT, 'test-results', 'e2e-servers');

/**
 * The outage's browser tests kill their server and start it again on the same database (the
 * register's window must trade without it and lose nothing), so each test runs one of its own,
 * on its own port (E2E_PORT + 30 + `slot`) and data folder: the tests run side by side in the
 * suite's workers. A copy of the demo database `npm run test:e2e` loaded (E2E_TEMPLATE), else
 * one day of history.
 */
export class OfflineServer {
  readonly port: number;
  readonly url: string;
  private readonly dataDir: string;
  private server: ChildProcess | null = null;
  /** Servers `stop()` killed: one killed while `start()` waits for it ended as the test meant. */
  private readonly stoppedOnPurpose = new WeakSet<ChildProcess>();

  constructor(slot: number) {
    this.port = MAIN_PORT + 30 + slot;
    this.url = `http://127.0.0.1:${this.port}`;
    this.dataDir = serverDataDir(this.port);
  }

  /**
   * Starts the server (a fresh database when `fresh`, else the same one after a stop) and waits
   * until it answers, or until `stop()` ends it first; one already running is kept unless `fresh`.
   */
  async start(fresh: boolean): Promise<void> {
    if (this.server && !fresh) return;
    if (this.server) await this.stop();
    const template = process.env.E2E_TEMPLATE;
    if (fresh) {
      rmSync(this.dataDir, { recursive: true, force: true });
      if (template) spawnSync('cp', ['-a', template, this.dataDir]);
    }
    const [command, args] = serverArgv();
    // What the server says (warnings and worse) goes to a file of its own, read back when it
    // does not come up: a start after a kill that failed once said nothing at all.
    mkdirSync(LOGS, { recursive: true });
    const log = join(LOGS, `offline-server-${this.port}.log`);
    const out = openSync(log, 'a');
    const server = spawn(command, args, {
      cwd: ROOT,
      // Its own process group: a stop ends the server (and tsx, when it runs through it), nothing else.
      detached: true,
      stdio: ['ignore', out, out],
      env: { ...process.env, DATA_DIR: this.dataDir, PORT: String(this.port), LOG_LEVEL: 'warn', ...(template ? {} : { DEMO_HISTORY_DAYS: '1' }) },
    });
    closeSync(out);
    this.server = server;
    let exited: string | null = null;
    server.once('exit', (code, signal) => (exited = signal ?? `exit ${code}`));
    const said = () => readFileSync(log, 'utf8').split('\n').slice(-20).join('\n');
    const stop = Date.now() + 180_000;
    for (;;) {
      try {
        if ((await fetch(`${this.url}/login`)).status === 200) return;
      } catch {
        // not listening yet
      }
      // A test that kills the server when the tabs' replay reaches it may do so before this loop
      // has seen it answer: that start is over, as the test meant, not failed.
      if (exited && this.stoppedOnPurpose.has(server)) return;
      if (exited) throw new Error(`the offline tests’ server ended as it started (${exited}); it said (${log}):\n${said()}`);
      if (Date.now() > stop) throw new Error(`the offline tests’ server did not answer in 3 minutes; it said (${log}):\n${said()}`);
      await new Promise((r) => setTimeout(r, 300));
    }
  }

  /** Kills the server's process group at once, as a crash or a pulled plug would. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server?.pid) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    this.stoppedOnPurpose.add(server);
    process.kill(-server.pid, 'SIGKILL');
    await exited;
    this.server = null;
  }

  /** `ledger verify` on the stopped server's database: its exit code and what it printed. */
  verifyLedger(): { code: number | null; out: string } {
    const [command, args] = serverArgv('cli/main');
    const run = spawnSync(command, [...args, 'ledger', 'verify'], { cwd: ROOT, env: { ...process.env, DATA_DIR: this.dataDir }, encoding: 'utf8' });
    return { code: run.status, out: `${run.stdout}${run.stderr}` };
  }

  /** Stopped, and its data folder gone. */
  async remove(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
