import { SYSTEM_ACTOR } from '../../http/scope';
import { authed, createTestUser, login } from '../../testing/testApp';
import { useTestApp } from '../../testing/useFixture';
import { setPassword } from '../users/userService';
import { FAST_SCRYPT } from '../../auth/passwords';

/** POST /api/change_password/ and the must-change gate after a reset ("Every user"). */
let n = 0;
const t = useTestApp({ now: () => Date.parse('2026-11-25T09:05:00Z') });

/** A fresh user per test (password = username) and one signed-in token. */
async function user() {
  const username = `olga${++n}`;
  await createTestUser(t.db, { username, cityIds: [] });
  return { username, token: await login(t.app, username) };
}

const change = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/change_password/', headers: authed(token), payload });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: authed(token) });

describe('POST /api/change_password/', () => {
  it('changes the password, keeps this session and ends the others, with one audit row', async () => {
    const { username, token } = await user();
    const other = await login(t.app, username);
    const res = await change(token, { current_password: username, new_password: 'новый пароль 2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Пароль изменён. Остальные сессии завершены.' });
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    await expect(login(t.app, username)).rejects.toThrow(/400/);
    expect(await login(t.app, username, 'новый пароль 2026')).toMatch(/^[0-9a-f]{40}$/);
    const { rows } = await t.db.query<{ details: { sessionsEnded: number } }>(
      "SELECT details FROM audit_log WHERE action = 'user.change_password' AND actor = $1",
      [username],
    );
    expect(rows.map((r) => r.details.sessionsEnded)).toEqual([1]);
  });

  it.each([
    ['a wrong current password', (u: string) => ({ current_password: `${u}-wrong`, new_password: 'новый пароль 2026' }), { current_password: ['Неверный текущий пароль.'] }],
    ['a short new one', (u: string) => ({ current_password: u, new_password: 'коротко' }), { new_password: ['Пароль слишком короткий: нужно не меньше 10 символов.'] }],
    ['a missing field', (u: string) => ({ current_password: u }), { new_password: ['Обязательное поле.'] }],
  ])('refuses %s with a DRF field error, changing nothing', async (_, bodyOf, expected) => {
    const { username, token } = await user();
    const res = await change(token, bodyOf(username));
    expect(res.statusCode).toBe(400);
    if (expected) expect(res.json()).toEqual(expected);
    expect(await login(t.app, username)).toMatch(/^[0-9a-f]{40}$/);
  });

  it('refuses the username itself and the current password as the new one', async () => {
    const username = 'long-username-1';
    await createTestUser(t.db, { username, password: 'current-password-1' });
    const token = await login(t.app, username, 'current-password-1');
    expect((await change(token, { current_password: 'current-password-1', new_password: 'LONG-USERNAME-1' })).json())
      .toEqual({ new_password: ['Пароль не должен совпадать с именем пользователя.'] });
    expect((await change(token, { current_password: 'current-password-1', new_password: 'current-password-1' })).json())
      .toEqual({ new_password: ['Новый пароль должен отличаться от текущего.'] });
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/change_password/', payload: { current_password: 'a', new_password: 'b' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('after a reset, the user sets their own password before anything else', () => {
  it('/api/me says so; other calls answer 403 "Смените пароль" until the change', async () => {
    const { username } = await user();
    await setPassword(t.db, username, 'temporary-password-1', SYSTEM_ACTOR, FAST_SCRYPT);
    const token = await login(t.app, username, 'temporary-password-1');
    expect((await me(token)).json()).toMatchObject({ mustChangePassword: true, signedInAt: '2026-11-25T09:05:00.000Z' });
    const city = await t.app.inject({ method: 'GET', url: '/api/city/', headers: authed(token) });
    expect({ status: city.statusCode, body: city.json() }).toEqual({ status: 403, body: { detail: 'Смените пароль' } });

    expect((await change(token, { current_password: 'temporary-password-1', new_password: 'моё собственное слово' })).statusCode).toBe(200);
    expect((await me(token)).json()).toMatchObject({ mustChangePassword: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/city/', headers: authed(token) })).statusCode).toBe(200);
  });

  it('sign-out still works while the change is due', async () => {
    const { username } = await user();
    await setPassword(t.db, username, 'temporary-password-2', SYSTEM_ACTOR, FAST_SCRYPT);
    const token = await login(t.app, username, 'temporary-password-2');
    expect((await t.app.inject({ method: 'GET', url: '/api/logout', headers: authed(token) })).statusCode).toBe(200);
  });

  it('a final password (the CLI\'s --final) asks for no change', async () => {
    const { username } = await user();
    await setPassword(t.db, username, 'chosen-password-1', SYSTEM_ACTOR, FAST_SCRYPT, { mustChange: false });
    const token = await login(t.app, username, 'chosen-password-1');
    expect((await me(token)).json()).toMatchObject({ mustChangePassword: false });
  });
});
