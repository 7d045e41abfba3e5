/**
 * The Операции screen's form keys: from F2 (Покупка), F3 (Продажа) or F4 (Кредиторы / Дебиторы)
 * to the focus in the form's first field, each the first key pressed on a fresh page — as soon
 * as the day's balance shows, and once the page has settled (1.5 s later). Budget 50 ms.
 * In headless Chromium against a running server on loopback (as bench/web-operations.ts):
 *   npm run build && PORT=8610 DATA_DIR=/tmp/x npx tsx src/server/main.ts   (PGlite, demo data)
 *   npx tsx bench/web-operation-keys.ts [--url http://127.0.0.1:8610] [--runs 5]
 * Not a test: it prints the figures for docs/PERFORMANCE.md.
 */
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { api as apiAt } from './apiCall';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium-args.cjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8610' },
    runs: { type: 'string', default: '5' },
  },
});
const base = values.url!;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** From the key's keydown to the focus landing in a form's first field, timed inside the page. */
async function keyToFocus(page: Page, key: string): Promise<number> {
  // The listeners are in place before the key is sent (an evaluate still on its way could miss it).
  await page.evaluate(() => {
    // No named functions here: tsx would wrap them in a helper the page does not have.
    (window as unknown as { keyToFocus: Promise<number> }).keyToFocus = new Promise<number>((resolve) => {
      let start = 0;
      document.addEventListener('keydown', () => (start = performance.now()), { capture: true, once: true });
      document.addEventListener('focusin', (e) => {
        if (start && (e.target as Element).closest('[data-first-field]')) resolve(performance.now() - start);
      });
    });
  });
  await page.keyboard.press(key);
  return page.evaluate(() => (window as unknown as { keyToFocus: Promise<number> }).keyToFocus);
}

async function main() {
  const form = new FormData();
  form.set('username', 'cashier');
  form.set('password', 'cashier');
  const { token } = (await (await fetch(`${base}/api/token-auth/`, { method: 'POST', body: form })).json()) as { token: string };
  const [register] = await apiAt<Array<{ id: number }>>(base, token, 'all_cash_registers/');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  await context.addInitScript((t) => window.localStorage.setItem('Token', t), token);
  const screenUrl = `${base}/cash-registers/${register.id}/`;

  for (const key of ['F2', 'F3', 'F4']) {
    const timings = { early: [] as number[], settled: [] as number[] };
    for (let i = 0; i < Number(values.runs); i++) {
      for (const when of ['early', 'settled'] as const) {
        const page = await context.newPage();
        await page.goto(screenUrl);
        await page.getByRole('table', { name: 'Баланс за день' }).locator('tbody tr').first().waitFor();
        if (when === 'settled') await page.waitForTimeout(1500);
        timings[when].push(await keyToFocus(page, key));
        await page.close();
      }
    }
    const say = (xs: number[]) => `median ${median(xs).toFixed(0)} ms, max ${Math.max(...xs).toFixed(0)} ms`;
    console.log(`${key} → focus in the form, first press: as the day shows ${say(timings.early)}; settled ${say(timings.settled)} (${values.runs} runs each; budget 50 ms)`);
  }
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
