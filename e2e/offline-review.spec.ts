import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { ExchangeTransaction } from '../src/shared/contract';
import type { OfflineReview } from '../src/shared/contract/offline';
import { screenshots, signIn, tableProblems } from './support';

// «Офлайн-операции на проверку»: a deal a cashier made during an outage reaches the server late
// with a rate far outside the band; the server records it (the cash changed hands) and flags it.
// A supervisor finds it in the city's queue with the figures the API answers, marks it checked,
// and it leaves the pending list.

const auth = (token: string) => ({ Authorization: `Token ${token}` });
const tokenOf = async (page: Page) => (await page.evaluate(() => window.localStorage.getItem('Token')))!;

/** "1234567.5" → "1 234 567.50" as the screen groups it (narrow no-break spaces). */
function grouped(value: string): string {
  const [int, frac = ''] = value.replace(/^-/, '').split('.');
  return `${value.startsWith('-') ? '-' : ''}${int.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f')}.${frac.padEnd(2, '0').slice(0, 2)}`;
}

const FLAG_LABELS: Record<string, string> = {
  rate_band: 'Вне коридора курсов',
  register_closed: 'Касса была закрыта',
  negative_balance: 'Остаток ушёл в минус',
  over_offline_limit: 'Сверх офлайн-лимита',
  made_at_outside_outage: 'Время вне перерыва связи',
};

test('a flagged offline deal: the supervisor sees it with the API’s figures, marks it checked, and it leaves the pending list', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // The cashier's deal, sent as the register sends its queue after an outage.
  await signIn(page, 'cashier');
  const token = await tokenOf(page);
  const registers = (await (await page.request.get('/api/all_cash_registers/', { headers: auth(token) })).json()) as Array<{ id: number; city: { id: number } }>;
  const register = registers[0];
  const pairs = (await (await page.request.get(`/api/available_currency_pair/?cash_register=${register.id}`, { headers: auth(token) })).json()) as Array<{
    currency: { id: number; code: string };
  }>;
  const usd = pairs.find((p) => p.currency.code === 'USD')!.currency.id;
  // A minute ago on the server's clock (its fake day, if it has one).
  const fakeDate = await page.evaluate(() => {
    const raw = document.getElementById('app-config')?.textContent;
    return raw ? ((JSON.parse(raw) as { fakeDate?: string | null }).fakeDate ?? null) : null;
  });
  const minuteAgo = new Date(Date.now() - 60_000).toISOString();
  const madeAt = fakeDate ? `${fakeDate}${minuteAgo.slice(10)}` : minuteAgo;
  const sent = await page.request.post('/api/transaction/create/', {
    headers: { ...auth(token), 'Idempotency-Key': randomUUID() },
    // 1 RUB for a dollar: far below the city's band, which an online deal of a cashier is refused for.
    data: { cash_register: register.id, currency: usd, operation_type: 'BUY', amount: '100', rate: '1', offline: true, made_at: madeAt },
  });
  expect(sent.status()).toBe(201);
  const deal = (await sent.json()) as ExchangeTransaction;
  expect(deal.offline).toBe(true);
  expect(deal.offline_flags).toContain('rate_band');

  // The supervisor, in a browser of their own, opens the city's queue from its menu.
  const other = await browser.newContext({ locale: 'ru-RU', timezoneId: 'Europe/Moscow', viewport: { width: 1280, height: 800 } });
  const supervisor = await other.newPage();
  await signIn(supervisor, 'supervisor');
  await supervisor.goto(`/cities/${register.city.id}/`);
  await supervisor.getByRole('link', { name: 'Офлайн-операции на проверку' }).first().click();
  await expect(supervisor.getByRole('heading', { name: 'Офлайн-операции на проверку', level: 1 })).toBeVisible();
  const supervisorToken = await tokenOf(supervisor);
  const listed = (await (
    await supervisor.request.get(`/api/offline_review/?city=${register.city.id}&status=pending&page=1&size=100`, { headers: auth(supervisorToken) })
  ).json()) as { results: OfflineReview[] };
  const review = listed.results.find((r) => r.id === deal.id)!;
  expect(review).toBeTruthy();

  const table = supervisor.getByRole('table', { name: 'Офлайн-операции на проверку' });
  const check = table.getByRole('button', { name: `Проверено: операция №${deal.id}` });
  await expect(check).toBeVisible();
  // (`has` is looked for inside each row: a locator of its own, not one rooted at the table.)
  const row = table.getByRole('row').filter({ has: supervisor.getByRole('button', { name: `Проверено: операция №${deal.id}` }) });
  await expect(row).toContainText(`${grouped(review.deal.amount)} ${review.deal.currency.code}`);
  await expect(row).toContainText(review.deal.rate);
  await expect(row).toContainText(`${grouped(review.deal.total)} ${review.deal.base_currency.code}`);
  await expect(row).toContainText(review.deal.operation_type === 'BUY' ? 'Покупка' : 'Продажа');
  await expect(row).toContainText(review.cash_register.name);
  for (const flag of review.flags) await expect(row).toContainText(FLAG_LABELS[flag]);

  // Readable at a desktop's width and a phone's: nothing scrolls sideways, the key columns are on screen.
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await supervisor.setViewportSize(size);
    await expect(check).toBeVisible();
    await expect.poll(() => tableProblems(supervisor)).toEqual([]);
  }
  await supervisor.setViewportSize({ width: 1280, height: 800 });
  await screenshots(supervisor, 'offline-review-pending');

  // «Проверено»: the row leaves the pending list, and shows among the checked ones.
  const answer = supervisor.waitForResponse((r) => r.url().includes(`/api/offline_review/${deal.id}/check/`));
  await check.click();
  expect((await answer).status()).toBe(200);
  await expect(check).toHaveCount(0);
  await supervisor.getByLabel('Состояние').selectOption('checked');
  await expect(supervisor).toHaveURL(/status=checked/);
  const checkedRow = table.getByRole('row').filter({ has: supervisor.getByRole('button', { name: `Сторно записи №${deal.id}` }) });
  await expect(checkedRow).toContainText(/Проверено \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, Сергей Супервайзеров/);
  await screenshots(supervisor, 'offline-review-checked');
  await other.close();
});
