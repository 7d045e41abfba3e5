import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { SHARED_BUFFERS_ENV } from '../db/pgliteStartParams';

/**
 * The server as production runs it — compiled to JavaScript (scripts/build-server.cjs), in its
 * own process — for tests that need real processes: killed with SIGKILL like a crash would
 * (crashRecovery/), several on one database or a cluster (multiProcess/), the compiled tree
 * itself (compiledServer.test.ts). Test-only.
 */
const ROOT = join(__dirname, '..', '..', '..');

/** Compiles src/server into `out` (a folder inside the repository, where node_modules resolves). */
export function buildServer(out: string): string {
  execFileSync('node', ['scripts/build-server.cjs'], { cwd: ROOT, env: { ...process.env, BUILD_SERVER_OUT: out } });
  return join(ROOT, out, 'server', 'main.js');
}

/** Node's flags for a server a test starts (the comment in spawnServer). */
const SHORT_LIVED_NODE_FLAGS = ['--liftoff-only'];

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  base: string;
  pid: number;
  child: ChildProcess;
  /** What the process printed on stderr (a failed start says why there). */
  stderr(): string;
  /** What it printed on stdout and stderr, in order. */
  output(): string;
  /** SIGKILL, as a crash or the OOM killer would; resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM: the server's clean shutdown (closes the database, releases the data folder). */
  stop(): Promise<void>;
}

/** Where the database is: a PGlite data folder or a PostgreSQL URL. */
export type DbTarget = { dataDir: string } | { databaseUrl: string };

/** The environment of a server a test starts: the test's own, less what is the test's alone, on `target`. */
export function serverProcessEnv(port: number, target: DbTarget, env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '0',
    DEMO_HISTORY_DAYS: '0',
    FAKE_DATE: '',
  };
  delete childEnv.NODE_OPTIONS;
  delete childEnv.DATABASE_URL;
  delete childEnv.DATA_DIR;
  // The tests' own small buffer pool (src/testing/serverTestEnv.ts) stays with them: the server
  // runs with the product's settings.
  delete childEnv[SHARED_BUFFERS_ENV];
  if ('dataDir' in target) childEnv.DATA_DIR = target.dataDir;
  else childEnv.DATABASE_URL = target.databaseUrl;
  Object.assign(childEnv, env);
  return childEnv;
}

/** Starts the compiled server and returns at once, before it answers. `env` adds to or overrides the test defaults. */
export async function spawnServer(
  mainJs: string,
  target: DbTarget,
  env: NodeJS.ProcessEnv = {},
): Promise<ServerProcess & { exitCode(): number | null }> {
  const port = await freePort();
  const childEnv = serverProcessEnv(port, target, env);

  // V8's baseline WebAssembly compiler only (Liftoff): a test's server lives seconds, and
  // optimising PGlite's hot functions in the background (TurboFan) cost more CPU than it saved
  // there — a start on an existing data folder took ~6 s of CPU with it and ~3 s without
  // (docs/testing.md, "Short-lived servers without TurboFan"). What the server does is the same.
  const child: ChildProcess = spawn(process.execPath, [...SHORT_LIVED_NODE_FLAGS, mainJs], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    output += chunk.toString();
  });
  const exited = once(child, 'exit');
  const gone = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    child,
    stderr: () => stderr,
    output: () => output,
    exitCode: () => child.exitCode,
    kill: () => gone('SIGKILL'),
    stop: () => gone('SIGTERM'),
  };
}

/** Starts the compiled server and resolves once it answers (GET /api/me → 401). */
export async function startServer(
  mainJs: string,
  target: DbTarget,
  opts: { env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const { env, timeoutMs = 60_000 } = opts;
  const server = await spawnServer(mainJs, target, env);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode() !== null) throw new Error(`the server exited with ${server.exitCode()} while starting:\n${server.stderr()}`);
    const status = await fetch(`${server.base}/api/me`).then((r) => r.status, () => 0);
    if (status === 401) return server;
    await new Promise((r) => setTimeout(r, 50));
  }
  await server.kill();
  throw new Error(`the server did not answer within ${timeoutMs} ms:\n${server.stderr()}`);
}
