import { client } from '../../ledger/testing/apiClient';
import { useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { FEED_LIMIT_PER_MINUTE } from './routes';
import { publishRates } from './testing/publishRates';

/**
 * The public feed (docs/api/public.md): its exact keys, CORS, caching and ETag/304, the
 * per-address limit, and 404 for anything not published.
 */
const f = useLedgerFixture({ app: true });
const as = client(f);
beforeAll(async () => {
  await f.db.query('UPDATE cities SET publish_rates = true WHERE id = $1', [f.cities.moscow]);
}, 60_000);

const feed = (query: string, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') =>
  f.app.inject({ method: 'GET', url: `/api/public/rates/?${query}`, headers, remoteAddress });

const publish = (body: object) => publishRates(as, body);

describe('GET /api/public/rates/', () => {
  it('answers a day with no rates with an empty list and no time', async () => {
    const res = await feed(`city=${f.cities.moscow}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ city: { id: f.cities.moscow, name: 'Москва' }, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), updated_at: null, rates: [] });
  });

  it("gives a published city's rates with exactly the contract's keys, decimal strings, in the board's order", async () => {
    await publish({
      city: f.cities.moscow,
      rates: [
        { currency: f.currencies.EUR, buy_rate: '99.5', sell_rate: '101.25' },
        { currency: f.currencies.USD, buy_rate: '90.1234', sell_rate: '92' },
      ],
    });
    const res = await feed(`city=${f.cities.moscow}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['city', 'date', 'rates', 'updated_at']);
    expect(Object.keys(body.city).sort()).toEqual(['id', 'name']);
    for (const rate of body.rates) expect(Object.keys(rate).sort()).toEqual(['buy', 'code', 'name', 'sell']);
    const { rows: order } = await f.db.query<{ code: string }>(
      `SELECT code FROM currencies WHERE code IN ('USD', 'EUR') ORDER BY "order", code`,
    );
    expect(body.rates.map((r: { code: string }) => r.code)).toEqual(order.map((r) => r.code));
    const usd = body.rates.find((r: { code: string }) => r.code === 'USD');
    expect(usd).toMatchObject({ buy: '90.1234', sell: '92.00' });
    expect(body.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(JSON.stringify(body)).not.toMatch(/user|balance|cash_register|supervisor/);
  });

  it('is for any origin, cached 30 s by anyone, with an ETag that answers 304 until the rates change', async () => {
    const first = await feed(`city=${f.cities.moscow}`);
    expect(first.headers['access-control-allow-origin']).toBe('*');
    expect(first.headers['cache-control']).toBe('public, max-age=30');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await feed(`city=${f.cities.moscow}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await feed(`city=${f.cities.moscow}`, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    await publish({ city: f.cities.moscow, rates: [{ currency: f.currencies.USD, buy_rate: '90.5', sell_rate: '92' }] });
    const changed = await feed(`city=${f.cities.moscow}`, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("gives a register its own rate of a currency and its city's for the rest", async () => {
    await publish({ cash_register: f.registers.m1, rates: [{ currency: f.currencies.USD, buy_rate: '89', sell_rate: '93' }] });
    const m1 = (await feed(`register=${f.registers.m1}`)).json();
    expect(m1.city).toEqual({ id: f.cities.moscow, name: 'Москва' });
    expect(m1.rates.find((r: { code: string }) => r.code === 'USD')).toMatchObject({ buy: '89.00', sell: '93.00' });
    expect(m1.rates.find((r: { code: string }) => r.code === 'EUR')).toMatchObject({ buy: '99.50', sell: '101.25' });
    const m2 = (await feed(`register=${f.registers.m2}`)).json();
    expect(m2.rates.find((r: { code: string }) => r.code === 'USD')).toMatchObject({ buy: '90.50' });
  });

  it('answers 404 for an unpublished city and its registers, an unknown one, and 400 without a place', async () => {
    expect((await feed(`city=${f.cities.kazan}`)).statusCode).toBe(404);
    expect((await feed(`register=${f.registers.k1}`)).statusCode).toBe(404);
    expect((await feed('city=999999')).statusCode).toBe(404);
    const none = await feed('');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ city: ['Обязательное поле.'] });
    expect((await feed('city=abc')).statusCode).toBe(400);
    // Switched off by the admin: gone at once.
    expect((await as('admin').put(`/api/admin/cities/${f.cities.moscow}/`, { publish_rates: false })).status).toBe(200);
    expect((await feed(`city=${f.cities.moscow}`)).statusCode).toBe(404);
    expect((await as('admin').put(`/api/admin/cities/${f.cities.moscow}/`, { publish_rates: true })).status).toBe(200);
    expect((await feed(`city=${f.cities.moscow}`)).statusCode).toBe(200);
  });

  it(`lets an address make ${FEED_LIMIT_PER_MINUTE} requests a minute, then answers 429 with Retry-After; other addresses go on`, async () => {
    const address = '10.9.9.9';
    const statuses: number[] = [];
    for (let i = 0; i < FEED_LIMIT_PER_MINUTE; i++) statuses.push((await feed(`city=${f.cities.moscow}`, {}, address)).statusCode);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const refused = await feed(`city=${f.cities.moscow}`, {}, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    expect((await feed(`city=${f.cities.moscow}`, {}, '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('PUT /api/admin/cities/{id}/ publish_rates', () => {
  it('switches «Публиковать курсы» with or without a name, lists it, and refuses an empty change', async () => {
    const city = (await as('admin').post('/api/admin/cities/create/', { name: 'Тула' })).body;
    expect(city.publish_rates).toBe(false);
    expect((await as('admin').put(`/api/admin/cities/${city.id}/`, { publish_rates: true })).body).toMatchObject({ name: 'Тула', publish_rates: true });
    expect((await as('admin').put(`/api/admin/cities/${city.id}/`, { name: 'Тула-2' })).body).toMatchObject({ name: 'Тула-2', publish_rates: true });
    const both = await as('admin').put(`/api/admin/cities/${city.id}/`, { name: 'Тула', publish_rates: false });
    expect(both.body).toMatchObject({ name: 'Тула', publish_rates: false });
    const list = await as('admin').get('/api/admin/cities/?search=Тула');
    expect(list.body.results).toEqual([expect.objectContaining({ id: city.id, publish_rates: false })]);
    expect((await as('admin').put(`/api/admin/cities/${city.id}/`, {})).status).toBe(400);
    expect((await as('admin').put(`/api/admin/cities/${city.id}/`, { publish_rates: 'yes' })).status).toBe(400);
    expect((await as('supervisor').put(`/api/admin/cities/${city.id}/`, { publish_rates: true })).status).toBe(404);
  });
});
