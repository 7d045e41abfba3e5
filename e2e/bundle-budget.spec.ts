import { gzipSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page, Request, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenPath } from '../src/web/app/menus';
import { SCREENS } from '../src/web/app/screens';
import type { ScreenRoute } from '../src/web/lib/screenRoute';
import { DEMO, signIn, type DemoUser } from './support';

// Bundle budgets (docs/PERFORMANCE.md, "Web: JavaScript budgets"). Measured in the
// real browser, every script response counted twice and held to the budget both ways:
//  - `wire`: the body bytes the browser actually downloaded (Content-Encoding as served:
//    the server sends the build's precompressed brotli or gzip -9, src/server/plugins/webApp.ts);
//  - `gzip`: the same script gzipped at level 9 here, the unit the budgets are written in
//    (what a client that only speaks gzip downloads).
//  1. /login: at most 120 KB.
//  2. Every route, as a person who uses it: a fresh browser signs in on /login and lands on
//     /cities/ — that landing (the first visit to /cities/) is at most 60 KB more than /login's
//     own — then goes to the route (client-side, as a click does): everything that visit
//     downloads, shared chunks and whatever the screen loads after its first paint included,
//     is at most 60 KB more. Both figures, and their sum, are written for every route.
//  3. The admin section's chunk is never in a cashier's downloads.
const LOGIN_BUDGET = 120 * 1024;
const VISIT_BUDGET = 60 * 1024;

interface Script {
  url: string;
  encoding: string;
  raw: number;
  wire: number;
  gzip: number;
}

/** The live-updates stream (GET /api/events/): open for as long as a signed-in screen is. */
const isLiveStream = (url: string) => new URL(url).pathname.startsWith('/api/events/');

