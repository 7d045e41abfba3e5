import { SERVER_MESSAGES as M } from '../../http/messages';
import { authed, buildTestApp, DB_TIMEOUT, createTestUser, login, type TestApp } from '../../testing/testApp';
import { tokenHash } from './tokens';

let t: TestApp;
let now = 1_000_000;

beforeAll(async () => {
  t = await buildTestApp({ now: () => now });
  await createTestUser(t.db, { username: 'anna', password: 'secret-1', firstName: 'Анна' });
}, DB_TIMEOUT);
afterAll(() => t.close());

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

describe('sign-in throttle', () => {
  const wrong = (username: string, address: string) => signIn({ username, password: 'wrong' }, {}, address);

  it('answers 429 on the 10th failure for one username, from any address', async () => {
    await createTestUser(t.db, { username: 'target', password: 'right' });
    for (let i = 1; i <= 9; i++) expect((await wrong('target', `10.1.0.${i}`)).statusCode).toBe(400);
    const tenth = await wrong('target', '10.1.0.10');
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json()).toEqual({ detail: M.throttled });
    expect(Number(tenth.headers['retry-after'])).toBeGreaterThan(0);
    // Blocked even with the right password, until the window has slid past the failures.
    expect((await signIn({ username: 'target', password: 'right' }, {}, '10.1.0.11')).statusCode).toBe(429);
    now += 61_000;
    expect((await signIn({ username: 'target', password: 'right' }, {}, '10.1.0.11')).statusCode).toBe(200);
  });

  // Each attempt is counted before its password is checked: parallel guesses cannot all
  // pass the check while the first ones are still being verified.
  const statuses = async (attempts: Array<Promise<{ statusCode: number }>>) => (await Promise.all(attempts)).map((r) => r.statusCode);
  const tally = (codes: number[]) => codes.reduce<Record<number, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});

  it('verifies at most 10 parallel attempts per username; the rest, the right one included, are 429', async () => {
    await createTestUser(t.db, { username: 'rush', password: 'right' });
    const wrongs = Array.from({ length: 30 }, (_, i) => wrong('rush', `10.3.0.${i}`));
    const codes = await statuses([...wrongs, signIn({ username: 'rush', password: 'right' }, {}, '10.3.1.1')]);
    expect(codes.at(-1)).toBe(429);
    const counts = tally(codes);
    expect(counts[200]).toBeUndefined();
    expect(counts[400] ?? 0).toBeLessThanOrEqual(10);
    expect((counts[400] ?? 0) + counts[429]).toBe(31);
    expect(counts[429]).toBeGreaterThanOrEqual(21);
  });

  it('verifies at most 10 parallel attempts per address, whatever the usernames', async () => {
    const wrongs = Array.from({ length: 30 }, (_, i) => wrong(`crowd${i}`, '10.4.0.1'));
    const codes = await statuses([...wrongs, signIn({ username: 'anna', password: 'secret-1' }, {}, '10.4.0.1')]);
    expect(codes.at(-1)).toBe(429);
    const counts = tally(codes);
    expect(counts[400] ?? 0).toBeLessThanOrEqual(10);
    expect((counts[400] ?? 0) + counts[429]).toBe(31);
  });

  it('a right password gives its address slot back', async () => {
    for (let i = 0; i < 12; i++) {
      expect((await signIn({ username: 'anna', password: 'secret-1' }, {}, '10.5.0.1')).statusCode).toBe(200);
    }
  });

  it('answers 429 on the 10th failure from one address, whatever the usernames', async () => {
    for (let i = 1; i <= 9; i++) expect((await wrong(`user${i}`, '10.2.0.1')).statusCode).toBe(400);
    expect((await wrong('user10', '10.2.0.1')).statusCode).toBe(429);
    expect((await signIn({ username: 'anna', password: 'secret-1' }, {}, '10.2.0.1')).statusCode).toBe(429);
    expect((await signIn({ username: 'anna', password: 'secret-1' }, {}, '10.2.0.2')).statusCode).toBe(200);
  });
});
