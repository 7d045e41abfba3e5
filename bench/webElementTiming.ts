/**
 * `npm run bench` step (bench/main.ts): how soon a cashier sees the Операции screen of a
 * register with 100 journal rows for the day (docs/PERFORMANCE.md, "Операции:
 * element timing"). In headless Debian Chromium, on loopback:
 *   1. first visit after sign-in, nothing cached: a fresh browser context signs in on /login,
 *      lands on /cities/, then goes to /cash-registers/{id}/ as a link does (history push);
 *   2. repeat visit: from there to Переводы and back to Операции, inside the app.
 * Measured from that navigation to the paint of the day balance's first row and of the
 * journal's first row, with the Element Timing API: the two rows' cells carry `elementtiming`
 * (ui/Table.tsx, `elementTiming`), and Chromium reports a PerformanceElementTiming entry with
 * the renderTime of each cell's text. Median of `--runs` runs each (default 11).
 *
 *   tsx bench/webElementTiming.ts [--runs 11] [--url http://127.0.0.1:8610] [--no-build]
 *
 * Without --url: builds the web app (webpack, production; --no-build to take dist/ as it
 * is), starts `src/server/main.ts` on a fresh PGlite with the demo seed (90 days of history)
 * in its own process, and stops it at the end. It tops the cashier's first register up to 100
 * journal rows today with 1-USD buys through the API (it writes: demo data only). Writes
 * bench/results/web-element-timing.json. Not a test: it asserts nothing about time.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startServerProcess } from './apiProcess';
import { api } from './apiCall';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '11' },
    url: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    rows: { type: 'string', default: '100' },
  },
});
const runs = Number(values.runs);
const rows = Number(values.rows);
if (!Number.isSafeInteger(runs) || runs < 1) throw new Error(`--runs ${values.runs}: a positive whole number`);

/** The `elementtiming` identifiers of the two rows (DaySummary.tsx, OperationJournal.tsx). */
const BALANCE = 'day-balance';
const JOURNAL = 'journal-first-row';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const log = (line: string) => console.log(`[bench web] ${line}`);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x: number) => `${Math.round(x)} ms`;

interface Loaded {
  /** Path (query included) of a script or an API call asked for after the navigation. */
  name: string;
  kind: 'script' | 'api' | 'other';
  /** From the navigation: asked, first byte, last byte. */
  start: number;
  firstByte: number;
  end: number;
  /** responseStart − requestStart: on loopback, the server's time. */
  server: number;
}

interface Visit {
  balance: number;
  journal: number;
  loaded: Loaded[];
  /** Long tasks (> 50 ms on the main thread) between the navigation and the later row. */
  longTasks: Array<{ start: number; duration: number }>;
}


/** The cashier's first register, with at least `rows` journal rows today. */
async function prepareRegister(base: string): Promise<{ id: number; count: number }> {
  const form = new FormData();
  form.set('username', 'cashier');
  form.set('password', 'cashier');
  const { token } = (await (await fetch(`${base}/api/token-auth/`, { method: 'POST', body: form })).json()) as { token: string };
  const [register] = await api<Array<{ id: number }>>(base, token, 'all_cash_registers/');
  const pairs = await api<Array<{ currency: { id: number; code: string } }>>(base, token, `available_currency_pair/?cash_register=${register.id}`);
  const usd = pairs.find((p) => p.currency.code === 'USD')!.currency;
  // The day's buy rate of the board (the register's own, else its city's): within the city's limits.
  const settings = await api<Array<{ currency: { id: number }; cash_register: { id: number } | null; buy_rate: string }>>(
    base,
    token,
    `value_setting/?cash_register=${register.id}`,
  );
  const usdSettings = settings.filter((s) => s.currency.id === usd.id);
  const rate = (usdSettings.find((s) => s.cash_register?.id === register.id) ?? usdSettings.find((s) => s.cash_register === null))?.buy_rate ?? '90';
  let { count } = await api<{ count: number }>(base, token, `operation/?cash_register=${register.id}&size=1`);
  for (; count < rows; count++) {
    await api(base, token, 'transaction/create/', { cash_register: register.id, currency: usd.id, operation_type: 'BUY', amount: '1', rate });
  }
  await fetch(`${base}/api/logout`, { headers: { Authorization: `Token ${token}` } });
  return { id: register.id, count };
}