/** Every script the page downloads, from now on, until `stop()`. */
function recordScripts(page: Page) {
  const scripts: Script[] = [];
  const pending = new Set<Promise<void>>();
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  const record = async (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body();
    const { responseBodySize } = await response.request().sizes();
    scripts.push({
      url: new URL(response.url()).pathname,
      encoding: response.headers()['content-encoding'] ?? 'identity',
      raw: body.length,
      wire: responseBodySize,
      gzip: gzipSync(body, { level: 9 }).length,
    });
    lastActivity = Date.now();
  };
  const onRequest = (request: Request) => {
    if (isLiveStream(request.url())) return;
    inFlight.add(request);
    lastActivity = Date.now();
  };
  const onDone = (request: Request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  const onResponse = (response: Response) => {
    const p = record(response).finally(() => pending.delete(p));
    pending.add(p);
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  page.on('response', onResponse);
  return {
    scripts,
    /**
     * Until the page has asked for nothing, and had nothing arrive, for 1.5 s. Any request
     * counts, not only scripts: a screen asks for a chunk once the data it renders has come
     * (its forms, after the register's balances), so a slow API answer must not end the wait
     * early. Not 'networkidle': the live-updates stream stays open on every signed-in screen.
     */
    async settled(): Promise<void> {
      await expect
        .poll(() => pending.size === 0 && inFlight.size === 0 && Date.now() - lastActivity >= 1500, { timeout: 20_000, intervals: [250] })
        .toBe(true);
    },
    /**
     * Stops listening and waits for the scripts already arriving: a response that outlived the
     * test would read its body from a closed page.
     */
    async stop(): Promise<void> {
      page.off('request', onRequest);
      page.off('requestfinished', onDone);
      page.off('requestfailed', onDone);
      page.off('response', onResponse);
      await Promise.all([...pending]);
    },
  };
}

const sum = (xs: Script[], key: 'wire' | 'gzip') => xs.reduce((s, x) => s + x[key], 0);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function describe(scripts: Script[]): string {
  return scripts.map((s) => `    ${s.url}: ${kb(s.raw)} raw, ${kb(s.wire)} ${s.encoding}, ${kb(s.gzip)} gzip -9`).join('\n');
}

const RESULTS = 'test-results/bundle-budget';

/**
 * Writes one test's figures to test-results/bundle-budget/<key>.json: a file each, as the tests
 * of this file run in parallel workers (none writes, so they may) and a shared file would lose
 * what two of them wrote at once.
 */
function record(key: string, value: unknown): void {
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(`${RESULTS}/${key.replace(/[^\w:-]+/g, '_')}.json`, JSON.stringify(value, null, 2));
}

// Every test here only reads (fresh browsers signing in and visiting): they spread over the
// workers instead of running one after another in one (over three minutes of the run).
test.describe.configure({ mode: 'parallel' });
// A first visit is made without the app's service worker (serviceWorker/sw.js): its install
// downloads the whole build once, in the background, as the worker's own requests (not the
// page's; docs/PERFORMANCE.md gives their size), and once it controls the page it answers the
// chunks from its cache, for which the browser reports no size on the wire.
test.use({ serviceWorkers: 'block' });

test('the login page downloads at most 120 KB of JavaScript (gzip, and as served)', async ({ page }) => {
  const { scripts, settled, stop } = recordScripts(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await settled();
  await stop();

  const gzip = sum(scripts, 'gzip');
  const wire = sum(scripts, 'wire');
  console.log(`/login: ${scripts.length} files, ${kb(gzip)} gzip -9, ${kb(wire)} as served (budget ${kb(LOGIN_BUDGET)})\n${describe(scripts)}`);
  record('login', { gzip, wire, scripts });
  // The unit the budget is written in matches what a browser is served.
  for (const s of scripts) expect(['br', 'gzip'], s.url).toContain(s.encoding);
  expect(scripts.length).toBeGreaterThan(0);
  expect(gzip).toBeLessThanOrEqual(LOGIN_BUDGET);
  expect(wire).toBeLessThanOrEqual(LOGIN_BUDGET);
});

/** The ids the routes need, asked of the API with the page's token (not scripts: not counted). */
async function demoIds(page: Page): Promise<Ids> {
  const token = (await page.evaluate(() => window.localStorage.getItem('Token')))!;
  const get = async <T,>(url: string) => (await (await page.request.get(url, { headers: { Authorization: `Token ${token}` } })).json()) as T;
  const city = (await get<{ results: Array<{ id: number; name: string }> }>('/api/city/')).results.find((c) => c.name === 'Москва')!;
  const register = (await get<Array<{ id: number }>>(`/api/all_cash_registers/?city=${city.id}`))[0];
  // The first object of a list; none where the user may not read it (a cashier never opens a cash order).
  const first = async (url: string) => (await get<{ results?: Array<{ id: number }> }>(url)).results?.[0]?.id;
  return {
    city: city.id,
    register: register.id,
    ':personId': await first(`/api/operation_person/?city=${city.id}`),
    ':clientId': await first('/api/client/'),
    ':orderId': await first(`/api/cash_orders/?city=${city.id}`),
  };
}

interface Ids {
  city: number;
  register: number;
  ':personId'?: number;
  ':clientId'?: number;
  ':orderId'?: number;
}

/** A screen's address for these ids, its parameters (a person, a client, an order) filled in. */
function screenAddress(screen: ScreenRoute, ids: Ids): string {
  const path = screenPath(screen, screen.section === 'city' ? ids.city : ids.register);
  return path.replace(/:\w+/g, (param) => String(ids[param as keyof Ids] ?? param));
}

/** A screen's address with its ids as `:name`, for the test's title. */
const pattern = (screen: ScreenRoute) => screenPath(screen, (screen.section === 'city' ? ':city' : ':register') as unknown as number);

/** The screens also measured as a second user: where a cashier lands, the register as the admin, the supervisors' queues. */
const ALSO_OPENED_BY = new Map<string, DemoUser[]>([
  ['/cities/', ['cashier']],
  ['/cash-registers/:register/', ['admin']],
  ['/cities/corrections/', ['supervisor']],
  ['/cities/:city/offline-review/', ['supervisor']],
]);

/**
 * Every route of the app (the screen table, src/web/app/screens.ts), as a person who uses it: a
 * register's screens as the cashier, who works there; every other screen as the admin, who may
 * open them all. A few again as another who opens them daily, and the password page (no screen
 * of the table: reached from the header).
 */
const ROUTES: Array<{ name: string; path: (ids: Ids) => string; users: DemoUser[] }> = [
  ...SCREENS.map((screen) => ({
    name: pattern(screen),
    path: (ids: Ids) => screenAddress(screen, ids),
    users: [screen.section === 'cashRegister' ? ('cashier' as const) : ('admin' as const), ...(ALSO_OPENED_BY.get(pattern(screen)) ?? [])],
  })),
  { name: '/password/', path: () => '/password/', users: ['cashier'] },
];

/**
 * A client-side navigation, as a link does (the router's history, no page load), checked to
 * have happened: the page's heading is a new one (else the figures would be the last page's).
 * Marked rather than compared by text: two screens may share a title (Города is the cities'
 * list and the admin's).
 */
async function go(page: Page, path: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  await heading.evaluate((h) => h.setAttribute('data-left-behind', ''));
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
  await expect(page.locator('h1[data-left-behind]')).toHaveCount(0);
  await expect(heading).toBeVisible();
}

/**
 * A fresh browser: /login (its scripts not counted here), sign in (the app lands on /cities/:
 * `landing`, what that downloads), then the route by a client-side navigation (`visit`, what
 * that downloads; nothing for /cities/ itself).
 */
async function firstVisit(page: Page, user: DemoUser, route: (ids: Ids) => string): Promise<{ path: string; landing: Script[]; visit: Script[] }> {
  const login = recordScripts(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await login.settled();
  const loginFiles = new Set(login.scripts.map((s) => s.url));
  const afterLogin = login.scripts.length;

  // signIn(), but on the /login already open: a second page load would count its scripts again.
  await page.getByLabel('Имя пользователя').fill(user);
  await page.getByLabel('Пароль').fill(DEMO[user].password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/cities\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await login.settled();
  const landed = login.scripts.length;
  const path = route(await demoIds(page));
  // Every parameter filled in with a real object: a detail screen measured as its not-found page would hide its own code.
  expect(path).not.toMatch(/:\w/);
  if (new URL(page.url()).pathname !== path) await go(page, path);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await login.settled();
  await login.stop();
  const landing = login.scripts.slice(afterLogin, landed);
  const visit = login.scripts.slice(landed);
  // Nothing is downloaded twice (each chunk is one long-cached file).
  for (const s of [...landing, ...visit]) expect(loginFiles.has(s.url), `${s.url} again`).toBe(false);
  for (const s of visit) expect(landing.some((l) => l.url === s.url), `${s.url} again`).toBe(false);
  return { path, landing, visit };
}

for (const route of ROUTES) {
  for (const user of route.users) {
    test(`first visit to ${route.name} after signing in as ${user}: at most 60 KB more JavaScript`, async ({ page }) => {
      const { path, landing, visit } = await firstVisit(page, user, route.path);
      // /cities/ is where signing in lands: its first visit is the landing.
      const scripts = path === '/cities/' ? landing : visit;
      const gzip = sum(scripts, 'gzip');
      const wire = sum(scripts, 'wire');
      const since = sum(landing, 'gzip') + sum(visit, 'gzip');
      console.log(
        `${user} ${path}: ${scripts.length} files, ${kb(gzip)} gzip -9, ${kb(wire)} as served (budget ${kb(VISIT_BUDGET)}); ` +
          `since /login (landing on /cities/ and this visit) ${kb(since)} gzip -9\n${describe(scripts)}`,
      );
      record(`${user} ${route.name}`, { path, gzip, wire, sinceLoginGzip: since, scripts, landing: path === '/cities/' ? undefined : landing });
      // The recording works: signing in always downloads the signed-in shell, and every other
      // route at least its own screen's chunk.
      expect(landing.length).toBeGreaterThan(0);
      if (path !== '/cities/') expect(visit.length).toBeGreaterThan(0);
      expect(gzip).toBeLessThanOrEqual(VISIT_BUDGET);
      expect(wire).toBeLessThanOrEqual(VISIT_BUDGET);
    });
  }
}

test("the admin section's chunk is in an admin's downloads, never in a cashier's", async ({ browser }) => {
  const isAdminChunk = (s: Script) => /\/admin\.[0-9a-f]+\.js$/.test(s.url);

  const adminPage = await (await browser.newContext()).newPage();
  const admin = await firstVisit(adminPage, 'admin', () => '/admin/users');
  expect(admin.visit.filter(isAdminChunk)).toHaveLength(1);

  // A cashier's whole day: every route a cashier may open, one after another.
  const page = await (await browser.newContext()).newPage();
  const { scripts, settled, stop } = recordScripts(page);
  await signIn(page, 'cashier');
  const ids = await demoIds(page);
  const cashierRoutes = ROUTES.filter((r) => r.users.includes('cashier')).map((r) => r.path(ids));
  for (const path of cashierRoutes) {
    if (new URL(page.url()).pathname !== path) await go(page, path);
    await settled();
  }
  await stop();
  expect(cashierRoutes.length).toBeGreaterThan(5);
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter(isAdminChunk), `${DEMO.cashier.fullName} downloaded the admin chunk`).toEqual([]);
});
