import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';

/**
 * The API as production runs it, for tests that need real processes (several on one
 * database, a cluster): the server compiled to JavaScript (scripts/build-server.cjs) and
 * started with plain node. Test-only.
 */
const ROOT = join(__dirname, '..', '..', '..');

/** Compiles the server into `out` (relative to the repository), as `npm run build:server` does. */
export function buildCompiledServer(out: string): void {
  execFileSync('node', ['scripts/build-server.cjs'], { cwd: ROOT, env: { ...process.env, BUILD_SERVER_OUT: out } });
}

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
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
}

/** Starts `<out>/server/main.js` with env on a free port; resolves when /api/me answers. */
export async function startServer(out: string, env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env };
  delete childEnv.NODE_OPTIONS;
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn('node', [join(out, 'server', 'main.js')], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout!.on('data', (d) => (text += d));
  child.stderr!.on('data', (d) => (text += d));
  const server: ServerProcess = {
    base,
    child,
    output: () => text,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${text}`);
    if ((await fetch(`${base}/api/me`).then((r) => r.status, () => 0)) === 401) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  await server.stop();
  throw new Error(`the server did not answer within 60 s:\n${text}`);
}
