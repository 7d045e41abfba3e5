import { FAST_SCRYPT } from '../../auth/passwords';
import { seedDemo } from '../../seed/demo';
import { authed, DB_TIMEOUT, login } from '../../testing/testApp';
import { useTestApp } from '../../testing/useFixture';

let admin: Record<string, string>;
let cashier: Record<string, string>;
let city: Record<string, number>;
let reg: Record<string, number>;

const t = useTestApp();
beforeAll(async () => {
  await seedDemo(t.db, { scrypt: FAST_SCRYPT });
  city = Object.fromEntries((await t.db.query<{ id: number; name: string }>('SELECT id, name FROM cities')).rows.map((r) => [r.name, r.id]));
  reg = Object.fromEntries((await t.db.query<{ id: number; name: string }>('SELECT id, name FROM cash_registers')).rows.map((r) => [r.name, r.id]));
  admin = authed(await login(t.app, 'admin'));
  cashier = authed(await login(t.app, 'cashier'));
}, DB_TIMEOUT);

const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
const names = (list: Array<{ name: string }>) => list.map((r) => r.name);

describe('GET /api/cash_register/', () => {
  it('lists every register for an admin with its city, ordered by id', async () => {
    const body = (await get('/api/cash_register/')).json();
    // The demo's 8 tills, and a vault per city (made after them: the last ids).
    expect(body.count).toBe(11);
    expect(body.results[0]).toEqual({ id: reg['Касса Арбат'], name: 'Касса Арбат', city: { id: city['Москва'], name: 'Москва' }, is_active: true, kind: 'till' });
    const ids = body.results.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('filters by city and keeps the filter in next/previous', async () => {
    const p1 = (await get(`/api/cash_register/?city=${city['Санкт-Петербург']}&size=2`)).json();
    expect(p1.count).toBe(4);
    expect(names(p1.results)).toEqual(['Касса Невский', 'Касса Васильевский']);
    expect(p1.next).toBe(`/api/cash_register/?city=${city['Санкт-Петербург']}&size=2&page=2`);
    const p2 = (await get(p1.next)).json();
    expect(names(p2.results)).toEqual(['Касса Петроградская', 'Хранилище']);
    expect(p2.previous).toBe(`/api/cash_register/?city=${city['Санкт-Петербург']}&size=2&page=1`);
  });

  it('a cashier sees only the registers of Москва, whatever the filter', async () => {
    const mine = (await get('/api/cash_register/', cashier)).json();
    expect(names(mine.results)).toEqual(['Касса Арбат', 'Касса Тверская', 'Касса Китай-город', 'Хранилище']);
  });

  it("filtering by another city (or one that does not exist) is 404 for a cashier", async () => {
    for (const id of [city['Казань'], 999]) {
      const res = await get(`/api/cash_register/?city=${id}`, cashier);
      expect({ id, status: res.statusCode, body: res.json() }).toEqual({ id, status: 404, body: { detail: 'Страница не найдена.' } });
    }
    const mine = await get(`/api/cash_register/?city=${city['Москва']}`, cashier);
    expect(names(mine.json().results)).toEqual(['Касса Арбат', 'Касса Тверская', 'Касса Китай-город', 'Хранилище']);
  });

  it('a city that does not exist is 404 for the admin too', async () => {
    expect((await get('/api/cash_register/?city=999')).json()).toEqual({ detail: 'Страница не найдена.' });
    expect((await get('/api/all_cash_registers/?city=999')).statusCode).toBe(404);
  });

  it('validates its parameters', async () => {
    const cases: Array<[string, object]> = [
      ['city=abc', { city: ['Введите правильное число.'] }],
      ['city=0&size=5000', { city: ['Убедитесь, что это значение больше либо равно 1.'], size: ['Убедитесь, что это значение меньше либо равно 1000.'] }],
      ['page=x', { page: ['Неправильная страница.'] }],
    ];
    for (const [query, errors] of cases) {
      const res = await get(`/api/cash_register/?${query}`);
      expect({ query, status: res.statusCode, body: res.json() }).toEqual({ query, status: 400, body: errors });
    }
    expect((await get('/api/cash_register/?page=2')).json()).toEqual({ detail: 'Неправильная страница.' });
  });
});

describe('GET /api/cash_register/{id}/', () => {
  it('answers a register in scope', async () => {
    const res = await get(`/api/cash_register/${reg['Касса Тверская']}/`, cashier);
    expect(res.json()).toEqual({ id: reg['Касса Тверская'], name: 'Касса Тверская', city: { id: city['Москва'], name: 'Москва' }, is_active: true, kind: 'till' });
  });

  it("another city's register is 404 for a cashier", async () => {
    const res = await get(`/api/cash_register/${reg['Касса Невский']}/`, cashier);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Страница не найдена.' });
    expect((await get(`/api/cash_register/${reg['Касса Невский']}/`)).statusCode).toBe(200);
  });

  it('unknown or malformed ids are 404', async () => {
    for (const id of ['424242', 'x', '2147483648']) expect((await get(`/api/cash_register/${id}/`)).statusCode).toBe(404);
  });
});

describe('GET /api/all_cash_registers/', () => {
  it('is one unpaginated list in scope, optionally of one city', async () => {
    expect((await get('/api/all_cash_registers/')).json()).toHaveLength(11);
    expect(names((await get(`/api/all_cash_registers/?city=${city['Казань']}`)).json())).toEqual(['Касса Баумана', 'Касса Кремлёвская', 'Хранилище']);
    expect((await get('/api/all_cash_registers/', cashier)).json()).toHaveLength(4);
    expect((await get('/api/all_cash_registers/?city=x')).statusCode).toBe(400);
  });

  it("another city's (or an unknown city's) list is 404 for a cashier", async () => {
    for (const id of [city['Казань'], 999]) {
      const res = await get(`/api/all_cash_registers/?city=${id}`, cashier);
      expect({ id, status: res.statusCode, body: res.json() }).toEqual({ id, status: 404, body: { detail: 'Страница не найдена.' } });
    }
    expect((await get(`/api/all_cash_registers/?city=${city['Москва']}`, cashier)).json()).toHaveLength(4);
  });
});

describe('GET /api/transfer_cash_registers/', () => {
  it("lists every register of the network with its city, a cashier's included: a transfer may go to any city", async () => {
    const all = (await get('/api/transfer_cash_registers/', cashier)).json();
    expect(all).toHaveLength(11);
    expect(all.filter((r: { city: { name: string } }) => r.city.name === 'Казань').map((r: { name: string; kind: string }) => [r.name, r.kind])).toEqual([
      ['Касса Баумана', 'till'],
      ['Касса Кремлёвская', 'till'],
      ['Хранилище', 'vault'],
    ]);
    // The other city's register itself stays out of the cashier's reach.
    expect((await get(`/api/cash_register/${reg['Касса Баумана']}/`, cashier)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/transfer_cash_registers/' })).statusCode).toBe(401);
  });
});
