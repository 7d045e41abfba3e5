import { FAST_SCRYPT } from '../../auth/passwords';
import { seedDemo } from '../../seed/demo';
import { authed, createTestCity, createTestUser, DB_TIMEOUT, login } from '../../testing/testApp';
import { useTestApp } from '../../testing/useFixture';

let admin: Record<string, string>;
let cashier: Record<string, string>;
let ids: Record<string, number>;

const t = useTestApp();
beforeAll(async () => {
  await seedDemo(t.db, { scrypt: FAST_SCRYPT });
  ids = Object.fromEntries((await t.db.query<{ id: number; name: string }>('SELECT id, name FROM cities')).rows.map((r) => [r.name, r.id]));
  admin = authed(await login(t.app, 'admin'));
  cashier = authed(await login(t.app, 'cashier'));
}, DB_TIMEOUT);

const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/city/', () => {
  it('pages DRF-style, ordered by id, default size 100', async () => {
    const res = await get('/api/city/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ count: 3, next: null, previous: null, results: expect.any(Array) });
    expect(body.results.map((c: { name: string }) => c.name)).toEqual(['Москва', 'Санкт-Петербург', 'Казань']);
    expect(body.results[0]).toEqual({ id: ids['Москва'], name: 'Москва' });
  });

  it('links next and previous as absolute paths with page and size', async () => {
    const p1 = (await get('/api/city/?size=2')).json();
    expect(p1).toMatchObject({ count: 3, next: '/api/city/?size=2&page=2', previous: null });
    expect(p1.results).toHaveLength(2);
    const p2 = (await get(p1.next)).json();
    expect(p2).toMatchObject({ count: 3, next: null, previous: '/api/city/?size=2&page=1' });
    expect(p2.results.map((c: { name: string }) => c.name)).toEqual(['Казань']);
  });

  it('a page past the end is 404 "Неправильная страница."', async () => {
    const res = await get('/api/city/?page=3&size=2');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Неправильная страница.' });
  });

  it('an empty first page is an empty list; page 2 of nothing is 404', async () => {
    await createTestUser(t.db, { username: 'nocity' });
    const nobody = authed(await login(t.app, 'nocity'));
    expect((await get('/api/city/', nobody)).json()).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await get('/api/city/?page=2', nobody)).statusCode).toBe(404);
  });

  it('validates page and size with DRF field errors', async () => {
    const cases: Array<[string, object]> = [
      ['size=0', { size: ['Убедитесь, что это значение больше либо равно 1.'] }],
      ['size=1001', { size: ['Убедитесь, что это значение меньше либо равно 1000.'] }],
      ['size=abc', { size: ['Введите правильное число.'] }],
      ['page=0', { page: ['Неправильная страница.'] }],
      ['page=abc', { page: ['Неправильная страница.'] }],
      ['page=1.5&size=-1', { page: ['Неправильная страница.'], size: ['Убедитесь, что это значение больше либо равно 1.'] }],
    ];
    for (const [query, errors] of cases) {
      const res = await get(`/api/city/?${query}`);
      expect({ query, status: res.statusCode, body: res.json() }).toEqual({ query, status: 400, body: errors });
    }
  });

  it('a cashier sees only Москва', async () => {
    const body = (await get('/api/city/', cashier)).json();
    expect(body).toEqual({ count: 1, next: null, previous: null, results: [{ id: ids['Москва'], name: 'Москва' }] });
  });
});

describe('GET /api/city/{id}/', () => {
  it('answers the city', async () => {
    const res = await get(`/api/city/${ids['Казань']}/`);
    expect(res.json()).toEqual({ id: ids['Казань'], name: 'Казань' });
    // Without the trailing slash too (docs/PRODUCT.md §7 writes both styles).
    expect((await get(`/api/city/${ids['Казань']}`)).statusCode).toBe(200);
  });

  it('another city is 404 for a cashier, as are unknown and malformed ids', async () => {
    const newId = await createTestCity(t.db, 'Сочи');
    for (const url of [`/api/city/${ids['Казань']}/`, `/api/city/${newId}/`]) {
      const res = await get(url, cashier);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Страница не найдена.' });
    }
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999999999999', '%00']) {
      const res = await get(`/api/city/${id}/`);
      expect({ id, status: res.statusCode }).toEqual({ id, status: 404 });
    }
  });

  it('needs a token', async () => {
    expect((await get('/api/city/', {})).statusCode).toBe(401);
    expect((await get(`/api/city/${ids['Москва']}/`, {})).statusCode).toBe(401);
  });
});
