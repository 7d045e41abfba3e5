import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

/** A free TCP port on 127.0.0.1, chosen by the OS. */
async function freePort(): Promise<number> {
  const srv = createServer();
  srv.listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address() as { port: number };
  srv.close();
  return port;
}

/**
 * The API as production runs it: its own process (`src/server/main.ts`) on a PostgreSQL
 * database, so that the load generator does not share the API's event loop. Resolves when
 * it answers /api/me (401 = up).
 */
export function startApiProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  return startServerProcess({ DATABASE_URL: databaseUrl, ...env });
}

export interface ServerProcess {
  address: string;
  pid: number;
  stop: () => Promise<void>;
}

/**
 * `src/server/main.ts` in its own process with `env` (a PostgreSQL URL, or a PGlite DATA_DIR
 * and its demo seed), on a free port; resolves when it answers /api/me (401 = up). A first
 * start that seeds the demo's history takes a minute or two: `startTimeoutSeconds`. `cwd`: the
 * tree whose server it is (another checkout, compared with this one).
 */
export async function startServerProcess(env: Record<string, string>, startTimeoutSeconds = 60, cwd = process.cwd()): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0', FAKE_DATE: '', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const address = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the API process exited with ${child.exitCode}`);
    const up = await fetch(`${address}/api/me`).then(() => true, () => false);
    if (up) break;
    if (i >= startTimeoutSeconds * 10) {
      child.kill('SIGTERM');
      throw new Error(`the API process did not answer within ${startTimeoutSeconds} s`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    address,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
