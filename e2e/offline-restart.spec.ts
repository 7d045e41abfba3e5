import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium-args.cjs';
import type { ExchangeTransaction, Paginated } from '../src/shared/contract';
import { expect, test } from './fixtures';
import { OfflineServer } from './offlineServer';
import { dayBalance, screenshots, signIn } from './support';

// The window through an outage with the SERVER STOPPED, not the browser offline: the app comes
// from the service worker's cache, the register's last-known figures from the browser's storage.
// Five deals across a reload and a browser restart (a persistent profile closed and opened
// again), then the server back: each deal recorded exactly once, the till moved by exactly
// them, `ledger verify` clean.

// Each test on a server of its own (offlineServer.ts): they run side by side in the suite's workers.
test.describe.configure({ mode: 'parallel' });
test.setTimeout(300_000);

const auth = (token: string) => ({ Authorization: `Token ${token}` });
/**
 * The cached app's worker in charge of the page: its install downloads the whole build, beside
 * three other workers' browsers on a busy machine, and an install that failed is tried again
 * 10 s later (src/web/serviceWorker/registerAppCache.ts). 30 s was once too short in CI.
 */
const INSTALLED_WITHIN = 60_000;
const DEALS: Array<['Покупка' | 'Продажа', string]> = [
  ['Покупка', '10'],
  ['Продажа', '5'],
  ['Покупка', '20'],
  ['Покупка', '7.5'],
  ['Продажа', '3'],
];

/** What a test leaves to remove after it, passed or failed: its server and its browser profile. */
const leftovers: Array<() => Promise<void> | void> = [];
test.afterEach(async () => {
  for (const remove of leftovers.splice(0)) await remove();
});

/** A server of the test's own (slot: its port and folder, one per test of this file). */
function ownServer(slot: number): OfflineServer {
  const server = new OfflineServer(slot);
  leftovers.push(() => server.remove());
  return server;
}

/**
 * The register's figures the window trades by are in the browser's storage (kept at most once
 * a second as they arrive): the pairs, the day's rates and the balance. Stopping the server
 * before they are kept left a window with no currency on a loaded machine.
 */
async function figuresKept(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const kept = await page.evaluate(() => window.localStorage.getItem('m247-last-known') ?? '');
      // cityLimits carries the city's offline limit: without it the window says offline exchange
      // is off (seen once in CI here, the server stopped before that answer was kept).
      return ['"availablePairs"', '"valueSettings"', '"dayBalance"', '"cityLimits"'].every((name) => kept.includes(name)) && kept.includes('"USD"');
    }, { timeout: 30_000 })
    .toBe(true);
}

/** The browser with its profile on disk: closing it keeps its storage, as quitting Chromium does. */
const openBrowser = (profile: string, baseURL: string) =>
  chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    baseURL,
    // The outage is survived through the service worker: allowed here, where the config blocks
    // it for every other context (its `use` reaches this browser too).
    serviceWorkers: 'allow',
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    args: CHROMIUM_ARGS,
  });

async function offlineTransactions(page: Page, token: string, register: number): Promise<ExchangeTransaction[]> {
  const res = await page.request.get(`/api/transaction/?cash_register=${register}&page=1&size=100`, { headers: auth(token) });
  return ((await res.json()) as Paginated<ExchangeTransaction>).results.filter((t) => t.offline);
}

/** The window offline (the stream gone > 10 s and calls failing), then the deals i … j. */
async function dealsOffline(page: Page, from: number, to: number, deals = DEALS): Promise<void> {
  const panel = page.getByRole('region', { name: 'Обмен без связи' });
  await expect(panel).toBeVisible({ timeout: 45_000 });
  for (let i = from; i < to; i++) {
    const [type, amount] = deals[i];
    await panel.getByRole('radio', { name: type }).check();
    const usd = panel.getByLabel('Валюта').locator('option', { hasText: /^USD/ });
    await expect(usd).toHaveCount(1);
    await panel.getByLabel('Валюта').selectOption((await usd.getAttribute('value'))!);
    await panel.getByLabel('Сумма').fill(amount);
    await panel.getByRole('button', { name: 'Провести без связи' }).click();
    await expect(panel.getByText(new RegExp(`Проведено офлайн №${i + 1}: ${type}`))).toBeVisible();
  }
  await expect(page.getByRole('status').filter({ hasText: 'Нет связи с сервером' })).toContainText(`ждут отправки: ${to}`);
}

