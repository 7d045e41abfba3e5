import { authed, createTestCity, createTestUser, DB_TIMEOUT, login } from '../../testing/testApp';
import { useTestApp } from '../../testing/useFixture';

/** /api/admin/users/: the admin section's users, on the same services as the CLI. */
let admin: string;
let cashier: string;
let moscow: number;
let kazan: number;
const t = useTestApp();
beforeAll(async () => {
  moscow = await createTestCity(t.db, 'Москва');
  kazan = await createTestCity(t.db, 'Казань');
  await createTestUser(t.db, { username: 'admin', isAdmin: true });
  await createTestUser(t.db, { username: 'cashier', cityIds: [moscow], firstName: 'Ксения', lastName: 'Кассирова' });
  admin = await login(t.app, 'admin');
  cashier = await login(t.app, 'cashier');
}, DB_TIMEOUT);

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url: `/api/admin/users/${url}`, headers: authed(token), payload });
const NO_FLAGS = { isAllowToPrint: false, isCryptoTransactionPageActive: false, isAllowToCheckEarningReport: false, isAllowToCheckNonActiveOperationPerson: false };
const body = (over: object = {}) => ({
  first_name: 'Ирина', last_name: 'Казанская', role: 'Кассир', is_admin: false,
  permissions: { ...NO_FLAGS, isCryptoTransactionPageActive: true }, cities: [kazan], ...over,
});
const auditActions = async (userId: number) =>
  (await t.db.query<{ action: string }>('SELECT action FROM audit_log WHERE record_id = $1 AND kind = \'user\' ORDER BY id', [String(userId)])).rows.map((r) => r.action);

