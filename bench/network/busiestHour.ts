import { Cashier, type World } from './cashier';
import { signIn } from './client';
import { EventStream } from './eventStream';
import { BENCH_PASSWORD } from './seedNetwork';
import { Supervisor } from './supervisor';

/** Runs `fn` over `items`, at most `limit` at once. */
async function inBatches<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await fn(items[next++]);
  }));
}

export interface HourOptions {
  minutes: number;
  /** Once, halfway: a backup of the database while the load goes on (null: not possible here). */
  backup: (() => Promise<string>) | null;
  log: (line: string) => void;
  /** The server's resident memory now (MB), to see what the open streams cost. */
  serverRss: () => number;
}

export interface HourFigures {
  streamsOpened: number;
  streamDrops: number;
  handovers: number;
  backup: string;
  /** Seconds the writers still took after the end to finish what they had begun. */
  drainSeconds: number;
  /** The server's RSS just before the streams opened and 2 s after the last one did (MB). */
  rssBeforeStreams: number;
  rssWithStreams: number;
}

/**
 * The busiest hour, compressed to `minutes`: every register's stream open throughout, its
 * cashier writing once a minute (each at its own second), each city's supervisor every 2
 * minutes, from 40 % of the run a shift handover on every tenth register (within a minute)
 * and at 50 % a backup (the CLI in its own process, the load going on).
 * Then no new work starts, and what is under way finishes (at most a minute: every call has
 * its own 30 s limit).
 */
export async function playBusiestHour(w: World & { over: () => boolean }, end: { stop(): void }, opts: HourOptions): Promise<HourFigures> {
  const { network } = w;
  const cashiers: Cashier[] = [];
  await inBatches(network.registers, 8, async (r) => {
    const cashier = new Cashier(w, r, await signIn(w.base, r.cashier, BENCH_PASSWORD));
    w.cashiers.set(r.id, cashier);
    cashiers.push(cashier);
  });
  const supervisors: Supervisor[] = [];
  for (const c of network.cities) supervisors.push(new Supervisor(w, c.id, await signIn(w.base, c.supervisor, BENCH_PASSWORD)));
  opts.log(`signed in: ${cashiers.length} cashiers, ${supervisors.length} supervisors`);

  const streams: EventStream[] = [];
  const rssBeforeStreams = opts.serverRss();
  await inBatches(cashiers, 20, async (c) => {
    const stream = new EventStream(w.base, c.api.token, (event, at) => c.onEvent(event, at));
    await stream.open();
    streams.push(stream);
  });
  await new Promise((r) => setTimeout(r, 2000));
  const rssWithStreams = opts.serverRss();
  opts.log(`${streams.length} event streams open; server RSS ${rssBeforeStreams} → ${rssWithStreams} MB`);

  const timers: NodeJS.Timeout[] = [];
  const every = (firstMs: number, periodMs: number, fn: () => void) => {
    timers.push(
      setTimeout(() => {
        if (w.over()) return;
        fn();
        timers.push(setInterval(() => !w.over() && fn(), periodMs));
      }, firstMs),
    );
  };
  const runMs = opts.minutes * 60_000;
  for (const c of cashiers) every(w.random() * 60_000, 60_000, () => c.operate());
  for (const s of supervisors) {
    let busy = false;
    // A short run still sees every supervisor once.
    every(w.random() * Math.min(120_000, runMs / 2), 120_000, () => {
      if (busy) return;
      busy = true;
      void s.round().finally(() => (busy = false));
    });
  }
  const handing = cashiers.filter((_, i) => i % 10 === 0);
  // The shift change: every tenth register within one minute (or a tenth of a shorter run).
  const handoverWindow = Math.min(60_000, runMs / 10);
  timers.push(setTimeout(() => opts.log(`shift handover on ${handing.length} registers within ${handoverWindow / 1000} s`), runMs * 0.4));
  for (const c of handing) timers.push(setTimeout(() => void c.enqueue(() => c.handOver()), runMs * 0.4 + w.random() * handoverWindow));
  let backup = 'not run';
  const backupDone = new Promise<void>((resolve) => {
    timers.push(setTimeout(() => {
      if (!opts.backup) {
        backup = 'not possible: the embedded database belongs to the server process (the CLI refuses its data folder while it runs)';
        resolve();
        return;
      }
      opts.log('backup started');
      void opts.backup().then((r) => (backup = r), (e: Error) => (backup = `FAILED: ${e.message}`)).finally(() => {
        opts.log(`backup: ${backup}`);
        resolve();
      });
    }, runMs * 0.5));
  });

  await new Promise((r) => setTimeout(r, runMs));
  end.stop();
  for (const t of timers) clearTimeout(t);
  const drainStarted = performance.now();
  await Promise.race([Promise.all(cashiers.map((c) => c.idle())), new Promise((r) => setTimeout(r, 60_000))]);
  const drainSeconds = Math.round((performance.now() - drainStarted) / 100) / 10;
  if (opts.minutes >= 1) await Promise.race([backupDone, new Promise((r) => setTimeout(r, 60_000))]);
  for (const s of streams) s.close();
  return {
    streamsOpened: streams.length,
    streamDrops: streams.reduce((n, s) => n + s.drops, 0),
    handovers: handing.length,
    backup,
    drainSeconds,
    rssBeforeStreams,
    rssWithStreams,
  };
}