test('the server stopped: five deals across a reload and a browser restart reach the books once', async () => {
  const server = ownServer(0);
  const profile = mkdtempSync(join(tmpdir(), 'm247-offline-profile-'));
  leftovers.push(() => rmSync(profile, { recursive: true, force: true }));
  await server.start(true);
  let context: BrowserContext = await openBrowser(profile, server.url);
  let page = context.pages()[0] ?? (await context.newPage());
  await signIn(page, 'cashier');
  const token = (await page.evaluate(() => window.localStorage.getItem('Token')))!;
  const registers = (await (await page.request.get('/api/all_cash_registers/', { headers: auth(token) })).json()) as Array<{ id: number; kind?: string }>;
  const register = registers.find((r) => r.kind !== 'vault')!.id;
  const before = await dayBalance(page.request, token, register);
  const offlineBefore = new Set((await offlineTransactions(page, token, register)).map((t) => t.id));

  await page.goto(`/cash-registers/${register}/`);
  await expect(page.getByRole('table', { name: 'Баланс за день' })).toBeVisible();
  // The day's rates and the city's limits, received online as the exchange form opens.
  await page.keyboard.press('F2');
  await expect(page.getByRole('form', { name: 'Обмен' })).toBeVisible();
  await page.keyboard.press('Escape');
  // The service worker installed (the build cached) and in charge of the page.
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: INSTALLED_WITHIN }).toBe(true);
  await figuresKept(page);

  await server.stop();
  await dealsOffline(page, 0, 2);

  // A reload during the outage: the app from the cache, the queue and the figures from storage.
  await page.reload();
  await dealsOffline(page, 2, 4);
  await screenshots(page, 'offline-restart-reloaded');

  // A browser restart during the outage.
  await context.close();
  context = await openBrowser(profile, server.url);
  page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`/cash-registers/${register}/`);
  await dealsOffline(page, 4, 5);

  // The server back: the queue is sent, each deal once.
  await server.start(false);
  await expect(page.getByRole('status').filter({ hasText: 'Все операции отправлены' })).toBeVisible({ timeout: 45_000 });
  const fresh = (await offlineTransactions(page, token, register)).filter((t) => !offlineBefore.has(t.id));
  expect(fresh.map((t) => `${t.operation_type} ${new Decimal(t.amount).toFixed(2)}`).sort()).toEqual(
    DEALS.map(([type, a]) => `${type === 'Покупка' ? 'BUY' : 'SELL'} ${new Decimal(a).toFixed(2)}`).sort(),
  );
  for (const t of fresh) expect(t.offline_flags).toEqual([]);

  // The till moved by exactly those five.
  const after = await dayBalance(page.request, token, register);
  const closing = (b: typeof before, code: string) => new Decimal(b.balances.find((r) => r.currency.code === code)?.closing ?? '0');
  const usd = fresh.reduce((s, t) => s.plus(t.operation_type === 'BUY' ? t.amount : new Decimal(t.amount).neg()), new Decimal(0));
  const rub = fresh.reduce((s, t) => s.plus(t.operation_type === 'BUY' ? new Decimal(t.total).neg() : t.total), new Decimal(0));
  expect(closing(after, 'USD').minus(closing(before, 'USD')).toFixed(2)).toBe(usd.toFixed(2));
  expect(closing(after, 'RUB').minus(closing(before, 'RUB')).toFixed(2)).toBe(rub.toFixed(2));
  await context.close();

  await server.stop();
  const verify = server.verifyLedger();
  expect(verify.out).not.toContain('FAIL');
  expect(verify.code).toBe(0);
});

