import { SERVER_MESSAGES as M } from '../http/messages';
import { SYSTEM_ACTOR } from '../http/scope';
import { authed, createTestCity, createTestUser, login } from '../testing/testApp';
import { useTestApp } from '../testing/useFixture';
import { setPassword, setUserCities, updateUser } from '../features/users/userService';
import { FAST_SCRYPT } from './passwords';

const SYSTEM = { ...SYSTEM_ACTOR, username: 'test' };

describe('authentication with the session cache', () => {
  let now = 5_000_000;
  const t = useTestApp({ now: () => now });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: authed(token) });

  it('sees a deactivation through the users service at once', async () => {
    await createTestUser(t.db, { username: 'svc' });
    const token = await login(t.app, 'svc');
    expect((await me(token)).statusCode).toBe(200);
    await updateUser(t.db, 'svc', { isActive: false }, SYSTEM);
    // Its tokens are deleted with the deactivation (sessionEnd.ts).
    expect((await me(token)).json()).toEqual({ detail: M.invalidToken });
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
