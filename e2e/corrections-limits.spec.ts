import Decimal from 'decimal.js';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openRegister, screenshots, signIn, type DemoUser } from './support';

/**
 * the cancel and limits slices: a sender cancels a pending external transfer (the
 * receiver's open screen hears of it, and its search by the code finds nothing), and a
 * cashier's out-of-band rate is refused on screen before anything is sent.
 */

interface Register {
  id: number;
  name: string;
  city: { id: number; name: string };
}

async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('Token'));
  if (!token) throw new Error('no token stored');
  return token;
}

async function api<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`/api/${path}`, { headers: { Authorization: `Token ${token}` } });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

async function register(request: APIRequestContext, token: string, city: string, name: string): Promise<Register> {
  const found = (await api<Register[]>(request, token, 'all_cash_registers/')).find((r) => r.city.name === city && r.name === name);
  if (!found) throw new Error(`${city} / ${name} not found`);
  return found;
}

async function usdClosing(page: Page, registerId: number): Promise<string> {
  const body = await api<{ balances: Array<{ currency: { code: string }; closing: string }> }>(
    page.request, await tokenOf(page), `day_balance/?cash_register=${registerId}`,
  );
  return body.balances.find((b) => b.currency.code === 'USD')?.closing ?? '0';
}

/** The two widths every screen is checked at: the desktop and a phone. */
const WIDTHS = [
  [1280, 800],
  [390, 844],
] as const;

async function person(browser: Browser, user: DemoUser, viewport: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'ru-RU', timezoneId: 'Europe/Moscow', viewport })).newPage();
  await signIn(page, user);
  return page;
}

