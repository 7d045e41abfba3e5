import { client } from '../../ledger/testing/apiClient';
import { useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { STREAMS_PER_ADDRESS } from './routes';
import { openPublicScreen, type Screen } from './testing/publicScreen';

/**
 * What the public stream and feed owe a stranger (docs/api/public.md): a ceiling on the
 * streams one address holds, a HEAD that does not hang, a closed register's screens ended,
 * and the CORS preflight a site's script needs to send If-None-Match.
 */
const f = useLedgerFixture({ app: true });
const as = client(f);
let base: string;
beforeAll(async () => {
  await f.db.query('UPDATE cities SET publish_rates = true WHERE id = ANY($1)', [[f.cities.moscow, f.cities.kazan]]);
  base = await f.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);

it(`holds at most ${STREAMS_PER_ADDRESS} open streams per address: the next is a 429 in Russian; a closed one frees its place`, async () => {
  const screens: Screen[] = [];
  try {
    for (let i = 0; i < STREAMS_PER_ADDRESS; i++) screens.push(await openPublicScreen(base, `city=${f.cities.moscow}`));
    const refused = await fetch(`${base}/api/public/rates/stream/?city=${f.cities.moscow}`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).detail).toMatch(/^Слишком много открытых потоков курсов с этого адреса \(не более 20\)/);
    // The feed itself is not held back by the streams.
    expect((await fetch(`${base}/api/public/rates/?city=${f.cities.moscow}`)).status).toBe(200);
    screens.pop()!.close();
    const deadline = Date.now() + 2000;
    let again: Screen | null = null;
    while (!again && Date.now() < deadline) {
      again = await openPublicScreen(base, `city=${f.cities.moscow}`).catch(() => null);
      if (!again) await new Promise((r) => setTimeout(r, 50));
    }
    expect(again).not.toBeNull();
    screens.push(again!);
  } finally {
    for (const s of screens) s.close();
  }
}, 30_000);

it('answers HEAD on the stream at once: the headers, no body, the socket not held', async () => {
  const started = Date.now();
  const head = await fetch(`${base}/api/public/rates/stream/?city=${f.cities.moscow}`, { method: 'HEAD', signal: AbortSignal.timeout(3000) });
  expect(head.status).toBe(200);
  expect(head.headers.get('content-type')).toMatch(/^text\/event-stream/);
  expect(head.headers.get('access-control-allow-origin')).toBe('*');
  expect(await head.text()).toBe('');
  expect(Date.now() - started).toBeLessThan(2000);
  expect((await fetch(`${base}/api/public/rates/stream/?city=999999`, { method: 'HEAD' })).status).toBe(404);
});

it("ends a register's stream when the register is deactivated; reconnecting meets 404", async () => {
  const { rows } = await f.db.query<{ id: number }>(
    "INSERT INTO cash_registers (name, city_id) VALUES ('Экран закрытия', $1) RETURNING id", [f.cities.kazan],
  );
  const register = rows[0].id;
  const screen = await openPublicScreen(base, `register=${register}`);
  try {
    await screen.waitFor(() => true);
    expect((await as('admin').put(`/api/admin/cash_registers/${register}/active/`, { is_active: false })).status).toBe(200);
    await Promise.race([screen.ended, new Promise((_, reject) => setTimeout(() => reject(new Error('the stream did not end in 3 s')), 3000))]);
    expect((await fetch(`${base}/api/public/rates/stream/?register=${register}`)).status).toBe(404);
  } finally {
    screen.close();
  }
}, 30_000);

it('answers the CORS preflight of the feed with 204, so a site may send If-None-Match; the GET exposes ETag', async () => {
  const preflight = await fetch(`${base}/api/public/rates/?city=${f.cities.moscow}`, {
    method: 'OPTIONS',
    headers: { origin: 'https://example.org', 'access-control-request-method': 'GET', 'access-control-request-headers': 'if-none-match' },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
  expect(preflight.headers.get('access-control-allow-headers')).toBe('If-None-Match');
  const get = await fetch(`${base}/api/public/rates/?city=${f.cities.moscow}`, { headers: { origin: 'https://example.org' } });
  expect(get.headers.get('access-control-allow-origin')).toBe('*');
  expect(get.headers.get('access-control-expose-headers')).toMatch(/\bETag\b/);
  const etag = get.headers.get('etag')!;
  expect((await fetch(`${base}/api/public/rates/?city=${f.cities.moscow}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
});
