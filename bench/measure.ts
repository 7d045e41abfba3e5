import autocannon from 'autocannon';

export interface Timing {
  name: string;
  runs: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One request at a time: what a report costs on its own (after warm-up runs). */
export async function timeSequential(
  name: string,
  url: string,
  headers: Record<string, string>,
  runs = 20,
  warmup = 3,
): Promise<Timing> {
  const times: number[] = [];
  for (let i = 0; i < warmup + runs; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${name}: ${url} answered ${res.status}`);
    if (i >= warmup) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { name, runs, medianMs: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)), maxMs: round(times[times.length - 1]) };
}

export interface Load {
  name: string;
  connections: number;
  seconds: number;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** Answers by status code, e.g. {"201": 1700, "400": 9}: what the non-2xx were. */
  statusCodes: Record<string, number>;
  firstRefusal: string | null;
}

/** Many connections at once on loopback (autocannon), as a busy office would. */
export async function load(
  name: string,
  url: string,
  opts: {
    headers: Record<string, string>;
    connections: number;
    seconds: number;
    /** An unrecorded run at the same load first (0: none). */
    warmUpSeconds: number;
    /** POST bodies each connection sends in turn (e.g. a buy then a sell); GET when absent. */
    bodies?: string[];
  },
): Promise<Load> {
  let firstRefusal: string | null = null;
  // Steady state, not the first second: the API compiles a route's code on its first calls
  // and PostgreSQL plans each pooled connection's first five runs of a statement anew (then
  // keeps a generic plan). A short unrecorded run at the same load comes first.
  const requests = opts.bodies?.map((body) => ({ method: 'POST' as const, body }));
  if (opts.warmUpSeconds > 0) {
    await autocannon({ url, connections: opts.connections, duration: opts.warmUpSeconds, headers: opts.headers, requests });
    await drain(url, opts.headers);
  }
  const result = await autocannon({
    url,
    connections: opts.connections,
    duration: opts.seconds,
    headers: opts.headers,
    requests: opts.bodies?.map((body) => ({
      method: 'POST' as const,
      body,
      // Keep the first refusal's answer, so a non-2xx count can be explained.
      onResponse: (status: number, answer: string) => {
        if (status >= 300 && !firstRefusal) firstRefusal = `${status} ${answer.slice(0, 300)}`;
      },
    })),
  });
  await drain(url, opts.headers);
  return {
    name,
    connections: opts.connections,
    seconds: opts.seconds,
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    firstRefusal,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, (stats as { count: number }).count]),
    ),
  };
}

/**
 * autocannon stops sending when its time is up, but a saturated server (PGlite answers one
 * query at a time) may still hold queued requests; wait until a plain GET is answered
 * promptly so the next measurement starts from an idle server.
 */
async function drain(url: string, headers: Record<string, string>): Promise<void> {
  const probe = new URL('/api/me', url).toString();
  for (let i = 0; i < 120; i++) {
    const t0 = performance.now();
    await (await fetch(probe, { headers })).arrayBuffer();
    if (performance.now() - t0 < 200) return;
  }
}
