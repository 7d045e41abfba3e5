import type { Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { expect, test } from './fixtures';
import type { ExchangeTransaction, Paginated } from '../src/shared/contract';
import { dayBalance, screenshots, signIn } from './support';

// The window through an outage: the cashier's browser loses the network, the register screen
// trades exchanges only from its queue, and when the network returns the queue is sent with
// its original keys — five deals recorded exactly once, offline, at the time at the window.

const auth = (token: string) => ({ Authorization: `Token ${token}` });
const tokenOf = async (page: Page) => (await page.evaluate(() => window.localStorage.getItem('Token')))!;

const DEALS: Array<['Покупка' | 'Продажа', string]> = [
  ['Покупка', '10'],
  ['Покупка', '20'],
  ['Продажа', '5'],
  ['Покупка', '7.5'],
  ['Продажа', '3'],
];

async function offlineTransactions(page: Page, token: string, register: number): Promise<ExchangeTransaction[]> {
  const res = await page.request.get(`/api/transaction/?cash_register=${register}&page=1&size=100`, { headers: auth(token) });
  return ((await res.json()) as Paginated<ExchangeTransaction>).results.filter((t) => t.offline);
}

test('five deals during an outage reach the books exactly once when the network returns', async ({ page, context }) => {
  test.setTimeout(180_000);
  await signIn(page, 'cashier');
  const token = await tokenOf(page);
  const registers = (await (await page.request.get('/api/all_cash_registers/', { headers: auth(token) })).json()) as Array<{ id: number; kind?: string }>;
  const register = registers.find((r) => r.kind !== 'vault')!.id;
  const before = await dayBalance(page.request, token, register);
  const offlineBefore = new Set((await offlineTransactions(page, token, register)).map((t) => t.id));

  await page.goto(`/cash-registers/${register}/`);
  await expect(page.getByRole('table', { name: 'Баланс за день' })).toBeVisible();
  // The day's rates and the city's limits are what the window trades by: received online first.
  await page.keyboard.press('F2');
  await expect(page.getByRole('form', { name: 'Обмен' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The offline chunks loaded by a first sign of trouble (the live stream's drop) while the server
  // answers: the path of a page without the service worker's cache (e2e/offline-restart.spec.ts
  // walks the cached app, with the server stopped).
  const chunk = page.waitForResponse((r) => /\/assets\/offline\.[0-9a-f]+\.js$/.test(r.url()));
  await page.evaluate(() => dispatchEvent(new Event('m247-stream-lost')));
  await chunk;
  await page.waitForTimeout(500);

  const startedAt = Date.now();
  await context.setOffline(true);
  const panel = page.getByRole('region', { name: 'Обмен без связи' });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText('Нет связи с сервером: доступен только обмен')).toBeVisible();

  for (const [i, [type, amount]] of DEALS.entries()) {
    await panel.getByRole('radio', { name: type }).check();
    const usd = await panel.getByLabel('Валюта').locator('option', { hasText: /^USD/ }).getAttribute('value');
    await panel.getByLabel('Валюта').selectOption(usd!);
    await panel.getByLabel('Сумма').fill(amount);
    await panel.getByRole('button', { name: 'Провести без связи' }).click();
    await expect(panel.getByText(new RegExp(`Проведено офлайн №${i + 1}: ${type}`))).toBeVisible();
  }
  const banner = page.getByRole('status').filter({ hasText: 'Нет связи с сервером' });
  await expect(banner).toContainText('ждут отправки: 5');
  await screenshots(page, 'offline-window');

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Все операции отправлены' })).toBeVisible({ timeout: 30_000 });
  const endedAt = Date.now();
  await screenshots(page, 'offline-window-sent');

  // Exactly five new offline records, each once, made at the window during the outage.
  const offline = await offlineTransactions(page, token, register);
  const fresh = offline.filter((t) => !offlineBefore.has(t.id));
  expect(fresh).toHaveLength(5);
  const fakeDate = await page.evaluate(() => {
    const raw = document.getElementById('app-config')?.textContent;
    return raw ? ((JSON.parse(raw) as { fakeDate?: string | null }).fakeDate ?? null) : null;
  });
  for (const t of fresh) {
    const madeAt = Date.parse(t.created_at);
    // On the server's clock: the fake day, the real time of day.
    const shift = fakeDate ? Date.parse(`${fakeDate}T00:00:00Z`) - Date.parse(`${new Date(startedAt).toISOString().slice(0, 10)}T00:00:00Z`) : 0;
    expect(madeAt).toBeGreaterThanOrEqual(startedAt + shift - 1000);
    expect(madeAt).toBeLessThanOrEqual(endedAt + shift + 1000);
    expect(t.offline_flags).toEqual([]);
  }
  const amounts = fresh.map((t) => `${t.operation_type} ${new Decimal(t.amount).toFixed(2)}`).sort();
  expect(amounts).toEqual(DEALS.map(([type, a]) => `${type === 'Покупка' ? 'BUY' : 'SELL'} ${new Decimal(a).toFixed(2)}`).sort());

  // The till moved by exactly those five.
  const after = await dayBalance(page.request, token, register);
  const closing = (b: typeof before, code: string) => new Decimal(b.balances.find((r) => r.currency.code === code)?.closing ?? '0');
  const usd = fresh.reduce((s, t) => s.plus(t.operation_type === 'BUY' ? t.amount : new Decimal(t.amount).neg()), new Decimal(0));
  const rub = fresh.reduce((s, t) => s.plus(t.operation_type === 'BUY' ? new Decimal(t.total).neg() : t.total), new Decimal(0));
  expect(closing(after, 'USD').minus(closing(before, 'USD')).toFixed(2)).toBe(usd.toFixed(2));
  expect(closing(after, 'RUB').minus(closing(before, 'RUB')).toFixed(2)).toBe(rub.toFixed(2));
});
