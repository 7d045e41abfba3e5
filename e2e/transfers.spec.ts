import Decimal from 'decimal.js';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenshots, signIn, whenShown, type DemoUser } from './support';

/**
 * Transfers end to end: two people in two browser contexts, the receiving one
 * learning of the transfer without a reload; after each step a register's balance on screen
 * equals GET /api/day_balance/ with the same token.
 */

interface Register {
  id: number;
  name: string;
  city: { id: number; name: string };
}
interface BalanceRow {
  currency: { code: string };
  closing: string;
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
  const all = await api<Register[]>(request, token, 'all_cash_registers/');
  const found = all.find((r) => r.city.name === city && r.name === name);
  if (!found) throw new Error(`${city} / ${name} not found`);
  return found;
}

/** Today's closing balance of a currency, as the API answers it (the app's config gives "today"). */
async function closing(page: Page, registerId: number, code: string): Promise<string> {
  const token = await tokenOf(page);
  const today = await page.evaluate(() => {
    const raw = document.getElementById('app-config')?.textContent;
    const fake = raw ? (JSON.parse(raw) as { fakeDate?: string | null }).fakeDate : null;
    return fake ?? new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date());
  });
  const body = await api<{ balances: BalanceRow[] }>(page.request, token, `day_balance/?cash_register=${registerId}&date=${today}`);
  return body.balances.find((b) => b.currency.code === code)?.closing ?? '0';
}

/** "1234567.5" → "1 234 567.50" as the screen groups it (narrow no-break spaces). */
function grouped(value: string): string {
  const [int, frac = ''] = value.replace(/^-/, '').split('.');
  return `${value.startsWith('-') ? '-' : ''}${int.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f')}.${frac.padEnd(2, '0').slice(0, 2)}`;
}

/** The balance strip of the Переводы screen shows what the API says for the currency. */
async function expectBalanceShown(page: Page, registerId: number, code: string): Promise<string> {
  const value = await closing(page, registerId, code);
  const strip = page.getByLabel('Остаток кассы');
  await expect(strip.locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${code}$`) }) }).locator('dd')).toHaveText(grouped(value));
  return value;
}

async function person(browser: Browser, user: DemoUser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}

async function pick(page: Page, label: string, option: string | RegExp, search?: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  if (search) await box.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

async function createTransfer(
  page: Page,
  tab: 'Внутренние' | 'Внешние',
  to: Register,
  amount: string,
  extra: { fee?: string; client?: string } = {},
): Promise<number> {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('button', { name: 'Новый перевод' }).click();
  const dialog = page.getByRole('dialog');
  await pick(page, 'Касса получателя', new RegExp(`^${to.name}$`), to.name.slice(6, 10));
  await pick(page, 'Валюта', /^USD/);
  await dialog.getByLabel('Сумма').fill(amount);
  if (extra.fee !== undefined) await dialog.getByLabel('Комиссия').fill(extra.fee);
  if (extra.client) await dialog.getByLabel('Клиент (отправитель)').fill(extra.client);
  const created = page.waitForResponse((r) => r.url().includes('_transfer/create/') && r.status() === 201);
  await dialog.getByRole('button', { name: 'Создать' }).click();
  const body = (await (await created).json()) as { id: number };
  return body.id;
}

test.describe.configure({ mode: 'serial' });

test('an internal transfer is seen at once by the receiving register and accepted there', async ({ browser }) => {
  const admin = await person(browser, 'admin');
  const cashier = await person(browser, 'cashier');
  const adminToken = await tokenOf(admin);
  const from = await register(admin.request, adminToken, 'Санкт-Петербург', 'Касса Невский');
  const to = await register(admin.request, adminToken, 'Москва', 'Касса Тверская');

  // The cashier works on another screen of the receiving register.
  await cashier.goto(`/cash-registers/${to.id}/search/`);
  await expect(cashier.getByRole('heading', { name: 'Поиск по коду' })).toBeVisible();

  await admin.goto(`/cash-registers/${from.id}/transfers/`);
  const before = await expectBalanceShown(admin, from.id, 'USD');
  const id = await createTransfer(admin, 'Внутренние', to, '125.50');
  const sentAt = Date.now();
  // Stamped in the cashier's page as it appears, while the test checks the sender's side.
  const noticeShown = whenShown(cashier, '[role="status"][aria-label="Новый входящий перевод"]', [`перевод №${id}`]);
  await expect(admin.getByRole('status').filter({ hasText: `Перевод №${id} создан.` })).toBeVisible();
  const after = await expectBalanceShown(admin, from.id, 'USD');
  expect(new Decimal(before).minus(after).toFixed(2)).toBe('125.50');
  const row = admin.getByRole('table', { name: 'Внутренние переводы' }).getByRole('row').filter({ hasText: String(id) }).first();
  await expect(row).toContainText('Ожидает');
  await expect(row).toContainText('Исходящий');
  await screenshots(admin, 'transfers-internal-sender');

  // Without a reload: the notice and the count on Переводы within 2 s.
  const notice = cashier.getByRole('status', { name: 'Новый входящий перевод' });
  await expect(notice).toContainText(`перевод №${id}`);
  const noticeMs = (await noticeShown) - sentAt;
  console.log(`the incoming notice shown ${noticeMs} ms after the transfer's creation was answered`);
  expect(noticeMs).toBeLessThan(2500);
  await expect(cashier.getByRole('link', { name: 'Переводы (новых: 1)' })).toBeVisible();
  await screenshots(cashier, 'transfers-incoming-notice');

  await notice.getByRole('link', { name: 'Открыть переводы' }).click();
  await expect(cashier.getByRole('link', { name: 'Переводы', exact: true })).toBeVisible();
  const toBefore = await expectBalanceShown(cashier, to.id, 'USD');
  await cashier.getByRole('button', { name: `Принять перевод №${id}` }).click();
  const confirm = cashier.getByRole('dialog', { name: 'Подтвердите действие' });
  await expect(confirm).toContainText('125.50 USD');
  await screenshots(cashier, 'transfers-accept-confirm');
  await confirm.getByRole('button', { name: 'Да' }).click();
  await expect(cashier.getByRole('status').filter({ hasText: `Перевод №${id} принят.` })).toBeVisible();
  const incoming = cashier.getByRole('table', { name: 'Внутренние переводы' }).getByRole('row').filter({ hasText: 'Невский' }).first();
  await expect(incoming).toContainText('Принят');
  const toAfter = await expectBalanceShown(cashier, to.id, 'USD');
  expect(new Decimal(toAfter).minus(toBefore).toFixed(2)).toBe('125.50');
  await screenshots(cashier, 'transfers-internal-accepted');

  // The sender's screen learns of the acceptance by itself too.
  await expect(admin.getByRole('table', { name: 'Внутренние переводы' }).getByRole('row').filter({ hasText: String(id) }).first()).toContainText(
    'Принят',
  );
});

