import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What a Db can say about its connections (PostgreSQL's pool; PGlite has one connection and says nothing). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricSources {
  openStreams: () => number;
  poolStats: () => PoolStats | null;
}

/** Seconds; from a cached read (~1 ms) to a report past its budget. */
const REQUEST_BUCKETS = [0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5, 10];
/** Seconds from a write's NOTIFY to its fan-out in this process; the budget is 1 s. */
const LAG_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * The server's metrics, one registry per app (tests build many apps in one process, so never
 * prom-client's global registry). Gauges read their source when scraped, so nothing counts
 * between scrapes. With WORKERS>1 each worker keeps its own and the primary sums them
 * (observability/metricsServer.ts); the `aggregator` of each says how.
 */
export function createMetrics(sources: MetricSources) {
  const registry = new Registry();
  const route = ['method', 'route', 'status_class'] as const;
  return {
    registry,
    requestDuration: new Histogram({
      name: 'm247_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, per route pattern (the route table\'s URL, "unmatched" for a 404 without a route) and status class; live event streams are not requests and are not counted',
      labelNames: route,
      buckets: REQUEST_BUCKETS,
      registers: [registry],
    }),
    writes: new Counter({
      name: 'm247_writes_total',
      help: 'Writes done (POST/PUT answered 2xx, idempotent replays excluded), per route pattern',
      labelNames: ['route'] as const,
      registers: [registry],
    }),
    replays: new Counter({
      name: 'm247_idempotent_replays_total',
      help: 'Writes answered from an earlier answer under the same Idempotency-Key, nothing written again',
      labelNames: ['route'] as const,
      registers: [registry],
    }),
    throttled: new Counter({
      name: 'm247_throttle_refusals_total',
      help: 'Requests refused with 429: the sign-in and transfer-code throttles and the per-address request ceiling',
      labelNames: ['route'] as const,
      registers: [registry],
    }),
    eventLag: new Histogram({
      name: 'm247_event_delivery_lag_seconds',
      help: 'From the writing transaction\'s NOTIFY (the writer\'s clock) to this process handing the event to its open streams',
      buckets: LAG_BUCKETS,
      registers: [registry],
    }),
    openStreams: new Gauge({
      name: 'm247_event_streams_open',
      help: 'Live event streams (GET /api/events/) open now',
      registers: [registry],
      collect() {
        this.set(sources.openStreams());
      },
    }),
    pool: new Gauge({
      name: 'm247_db_pool_connections',
      help: 'PostgreSQL pool connections: in_use (lent to a query or transaction), idle, waiting (requests queued for a connection). Absent on the embedded database',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = sources.poolStats();
        if (!stats) return;
        this.set({ state: 'in_use' }, stats.total - stats.idle);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * prom-client's process metrics (CPU, RSS, heap, event-loop lag, GC) into `registry`: once per
 * server process, in main.ts only — each call starts an event-loop monitor and a GC observer
 * for the rest of the process, which tests building an app per file would pile up.
 */
export function addProcessMetrics(registry: Registry): void {
  collectDefaultMetrics({ register: registry, prefix: 'm247_' });
}
