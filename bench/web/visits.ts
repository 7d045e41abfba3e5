import type { Browser, Page } from '@playwright/test';
import { api } from '../apiCall';

/**
 * One visit of Операции measured in the browser (docs/PERFORMANCE.md, "Операции: element
 * timing"): from a client-side navigation to the paint of the day balance's first row and of
 * the journal's first row, as Chromium's Element Timing API reports them (the rows' cells
 * carry `elementtiming`, ui/Table.tsx), with the scripts and calls loaded meanwhile and the
 * main thread's long tasks.
 */

/** The `elementtiming` identifiers of the two rows (DaySummary.tsx, OperationJournal.tsx). */
const BALANCE = 'day-balance';
const JOURNAL = 'journal-first-row';

export interface Loaded {
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

export interface Visit {
  balance: number;
  journal: number;
  loaded: Loaded[];
  /** Long tasks (> 50 ms on the main thread) between the navigation and the later row. */
  longTasks: Array<{ start: number; duration: number }>;
}

/** The cashier's first register, with at least `rows` journal rows today (1-USD buys through the API). */
export async function prepareRegister(base: string, rows: number): Promise<{ id: number; count: number }> {
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

/**
 * A client-side navigation, as a link click makes it; returns its moment (performance.now()).
 * Made at the start of a frame (in an animation frame's callback): a paint's time is the time
 * of its frame, so a navigation made anywhere in a frame would add up to a frame (~17 ms) of
 * noise to a visit of 40–50 ms.
 */
export function navigate(page: Page, path: string): Promise<number> {
  return page.evaluate(
    (to) =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => {
          const t = performance.now();
          window.history.pushState({}, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
          resolve(t);
        }),
      ),
    path,
  );
}

/** Waits for both rows' element timing entries after `t0`, then reads the visit's breakdown. */
export async function visitTimes(page: Page, t0: number): Promise<Visit> {
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

/**
 * The deliberately slowed side (--slowed-copy): `delayMs` of busy work on the main thread in
 * every React commit while Операции (/cash-registers/{id}/) is the page, before the browser may
 * paint it. React calls a page's developer-tools hook after each commit, in production builds
 * too; this stands in for that hook, so the very build being checked is made slower in the
 * browser, without a build of its own.
 */
function slowCommitsOnOperations(delayMs: number) {
  // Methods, not arrow functions: tsx names an arrow property with a __name() the page lacks.
  let renderers = 0;
  (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject() {
      return ++renderers;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot() {
      if (!/^\/cash-registers\/\d+\/$/.test(window.location.pathname)) return;
      const until = performance.now() + delayMs;
      while (performance.now() < until);
    },
  };
}

/** Options of a visit: `slowedMs` makes it the slowed side's (slowCommitsOnOperations). */
export interface VisitOptions {
  slowedMs?: number;
}

/** A fresh browser context (nothing cached) signed in as the cashier, on /cities/ with its calls done. */
export async function signedInPage(browser: Browser, base: string, { slowedMs }: VisitOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  await context.addInitScript(observeTimings);
  if (slowedMs !== undefined) await context.addInitScript(slowCommitsOnOperations, slowedMs);
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

/** A first visit: a fresh signed-in context goes from /cities/ to the register's screen. */
export async function firstVisit(browser: Browser, base: string, registerId: number, options: VisitOptions = {}): Promise<Visit> {
  for (let attempt = 1; ; attempt++) {
    const page = await signedInPage(browser, base, options);
    try {
      return await visitTimes(page, await navigate(page, `/cash-registers/${registerId}/`));
    } catch (error) {
      // A visit whose rows never paint within 30 s is a lost measurement, not a slow one (seen
      // once in a CI run, not reproduced): say what the page showed, and take one more visit.
      console.log(`[bench web] ${base}: a first visit got no paint of both rows (${(error as Error).message.split('\n')[0]}); the page: ${await pageState(page)}`);
      if (attempt >= 2) throw error;
    } finally {
      await page.context().close();
    }
  }
}

/** What a page shows, for a visit that went wrong: its address, heading, tables and element timings. */
async function pageState(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const w = window as unknown as { __timings?: { element: Array<{ id: string }> } };
      const tables = [...document.querySelectorAll('table')].map((t) => `${t.getAttribute('aria-label')}${t.getAttribute('aria-busy') ? ' (busy)' : ''}`);
      return JSON.stringify({ url: location.pathname, h1: document.querySelector('h1')?.textContent, tables, timings: w.__timings?.element.map((e) => e.id) });
    })
    .catch((e: Error) => `unreadable (${e.message})`);
}

/** A page that has visited the screen once, for repeat visits. */
export async function pageForRepeats(browser: Browser, base: string, registerId: number, options: VisitOptions = {}): Promise<Page> {
  const page = await signedInPage(browser, base, options);
  await visitTimes(page, await navigate(page, `/cash-registers/${registerId}/`));
  return page;
}

/** A repeat visit: from the screen to Переводы (its calls done) and back to Операции, inside the app. */
export async function repeatVisit(page: Page, registerId: number): Promise<Visit> {
  const screen = `/cash-registers/${registerId}/`;
  for (let attempt = 1; ; attempt++) {
    await navigate(page, `${screen}transfers/`);
    await page.getByRole('heading', { name: 'Переводы', level: 1 }).waitFor();
    await page.locator('table[aria-busy="true"]').waitFor({ state: 'detached' }).catch(() => {});
    await page.waitForTimeout(500);
    try {
      return await visitTimes(page, await navigate(page, screen));
    } catch (error) {
      // As a first visit's (firstVisit): a lost measurement is said and taken once more.
      console.log(`[bench web] a repeat visit got no paint of both rows (${(error as Error).message.split('\n')[0]}); the page: ${await pageState(page)}`);
      if (attempt >= 2) throw error;
    }
  }
}
