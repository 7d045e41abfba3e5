import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { DayBalance } from '../src/shared/contract';
import { formatAmount } from '../src/shared/money';

interface DemoAccount {
  password: string;
  fullName: string;
  role: string;
  admin: boolean;
  print: boolean;
  cities: readonly string[];
}

/** The demo accounts `npm start` seeds (README): who they are and what they may see. */
export const DEMO: Record<'admin' | 'supervisor' | 'cashier', DemoAccount> = {
  admin: { password: 'admin', fullName: 'Анна Админова', role: 'Администратор', admin: true, print: true, cities: ['Москва', 'Санкт-Петербург', 'Казань'] },
  supervisor: { password: 'supervisor', fullName: 'Сергей Супервайзеров', role: 'Супервайзер', admin: false, print: true, cities: ['Москва', 'Санкт-Петербург', 'Казань'] },
  cashier: { password: 'cashier', fullName: 'Ксения Кассирова', role: 'Кассир', admin: false, print: false, cities: ['Москва'] },
};
export const ALL_CITIES = ['Москва', 'Санкт-Петербург', 'Казань'];
export type DemoUser = keyof typeof DEMO;

export async function signIn(page: Page, user: DemoUser): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Имя пользователя').fill(user);
  await page.getByLabel('Пароль').fill(DEMO[user].password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/cities\/$/);
}

/**
 * Screenshots at the desktop width and a phone width, for a person to look at; the page gets
 * its own size back after (a test at 390 px goes on at 390 px). `E2E_SCREENSHOTS=0` skips
 * them: CI, where nobody looks at them, saves the ~190 full-page captures' time (docs/testing.md).
 */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS !== '0';

/** One capture into e2e/screenshots/ (`file` without the folder), skipped like the pairs below. */
export async function capture(page: Page, file: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (SCREENSHOTS) await page.screenshot({ path: `e2e/screenshots/${file}`, ...options });
}

export async function screenshots(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  const own = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(own);
}

const authHeader = (token: string) => ({ Authorization: `Token ${token}` });

/** GET /api/day_balance/ for today, with the page's token. */
export async function dayBalance(request: APIRequestContext, token: string, register: number): Promise<DayBalance> {
  return (await (await request.get(`/api/day_balance/?cash_register=${register}`, { headers: authHeader(token) })).json()) as DayBalance;
}

/** The day balance on screen equals GET /api/day_balance/ for today, currency by currency. */
export async function expectBalanceMatchesApi(page: Page, request: APIRequestContext, token: string, register: number): Promise<void> {
  await expect
    .poll(async () => {
      const api = await dayBalance(request, token, register);
      const table = page.getByRole('table', { name: 'Баланс за день' });
      // Cell by cell: on a phone a row is a card, whose text is not tab-separated.
      const shown = (
        await Promise.all((await table.locator('tbody tr').all()).map(async (r) => (await r.locator('td').allInnerTexts()).map((c) => c.trim()).join('|')))
      ).sort();
      const expected = api.balances
        .map((b) => [b.currency.code, formatAmount(b.opening), formatAmount(b.income), formatAmount(b.outcome), formatAmount(b.closing)].join('|'))
        .sort();
      return JSON.stringify(shown) === JSON.stringify(expected) ? 'equal' : JSON.stringify({ shown, expected });
    }, { timeout: 10_000 })
    .toBe('equal');
}

/**
 * What is wrong with the tables on screen: a sideways scroll, or a key cell off screen (none:
 * []). A matrix (`data-layout="matrix"`: two-dimensional, it cannot reflow) may scroll sideways
 * inside its box only when the box is a named region the keyboard can focus, so that the
 * arrows scroll it (docs/web/README.md, "Tables fit their box").
 */
export async function tableProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > viewport + 1) problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${viewport})`);
    for (const table of Array.from(document.querySelectorAll('table'))) {
      const name = table.getAttribute('aria-label') ?? '?';
      const box = table.parentElement!;
      const scrollableMatrix = table.dataset.layout === 'matrix' && box.getAttribute('role') === 'region' && !!box.getAttribute('aria-label') && box.tabIndex >= 0;
      if (box.scrollWidth > box.clientWidth + 1 && !scrollableMatrix) problems.push(`${name}: scrolls sideways (${box.scrollWidth} > ${box.clientWidth}, ${table.dataset.fit})`);
      for (const cell of Array.from(table.querySelectorAll<HTMLElement>('tbody td[data-priority="key"]'))) {
        const r = cell.getBoundingClientRect();
        if (r.width > 0 && (r.left < -1 || r.right > viewport + 1)) problems.push(`${name}: key column "${cell.dataset.label}" off screen (${Math.round(r.left)}–${Math.round(r.right)})`);
      }
    }
    return problems;
  });
}

/**
 * When (the machine's clock, read in the page) an element matching `selector` first holds every
 * one of `texts`: stamped in the page by a MutationObserver as its DOM changes, so that a latency
 * a test claims is the page's own and not the time the test took to get round to looking. A
 * notice timed by a check made after the test's other checks on another page measured those
 * checks too: 3.2 s on a loaded machine against a 2.5 s bound (docs/testing.md, "A latency a
 * browser test claims"). Already there when asked: the stamp is the asking time.
 */
export function whenShown(page: Page, selector: string, texts: string[]): Promise<number> {
  const shown = page.evaluate(
    ({ selector, texts }) =>
      new Promise<number>((resolve) => {
        const holds = () => Array.from(document.querySelectorAll(selector)).some((el) => texts.every((text) => el.textContent?.includes(text)));
        if (holds()) return resolve(Date.now());
        const observer = new MutationObserver(() => {
          if (!holds()) return;
          observer.disconnect();
          resolve(Date.now());
        });
        observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
      }),
    { selector, texts },
  );
  // A test that fails before it reads the stamp closes the page under it: not a second error.
  shown.catch(() => undefined);
  return shown;
}

let pdfsRead = 0;
/**
 * A PDF's words, spaces folded, no-break and narrow ones too (pdftotext from Debian
 * poppler-utils). The file goes to the
 * running test's own output folder, which Playwright empties at the next run (a folder of the
 * temp directory per PDF stayed behind for good).
 */
export function pdfWords(pdf: Buffer): string {
  const file = test.info().outputPath(`read-back-${++pdfsRead}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']).toString('utf8').replace(/[ \u00a0\u202f]+/g, ' ');
}

/** Every CSP violation the page reports, collected from the moment it starts. */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__reportCspViolation', (line: string) => seen.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (line: string) => void }).__reportCspViolation;
      void report(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

/**
 * Opens a register's Операции and waits until its shift is known (the bar no longer busy): the
 * tests that use it act on an open register, and a closed one would take the forms away.
 */
export async function openRegister(page: Page, register: number): Promise<void> {
  await page.goto(`/cash-registers/${register}/`);
  await expect(page.getByRole('heading', { name: 'Операции' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Смена' })).toContainText('Смена открыта');
}

/**
 * Holds the page's requests to `url` until the test calls `release()`, then lets them (and any
 * later ones) through. A test that measures the page while an answer is outstanding holds it
 * this way rather than for a fixed time: on a loaded machine a timer can run out before the
 * page has drawn what the test looks at. `held()` counts the requests that reached the test's
 * handler, which is a moment after the page sent them: poll it.
 */
export async function holdAnswers(page: Page, url: RegExp): Promise<{ held: () => number; release: () => void }> {
  let held = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    held++;
    await released;
    await route.continue();
  });
  return { held: () => held, release };
}