/** Collects the page's element timing and long-task entries from its first script on. */
function observeTimings() {
  const w = window as unknown as { __timings: { element: Array<{ id: string; render: number }>; longTasks: Array<{ start: number; duration: number }> } };
  w.__timings = { element: [], longTasks: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as Array<PerformanceEntry & { identifier: string; renderTime: number }>) {
      w.__timings.element.push({ id: e.identifier, render: e.renderTime });
    }
  }).observe({ type: 'element', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__timings.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** A client-side navigation, as a link click makes it; returns its moment (performance.now()). */
function navigate(page: Page, path: string): Promise<number> {
  return page.evaluate((to) => {
    const t = performance.now();
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return t;
  }, path);
}

/** Waits for both rows' element timing entries after `t0`, then reads the visit's breakdown. */
async function visitTimes(page: Page, t0: number): Promise<Visit> {
  const handle = await page.waitForFunction(
    ({ t0, ids }) => {
      const w = window as unknown as { __timings: { element: Array<{ id: string; render: number }> } };
      // No named helper inside: tsx would wrap it in a __name() the page does not have.
      const [balance, journal] = ids.map((id) => w.__timings.element.filter((e) => e.id === id && e.render >= t0).map((e) => e.render));
      // Every cell of a row paints in one frame; the latest is the row on screen.
      return balance.length && journal.length ? { balance: Math.max(...balance) - t0, journal: Math.max(...journal) - t0 } : null;
    },
    { t0, ids: [BALANCE, JOURNAL] },
    { timeout: 30_000, polling: 50 },
  );
  const { balance, journal } = (await handle.jsonValue())!;
  const until = t0 + Math.max(balance, journal);
  const { loaded, longTasks } = await page.evaluate(
    ({ t0, until }) => {
      const w = window as unknown as { __timings: { longTasks: Array<{ start: number; duration: number }> } };
      const loaded = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((r) => r.startTime >= t0 && r.startTime <= until)
        .map((r) => {
          const url = new URL(r.name);
          return {
            name: url.pathname + url.search,
            kind: url.pathname.startsWith('/api/') ? 'api' : url.pathname.endsWith('.js') ? 'script' : 'other',
            start: r.startTime - t0,
            firstByte: r.responseStart - t0,
            end: r.responseEnd - t0,
            server: r.responseStart - r.requestStart,
          };
        });
      const longTasks = w.__timings.longTasks.filter((t) => t.start + t.duration >= t0 && t.start <= until).map((t) => ({ start: t.start - t0, duration: t.duration }));
      return { loaded, longTasks };
    },
    { t0, until },
  );
  return { balance, journal, loaded: loaded as Loaded[], longTasks };
}

async function signedInPage(browser: Browser, base: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  await context.addInitScript(observeTimings);
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Имя пользователя').fill('cashier');
  await page.getByLabel('Пароль').fill('cashier');
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL(/\/cities\/$/);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The landing's own chunks and calls done (not 'networkidle': the live-updates stream stays open).
  await page.locator('table[aria-busy="true"]').waitFor({ state: 'detached' }).catch(() => {});
  await page.waitForTimeout(1000);
  return page;
}

async function measure(base: string, registerId: number) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const screen = `/cash-registers/${registerId}/`;
  const first: Visit[] = [];
  const repeat: Visit[] = [];
  try {
    // One unrecorded visit: the server's first compilation of the routes and plans is not a cashier's.
    const warm = await signedInPage(browser, base);
    await visitTimes(warm, await navigate(warm, screen));
    await warm.context().close();

    for (let i = 0; i < runs; i++) {
      const page = await signedInPage(browser, base);
      first.push(await visitTimes(page, await navigate(page, screen)));
      await page.context().close();
    }

    const page = await signedInPage(browser, base);
    await visitTimes(page, await navigate(page, screen));
    for (let i = 0; i < runs; i++) {
      await navigate(page, `${screen}transfers/`);
      await page.getByRole('heading', { name: 'Переводы', level: 1 }).waitFor();
      await page.locator('table[aria-busy="true"]').waitFor({ state: 'detached' }).catch(() => {});
      await page.waitForTimeout(500);
      repeat.push(await visitTimes(page, await navigate(page, screen)));
    }
    await page.context().close();
  } finally {
    await browser.close();
  }
  return { first, repeat };
}

/** The median run's waterfall, and each call's and script's median over the runs. */
function report(name: string, visits: Visit[], target: number) {
  const balance = visits.map((v) => v.balance);
  const journal = visits.map((v) => v.journal);
  log(`${name}: day balance median ${ms(median(balance))} (${ms(Math.min(...balance))}–${ms(Math.max(...balance))}), ` +
    `first journal row median ${ms(median(journal))} (${ms(Math.min(...journal))}–${ms(Math.max(...journal))}); target ≤ ${target} ms, over ${visits.length} runs`);
  const byName = new Map<string, Loaded[]>();
  for (const v of visits) for (const l of v.loaded) byName.set(l.name.replace(/\.[0-9a-f]{10}\.js$/, '.js'), [...(byName.get(l.name.replace(/\.[0-9a-f]{10}\.js$/, '.js')) ?? []), l]);
  const lines = [...byName.entries()]
    .map(([n, ls]) => ({ n, start: median(ls.map((l) => l.start)), end: median(ls.map((l) => l.end)), server: median(ls.map((l) => l.server)), kind: ls[0].kind, seen: ls.length }))
    .sort((a, b) => a.start - b.start);
  for (const l of lines) {
    log(`    ${l.kind.padEnd(6)} ${String(Math.round(l.start)).padStart(5)} → ${String(Math.round(l.end)).padStart(5)} ms` +
      `${l.kind === 'api' ? ` (server ${Math.round(l.server)} ms)` : ''}  ${l.n}${l.seen < visits.length ? ` [${l.seen}/${visits.length} runs]` : ''}`);
  }
  const longTask = median(visits.map((v) => v.longTasks.reduce((s, t) => s + t.duration, 0)));
  const lastData = median(visits.map((v) => Math.max(0, ...v.loaded.filter((l) => l.kind === 'api').map((l) => l.end))));
  log(`    median: long tasks ${ms(longTask)} in all before the later row; last API answer at ${ms(lastData)}`);
  return { balance: { median: median(balance), runs: balance }, journal: { median: median(journal), runs: journal }, waterfall: lines, longTaskMs: longTask };
}

async function main() {
  let base = values.url;
  let stop = async () => {};
  let dataDir: string | null = null;
  if (!base) {
    if (!values['no-build']) {
      log('building the web app (webpack --mode production)');
      const built = spawnSync('npx', ['webpack', '--mode', 'production'], { stdio: ['ignore', 'ignore', 'inherit'] });
      if (built.status !== 0) process.exit(built.status ?? 1);
    }
    dataDir = mkdtempSync(join(tmpdir(), 'm247-web-bench-'));
    log('starting the server on a fresh PGlite with the demo seed (90 days)');
    const server = await startServerProcess({ DATA_DIR: dataDir, DEMO_HISTORY_DAYS: '90' }, 600);
    base = server.address;
    stop = server.stop;
  }
  try {
    const register = await prepareRegister(base);
    log(`register ${register.id}: ${register.count} journal rows today; load average before ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
    const { first, repeat } = await measure(base, register.id);
    const result = {
      date: new Date().toISOString(),
      register: register.id,
      journalRows: register.count,
      runs,
      loadAverageAfter: loadavg(),
      first: report('first visit after sign-in (nothing cached)', first, 500),
      repeat: report('repeat visit (Переводы → Операции)', repeat, 250),
    };
    log(`load average after ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
    mkdirSync('bench/results', { recursive: true });
    writeFileSync('bench/results/web-element-timing.json', JSON.stringify(result, null, 2));
  } finally {
    await stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
