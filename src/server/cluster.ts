import cluster, { type Worker } from 'node:cluster';

/** A worker that dies this soon after it started listening is not restarted in a hot loop. */
const RESTART_DELAY_MS = 1000;

/**
 * WORKERS=N (PostgreSQL only): this process is the primary. It prepares the database once
 * (migrations), then runs N API processes that share the port — node's cluster hands each
 * new connection to the next worker in turn — and starts a new one when one dies. It answers
 * no request itself. A worker that exits before it ever listened is a setup problem (the
 * port taken, the database gone): the primary stops them all and exits 1 rather than loop.
 * SIGINT/SIGTERM stop the workers cleanly (each finishes its requests), then the primary.
 */
export async function runPrimary(workers: number, prepare: () => Promise<void>): Promise<void> {
  await prepare();
  const listening = new Set<number>();
  let stopping = false;

  const live = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
  const stopAll = (exitCode: number) => {
    stopping = true;
    if (!live().length) process.exit(exitCode);
    for (const w of live()) w.process.kill('SIGTERM');
    process.exitCode = exitCode;
  };

  cluster.on('listening', (worker) => {
    listening.add(worker.id);
    console.log(`API worker ${worker.process.pid} listening`);
  });
  cluster.on('exit', (worker, code, signal) => {
    const wasUp = listening.delete(worker.id);
    if (stopping) {
      if (!live().length) process.exit(process.exitCode ?? 0);
      return;
    }
    if (!wasUp) {
      console.error(`API worker ${worker.process.pid} exited (${signal ?? code}) before it listened: stopping.`);
      stopAll(1);
      return;
    }
    console.error(`API worker ${worker.process.pid} exited (${signal ?? code}): starting another.`);
    setTimeout(() => !stopping && cluster.fork(), RESTART_DELAY_MS);
  });
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));

  for (let i = 0; i < workers; i++) cluster.fork();
  console.log(`API primary ${process.pid}: ${workers} workers`);
}
