import { SERVER_MESSAGES as M } from '../../http/messages';
import { authed, buildTestApp, createTestCity, createTestUser, DB_TIMEOUT, login, type TestApp } from '../../testing/testApp';
import { setPassword, setUserCities, updateUser } from '../users/service';
import type { AuthUser } from './authUser';
import { FAST_SCRYPT } from './passwords';
import { SessionCache } from './sessionCache';

const SYSTEM = { userId: null, name: 'test' };

describe('SessionCache', () => {
  const user = { id: 1, username: 'anna' } as AuthUser;

  it('answers for a second, then forgets', () => {
    let now = 0;
    const cache = new SessionCache(() => now);
    cache.set('h', user);
    now = 999;
    expect(cache.get('h')).toBe(user);
    now = 1000;
    expect(cache.get('h')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets one token or all of them on demand', () => {
    const cache = new SessionCache(() => 0);
    cache.set('a', user);
    cache.set('b', user);
    cache.forget('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(user);
    cache.clear();
    expect(cache.get('b')).toBeUndefined();
  });

  it('starts over instead of growing past its bound', () => {
    const cache = new SessionCache(() => 0, 1000, 2);
    cache.set('a', user);
    cache.set('b', user);
    cache.set('c', user);
    expect(cache.size).toBe(1);
    expect(cache.get('c')).toBe(user);
  });
});

describe('authentication with the session cache', () => {
  let t: TestApp;
  let now = 5_000_000;
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: authed(token) });

  beforeAll(async () => {
    t = await buildTestApp({ now: () => now });
  }, DB_TIMEOUT);
  afterAll(() => t.close());

  it('sees a deactivation through the users service at once', async () => {
    await createTestUser(t.db, { username: 'svc' });
    const token = await login(t.app, 'svc');
    expect((await me(token)).statusCode).toBe(200);
    await updateUser(t.db, 'svc', { isActive: false }, SYSTEM);
    expect((await me(token)).json()).toEqual({ detail: M.userInactive });
  });

  it('sees new cities and a new password at once', async () => {
    await createTestUser(t.db, { username: 'moved' });
    const token = await login(t.app, 'moved');
    const cities = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/city/', headers: authed(token) })).json().results.map((c: { id: number }) => c.id);
    expect(await cities()).toEqual([]);
    const city = await createTestCity(t.db, 'Казань');
    await setUserCities(t.db, 'moved', [city], SYSTEM);
    expect(await cities()).toEqual([city]);
    await setPassword(t.db, 'moved', 'new-password-1', SYSTEM, FAST_SCRYPT);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('sees a change made outside this process within a second', async () => {
    await createTestUser(t.db, { username: 'elsewhere' });
    const token = await login(t.app, 'elsewhere');
    expect((await me(token)).statusCode).toBe(200);
    // As the CLI or a second API server would: straight in the database.
    await t.db.query("UPDATE users SET is_active = false WHERE username = 'elsewhere'");
    now += 999;
    expect((await me(token)).statusCode).toBe(200);
    now += 1;
    expect((await me(token)).json()).toEqual({ detail: M.userInactive });
  });

  it('forgets a token that signed out', async () => {
    await createTestUser(t.db, { username: 'leaver' });
    const token = await login(t.app, 'leaver');
    expect((await me(token)).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/logout', headers: authed(token) });
    expect((await me(token)).json()).toEqual({ detail: M.invalidToken });
  });
});