async function pick(page: Page, label: string, option: RegExp, search?: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  if (search) await box.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

test.describe.configure({ mode: 'serial' });

for (const [width, height] of WIDTHS) {
  test(`at ${width} px: a sender cancels a pending external transfer: the money comes back, the receiver hears of it and its code finds nothing`, async ({ browser }) => {
    const supervisor = await person(browser, 'supervisor', { width, height });
    const token = await tokenOf(supervisor);
    const from = await register(supervisor.request, token, 'Москва', 'Касса Арбат');
    const to = await register(supervisor.request, token, 'Казань', 'Касса Баумана');

    // The receiving register's screen is open in another browser.
    const receiver = await person(browser, 'admin', { width, height });
    await receiver.goto(`/cash-registers/${to.id}/search/`);
    await expect(receiver.getByRole('heading', { name: 'Поиск по коду' })).toBeVisible();

    await supervisor.goto(`/cash-registers/${from.id}/transfers/`);
    const before = await usdClosing(supervisor, from.id);
    await supervisor.getByRole('tab', { name: 'Внешние' }).click();
    await supervisor.getByRole('button', { name: 'Новый перевод' }).click();
    const form = supervisor.getByRole('dialog');
    await pick(supervisor, 'Касса получателя', new RegExp(`^${to.name}$`), to.name.slice(6, 10));
    await pick(supervisor, 'Валюта', /^USD/);
    await form.getByLabel('Сумма').fill('300');
    await form.getByLabel('Комиссия').fill('4.5');
    const client = `Отмена Тестова ${width}`;
    await form.getByLabel('Клиент (отправитель)').fill(client);
    const created = supervisor.waitForResponse((r) => r.url().includes('external_transfer/create/') && r.status() === 201);
    await form.getByRole('button', { name: 'Создать' }).click();
    const { id, transfer_code: code } = (await (await created).json()) as { id: number; transfer_code: string };
    await supervisor.getByRole('dialog', { name: `Перевод №${id} создан` }).getByRole('button', { name: 'Готово' }).click();
    expect(new Decimal(await usdClosing(supervisor, from.id)).minus(before).toFixed(2)).toBe('4.50');

    await supervisor.getByRole('button', { name: `Отменить перевод №${id}` }).click();
    const dialog = supervisor.getByRole('dialog', { name: `Отменить перевод №${id}` });
    await expect(dialog).toContainText('Верните клиенту 300.00 USD и комиссию 4.50 USD.');
    await dialog.getByLabel('Причина отмены').fill('Клиент передумал');
    await screenshots(supervisor, `cancel-confirm-at-${width}`);
    await dialog.getByRole('button', { name: 'Отменить перевод' }).click();
    await expect(supervisor.getByRole('status').filter({ hasText: `Перевод №${id} отменён.` })).toBeVisible();
    const row = supervisor.getByRole('table', { name: 'Внешние переводы' }).getByRole('row').filter({ hasText: client }).first();
    await expect(row).toContainText('Отменен');
    await expect(row.getByRole('button')).toHaveCount(0);
    // Amount and fee went back to the client: the register is where it was.
    expect(await usdClosing(supervisor, from.id)).toBe(before);
    await screenshots(supervisor, `cancel-sender-list-at-${width}`);

    // Live, without a reload, on the receiver's open screen.
    await expect(receiver.getByRole('status', { name: 'Входящий перевод отменён' })).toContainText(`перевод №${id}`);
    await screenshots(receiver, `cancel-receiver-notice-at-${width}`);
    await receiver.getByLabel('Код перевода').fill(code);
    await receiver.getByRole('button', { name: 'Найти' }).click();
    await expect(receiver.getByText('Перевод с таким кодом не найден.')).toBeVisible();
    await expect(receiver.getByRole('region', { name: `Перевод №${id}` })).toHaveCount(0);
    await screenshots(receiver, `cancel-receiver-search-at-${width}`);

    // The sender's journal: today's cancel has its own row, the money back with the reason.
    await supervisor.goto(`/cash-registers/${from.id}/`);
    const journal = supervisor.getByRole('table', { name: 'Журнал операций' });
    await expect(journal.getByText('Отмена перевода').first()).toBeVisible();
    await screenshots(supervisor, `cancel-sender-journal-at-${width}`);
  });

  test(`at ${width} px: a cashier's rate outside the board's band is refused on screen, and nothing is sent`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, 'cashier');
    const token = await tokenOf(page);
    const [reg] = await api<Register[]>(page.request, token, 'all_cash_registers/');
    const limits = await api<{ rate_tolerance_percent: string }>(page.request, token, `city_limits/?city=${reg.city.id}`);
    expect(limits.rate_tolerance_percent).toBe('2.00');

    await openRegister(page, reg.id);
    await page.getByRole('button', { name: /Покупка/ }).click();
    const form = page.getByRole('form', { name: 'Обмен' });
    await form.getByRole('combobox', { name: 'Валюта' }).click();
    await page.getByRole('option', { name: /^USD/ }).click();
    const board = await form.getByLabel('Курс').inputValue();
    expect(board).toMatch(/^\d+\.\d{6}$/);
    await expect(form.getByText(/^Курс дня; допустимо \d+\.\d{2,6}–\d+\.\d{2,6}$/)).toBeVisible();
    await form.getByLabel('Сумма, USD').fill('10');
    const tenTimes = new Decimal(board).times(10).toFixed(2);
    await form.getByLabel('Курс').fill(tenTimes);
    await expect(form.getByRole('alert')).toContainText('Курс вне допустимого диапазона:');
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/transaction/create/')) sent++;
    });
    await form.getByRole('button', { name: 'Купить' }).click();
    await expect(form.getByText(/^Курс вне допустимого диапазона: /).first()).toBeVisible();
    await screenshots(page, `limits-rate-refused-at-${width}`);
    expect(sent).toBe(0);

    // The server is the judge all the same: the same request sent directly is a 400 under rate.
    const pairs = await api<Array<{ currency: { id: number; code: string } }>>(page.request, token, `available_currency_pair/?cash_register=${reg.id}`);
    const usd = pairs.find((p) => p.currency.code === 'USD')!.currency.id;
    const res = await page.request.post('/api/transaction/create/', {
      headers: { Authorization: `Token ${token}` },
      data: { cash_register: reg.id, currency: usd, operation_type: 'BUY', amount: '10', rate: tenTimes },
    });
    expect(res.status()).toBe(400);
    expect(((await res.json()) as { rate: string[] }).rate[0]).toMatch(/^Курс вне допустимого диапазона: \d+\.\d{2,6}–\d+\.\d{2,6}$/);
  });
}