describe('create: a temporary password, shown once, that must be replaced', () => {
  it('creates the user with its cities and flags; the password signs in once and asks for a new one', async () => {
    const res = await call('POST', 'create/', { ...body(), username: 'irina' });
    expect(res.statusCode).toBe(201);
    const { user, temporary_password } = res.json();
    expect(user).toMatchObject({
      username: 'irina', first_name: 'Ирина', role: 'Кассир', is_active: true, must_change_password: true,
      permissions: { isCryptoTransactionPageActive: true, isAllowToPrint: false }, cities: [{ id: kazan, name: 'Казань' }],
    });
    expect(temporary_password).toMatch(/^[A-Za-z2-9]{7}-[A-Za-z2-9]{7}$/);
    const token = await login(t.app, 'irina', temporary_password);
    const me = await t.app.inject({ url: '/api/me', headers: authed(token) });
    expect(me.json().mustChangePassword).toBe(true);
    expect((await t.app.inject({ url: '/api/city/', headers: authed(token) })).statusCode).toBe(403);
    const change = await t.app.inject({
      method: 'POST', url: '/api/change_password/', headers: authed(token),
      payload: { current_password: temporary_password, new_password: 'ирина-свой-пароль' },
    });
    expect(change.statusCode).toBe(200);
    // The temporary password is gone with the change.
    await expect(login(t.app, 'irina', temporary_password)).rejects.toThrow(/400/);
    const cities = await t.app.inject({ url: '/api/city/', headers: authed(token) });
    expect(cities.json().results.map((c: { name: string }) => c.name)).toEqual(['Казань']);
    expect(await auditActions(user.id)).toEqual(['user.create', 'user.change_password']);
  });

  it('refuses a taken username, an unknown city and a bad field with DRF field errors', async () => {
    expect((await call('POST', 'create/', { ...body(), username: 'cashier' })).json()).toEqual({ username: ['Пользователь с таким именем уже существует.'] });
    // A username is one person whatever its case: «ADMIN» is «admin».
    const upper = await call('POST', 'create/', { ...body(), username: 'ADMIN' });
    expect([upper.statusCode, upper.json()]).toEqual([400, { username: ['Пользователь с таким именем уже существует.'] }]);
    expect((await call('POST', 'create/', { ...body({ cities: [99999] }), username: 'nocity' })).json()).toEqual({ city: ['Нет городов с id: 99999.'] });
    const bad = await call('POST', 'create/', { ...body(), username: 'пробел в имени' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['username']);
  });
});

describe('the list', () => {
  it('searches, filters by role, city and activity, orders and pages, all in the query', async () => {
    for (const [username, last_name] of [['anna', 'Авдеева'], ['boris', 'Борисов'], ['vera', 'Веселова']]) {
      await call('POST', 'create/', { ...body({ last_name, cities: [moscow] }), username });
    }
    const list = async (q: string) => (await call('GET', `?${q}`)).json();
    expect((await list('search=бор')).results.map((u: { username: string }) => u.username)).toEqual(['boris']);
    expect((await list(`city=${moscow}&ordering=-last_name`)).results.map((u: { username: string }) => u.username)).toEqual(['cashier', 'vera', 'boris', 'anna']);
    const page = await list(`city=${moscow}&ordering=username&size=2&page=2`);
    expect({ count: page.count, names: page.results.map((u: { username: string }) => u.username), next: page.next }).toEqual({
      count: 4, names: ['cashier', 'vera'], next: null,
    });
    expect((await list('role=Администратор')).results.map((u: { username: string }) => u.username)).toEqual(['admin']);
    expect((await call('GET', '?ordering=salary')).statusCode).toBe(400);
  });
});

describe('edit, deactivate, reset, sessions', () => {
  async function fresh(username: string) {
    const created = (await call('POST', 'create/', { ...body(), username })).json();
    await t.db.query('UPDATE users SET must_change_password = false WHERE id = $1', [created.user.id]);
    return { id: created.user.id as number, password: created.temporary_password as string };
  }

  it('edits names, role, flags and cities in one write with one audit row', async () => {
    const { id } = await fresh('edited');
    const res = await call('PUT', `${id}/`, body({ role: 'Супервайзер', permissions: { ...NO_FLAGS, isAllowToPrint: true }, cities: [moscow, kazan] }));
    expect(res.json()).toMatchObject({ role: 'Супервайзер', permissions: { ...NO_FLAGS, isAllowToPrint: true } });
    expect(res.json().cities.map((c: { name: string }) => c.name)).toEqual(['Казань', 'Москва']);
    expect(await auditActions(id)).toEqual(['user.create', 'user.update']);
    expect((await call('PUT', '99999/', body())).statusCode).toBe(404);
  });

  it('deactivation ends every session at once; reactivation brings none back', async () => {
    const { id, password } = await fresh('leaving');
    const token = await login(t.app, 'leaving', password);
    expect((await call('PUT', `${id}/active/`, { is_active: false })).json()).toMatchObject({ is_active: false });
    expect((await t.app.inject({ url: '/api/me', headers: authed(token) })).statusCode).toBe(401);
    await expect(login(t.app, 'leaving', password)).rejects.toThrow(/400/);
    expect((await call('PUT', `${id}/active/`, { is_active: true })).json()).toMatchObject({ is_active: true });
    expect((await t.app.inject({ url: '/api/me', headers: authed(token) })).statusCode).toBe(401);
    expect(await login(t.app, 'leaving', password)).toMatch(/^[0-9a-f]{40}$/);
  });

  it('a reset: a new temporary password that works, the old one and every session gone', async () => {
    const { id, password } = await fresh('forgetful');
    const token = await login(t.app, 'forgetful', password);
    const res = await call('POST', `${id}/reset_password/`, {});
    const { temporary_password } = res.json();
    expect(temporary_password).not.toBe(password);
    expect((await t.app.inject({ url: '/api/me', headers: authed(token) })).statusCode).toBe(401);
    await expect(login(t.app, 'forgetful', password)).rejects.toThrow(/400/);
    const again = await login(t.app, 'forgetful', temporary_password);
    expect((await t.app.inject({ url: '/api/me', headers: authed(again) })).json().mustChangePassword).toBe(true);
    expect(await auditActions(id)).toEqual(['user.create', 'user.set_password']);
  });

  it("lists a user's sessions (signed in, last call, address) and ends one of them", async () => {
    const { id, password } = await fresh('twodevices');
    const first = await login(t.app, 'twodevices', password);
    const second = await login(t.app, 'twodevices', password);
    const sessions = (await call('GET', `${id}/sessions/`)).json();
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toEqual({ id: expect.stringMatching(/^[0-9a-f]{16}$/), signed_in_at: expect.any(String), last_used_at: expect.any(String), address: '127.0.0.1' });
    const ended = await call('POST', `${id}/sessions/${sessions[0].id}/end/`, {});
    expect(ended.json()).toHaveLength(1);
    const alive = await Promise.all([first, second].map(async (tk) => (await t.app.inject({ url: '/api/me', headers: authed(tk) })).statusCode));
    expect(alive.sort()).toEqual([200, 401]);
    expect((await call('POST', `${id}/sessions/${sessions[0].id}/end/`, {})).statusCode).toBe(404);
  });
});

describe('the last active admin', () => {
  it('is neither deactivated nor demoted (the same rule for the CLI)', async () => {
    const adminId = (await t.db.query<{ id: number }>("SELECT id FROM users WHERE username = 'admin'")).rows[0].id;
    expect((await call('PUT', `${adminId}/active/`, { is_active: false })).json()).toEqual({
      is_active: ['Это последний активный администратор: сначала назначьте другого.'],
    });
    const demoted = await call('PUT', `${adminId}/`, body({ is_admin: false }));
    expect(Object.keys(demoted.json())).toEqual(['is_admin']);
    // With a second admin, the first may go.
    const other = (await call('POST', 'create/', { ...body({ is_admin: true }), username: 'second-admin' })).json();
    expect(other.user.is_admin).toBe(true);
    expect((await call('PUT', `${other.user.id}/active/`, { is_active: false })).statusCode).toBe(200);
  });
});

describe('admins only', () => {
  it.each([
    ['GET', ''],
    ['POST', 'create/'],
    ['PUT', '1/'],
    ['POST', '1/reset_password/'],
    ['GET', '1/sessions/'],
  ] as const)('%s %s answers 404 to a cashier, whatever the body', async (method, url) => {
    const res = await call(method, url, method === 'GET' ? undefined : { nonsense: true }, cashier);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 404, body: { detail: 'Страница не найдена.' } });
  });
});
