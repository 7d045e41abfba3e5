import { SERVER_MESSAGES as M } from '../../http/messages';
import { authed, DB_TIMEOUT, createTestUser, login } from '../../testing/testApp';
import { useTestApp } from '../../testing/useFixture';
import { tokenHash } from '../../auth/tokens';

let now = 1_000_000;

const t = useTestApp({ now: () => now });
beforeAll(async () => {
  await createTestUser(t.db, { username: 'anna', password: 'secret-1', firstName: 'Анна' });
}, DB_TIMEOUT);

function multipart(fields: Record<string, string>) {
  const boundary = '----m247test';
  const body =
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${boundary}--\r\n`;
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const signIn = (payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: '/api/token-auth/', payload: payload as string, headers, remoteAddress });

describe('POST /api/token-auth/', () => {
  it('answers a 40-hex token for multipart, JSON and urlencoded bodies', async () => {
    const mp = multipart({ username: 'anna', password: 'secret-1' });
    const res = await signIn(mp.payload, mp.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ token: expect.stringMatching(/^[0-9a-f]{40}$/) });

    expect((await signIn({ username: 'anna', password: 'secret-1' })).statusCode).toBe(200);
    const form = await signIn('username=anna&password=secret-1', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(200);
  });

  it('stores only the hash of the token and audits the sign-in', async () => {
    const token = await login(t.app, 'anna', 'secret-1');
    const stored = await t.db.query<{ key_hash: string }>('SELECT key_hash FROM auth_tokens');
    expect(stored.rows.map((r) => r.key_hash)).toContain(tokenHash(token));
    expect(stored.rows.map((r) => r.key_hash)).not.toContain(token);
    const audit = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE action = 'auth.sign_in'");
    expect(audit.rows[0].n).toBeGreaterThan(0);
  });

  it('answers 400 non_field_errors for a wrong password or an unknown user', async () => {
    for (const body of [{ username: 'anna', password: 'nope' }, { username: 'nobody', password: 'x' }]) {
      const res = await signIn(body, {}, '10.0.0.50');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ non_field_errors: ['Невозможно войти с предоставленными учетными данными.'] });
    }
  });

  it('names each missing or blank field', async () => {
    let res = await signIn({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: ['Обязательное поле.'], password: ['Обязательное поле.'] });
    res = await t.app.inject({ method: 'POST', url: '/api/token-auth/' });
    expect(res.json()).toEqual({ username: ['Обязательное поле.'], password: ['Обязательное поле.'] });
    const mp = multipart({ username: '', password: 'x' });
    res = await signIn(mp.payload, mp.headers);
    expect(res.json()).toEqual({ username: ['Это поле не может быть пустым.'] });
  });

  it('never answers 500 for a malformed body', async () => {
    const cases: Array<[unknown, Record<string, string>]> = [
      ['{bad json', { 'content-type': 'application/json' }],
      ['[1,2]', { 'content-type': 'application/json' }],
      ['plain', { 'content-type': 'text/plain' }],
      [{ username: ['a', 'b'], password: 1 }, {}],
      [multipart({ x: 'y' }).payload, { 'content-type': 'multipart/form-data; boundary=other' }],
    ];
    for (const [payload, headers] of cases) {
      const res = await signIn(payload, headers, '10.0.0.60');
      // The payload in the assertion names the failing case.
      expect({ payload, clientError: res.statusCode >= 400 && res.statusCode < 500 }).toEqual({ payload, clientError: true });
      expect(res.json()).toEqual(expect.any(Object));
    }
  });
});

describe('token header', () => {
  let token: string;
  beforeAll(async () => {
    token = await login(t.app, 'anna', 'secret-1');
  });
  const me = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/api/me', headers: authorization ? { authorization } : {} });

  it('accepts "Token <key>" in any case of the keyword', async () => {
    expect((await me(`Token ${token}`)).statusCode).toBe(200);
    expect((await me(`token ${token}`)).statusCode).toBe(200);
  });

  it('answers 401 {detail} in Russian otherwise', async () => {
    const cases: Array<[string | undefined, string]> = [
      [undefined, M.notAuthenticated],
      [`Bearer ${token}`, M.notAuthenticated],
      ['Token', M.invalidTokenHeader],
      [`Token ${token} extra`, M.invalidTokenSpaces],
      [`Token ${'0'.repeat(40)}`, M.invalidToken],
    ];
    for (const [header, detail] of cases) {
      const res = await me(header);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail });
      expect(res.headers['www-authenticate']).toBe('Token');
    }
  });

  it('GET /api/logout revokes only the token it came with', async () => {
    const other = await login(t.app, 'anna', 'secret-1');
    const res = await t.app.inject({ method: 'GET', url: '/api/logout', headers: authed(token) });
    expect(res.statusCode).toBe(200);
    expect((await me(`Token ${token}`)).json()).toEqual({ detail: M.invalidToken });
    expect((await me(`Token ${other}`)).statusCode).toBe(200);
    const audit = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE action = 'auth.sign_out'");
    expect(audit.rows[0].n).toBe(1);
  });

  it('a deactivated user is signed out', async () => {
    await createTestUser(t.db, { username: 'gone' });
    const key = await login(t.app, 'gone');
    await t.db.query("UPDATE users SET is_active = false WHERE username = 'gone'");
    expect((await me(`Token ${key}`)).json()).toEqual({ detail: M.userInactive });
  });
});

describe('sign-in throttle (docs/api/server.md: 10 a minute per user and address, 30 per address, 100 an hour per user)', () => {
  const wrong = (username: string, address: string) => signIn({ username, password: 'wrong' }, {}, address);
  const right = (username: string, address: string) => signIn({ username, password: 'right' }, {}, address);

  it('answers 429 with Retry-After on the 10th failure for one username from one address; the user still signs in from another', async () => {
    await createTestUser(t.db, { username: 'target', password: 'right' });
    for (let i = 1; i <= 9; i++) expect((await wrong('target', '10.1.0.1')).statusCode).toBe(400);
    const tenth = await wrong('target', '10.1.0.1');
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json()).toEqual({ detail: M.throttled });
    expect(Number(tenth.headers['retry-after'])).toBeGreaterThan(0);
    // Blocked there even with the right password, until the window has slid past the failures...
    expect((await right('target', '10.1.0.1')).statusCode).toBe(429);
    // ...but never from another address.
    expect((await right('target', '10.1.0.2')).statusCode).toBe(200);
    now += 61_000;
    expect((await right('target', '10.1.0.1')).statusCode).toBe(200);
  });

  it('100 failures an hour from many addresses refuse those addresses, never one with no failure for the user', async () => {
    await createTestUser(t.db, { username: 'boss', password: 'right' });
    for (let a = 1; a <= 10; a++) {
      for (let i = 1; i <= 9; i++) expect((await wrong('boss', `10.6.0.${a}`)).statusCode).toBe(400);
      expect((await wrong('boss', `10.6.0.${a}`)).statusCode).toBe(429);
    }
    now += 61_000;
    // The minute has passed, the hour has not: the ten addresses are refused on the user's account.
    const refused = await wrong('boss', '10.6.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await right('boss', '10.6.0.2')).statusCode).toBe(429);
    // A new address gets its first failure answered, then falls under the user's hour.
    expect((await wrong('boss', '10.6.1.1')).statusCode).toBe(400);
    expect((await wrong('boss', '10.6.1.1')).statusCode).toBe(429);
    // The user, from an address with no failure: in.
    expect((await right('boss', '10.6.9.9')).statusCode).toBe(200);
    now += 3_600_000;
    expect((await right('boss', '10.6.0.1')).statusCode).toBe(200);
  });

  // Each attempt is counted before its password is checked: parallel guesses cannot all
  // pass the check while the first ones are still being verified.
  const statuses = async (attempts: Array<Promise<{ statusCode: number }>>) => (await Promise.all(attempts)).map((r) => r.statusCode);
  const tally = (codes: number[]) => codes.reduce<Record<number, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});

  it('verifies at most 10 parallel attempts per username and address; the user signs in from another address meanwhile', async () => {
    await createTestUser(t.db, { username: 'rush', password: 'right' });
    const wrongs = Array.from({ length: 30 }, () => wrong('rush', '10.3.0.1'));
    const codes = await statuses([...wrongs, right('rush', '10.3.1.1')]);
    expect(codes.at(-1)).toBe(200);
    const counts = tally(codes.slice(0, -1));
    expect(counts[400] ?? 0).toBeLessThanOrEqual(10);
    expect((counts[400] ?? 0) + counts[429]).toBe(30);
    expect(counts[429]).toBeGreaterThanOrEqual(20);
  });

  it('verifies at most 30 parallel attempts per address, whatever the usernames', async () => {
    const wrongs = Array.from({ length: 45 }, (_, i) => wrong(`crowd${i}`, '10.4.0.1'));
    const codes = await statuses(wrongs);
    const counts = tally(codes);
    expect(counts[400] ?? 0).toBeLessThanOrEqual(30);
    expect((counts[400] ?? 0) + counts[429]).toBe(45);
    expect((await signIn({ username: 'anna', password: 'secret-1' }, {}, '10.4.0.1')).statusCode).toBe(429);
    expect((await signIn({ username: 'anna', password: 'secret-1' }, {}, '10.4.0.2')).statusCode).toBe(200);
  });

  it('a right password gives its address slot back', async () => {
    for (let i = 0; i < 35; i++) {
      expect((await signIn({ username: 'anna', password: 'secret-1' }, {}, '10.5.0.1')).statusCode).toBe(200);
    }
  });
});