test('the server killed in the middle of the replay, two tabs of one register open: each deal recorded once, sent by one tab', async ({ browser }) => {
  const server = ownServer(1);
  await server.start(true);
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'allow' });
  const [tabA, tabB] = [await context.newPage(), await context.newPage()];
  await signIn(tabA, 'cashier');
  const token = (await tabA.evaluate(() => window.localStorage.getItem('Token')))!;
  const registers = (await (await tabA.request.get('/api/all_cash_registers/', { headers: auth(token) })).json()) as Array<{ id: number; kind?: string }>;
  const register = registers.find((r) => r.kind !== 'vault')!.id;
  const offlineBefore = new Set((await offlineTransactions(tabA, token, register)).map((t) => t.id));
  for (const tab of [tabA, tabB]) {
    await tab.goto(`/cash-registers/${register}/`);
    await expect(tab.getByRole('table', { name: 'Баланс за день' })).toBeVisible();
    await tab.keyboard.press('F2');
    await expect(tab.getByRole('form', { name: 'Обмен' })).toBeVisible();
    await tab.keyboard.press('Escape');
    await expect.poll(() => tab.evaluate(() => !!navigator.serviceWorker.controller), { timeout: INSTALLED_WITHIN }).toBe(true);
    await figuresKept(tab);
  }

  await server.stop();
  const deals: Array<['Покупка' | 'Продажа', string]> = Array.from({ length: 8 }, (_, i) => [i % 2 ? 'Продажа' : 'Покупка', `${i + 1}`]);
  await dealsOffline(tabA, 0, deals.length, deals);
  await expect(tabB.getByRole('region', { name: 'Обмен без связи' })).toBeVisible({ timeout: 45_000 });

  // Every send of a deal, by either tab, with its key; the server killed as the third one goes out.
  const sends: string[] = [];
  let killed: Promise<void> | null = null;
  context.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/transaction/create/')) return;
    sends.push(request.headers()['idempotency-key']);
    if (sends.length === 3 && !killed) killed = server.stop(); // the kill is sent before this returns
  });
  await server.start(false);
  await expect.poll(() => killed !== null, { timeout: 45_000 }).toBe(true);
  await killed;
  // The rest waits; the server back, the replay goes on from where it stopped.
  await server.start(false);
  await expect(tabA.getByRole('status').filter({ hasText: 'Все операции отправлены' })).toBeVisible({ timeout: 45_000 });

  const fresh = (await offlineTransactions(tabA, token, register)).filter((t) => !offlineBefore.has(t.id));
  expect(fresh.map((t) => new Decimal(t.amount).toFixed(2)).sort()).toEqual(deals.map(([, a]) => new Decimal(a).toFixed(2)).sort());
  // Each key sent by one tab at a time: only the one whose answer the kill lost was sent again.
  const twice = [...new Set(sends)].filter((k) => sends.filter((x) => x === k).length > 1);
  expect(new Set(sends).size).toBe(deals.length);
  expect(twice.length).toBeLessThanOrEqual(1);
  await context.close();

  await server.stop();
  const verify = server.verifyLedger();
  expect(verify.out).not.toContain('FAIL');
  expect(verify.code).toBe(0);
});

test('the rate band moved during the outage: the deal is recorded, flagged rate_band, and in the supervisors’ queue', async ({ browser, playwright }) => {
  const server = ownServer(2);
  await server.start(true);
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await signIn(page, 'cashier');
  const token = (await page.evaluate(() => window.localStorage.getItem('Token')))!;
  const registers = (await (await page.request.get('/api/all_cash_registers/', { headers: auth(token) })).json()) as Array<{ id: number; kind?: string; city: { id: number } }>;
  const register = registers.find((r) => r.kind !== 'vault')!;
  const offlineBefore = new Set((await offlineTransactions(page, token, register.id)).map((t) => t.id));
  await page.goto(`/cash-registers/${register.id}/`);
  await expect(page.getByRole('table', { name: 'Баланс за день' })).toBeVisible();
  await page.keyboard.press('F2');
  await expect(page.getByRole('form', { name: 'Обмен' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: INSTALLED_WITHIN }).toBe(true);
  await figuresKept(page);

  // The cashier's line goes; a deal at the rate last received.
  await context.setOffline(true);
  await dealsOffline(page, 0, 1);

  // Meanwhile the supervisor moves the city's board far from it (the band follows the board).
  const api = await playwright.request.newContext({ baseURL: server.url });
  const supervisor = (await (await api.post('/api/token-auth/', { data: { username: 'supervisor', password: 'supervisor' } })).json()).token as string;
  const currencies = (await (await api.get('/api/currency/', { headers: auth(supervisor) })).json()) as Array<{ id: number; code: string }>;
  const usd = currencies.find((c) => c.code === 'USD')!.id;
  const board = await api.post('/api/value_setting/create/', { headers: auth(supervisor), data: { city: register.city.id, currency: usd, buy_rate: '150', sell_rate: '152' } });
  expect(board.status()).toBe(201);

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Все операции отправлены' })).toBeVisible({ timeout: 45_000 });
  const [deal] = (await offlineTransactions(page, token, register.id)).filter((t) => !offlineBefore.has(t.id));
  expect(deal.offline_flags).toContain('rate_band');

  // In the city's queue «Офлайн-операции на проверку», with its rule.
  const queue = (await (await api.get(`/api/offline_review/?city=${register.city.id}&status=pending&page=1&size=100`, { headers: auth(supervisor) })).json()) as {
    results: Array<{ id: number; flags?: string[]; offline_flags?: string[] }>;
  };
  expect(queue.results.map((r) => r.id)).toContain(deal.id);
  const other = await browser.newContext({ baseURL: server.url, serviceWorkers: 'allow' });
  const supervisorPage = await other.newPage();
  await signIn(supervisorPage, 'supervisor');
  await supervisorPage.goto(`/cities/${register.city.id}/offline-review/`);
  const row = supervisorPage
    .getByRole('table', { name: 'Офлайн-операции на проверку' })
    .getByRole('row')
    .filter({ has: supervisorPage.getByRole('button', { name: `Проверено: операция №${deal.id}` }) });
  await expect(row).toContainText('Вне коридора курсов');
  await Promise.all([context.close(), other.close(), api.dispose()]);
});
