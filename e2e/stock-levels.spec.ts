import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { RegisterLimits, SuggestedOrders } from '../src/shared/contract';
import { screenshots, signIn } from './support';

// «Остатки и лимиты» (docs/VAULT.md "Stock and suggested orders"): a supervisor has the city's
// stock open in one browser; a cashier's exchange in another takes a till below its minimum;
// the supervisor is told at once, the row turns into a breach without a reload, and the
// suggested orders are requested with one click.

const auth = (token: string) => ({ Authorization: `Token ${token}` });
const tokenOf = async (page: Page) => (await page.evaluate(() => window.localStorage.getItem('Token')))!;

test('a breach appears live when a cashier’s exchange takes a till below its minimum, and the supervisor requests the suggested orders', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, 'cashier');
  const cashierToken = await tokenOf(page);
  const registers = (await (await page.request.get('/api/all_cash_registers/', { headers: auth(cashierToken) })).json()) as Array<{
    id: number; name: string; kind: string; city: { id: number };
  }>;
  const till = registers.find((r) => r.kind === 'till')!;

  // The supervisor, in a browser of their own, opens the city's «Остатки и лимиты» from its menu.
  const other = await browser.newContext({ locale: 'ru-RU', timezoneId: 'Europe/Moscow', viewport: { width: 1280, height: 800 } });
  const supervisor = await other.newPage();
  await signIn(supervisor, 'supervisor');
  const supervisorToken = await tokenOf(supervisor);

  // The till's dollars: a minimum just under what it holds now, so that a sale of 20 takes it below.
  const limitsUrl = `/api/cash_register/${till.id}/limits/`;
  const limits = (await (await supervisor.request.get(limitsUrl, { headers: auth(supervisorToken) })).json()) as RegisterLimits;
  const usd = limits.limits.find((l) => l.currency.code === 'USD')!;
  const held = Math.floor(Number(usd.balance));
  expect(held).toBeGreaterThan(50);
  const min = String(held - 10);
  const lines = limits.limits
    .filter((l) => l.min !== null || l.max !== null || l.refill_to !== null || l.currency.id === usd.currency.id)
    .map((l) => (l.currency.id === usd.currency.id
      ? { currency: l.currency.id, min, max: null, refill_to: String(held + 500) }
      : { currency: l.currency.id, min: l.min, max: l.max, refill_to: l.refill_to }));
  const put = await supervisor.request.put(limitsUrl, { headers: { ...auth(supervisorToken), 'Idempotency-Key': randomUUID() }, data: { limits: lines } });
  expect(put.status()).toBe(200);

  await supervisor.goto(`/cities/${till.city.id}/`);
  await supervisor.getByRole('link', { name: 'Остатки и лимиты' }).first().click();
  await expect(supervisor.getByRole('heading', { name: 'Остатки и лимиты', level: 1 })).toBeVisible();
  await supervisor.getByLabel('Валюта').selectOption({ label: 'USD' });
  await expect(supervisor).toHaveURL(new RegExp(`currency=${usd.currency.id}`));
  const table = supervisor.getByRole('table', { name: 'Остатки и лимиты' });
  const row = table.getByRole('row').filter({ has: supervisor.getByRole('link', { name: till.name, exact: true }) }).filter({ hasText: 'USD' });
  await expect(row).toContainText('В пределах');

  // The cashier sells 20 dollars at the board's rate (the day's sell rate of the till, else its city's).
  const settings = (await (await page.request.get(`/api/value_setting/?cash_register=${till.id}`, { headers: auth(cashierToken) })).json()) as Array<{
    currency: number | { id: number }; sell_rate: string | null;
  }>;
  const board = settings.find((s) => (typeof s.currency === 'number' ? s.currency : s.currency.id) === usd.currency.id)?.sell_rate ?? '90';
  const sale = await page.request.post('/api/transaction/create/', {
    headers: { ...auth(cashierToken), 'Idempotency-Key': randomUUID() },
    data: { cash_register: till.id, currency: usd.currency.id, operation_type: 'SELL', amount: '20', rate: board },
  });
  expect(sale.status()).toBe(201);

  // Live: the notice, and the row turned into a breach, without a reload.
  const notice = supervisor.getByRole('status', { name: 'Нарушение лимита кассы' });
  await expect(notice).toContainText(`Касса «${till.name}»: USD ниже минимума.`);
  await expect(row).toContainText('Ниже минимума');
  await screenshots(supervisor, 'stock-levels-breach');

  // «Предложить заявки»: the till's dollar refill is among them (its label ends in the amount
  // and currency: the till may be short in another currency too); one click requests the ticked ones.
  const refill = supervisor.getByRole('checkbox', { name: new RegExp(`^Подкрепление: ${till.name}, [\\d\\s.,]+ USD$`) });
  await expect(refill).toBeVisible();
  const button = supervisor.getByRole('button', { name: /^Создать заявки \(\d+\)$/ });
  const answer = supervisor.waitForResponse((r) => r.url().endsWith('/api/stock_levels/suggestions/') && r.request().method() === 'POST');
  await button.click();
  const made = await answer;
  expect(made.status()).toBe(201);
  const orders = ((await made.json()) as SuggestedOrders).orders;
  expect(orders.length).toBeGreaterThan(0);
  await expect(supervisor.getByRole('status').filter({ hasText: 'Создано заявок' })).toContainText(`Создано заявок: ${orders.length}`);
  for (const o of orders) expect(['requested', 'approved']).toContain(o.state);
  await screenshots(supervisor, 'stock-levels-suggested');
  await other.close();
});
