import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { buildApp } from './app';
import { SYSTEM_ACTOR } from './http/scope';
import { authed, buildTestApp, testConfig, createTestCity, createTestUser, DB_TIMEOUT, login } from './testing/testApp';
import { useFixture } from './testing/useFixture';

const INDEX = '<!doctype html><html><head><script id="app-config" type="application/json">{}</script></head><body></body></html>';

const BIG_JS = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i};`).join('\n');

const PRE_BR = brotliCompressSync(BIG_JS);
const PRE_GZ = gzipSync(BIG_JS, { level: 9 });

/**
 * The app serving a built web app's folder: the folder is written before the app opens (its
 * config names it) and removed after the app closes.
 */
const t = useFixture(async () => {
  const webDir = mkdtempSync(join(tmpdir(), 'm247-web-'));
  writeFileSync(join(webDir, 'index.html'), INDEX);
  writeFileSync(join(webDir, 'main.0123abcd.js'), 'console.log(1)');
  // The service worker the build writes (scripts/service-worker-plugin.cjs).
  writeFileSync(join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'assets', 'vendor.0123456789.js'), BIG_JS);
  writeFileSync(join(webDir, 'assets', 'vendor.0123456789.js.map'), '{"version":3,"sources":["secret.ts"]}');
  // What the build writes beside a file (webpack.config.js, PrecompressPlugin).
  writeFileSync(join(webDir, 'assets', 'app.0123456789.js'), BIG_JS);
  writeFileSync(join(webDir, 'assets', 'app.0123456789.js.br'), PRE_BR);
  writeFileSync(join(webDir, 'assets', 'app.0123456789.js.gz'), PRE_GZ);
  const testApp = await buildTestApp({ config: { webDir, fakeDate: '2024-03-15', timeZone: 'Europe/Moscow' } });
  return {
    ...testApp,
    async close() {
      await testApp.close();
      rmSync(webDir, { recursive: true, force: true });
    },
  };
});
let token: Record<string, string>;

beforeAll(async () => {
  await createTestUser(t.db, { username: 'u1' });
  token = authed(await login(t.app, 'u1'));
}, DB_TIMEOUT);

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

  it('serves the service worker from the root, asked anew at each load (a new build replaces the cached app)', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('no-cache');
    // Its script is from self: the policy lets it run (worker-src falls back to script-src).
    expect(res.headers['content-security-policy']).toMatch(/(^|;)script-src 'self'(;|$)/);
  });

  it('compresses built files for a client that accepts it', async () => {
    const url = '/assets/vendor.0123456789.js';
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toContain('javascript');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);
    expect(gz.rawPayload.length).toBeLessThan(BIG_JS.length / 2);
    const br = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS);
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);
  });

  it("sends the build's own compressed copies as they are, cached for good like the file", async () => {
    const url = '/assets/app.0123456789.js';
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.equals(PRE_BR)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS);
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toContain('immutable');
    expect(gz.rawPayload.equals(PRE_GZ)).toBe(true);
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);
  });

  it('never serves source maps', async () => {
    for (const url of ['/assets/vendor.0123456789.js.map', '/assets/vendor.0123456789.js.MAP', '/assets/vendor.0123456789.js%2Emap']) {
      const res = await get(url);
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 404, body: { detail: 'Страница не найдена.' } });
    }
    // A trailing slash makes it a deep link of the web app: index.html, not the map.
    expect((await get('/assets/vendor.0123456789.js.map/')).body).not.toContain('secret.ts');
  });

  it('sends a CSP that allows own scripts and inline styles only', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("font-src 'self' data:");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('sends the security headers on every answer: pages, files, API answers and errors', async () => {
    const answers = [
      await get('/'),
      await get('/login'),
      await get('/main.0123abcd.js'),
      await get('/api/me', token),
      await get('/api/me'),
      await get('/api/nothing/here/', token),
      await t.app.inject({ method: 'POST', url: '/api/login/', payload: 'not json', headers: { 'content-type': 'application/json' } }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 401, 404, 400]);
    for (const res of answers) {
      const csp = String(res.headers['content-security-policy']);
      // No way to run a script the server did not send as a file: no inline, no eval, no other origin.
      expect(csp).toMatch(/(^|;)script-src 'self'(;|$)/);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'strict-transport-security': expect.stringContaining('max-age='),
      });
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
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

  it('compresses JSON above a threshold only', async () => {
    const small = await get('/api/me', { ...token, 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual(expect.objectContaining({ role: expect.any(String) }));
    for (let i = 0; i < 40; i++) await createTestCity(t.db, `Город номер ${i}`);
    await createTestUser(t.db, { username: 'boss', isAdmin: true });
    const big = await get('/api/city/?size=1000', { ...authed(await login(t.app, 'boss')), 'accept-encoding': 'gzip' });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(big.rawPayload).toString()).count).toBe(40);
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
    await t.app.siteSwitch.set(false, SYSTEM_ACTOR);
    try {
      for (const url of ['/%61pi/me', '/%61pi/city/', '/%61pi/nothing/', '/api/%6De']) {
        expect({ url, status: (await get(url, token)).statusCode }).toEqual({ url, status: 503 });
      }
      const signIn = await t.app.inject({ method: 'POST', url: '/%61pi/token-auth/', payload: { username: 'u1', password: 'u1' } });
      expect(signIn.statusCode).toBe(503);
      expect((await get('/cities/')).statusCode).toBe(200);
    } finally {
      await t.app.siteSwitch.set(true, SYSTEM_ACTOR);
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
