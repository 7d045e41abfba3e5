import { randomUUID } from 'node:crypto';
import { client } from '../ledger/testing/apiClient';
import { fund, openLedgerFixture, type LedgerFixture } from '../ledger/testing/ledgerFixture';
import { openStream } from '../features/events/testing/eventStream';
import { serveProcessMetrics, type MetricsServer } from './metricsServer';
import { waitUntil } from '../testing/waitUntil';

/**
 * The metrics as Prometheus sees them: scraped over HTTP from the metrics port, after real
 * calls to the API (PGlite by default, PostgreSQL under TEST_DATABASE_URL).
 */
let f: LedgerFixture;
let metrics: MetricsServer;
let base: string;

beforeAll(async () => {
  f = await openLedgerFixture({ app: true });
  await fund(f, f.registers.m1, 'USD', '1000.00');
  base = await f.app.listen({ port: 0, host: '127.0.0.1' });
  metrics = await serveProcessMetrics(f.app.metrics.registry, 0, '127.0.0.1');
}, 60_000);
afterAll(async () => {
  await metrics.close();
  await f.close();
});

async function scrape(): Promise<string> {
  const res = await fetch(`${metrics.address}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

/** The sample `name{labels}` of a scrape (labels in any order), or null. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const m = /^([a-z_:0-9]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = (m[2] ?? '').split(',').filter(Boolean);
    if (wanted.length === have.length && wanted.every((w) => have.includes(w))) return Number(m[3]);
  }
  return null;
}


describe(`metrics on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('times requests per route pattern and status class, never per raw URL', async () => {
    const as = client(f);
    expect((await as('cashier').get(`/api/cash_register/${f.registers.m1}/`)).status).toBe(200);
    expect((await as('cashier').get(`/api/cash_register/${f.registers.k1}/`)).status).toBe(404);
    expect((await f.app.inject({ method: 'GET', url: '/api/no-such-route/' })).statusCode).toBe(404);
    const text = await scrape();
    const route = '/api/cash_register/:id/';
    expect(sample(text, 'm247_http_request_duration_seconds_count', { method: 'GET', route, status_class: '2xx' })).toBe(1);
    expect(sample(text, 'm247_http_request_duration_seconds_count', { method: 'GET', route, status_class: '4xx' })).toBe(1);
    expect(sample(text, 'm247_http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(`/api/cash_register/${f.registers.m1}/`);
    expect(text).not.toContain('no-such-route');
  });

  it('counts writes and idempotent replays apart, and the open streams and the delivery lag of their events', async () => {
    const stream = await openStream(base, await f.token('colleague'));
    try {
      expect(sample(await scrape(), 'm247_event_streams_open')).toBe(1);
      const key = randomUUID();
      const body = { from_cash_register: f.registers.m1, to_cash_register: f.registers.m2, currency: f.currencies.USD, amount: '10.00' };
      const send = async () =>
        f.app.inject({
          method: 'POST',
          url: '/api/internal_transfer/create/',
          headers: { authorization: `Token ${await f.token('cashier')}`, 'idempotency-key': key },
          payload: body,
        });
      const first = await send();
      expect(first.statusCode).toBe(201);
      expect((await send()).headers['idempotent-replayed']).toBe('true');
      const event = await stream.waitFor((e) => e.id === first.json().id);
      // The writer's clock travels in the notification only: the client gets the event alone.
      expect(event).not.toHaveProperty('at');
      const text = await scrape();
      const route = '/api/internal_transfer/create/';
      expect(sample(text, 'm247_writes_total', { route })).toBe(1);
      expect(sample(text, 'm247_idempotent_replays_total', { route })).toBe(1);
      expect(sample(text, 'm247_event_delivery_lag_seconds_count')).toBe(1);
      expect(sample(text, 'm247_event_delivery_lag_seconds_bucket', { le: '1' })).toBe(1);
    } finally {
      stream.close();
    }
    await waitUntil(async () => sample(await scrape(), 'm247_event_streams_open') === 0, { withinMs: 5000 });
  });

  it('counts throttle refusals', async () => {
    const wrong = () =>
      f.app.inject({ method: 'POST', url: '/api/token-auth/', payload: { username: 'kazan', password: 'wrong-password' } });
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) answers.push((await wrong()).statusCode);
    const refused = answers.filter((s) => s === 429).length;
    expect(refused).toBeGreaterThan(0);
    expect(sample(await scrape(), 'm247_throttle_refusals_total', { route: '/api/token-auth/' })).toBe(refused);
  });

  it('reports the pool on PostgreSQL, and nothing for it on the embedded database', async () => {
    const text = await scrape();
    if (process.env.TEST_DATABASE_URL) {
      expect(sample(text, 'm247_db_pool_connections', { state: 'waiting' })).toBe(0);
      expect(sample(text, 'm247_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'm247_db_pool_connections', { state: 'in_use' })).toBe(0);
    } else {
      expect(text).not.toMatch(/^m247_db_pool_connections\{/m);
    }
  });

  it('answers only GET /metrics on its port', async () => {
    expect((await fetch(`${metrics.address}/`)).status).toBe(404);
    expect((await fetch(`${metrics.address}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
