import { xlsxRows } from '../../documents/testing/readBack';
import { useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { authed } from '../../testing/testApp';

/**
 * The admin page's audit log: one record's changes (?record), and the download of
 * every row matching the screen's filters (GET /api/print_audit/, XLSX, streamed).
 */
const f = useLedgerFixture({ app: true });
let admin: Record<string, string>;
beforeAll(async () => {
  admin = authed(await f.token('admin'));
}, 60_000);

const get = (url: string, headers = admin) => f.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT', url: string, payload: object) => f.app.inject({ method, url, headers: admin, payload });

describe('GET /api/audit/?record', () => {
  it("lists one record's changes, newest first; with kind, of that kind only", async () => {
    const city = (await send('POST', '/api/admin/cities/create/', { name: 'Аудитск' })).json();
    await send('PUT', `/api/admin/cities/${city.id}/`, { name: 'Аудитград' });
    const rows = (await get(`/api/audit/?kind=city&record=${city.id}`)).json().results;
    expect(rows.map((r: { action: string }) => r.action)).toEqual(['city.rename', 'city.create']);
    expect(rows[0]).toMatchObject({ record_id: String(city.id), before: { name: 'Аудитск' }, after: { name: 'Аудитград' }, actor: 'admin' });
    expect((await get('/api/audit/?record=x;y')).json()).toEqual({ record: ['Номер записи: цифры и буквы, до 64 символов.'] });
  });
});

describe('GET /api/print_audit/', () => {
  it("names the file with the network's day, not UTC's (01:30 in Moscow is still the 28th in UTC)", async () => {
    // Only the clock is faked: the database and the app keep their timers.
    jest.useFakeTimers({ now: new Date('2026-11-28T22:30:00Z'), doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'] });
    try {
      const res = await get('/api/print_audit/?kind=city.create&format=xlsx');
      expect(res.statusCode).toBe(200);
      expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('Журнал изменений 2026-11-29.xlsx');
    } finally {
      jest.useRealTimers();
    }
  });

  it('downloads every row matching the filters as XLSX, newest first, with what changed and the record before and after', async () => {
    // More rows than a page of the screen: the download has them all.
    for (let i = 0; i < 25; i++) await send('POST', '/api/admin/cities/create/', { name: `Выгрузка ${i}` });
    const listed = (await get('/api/audit/?kind=city.create&size=20')).json();
    expect(listed.results).toHaveLength(20);
    const res = await get('/api/print_audit/?kind=city.create&format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toMatch(/attachment; filename=.*Zhurnal izmenenii/);
    const { values } = await xlsxRows(res.rawPayload);
    expect(values[0][0]).toBe('Журнал изменений');
    expect(values.some((r) => r?.[0] === 'Вид: Город: создание')).toBe(true);
    const header = values.findIndex((r) => r?.[0] === '№');
    expect(values[header]).toEqual(['№', 'Когда', 'Кто', 'Логин', 'Действие', 'Запись', 'Что изменилось', 'До', 'После', 'Подробности']);
    const rows = values.slice(header + 1).filter(Boolean);
    expect(rows).toHaveLength(listed.count);
    const newest = rows[0];
    expect(newest[4]).toBe('Город: создание (city.create)');
    expect(newest[3]).toBe('admin');
    expect(newest[6]).toBe('создана');
    expect(JSON.parse(String(newest[8]))).toMatchObject({ name: 'Выгрузка 24' });
    expect(rows.map((r) => Number(r[0]))).toEqual([...rows.map((r) => Number(r[0]))].sort((a, b) => b - a));
  });

  it('a change shows the fields it touched in words', async () => {
    const city = (await send('POST', '/api/admin/cities/create/', { name: 'Было' })).json();
    await send('PUT', `/api/admin/cities/${city.id}/`, { name: 'Стало' });
    const { values } = await xlsxRows((await get(`/api/print_audit/?kind=city.rename&record=${city.id}`)).rawPayload);
    const row = values.find((r) => r?.[4] === 'Город: переименование (city.rename)')!;
    expect(row[6]).toBe('name: "Было" → "Стало"');
  });

  it('is for admins only: 404 for everybody else, before the query is read', async () => {
    const cashier = authed(await f.token('cashier'));
    expect((await get('/api/print_audit/?format=xlsx', cashier)).statusCode).toBe(404);
    expect((await get('/api/print_audit/?from_date=bad', cashier)).statusCode).toBe(404);
    expect((await get('/api/print_audit/?from_date=2026-02-30')).json()).toEqual({ from_date: ['Неправильный формат даты. Используйте формат YYYY-MM-DD.'] });
    expect((await get('/api/print_audit/?format=pdf')).statusCode).toBe(400);
  });
});
