import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMetrics, type Metrics } from './metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's Prometheus metrics (observability/metrics.ts), served on METRICS_PORT. */
    metrics: Metrics;
  }
}

const WRITING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Measures every answered request at the root, so the API, the probes and the web app's
 * files alike. The route label is the matched pattern (`/api/cash_register/:id/`), never the
 * raw URL, so the series stay as many as the routes. A hijacked live event stream never
 * reaches onResponse: it is counted by the open-streams gauge instead.
 */
export default fp(async function metricsPlugin(app: FastifyInstance) {
  const metrics = createMetrics({
    openStreams: () => app.liveEvents.size,
    poolStats: () => app.db.poolStats?.() ?? null,
  });
  app.decorate('metrics', metrics);
  app.liveEvents.onLag = (seconds) => metrics.eventLag.observe(seconds);

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    metrics.requestDuration.observe(
      { method: request.method, route, status_class: `${Math.floor(status / 100)}xx` },
      reply.elapsedTime / 1000,
    );
    if (status === 429) metrics.throttled.inc({ route });
    if (!WRITING.has(request.method) || status >= 300) return;
    if (reply.getHeader('idempotent-replayed') === 'true') metrics.replays.inc({ route });
    else metrics.writes.inc({ route });
  });
});
