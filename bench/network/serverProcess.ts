import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

export async function freePort(): Promise<number> {
  const srv = createServer();
  srv.listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address() as { port: number };
  await new Promise((r) => srv.close(r));
  return port;
}

export interface BenchServer {
  base: string;
  metrics: string;
  pid: number;
  /** The primary and its workers (WORKERS>1), as they are now. */
  pids(): number[];
  stop(): Promise<void>;
}

/** Children of a process (its cluster workers), from /proc. */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * The server as an operator runs it: its own process (`src/server/main.ts`), on 127.0.0.1, a
 * free port, metrics on another; `nodeArgs` go to node (e.g. --cpu-prof, which NODE_OPTIONS
 * refuses; cluster workers inherit them). Ready when GET /readyz answers 200 (database reachable,
 * migrations applied) and, with workers, when all of them listen. A bench that fails before it
 * calls `stop()` does not leave the server running (it holds the port, the database and a core):
 * its processes are killed when the bench's process exits.
 */
export async function startBenchServer(env: Record<string, string>, workers: number, nodeArgs: string[] = [], timeoutSeconds = 180): Promise<BenchServer> {
  const port = await freePort();
  const metricsPort = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      WORKERS: String(workers),
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      RATE_LIMIT_PER_MINUTE: '0',
      FAKE_DATE: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutSeconds * 1000;
  const killOnExit = () => {
    for (const pid of [child.pid!, ...childrenOf(child.pid!)]) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', killOnExit);
  // Once the server is gone (stopped or died), its pid may be given to another process.
  child.once('exit', () => process.removeListener('exit', killOnExit));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} while starting`);
    const ready = await fetch(`${base}/readyz`).then((r) => r.status === 200, () => false);
    if (ready && (workers === 1 || childrenOf(child.pid!).length >= workers)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server was not ready within ${timeoutSeconds} s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    metrics: `http://127.0.0.1:${metricsPort}/metrics`,
    pid: child.pid!,
    pids: () => [child.pid!, ...childrenOf(child.pid!)],
    stop,
  };
}

/** Resident memory in MB of these processes together (VmRSS). */
export function rssMb(pids: number[]): number {
  let kb = 0;
  for (const pid of pids) {
    try {
      const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (m) kb += Number(m[1]);
    } catch {
      // gone
    }
  }
  return Math.round(kb / 102.4) / 10;
}
