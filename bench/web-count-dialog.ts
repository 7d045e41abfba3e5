/**
 * The count dialog's keystroke ("a count dialog of 8 currencies responds to each
 * keystroke within one frame"), measured in headless Chromium against a running server:
 *   npm run build && PORT=8612 DATA_DIR=/tmp/x DEMO_HISTORY_DAYS=3 npx tsx src/server/main.ts
 *   npx tsx bench/web-count-dialog.ts [--url http://127.0.0.1:8612] [--rounds 3]
 * Signed in as the demo cashier on her first register, «Закрыть смену» opens the dialog; its
 * count sheet is widened to 8 currencies (page.route answers GET /api/shift/count_sheet/ with
 * RUB, USD, EUR, CNY, KZT, TRY, GBP and CHF, each with its banknotes — the demo registers
 * trade 4–6). Then every currency's total is typed digit by digit, and every currency's
 * banknotes (after «По купюрам»), each keystroke timed inside the page from its keydown
 * (capture) to the next animation frame (the update is ready for that frame: ≤ 16.7 ms at
 * 60 Hz) and to the moment after that frame was painted. Writes nothing (the dialog is
 * cancelled). Prints the figures for docs/PERFORMANCE.md.
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium-args.cjs';

const { values } = parseArgs({
  options: { url: { type: 'string', default: 'http://127.0.0.1:8612' }, rounds: { type: 'string', default: '3' } },
});
const base = values.url!;
const FRAME_MS = 1000 / 60;

const CURRENCIES: Array<[string, string, string[], string]> = [
  ['RUB', 'Рубль', ['5000', '2000', '1000', '500', '200', '100', '50', '10'], '1234567.80'],
  ['USD', 'Доллар США', ['100', '50', '20', '10', '5', '2', '1'], '25340.00'],
  ['EUR', 'Евро', ['500', '200', '100', '50', '20', '10', '5'], '18120.00'],
  ['CNY', 'Китайский юань', ['100', '50', '20', '10', '5', '1'], '90410.00'],
  ['KZT', 'Казахстанский тенге', ['20000', '10000', '5000', '2000', '1000', '500', '200'], '4500000.00'],
  ['TRY', 'Турецкая лира', ['200', '100', '50', '20', '10', '5'], '61250.00'],
  ['GBP', 'Фунт стерлингов', ['50', '20', '10', '5'], '3200.00'],
  ['CHF', 'Швейцарский франк', ['1000', '200', '100', '50', '20', '10'], '7400.00'],
];

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { n: s.length, median: at(0.5), p95: at(0.95), max: s[s.length - 1], overFrame: s.filter((x) => x > FRAME_MS).length };
};

async function main() {
  const form = new FormData();
  form.set('username', 'cashier');
  form.set('password', 'cashier');
  const { token } = (await (await fetch(`${base}/api/token-auth/`, { method: 'POST', body: form })).json()) as { token: string };
  const registers = (await (await fetch(`${base}/api/all_cash_registers/`, { headers: { Authorization: `Token ${token}` } })).json()) as Array<{ id: number; name: string }>;
  const register = registers[0];
  const sheet = {
    cash_register: register,
    shift: 1,
    lines: CURRENCIES.map(([code, name, denominations, expected], i) => ({ currency: { id: 1000 + i, code, name }, decimals: 2, denominations, expected })),
  };

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  await context.addInitScript((t) => window.localStorage.setItem('Token', t), token);
  await context.route('**/api/shift/count_sheet/**', (route) => route.fulfill({ json: sheet }));
  const page = await context.newPage();
  await page.goto(`${base}/cash-registers/${register.id}/`);

  const toFrame: number[] = [];
  const toPaint: number[] = [];
  for (let round = 0; round < Number(values.rounds); round++) {
    await page.getByRole('button', { name: 'Закрыть смену' }).click();
    const dialog = page.getByRole('dialog', { name: 'Закрыть смену: пересчёт кассы' });
    await dialog.getByLabel('Пересчитано RUB').waitFor();
    // The recorder: each keydown's time to the next frame, and to just after it was painted.
    await page.evaluate(() => {
      const w = window as unknown as { __keys: Array<{ frame: number; paint: number; field: string }> };
      w.__keys = [];
      document.addEventListener(
        'keydown',
        (e) => {
          const start = performance.now();
          const field = (e.target as HTMLElement).getAttribute('aria-label') ?? (e.target as HTMLElement).id;
          requestAnimationFrame(() => {
            const frame = performance.now() - start;
            const channel = new MessageChannel();
            channel.port1.onmessage = () => w.__keys.push({ frame, paint: performance.now() - start, field });
            channel.port2.postMessage(null);
          });
        },
        { capture: true },
      );
    });
    for (const [code, , denominations, expected] of CURRENCIES) {
      // The total, typed digit by digit (a shortage of the last digits' worth, so every keystroke changes the difference).
      const input = dialog.getByLabel(`Пересчитано ${code}`);
      await input.click();
      for (const ch of expected.replace(/\.00$/, '')) {
        await page.keyboard.press(ch);
        await page.waitForTimeout(40);
      }
      // Then by banknotes: two notes of each denomination.
      await dialog.getByRole('group', { name: `${code}: пересчёт` }).getByRole('button', { name: 'По купюрам' }).click();
      for (const d of denominations) {
        await dialog.getByLabel(`${d} ${code}, штук`).click();
        await page.keyboard.press('2');
        await page.waitForTimeout(40);
      }
    }
    await page.waitForTimeout(200);
    const keys = await page.evaluate(() => (window as unknown as { __keys: Array<{ frame: number; paint: number; field: string }> }).__keys);
    if (process.env.BENCH_VERBOSE) console.log(keys.filter((k) => k.frame > FRAME_MS).map((k) => `${k.field} ${k.frame.toFixed(1)}`).join('; '));
    toFrame.push(...keys.map((k) => k.frame));
    toPaint.push(...keys.map((k) => k.paint));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
  }
  await browser.close();
  const round = (o: Record<string, number>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Math.round(v * 10) / 10]));
  console.log(JSON.stringify({ currencies: CURRENCIES.length, frameMs: Math.round(FRAME_MS * 10) / 10, keydownToFrame: round(stats(toFrame)), keydownToPainted: round(stats(toPaint)) }, null, 2));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
