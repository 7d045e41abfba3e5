import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './app';
import { CLI_ACTOR } from './lib/audit';
import { authed, buildTestApp, testConfig, createTestUser, DB_TIMEOUT, login, type TestApp } from './testing/testApp';

const INDEX = '<!doctype html><html><head><script id="app-config" type="application/json">{}</script></head><body></body></html>';

let t: TestApp;
let webDir: string;
let token: Record<string, string>;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'm247-web-'));
  writeFileSync(join(webDir, 'index.html'), INDEX);
  writeFileSync(join(webDir, 'main.0123abcd.js'), 'console.log(1)');
  t = await buildTestApp({ config: { webDir, fakeDate: '2024-03-15', timeZone: 'Europe/Moscow' } });
  await createTestUser(t.db, { username: 'u1' });
  token = authed(await login(t.app, 'u1'));
}, DB_TIMEOUT);
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the web app', () => {
  it('serves index.html with the app config for / and for deep links', async () => {
    for (const url of ['/', '/cities/', '/cash-registers/3/transfers/', '/login', '/index.html']) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(
        '<script id="app-config" type="application/json">{"fakeDate":"2024-03-15","timeZone":"Europe/Moscow"}</script>',
      );
    }
  });

  it('serves built files, hashed ones cached for good', async () => {
    const res = await get('/main.0123abcd.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await get('/missing.js')).statusCode).toBe(404);
  });

  it('sends a CSP that allows own scripts and inline styles only', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("font-src 'self' data:");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});

describe('the API around the routes', () => {
  it('unknown /api paths are a JSON 404, token or not', async () => {
    for (const headers of [{}, token]) {
      const res = await get('/api/nothing/here/', headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Страница не найдена.' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/city/', headers: token, payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('bad input never makes a 500', async () => {
    const urls = [
      '/api/city/?page=%FF', '/api/city/?size=1e400', '/api/city/?page=99999999999999999999', '/api/city/?page[a]=1',
      '/api/city/?page=1&page=2', '/api/city/?page=1e400', '/api/cash_register/?city=1e400', '/api/cash_register/?city=1e3', '/api/cash_register/?city=', '/api/city/%E0%A4%A/',
      `/api/city/${'9'.repeat(500)}/`, '/api/cash_register/?city=-0', '/api/all_cash_registers/?city=2147483648',
    ];
    for (const url of urls) {
      const res = await get(url, token);
      expect({ url, clientError: res.statusCode >= 400 && res.statusCode < 500 || res.statusCode === 200 }).toEqual({ url, clientError: true });
    }
  });
});

describe('percent-encoded paths', () => {
  it('an encoded /api is the API: JSON 404 for an unknown path, never the web app', async () => {
    for (const url of ['/%61pi/nothing/here/', '/%61%70%69/nothing']) {
      const res = await get(url, token);
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 404, body: { detail: 'Страница не найдена.' } });
    }
    expect((await get('/%61pi/me')).statusCode).toBe(401);
    expect((await get('/%61pi/me', token)).statusCode).toBe(200);
  });

  it('are switched off with the site, while the web app is still served', async () => {
    await t.app.siteSwitch.set(false, CLI_ACTOR);
    try {
      for (const url of ['/%61pi/me', '/%61pi/city/', '/%61pi/nothing/', '/api/%6De']) {
        expect({ url, status: (await get(url, token)).statusCode }).toEqual({ url, status: 503 });
      }
      const signIn = await t.app.inject({ method: 'POST', url: '/%61pi/token-auth/', payload: { username: 'u1', password: 'u1' } });
      expect(signIn.statusCode).toBe(503);
      expect((await get('/cities/')).statusCode).toBe(200);
    } finally {
      await t.app.siteSwitch.set(true, CLI_ACTOR);
    }
  });
});

describe('the request ceiling', () => {
  it('answers 429 with a Russian detail past the limit per address', async () => {
    const app = await buildApp({ db: t.db, config: testConfig({ rateLimitPerMinute: 3 }) });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await app.inject({ method: 'GET', url: '/api/me', headers: token })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const res = await app.inject({ method: 'GET', url: '/api/me', headers: token });
      expect(res.json()).toEqual({ detail: 'Слишком много попыток. Повторите позже.' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });
});