test('an external transfer: created in Москва, found by code, accepted and delivered in Казань', async ({ browser }) => {
  const supervisor = await person(browser, 'supervisor');
  const token = await tokenOf(supervisor);
  const from = await register(supervisor.request, token, 'Москва', 'Касса Арбат');
  const to = await register(supervisor.request, token, 'Казань', 'Касса Баумана');

  // The cashier works in Москва only and is offered Москва's registers: the supervisor sends it.
  await supervisor.goto(`/cash-registers/${from.id}/transfers/`);
  const before = await expectBalanceShown(supervisor, from.id, 'USD');
  const id = await createTransfer(supervisor, 'Внешние', to, '300', { fee: '4.5', client: 'Иван Петров' });
  const codeBox = supervisor.getByRole('dialog', { name: `Перевод №${id} создан` });
  const code = ((await codeBox.getByLabel('Код перевода').textContent()) ?? '').replace(/\s/g, '');
  expect(code).toMatch(/^\d{8}$/);
  await screenshots(supervisor, 'transfers-external-code');
  await codeBox.getByRole('button', { name: 'Готово' }).click();
  // The client's cash and the fee came in; the amount went into transit: + fee on the register.
  const after = await expectBalanceShown(supervisor, from.id, 'USD');
  expect(new Decimal(after).minus(before).toFixed(2)).toBe('4.50');

  // Another person, in Казань: the search by code. Not the supervisor who sent it: whoever
  // creates a transfer may not accept or deliver it (four eyes; the app offers them neither).
  const kazan = await person(browser, 'admin');
  await kazan.goto(`/cash-registers/${to.id}/search/`);
  const field = kazan.getByLabel('Код перевода');
  await field.fill('12ab');
  await expect(kazan.getByRole('alert')).toContainText('Только цифры');
  await expect(field).toHaveValue('12');
  await field.fill(code);
  await kazan.getByRole('button', { name: 'Найти' }).click();
  const card = kazan.getByRole('region', { name: `Перевод №${id}` });
  await expect(card).toContainText('300.00 USD');
  await expect(card).toContainText('Касса Арбат, Москва');
  await expect(card).toContainText('Иван Петров');
  await expect(card).toContainText('Ожидает');
  await screenshots(kazan, 'transfers-search-found');

  const toBefore = await closing(kazan, to.id, 'USD');
  await card.getByRole('button', { name: 'Принять' }).click();
  await kazan.getByRole('dialog', { name: 'Подтвердите действие' }).getByRole('button', { name: 'Да' }).click();
  await expect(kazan.getByRole('status').filter({ hasText: `Перевод №${id} принят.` })).toBeVisible();
  await expect(card).toContainText('Принят');
  expect(new Decimal(await closing(kazan, to.id, 'USD')).minus(toBefore).toFixed(2)).toBe('300.00');

  await card.getByRole('button', { name: 'Выдать' }).click();
  const payout = kazan.getByRole('dialog', { name: 'Подтвердите действие' });
  // Казань identifies whoever it pays a transfer out to (the demo's compliance settings).
  await payout.getByRole('combobox', { name: 'Получатель (клиент)' }).fill('Крупнов');
  await kazan.getByRole('option', { name: /Крупнов Артём/ }).first().click();
  await payout.getByRole('button', { name: 'Да' }).click();
  await expect(kazan.getByRole('status').filter({ hasText: `Перевод №${id} выдан клиенту.` })).toBeVisible();
  expect(new Decimal(await closing(kazan, to.id, 'USD')).minus(toBefore).toFixed(2)).toBe('0.00');
  await screenshots(kazan, 'transfers-search-delivered');

  await kazan.goto(`/cash-registers/${to.id}/transfers/`);
  await kazan.getByRole('tab', { name: 'Внешние' }).click();
  await expect(kazan.getByRole('table', { name: 'Внешние переводы' }).getByRole('row').filter({ hasText: 'Иван Петров' }).first()).toContainText('Выдан');
  await expectBalanceShown(kazan, to.id, 'USD');
});

