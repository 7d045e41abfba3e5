import { SERVER_MESSAGES as M } from '../http/messages';
import { SYSTEM_ACTOR } from '../http/scope';
import { authed, createTestUser, login } from '../testing/testApp';
import { useTestApp } from '../testing/useFixture';
import { setPassword, updateUser } from '../features/users/userService';
import { FAST_SCRYPT } from './passwords';
import { sessionEndsInMs } from './sessionLifetime';
import { tokenHash } from './tokens';

const HOUR = 3_600_000;
let now = Date.UTC(2026, 10, 2, 9);

const t = useTestApp({ now: () => now, config: { sessionIdleHours: 12, sessionMaxDays: 7 } });

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: authed(token) });
const lastUsed = async (token: string) =>
  (await t.db.query<{ ms: number }>('SELECT (extract(epoch FROM last_used_at) * 1000)::float8 AS ms FROM auth_tokens WHERE key_hash = $1', [
    tokenHash(token),
  ])).rows[0]?.ms;

describe('session lifetimes (SESSION_IDLE_HOURS=12, SESSION_MAX_DAYS=7)', () => {
  it('a token unused for 12 hours answers 401 "session expired"; the next sign-in deletes it', async () => {
    await createTestUser(t.db, { username: 'idle' });
    const token = await login(t.app, 'idle');
    now += 12 * HOUR - 1000;
    expect((await me(token)).statusCode).toBe(200);
    now += 12 * HOUR - 1000;
    expect((await me(token)).statusCode).toBe(200);
    now += 12 * HOUR;
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: M.sessionExpired });
    expect((await me(token)).json()).toEqual({ detail: M.sessionExpired });
    await login(t.app, 'idle');
    expect(await lastUsed(token)).toBeUndefined();
  });

  it('a token in use every hour still ends 7 days after its sign-in', async () => {
    await createTestUser(t.db, { username: 'busy' });
    const token = await login(t.app, 'busy');
    const signedInAt = now;
    while (now + HOUR < signedInAt + 7 * 24 * HOUR) {
      now += HOUR;
      expect((await me(token)).statusCode).toBe(200);
    }
    now = signedInAt + 7 * 24 * HOUR;
    expect((await me(token)).json()).toEqual({ detail: M.sessionExpired });
  });

  it('writes the last use at most once a minute per token', async () => {
    await createTestUser(t.db, { username: 'writer' });
    const token = await login(t.app, 'writer');
    const signedInAt = now;
    now += 30_000;
    await me(token);
    expect(await lastUsed(token)).toBe(signedInAt);
    now += 2_000; // past the session cache's second: the token is read again, still not written
    await me(token);
    expect(await lastUsed(token)).toBe(signedInAt);
    now += 30_000;
    await me(token);
    expect(await lastUsed(token)).toBe(now);
  });
});

describe('ending every session of a user', () => {
  it('POST /api/logout_all/ ends all of the caller\'s tokens and no one else\'s', async () => {
    await createTestUser(t.db, { username: 'many' });
    await createTestUser(t.db, { username: 'bystander' });
    const [phone, desk] = [await login(t.app, 'many'), await login(t.app, 'many')];
    const other = await login(t.app, 'bystander');
    expect((await me(desk)).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/api/logout_all/', headers: authed(phone) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: M.loggedOutEverywhere });
    for (const token of [phone, desk]) expect((await me(token)).json()).toEqual({ detail: M.invalidToken });
    expect((await me(other)).statusCode).toBe(200);
  });

  it('a new password ends the sessions; deactivation ends them and reactivation does not bring them back', async () => {
    await createTestUser(t.db, { username: 'ends' });
    const before = await login(t.app, 'ends');
    await setPassword(t.db, 'ends', 'a-new-password', SYSTEM_ACTOR, FAST_SCRYPT);
    expect((await me(before)).statusCode).toBe(401);
    const token = await login(t.app, 'ends', 'a-new-password');
    expect((await me(token)).statusCode).toBe(200);
    await updateUser(t.db, 'ends', { isActive: false }, SYSTEM_ACTOR);
    await updateUser(t.db, 'ends', { isActive: true }, SYSTEM_ACTOR);
    expect((await me(token)).json()).toEqual({ detail: M.invalidToken });
  });
});

describe('sessionEndsInMs (when a live stream of the token ends)', () => {
  it('is the earlier of the idle end and the age end, from the app clock', () => {
    const state = { now: () => 10 * HOUR, sessionLifetimes: { idleMs: 12 * HOUR, maxAgeMs: 20 * HOUR } };
    expect(sessionEndsInMs({ createdMs: 0, lastUsedMs: 9 * HOUR }, state)).toBe(10 * HOUR);
    expect(sessionEndsInMs({ createdMs: 8 * HOUR, lastUsedMs: 9 * HOUR }, state)).toBe(11 * HOUR);
    expect(sessionEndsInMs(null, state)).toBe(0);
  });
});
