/**
 * The Операции screen's budgets, measured in headless Chromium against a running
 * server on loopback:
 *   npm run build && PORT=8610 DATA_DIR=/tmp/x npx tsx src/server/main.ts   (PGlite, demo data)
 *   npx tsx bench/web-operations.ts [--url http://127.0.0.1:8610] [--runs 5] [--exchanges 15]
 * 1. largest contentful paint of /cash-registers/{id}/ with ≥ 100 journal rows that day (budget 1 s);
 * 2. an exchange from Enter to the updated balance on screen, median (budget 300 ms);
 * 3. the route's own JavaScript: the scripts a client-side visit to it downloads, gzip (budget 60 KB).
 * Not a test: it prints the figures for docs/PERFORMANCE.md. It writes exchanges (demo data).
 */
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { api as apiAt } from './apiCall';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium-args.cjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8610' },
    runs: { type: 'string', default: '5' },
    exchanges: { type: 'string', default: '15' },
  },
});
const base = values.url!;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const api = <T>(token: string, path: string, body?: unknown) => apiAt<T>(base, token, path, body);

async function main() {
  const form = new FormData();
  form.set('username', 'cashier');
  form.set('password', 'cashier');
  const { token } = (await (await fetch(`${base}/api/token-auth/`, { method: 'POST', body: form })).json()) as { token: string };
  const [register] = await api<Array<{ id: number }>>(token, 'all_cash_registers/');
  const pairs = await api<Array<{ currency: { id: number; code: string } }>>(token, `available_currency_pair/?cash_register=${register.id}`);
  const usd = pairs.find((p) => p.currency.code === 'USD')!.currency;

  // At least 100 journal rows today: the page the budget speaks of.
  let { count } = await api<{ count: number }>(token, `operation/?cash_register=${register.id}&size=1`);
  for (; count < 100; count++) {
    await api(token, 'transaction/create/', { cash_register: register.id, currency: usd.id, operation_type: 'BUY', amount: '1', rate: '90' });
  }

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  await context.addInitScript((t) => window.localStorage.setItem('Token', t), token);
  const screenUrl = `${base}/cash-registers/${register.id}/`;

  // 1. Largest contentful paint, a fresh page (HTTP cache warm, as a cashier's browser is).
  const lcps: number[] = [];
  for (let i = 0; i < Number(values.runs); i++) {
    const page = await context.newPage();
    await page.goto(screenUrl);
    await page.getByRole('table', { name: 'Журнал операций' }).locator('tbody tr').nth(99).waitFor();
    lcps.push(await largestPaint(page));
    await page.close();
  }

  // 2. Enter → the day balance on screen shows the exchange.
  const page = await context.newPage();
  await page.goto(screenUrl);
  await page.getByRole('table', { name: 'Баланс за день' }).locator('tbody tr').first().waitFor();
  const timings: number[] = [];
  for (let i = 0; i < Number(values.exchanges); i++) {
    await page.keyboard.press('F2');
    const currency = page.getByRole('form', { name: 'Обмен' }).getByRole('combobox', { name: 'Валюта' });
    await currency.click();
    await page.getByRole('option', { name: /^USD/ }).click();
    await page.getByLabel('Сумма, USD').fill('1');
    await page.getByRole('textbox', { name: 'Курс' }).fill('90');
    const row = page.getByRole('table', { name: 'Баланс за день' }).locator('tbody tr', { hasText: 'USD' });
    const before = await row.innerText();
    // Timed inside the page: from the Enter keydown to the frame after the row's text changed.
    const timing = page.evaluate(
      (prev) =>
        new Promise<number>((resolve) => {
          let start = 0;
          document.addEventListener('keydown', (e) => e.key === 'Enter' && (start = performance.now()), { capture: true, once: true });
          const table = document.querySelector('table[aria-label="Баланс за день"]')!;
          const observer = new MutationObserver(() => {
            const usdRow = Array.from(table.querySelectorAll('tbody tr')).find((r) => r.textContent?.startsWith('USD'));
            if (start && usdRow && (usdRow as HTMLElement).innerText !== prev) {
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - start));
            }
          });
          observer.observe(table, { subtree: true, characterData: true, childList: true });
        }),
      before,
    );
    await page.getByLabel('Сумма, USD').press('Enter');
    timings.push(await timing);
  }
  await page.close();

  // 3. The route's own JavaScript: what a visit from another screen of the register downloads.
  const visit = await context.newPage();
  await visit.goto(`${base}/cash-registers/${register.id}/transfers/`);
  // Not 'networkidle': the live-updates stream (GET /api/events/) stays open on every screen.
  await visit.getByRole('heading', { name: 'Переводы', level: 1 }).waitFor();
  await visit.waitForTimeout(1500);
  const scripts: Array<{ url: string; gzip: number }> = [];
  visit.on('response', async (r) => {
    if (r.request().resourceType() === 'script') scripts.push({ url: new URL(r.url()).pathname, gzip: gzipSync(await r.body(), { level: 9 }).length });
  });
  await visit.getByRole('link', { name: 'Операции' }).click();
  await visit.getByRole('table', { name: 'Журнал операций' }).locator('tbody tr').first().waitFor();
  // The forms' chunks load right after the first paint: give them time to arrive.
  await visit.waitForTimeout(1500);
  const routeJs = scripts.reduce((s, x) => s + x.gzip, 0);

  await browser.close();
  console.log(`register ${register.id}, ${count} journal rows today`);
  console.log(`largest contentful paint: median ${median(lcps).toFixed(0)} ms (runs ${lcps.map((x) => x.toFixed(0)).join(', ')}; budget 1000 ms)`);
  console.log(`exchange Enter → balance on screen: median ${median(timings).toFixed(0)} ms, max ${Math.max(...timings).toFixed(0)} ms over ${timings.length} (budget 300 ms)`);
  for (const s of scripts) console.log(`  ${s.url}: ${(s.gzip / 1024).toFixed(1)} KB gzip`);
  console.log(`route JavaScript: ${(routeJs / 1024).toFixed(1)} KB gzip in ${scripts.length} files (budget 60 KB)`);
}

/** The last largest-contentful-paint entry the page reported (it stops at the first input). */
async function largestPaint(page: Page): Promise<number> {
  const { time, element } = await page.evaluate(
    () =>
      new Promise<{ time: number; element: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>;
          const last = entries[entries.length - 1];
          resolve({ time: last.startTime, element: `${last.element?.tagName ?? '?'} "${last.element?.textContent?.slice(0, 40) ?? ''}"` });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  if (process.env.BENCH_VERBOSE) console.log(`  LCP ${time.toFixed(0)} ms: ${element}`);
  return time;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