test('a supervisor accepts an incoming transfer from the city screen, which it reached live', async ({ browser }) => {
  const admin = await person(browser, 'admin');
  const supervisor = await person(browser, 'supervisor');
  const token = await tokenOf(admin);
  const from = await register(admin.request, token, 'Москва', 'Касса Китай-город');
  const to = await register(admin.request, token, 'Казань', 'Касса Кремлёвская');

  await supervisor.goto(`/cities/${to.city.id}/transfers/`);
  await expect(supervisor.getByRole('heading', { name: 'Незавершенные переводы' })).toBeVisible();
  const table = supervisor.getByRole('table', { name: 'Внутренние переводы: незавершенные' });
  await expect(table).toBeVisible();

  // Created by another user through the API: the open city screen gets it by itself.
  const res = await admin.request.post('/api/internal_transfer/create/', {
    headers: { Authorization: `Token ${token}` },
    data: { from_cash_register: from.id, to_cash_register: to.id, currency: await usdId(admin, token), amount: '77.00', comment: 'e2e city' },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  await expect(supervisor.getByRole('status', { name: 'Новый входящий перевод' })).toContainText(`№${id}`, { timeout: 2000 });
  const row = table.getByRole('row').filter({ hasText: 'e2e city' });
  await expect(row).toContainText('Входящий');
  await expect(row).toContainText('Касса Китай-город, Москва');
  await expect(row).toContainText(/\d+ мин/);
  await screenshots(supervisor, 'transfers-city-unfinished');

  const toBefore = await closing(supervisor, to.id, 'USD');
  await row.getByRole('button', { name: `Принять перевод №${id}` }).click();
  await supervisor.getByRole('dialog', { name: 'Подтвердите действие' }).getByRole('button', { name: 'Да' }).click();
  await expect(supervisor.getByRole('status').filter({ hasText: `Перевод №${id} принят.` })).toBeVisible();
  // Accepted internal transfers are final: the row leaves the unfinished list.
  await expect(table.getByRole('row').filter({ hasText: 'e2e city' })).toHaveCount(0);
  expect(new Decimal(await closing(supervisor, to.id, 'USD')).minus(toBefore).toFixed(2)).toBe('77.00');
  await supervisor.goto(`/cash-registers/${to.id}/transfers/`);
  await expectBalanceShown(supervisor, to.id, 'USD');
});

async function usdId(page: Page, token: string): Promise<number> {
  const list = await api<Array<{ id: number; code: string }>>(page.request, token, 'currency/?ordering=order');
  return list.find((c) => c.code === 'USD')!.id;
}
