import { cpuMs, loadAverage, postgresCpuMs } from '../cpuTicks';
import { rssMb, type BenchServer } from './serverProcess';

export interface Sample {
  /** Seconds since the load began. */
  t: number;
  rssMb: number;
  /** CPU of the server's processes since the last sample, in % of one core. */
  cpuPct: number;
  /** PostgreSQL's CPU since the last sample (% of one core), when it is ours to measure. */
  pgCpuPct: number | null;
  streams: number | null;
  poolInUse: number | null;
  poolWaiting: number | null;
  /** Server connections to the database (pg_stat_activity), PostgreSQL only. */
  dbConnections: number | null;
  loadAverage: string;
}

/** The value of a metric line `name{labels} value` (labels matched as written), summed over matches. */
export function metricValue(text: string, name: string, labels = ''): number | null {
  let found: number | null = null;
  for (const line of text.split('\n')) {
    if (!line.startsWith(labels ? `${name}{` : `${name} `)) continue;
    if (labels && !line.includes(labels)) continue;
    found = (found ?? 0) + Number(line.split(' ').pop());
  }
  return found;
}

/**
 * The server's side every `everyMs`, read as an operator's monitoring would: its processes'
 * RSS and CPU from /proc, the streams and the pool from its metrics port, PostgreSQL's
 * connections from pg_stat_activity.
 */
export function startSampler(
  server: BenchServer,
  opts: { everyMs: number; pgDataDir: string | null; dbConnections: (() => Promise<number>) | null },
) {
  const samples: Sample[] = [];
  const started = performance.now();
  let lastAt = started;
  let lastCpu = cpuMs(server.pids());
  let lastPg = opts.pgDataDir ? postgresCpuMs(opts.pgDataDir) : 0;
  const cpuAtStart = lastCpu;
  const pgAtStart = lastPg;
  const take = async () => {
    const now = performance.now();
    const pids = server.pids();
    const cpu = cpuMs(pids);
    const pg = opts.pgDataDir ? postgresCpuMs(opts.pgDataDir) : 0;
    const text = await fetch(server.metrics).then((r) => r.text(), () => '');
    samples.push({
      t: Math.round((now - started) / 1000),
      rssMb: rssMb(pids),
      cpuPct: Math.round(((cpu - lastCpu) / (now - lastAt)) * 100),
      pgCpuPct: opts.pgDataDir ? Math.round(((pg - lastPg) / (now - lastAt)) * 100) : null,
      streams: metricValue(text, 'm247_event_streams_open'),
      poolInUse: metricValue(text, 'm247_db_pool_connections', 'state="in_use"'),
      poolWaiting: metricValue(text, 'm247_db_pool_connections', 'state="waiting"'),
      dbConnections: opts.dbConnections ? await opts.dbConnections().catch(() => null) : null,
      loadAverage: loadAverage(),
    });
    lastAt = now;
    lastCpu = cpu;
    lastPg = pg;
  };
  const timer = setInterval(() => void take(), opts.everyMs);
  return {
    samples,
    async stop() {
      clearInterval(timer);
      await take();
      const seconds = (performance.now() - started) / 1000;
      return {
        serverCpuPct: Math.round(((cpuMs(server.pids()) - cpuAtStart) / (seconds * 1000)) * 100),
        pgCpuPct: opts.pgDataDir ? Math.round(((postgresCpuMs(opts.pgDataDir) - pgAtStart) / (seconds * 1000)) * 100) : null,
      };
    },
  };
}

/**
 * A quantile of the server's own request-duration histogram (its side of each call, without
 * the load generator's), over the series whose labels include every one of `labels` (one
 * written `!label` must not be there):
 * Prometheus' histogram_quantile, linear within the bucket. Milliseconds.
 */
export function serverQuantile(text: string, labels: string[], q: number): number | null {
  const buckets = new Map<number, number>();
  for (const line of text.split('\n')) {
    if (!line.startsWith('m247_http_request_duration_seconds_bucket{') || !labels.every((l) => (l.startsWith('!') ? !line.includes(l.slice(1)) : line.includes(l)))) continue;
    const le = /le="([^"]+)"/.exec(line)![1];
    const bound = le === '+Inf' ? Infinity : Number(le);
    buckets.set(bound, (buckets.get(bound) ?? 0) + Number(line.split(' ').pop()));
  }
  const sorted = [...buckets.entries()].sort((a, b) => a[0] - b[0]);
  const total = sorted.at(-1)?.[1] ?? 0;
  if (!total) return null;
  const rank = q * total;
  let prevBound = 0;
  let prevCount = 0;
  for (const [bound, count] of sorted) {
    if (count >= rank) {
      if (bound === Infinity) return Math.round(prevBound * 1000);
      return Math.round((prevBound + ((bound - prevBound) * (rank - prevCount)) / Math.max(1, count - prevCount)) * 1000);
    }
    prevBound = bound;
    prevCount = count;
  }
  return null;
}
