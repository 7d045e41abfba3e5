import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { AggregatorRegistry, type Registry } from 'prom-client';

export interface MetricsServer {
  /** `http://host:port`, the port as bound (0 in tests picks a free one). */
  address: string;
  close(): Promise<void>;
}

/**
 * Prometheus' scrape endpoint on its own port (METRICS_PORT): `GET /metrics` answers the text
 * format, anything else 404. Its own server, not a route of the app: the API's port faces
 * the clients (and the internet, behind a proxy); the metrics name routes and counts and are
 * for the operator's network only, so the port binds to loopback unless told otherwise.
 */
export async function serveMetrics(
  port: number,
  host: string,
  scrape: () => Promise<string>,
  contentType: string,
): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    scrape().then(
      (text) => res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(text),
      (err: Error) => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`metrics failed: ${err.message}`),
    );
  });
  server.listen(port, host);
  await once(server, 'listening');
  const bound = server.address() as { port: number };
  return {
    address: `http://${host.includes(':') ? `[${host}]` : host}:${bound.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** One process (WORKERS=1): its own registry. */
export const serveProcessMetrics = (registry: Registry, port: number, host: string) =>
  serveMetrics(port, host, () => registry.metrics(), registry.contentType);

/**
 * WORKERS>1: the primary answers the scrape with every worker's metrics summed (prom-client's
 * AggregatorRegistry over node's cluster messages): counters and histograms add up across
 * workers, gauges too (open streams, pool connections, memory) except where prom-client says
 * otherwise (event-loop lag: averaged). A worker that does not answer within 5 s fails the
 * scrape rather than hide itself.
 */
export function serveClusterMetrics(port: number, host: string) {
  const aggregator = new AggregatorRegistry();
  return serveMetrics(port, host, () => aggregator.clusterMetrics(), aggregator.contentType);
}

/** In a worker: answer the primary's requests with this registry. */
export function answerClusterScrapes(registry: Registry): void {
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
}
