import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { mainPort, serverDataDir } from './ports';
import { expectBalanceMatchesApi, pdfWords, screenshots, signIn, type DemoUser } from './support';

/**
 * A cash order from request to receipt with a discrepancy settled, in the browser: the cashier
 * asks the city's vault for roubles, the supervisor approves, the admin (the vault's side)
 * counts and dispatches it and prints the accompanying list, the cashier counts blind and
 * finds less, the supervisor settles. The till's balance on screen equals the API's, and the
 * ledger verifies afterwards.
 */

interface Register {
  id: number;
  name: string;
  kind: 'till' | 'vault';
  city: { id: number; name: string };
}
const auth = (token: string) => ({ Authorization: `Token ${token}` });

async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('Token'));
  if (!token) throw new Error('no token stored');
  return token;
}

async function person(browser: Browser, user: DemoUser): Promise<Page> {
  const context = await browser.newContext({ locale: 'ru-RU', timezoneId: 'Europe/Moscow', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}

async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function rubles(request: APIRequestContext, token: string, register: number): Promise<string> {
  const res = await request.get(`/api/day_balance/?cash_register=${register}`, { headers: auth(token) });
  const body = (await res.json()) as { balances: Array<{ currency: { code: string }; closing: string }> };
  return body.balances.find((b) => b.currency.code === 'RUB')?.closing ?? '0';
}

/** The vault of a demo seeded before its history holds nothing: a till sends it roubles first. */
async function stockVault(request: APIRequestContext, token: string, from: Register, vault: Register, rub: number) {
  if (Number(await rubles(request, token, vault.id)) >= 1000) return;
  const headers = { ...auth(token), 'Idempotency-Key': randomUUID() };
  const sent = await request.post('/api/internal_transfer/create/', {
    headers,
    data: { from_cash_register: from.id, to_cash_register: vault.id, currency: rub, amount: '5000.00' },
  });
  expect(sent.status()).toBe(201);
  const id = ((await sent.json()) as { id: number }).id;
  const accepted = await request.put(`/api/internal_transfer/accept/${id}/`, { headers: { ...auth(token), 'Idempotency-Key': randomUUID() }, data: {} });
  expect(accepted.status()).toBe(200);
}

const noteInput = (page: Page, value: string) => page.getByRole('dialog').getByLabel(new RegExp(`^${value}(\\.0+)? RUB, штук$`));

test('a refill from request to receipt, a discrepancy settled by a supervisor; balances as the API says; the ledger verifies', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  const adminToken = await tokenOf(page);
  const registers = (await (await request.get('/api/all_cash_registers/', { headers: auth(adminToken) })).json()) as Register[];
  const moscow = registers.filter((r) => r.city.name === 'Москва');
  const vault = moscow.find((r) => r.kind === 'vault')!;
  const [till, other] = moscow.filter((r) => r.kind === 'till');
  const currencies = (await (await request.get('/api/currency/', { headers: auth(adminToken) })).json()) as Array<{ id: number; code: string }>;
  await stockVault(request, adminToken, other, vault, currencies.find((c) => c.code === 'RUB')!.id);

  // The cashier asks for 1 000 ₽ from the vault for their till.
  const cashier = await person(browser, 'cashier');
  await cashier.goto(`/cities/${vault.city.id}/`);
  await cashier.getByRole('link', { name: 'Заявки на наличные' }).first().click();
  await cashier.getByRole('button', { name: 'Новая заявка' }).click();
  await pick(cashier, 'Откуда', vault.name);
  await pick(cashier, 'Куда', till.name);
  await pick(cashier, 'Валюта', /^RUB/);
  await cashier.getByLabel('Сумма').fill('1000');
  await cashier.getByRole('button', { name: 'Создать заявку' }).click();
  await expect(cashier).toHaveURL(/\/cash-orders\/\d+\/$/);
  const id = Number(/cash-orders\/(\d+)\//.exec(cashier.url())![1]);
  await expect(cashier.getByTestId('cash-order-state')).toHaveText('Запрошена');
  // A cashier may not approve: no such button for them.
  await expect(cashier.getByRole('button', { name: 'Подтвердить' })).toHaveCount(0);

  // The supervisor approves it (four eyes).
  const supervisor = await person(browser, 'supervisor');
  await supervisor.goto(`/cities/${vault.city.id}/cash-orders/?state=requested`);
  await supervisor.getByRole('link', { name: `№${id}` }).click();
  await supervisor.getByRole('button', { name: 'Подтвердить' }).click();
  await supervisor.getByRole('button', { name: 'Да' }).click();
  await expect(supervisor.getByTestId('cash-order-state')).toHaveText('Подтверждена');

  // The vault's side counts 10 × 100 ₽, seals it and sends it; the accompanying list prints.
  const tillBefore = await rubles(request, adminToken, till.id);
  await page.goto(`/cities/${vault.city.id}/cash-orders/${id}/`);
  await page.getByRole('button', { name: 'Отправить' }).click();
  await noteInput(page, '100').fill('10');
  await expect(page.getByRole('dialog').getByLabel('Пересчитано RUB')).toHaveText(/1\s?000\.00/);
  await page.getByRole('dialog').getByLabel('Номер пломбы').fill('П-2026');
  await page.getByRole('dialog').getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByTestId('cash-order-state')).toHaveText('В пути');
  await expect(page.getByRole('button', { name: 'Сопроводительная ведомость (PDF)' })).toBeVisible();
  const pdf = await request.get(`/api/print_cash_order/${id}/`, { headers: auth(adminToken) });
  expect(pdf.status()).toBe(200);
  const text = pdfWords(await pdf.body());
  for (const words of [`Сопроводительная ведомость к заявке №${id}`, 'Пломба: П-2026', 'Отправитель', 'Инкассатор', 'Получатель', `${vault.name} (Москва) → ${till.name} (Москва)`]) {
    expect(text).toContain(words);
  }

  // The cashier counts blind — no amount on the page — and finds 9 notes: a discrepancy.
  await cashier.reload();
  await expect(cashier.getByTestId('cash-order-state')).toHaveText('В пути');
  await expect(cashier.getByText('Не показывается до пересчёта при приёме')).toBeVisible();
  await cashier.getByRole('button', { name: 'Принять' }).click();
  // Blind: neither the amount nor the notes sent (1 000.00 ₽) — the 1 000 note's own label aside.
  await expect(cashier.getByRole('dialog')).not.toContainText(/1\D?000\.00|Сумма заявки/);
  await noteInput(cashier, '100').fill('9');
  await cashier.getByRole('dialog').getByRole('button', { name: 'Принять' }).click();
  await expect(cashier.getByTestId('cash-order-state')).toHaveText('Расхождение');
  await expect(cashier.getByTestId('cash-order-difference')).toHaveText(/-100\.00 RUB/);
  await screenshots(cashier, 'cash-order-discrepancy');

  // The supervisor, not the receiver, settles it with a reason.
  await supervisor.reload();
  await supervisor.getByRole('button', { name: 'Закрыть расхождение' }).click();
  await supervisor.getByRole('dialog').getByLabel('Причина').fill('Недостача 100 ₽ при вскрытии, акт №1');
  await supervisor.getByRole('dialog').getByRole('button', { name: 'Закрыть расхождение' }).click();
  await expect(supervisor.getByTestId('cash-order-state')).toHaveText('Расхождение закрыто');

  // The till holds what was counted: 900 ₽ more, on screen as the API says.
  expect(Number(await rubles(request, adminToken, till.id))).toBeCloseTo(Number(tillBefore) + 900, 2);
  await cashier.goto(`/cash-registers/${till.id}/`);
  await expectBalanceMatchesApi(cashier, request, await tokenOf(cashier), till.id);
  await cashier.goto(`/cities/${vault.city.id}/cash-orders/?state=settled`);
  await expect(cashier.getByRole('link', { name: `№${id}` })).toBeVisible();
  await screenshots(cashier, 'cash-orders-list');

  // `ledger verify` on a copy of the server's database: the server holds its own (its lock file
  // names the server's process, which the copy is not). It exits 1 on any failed check.
  const copy = testInfo.outputPath('db');
  execFileSync('cp', ['-a', serverDataDir(mainPort(testInfo.parallelIndex)), copy]);
  rmSync(join(copy, 'm247.lock'), { force: true });
  const verified = execFileSync('npx', ['tsx', 'src/server/cli/main.ts', 'ledger', 'verify'], { env: { ...process.env, DATA_DIR: copy } }).toString('utf8');
  expect(verified).toMatch(/^OK/m);
  expect(verified).not.toMatch(/^FAIL/m);
});
