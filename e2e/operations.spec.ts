import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { ExchangeTransaction } from '../src/shared/contract';
import { formatAmount } from '../src/shared/money';
import { exchangeFigures } from '../src/web/features/operations/exchange/exchangeTotal';
import { expectBalanceMatchesApi, holdAnswers, screenshots, signIn } from './support';

// The cashier's main screen against the real server (demo data): every step is checked
// against what the API answers, with the same token the page uses.

interface Ctx {
  token: string;
  register: number;
  city: number;
  usd: number;
  person: { id: number; name: string };
}

const auth = (token: string) => ({ Authorization: `Token ${token}` });

async function cashierContext(page: Page, request: APIRequestContext): Promise<Ctx> {
  await signIn(page, 'cashier');
  const token = (await page.evaluate(() => window.localStorage.getItem('Token')))!;
  const registers = (await (await request.get('/api/all_cash_registers/', { headers: auth(token) })).json()) as Array<{ id: number; city: { id: number } }>;
  const register = registers[0];
  const pairs = (await (await request.get(`/api/available_currency_pair/?cash_register=${register.id}`, { headers: auth(token) })).json()) as Array<{ currency: { id: number; code: string } }>;
  const usd = pairs.find((p) => p.currency.code === 'USD')!.currency.id;
  const persons = (await (await request.get(`/api/all_operation_person/?city=${register.city.id}&is_active=true`, { headers: auth(token) })).json()) as Array<{ id: number; first_name: string; last_name: string }>;
  const p = persons[0];
  return { token, register: register.id, city: register.city.id, usd, person: { id: p.id, name: [p.first_name, p.last_name].filter(Boolean).join(' ') } };
}

async function openScreen(page: Page, ctx: Ctx) {
  await page.goto(`/cash-registers/${ctx.register}/`);
  await expect(page.getByRole('heading', { name: 'Операции' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Баланс за день' }).locator('tbody tr').first()).toContainText(/[A-Z]{3}/);
}

async function pickOption(page: Page, form: ReturnType<Page['getByRole']>, label: string, option: RegExp) {
  await form.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

for (const width of [1280, 390]) {
  test(`at ${width} px: a buy and a sell, the live total equals the server's, the balance equals the API's`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const ctx = await cashierContext(page, request);
    await openScreen(page, ctx);
    await expectBalanceMatchesApi(page, request, ctx.token, ctx.register);

    for (const [type, amount] of [['Покупка', '150.25'], ['Продажа', '20']] as const) {
      await page.getByRole('button', { name: new RegExp(type) }).click();
      const form = page.getByRole('form', { name: 'Обмен' });
      await pickOption(page, form, 'Валюта', /^USD/);
      const rate = await form.getByLabel('Курс').inputValue();
      expect(rate).toMatch(/^\d+\.\d{6}$/); // the day's rate board is prefilled
      await form.getByLabel('Сумма, USD').fill(amount);
      const live = exchangeFigures(amount, rate)!;
      await expect(form.getByRole('status', { name: 'Итого' })).toContainText(formatAmount(live.total));
      const answer = page.waitForResponse((r) => r.url().includes('/api/transaction/create/'));
      await form.getByRole('button', { name: type === 'Покупка' ? 'Купить' : 'Продать' }).click();
      const saved = (await (await answer).json()) as ExchangeTransaction;
      expect(saved.total).toBe(live.total);
      await expect(form.getByLabel(/^Сумма/)).toHaveValue('');
      await expectBalanceMatchesApi(page, request, ctx.token, ctx.register);
      await expect(page.getByRole('table', { name: 'Журнал операций' }).locator('tbody tr').first()).toContainText(type);
    }
    await screenshots(page, `operations-buy-sell-run-at-${width}`);
  });
}

test('an over-sale is refused under the amount, naming what the register holds', async ({ page, request }) => {
  const ctx = await cashierContext(page, request);
  await openScreen(page, ctx);
  await page.keyboard.press('F3');
  const form = page.getByRole('form', { name: 'Обмен' });
  await pickOption(page, form, 'Валюта', /^USD/);
  const heldHint = await form.getByText(/^В кассе:/).innerText();
  await form.getByLabel('Сумма, USD').fill('999999999');
  await expect(form.getByText('Поле обязательно')).toHaveCount(0);
  await form.getByRole('button', { name: 'Продать' }).click();
  const refusal = form.getByText(/Недостаточно средств в кассе: доступно/);
  await expect(refusal).toBeVisible();
  // The held amount the form showed is the one the server names.
  const held = heldHint.replace('В кассе: ', '').replace(/\u202f/g, '');
  expect((await refusal.innerText()).replace(/\u202f/g, '')).toContain(held.replace(/ USD$/, ''));
  await expect(form.getByRole('alert')).toContainText('Не удалось создать транзакцию. Заполните форму полностью.');
  await expect(form.getByLabel('Сумма, USD')).not.toHaveValue('');
  await screenshots(page, 'operations-over-sale');
  await expectBalanceMatchesApi(page, request, ctx.token, ctx.register);
});

test('a replenishment and a handing-over of a creditor / debtor', async ({ page, request }) => {
  const ctx = await cashierContext(page, request);
  await page.goto(`/cash-registers/${ctx.register}/?operation=person&person=${ctx.person.id}`);
  const form = page.getByRole('form', { name: 'Операция кредитора / дебитора' });
  await expect(form.getByRole('combobox', { name: 'Кредитор / дебитор' })).toHaveValue(ctx.person.name);
  await expectBalanceMatchesApi(page, request, ctx.token, ctx.register);
  for (const type of ['Пополнение', 'Выдача'] as const) {
    if ((await form.getByRole('combobox', { name: 'Кредитор / дебитор' }).inputValue()) === '') {
      await pickOption(page, form, 'Кредитор / дебитор', new RegExp(`^${ctx.person.name}$`));
    }
    await form.getByRole('radio', { name: type }).check();
    await pickOption(page, form, 'Валюта', /^RUB/);
    await form.getByLabel('Сумма').fill('1000');
    await form.getByLabel('Комментарий').fill(`e2e ${type}`);
    const answer = page.waitForResponse((r) => r.url().includes('/api/out_transaction/create/'));
    await form.getByRole('button', { name: 'Сохранить' }).click();
    expect((await answer).status()).toBe(201);
    await expectBalanceMatchesApi(page, request, ctx.token, ctx.register);
    // The comment is a detail column: on a desktop it folds behind the row's «Подробнее».
    const journal = page.getByRole('table', { name: 'Журнал операций' });
    const first = journal.locator('tbody tr').first();
    await expect(first).toContainText(type);
    await expect(async () => {
      // The table measures its fit again when rows arrive: the button may go between the
      // count and the click, so neither waits longer than one try.
      const more = first.getByRole('button', { name: /^Подробнее/ });
      if ((await more.count()) && (await more.getAttribute('aria-expanded', { timeout: 500 })) === 'false') await more.click({ timeout: 500 });
      await expect(journal.locator('tbody')).toContainText(`e2e ${type}`, { timeout: 500 });
    }).toPass({ timeout: 10_000 });
  }
  await screenshots(page, 'operations-person');
});

test('a whole buy with the keyboard alone', async ({ page, request }) => {
  const ctx = await cashierContext(page, request);
  await openScreen(page, ctx);
  await page.keyboard.press('F2');
  const form = page.getByRole('form', { name: 'Обмен' });
  const currency = form.getByRole('combobox', { name: 'Валюта' });
  await expect(currency).toBeFocused();
  await page.keyboard.press('ArrowDown'); // opens the list
  // The register's currencies may still be on their way (a loaded CI machine): a person
  // presses Enter once they see them, and so does the test.
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Enter'); // picks the first currency
  await expect(currency).not.toHaveValue('');
  await page.keyboard.press('Tab');
  await page.keyboard.type('10');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Курс')).toBeFocused();
  // The rate comes prefilled from the day's board once the currency's rate has arrived: a
  // person presses Enter when they see it (on a loaded CI machine it can come late).
  await expect(form.getByLabel('Курс')).toHaveValue(/^\d+\.\d+$/);
  await expect(form.getByLabel(/^Сумма/)).toHaveValue('10');
  const before = await page.getByRole('table', { name: 'Журнал операций' }).locator('tbody tr').count();
  const answer = page.waitForResponse((r) => r.url().includes('/api/transaction/create/'));
  await page.keyboard.press('Enter');
  expect((await answer).status()).toBe(201);
  await expect(currency).toBeFocused();
  await expect(currency).toHaveValue('');
  await expectBalanceMatchesApi(page, request, ctx.token, ctx.register);
  // The journal renders its first screenful of rows first and the rest just after: polled.
  await expect
    .poll(() => page.getByRole('table', { name: 'Журнал операций' }).locator('tbody tr').count())
    .toBeGreaterThanOrEqual(Math.min(before + 1, 100));
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Покупка/ })).toBeFocused();
});

/**
 * F2, «USD» at 30 ms a key, Tab, 12, Enter, typed at once as a cashier who knows the keys does:
 * the buy the API made of it, checked to be that one. Lost keys send nothing, so the wait for
 * the answer fails in seconds, not at the test's timeout.
 */
async function buyWithoutLooking(page: Page, ctx: Ctx, afterTyping = async () => {}): Promise<ExchangeTransaction> {
  const answer = page.waitForResponse((r) => r.url().includes('/api/transaction/create/'), { timeout: 20_000 });
  await page.keyboard.press('F2');
  await page.keyboard.type('USD', { delay: 30 });
  await page.keyboard.press('Tab');
  await page.keyboard.type('12', { delay: 30 });
  await page.keyboard.press('Enter');
  await afterTyping();
  const created = await answer;
  expect(created.status()).toBe(201);
  const saved = (await created.json()) as ExchangeTransaction;
  expect([saved.operation_type, saved.currency.id, saved.amount]).toEqual(['BUY', ctx.usd, '12.00']);
  return saved;
}

// A cashier who knows the keys does not wait for the form: the first F2 after the page has
// settled, «USD» typed at 30 ms a key, Tab, the amount, Enter — and the buy is made.
test('the first F2 after the page loaded: what is typed at once is not lost, and the buy is made', async ({ page, request }) => {
  const ctx = await cashierContext(page, request);
  await openScreen(page, ctx);
  const saved = await buyWithoutLooking(page, ctx);
  // The API has it: the register's history starts with it.
  const history = (await (await request.get(`/api/transaction/?cash_register=${ctx.register}`, { headers: auth(ctx.token) })).json()) as { results: ExchangeTransaction[] };
  expect(history.results.map((t) => t.id)).toContain(saved.id);
});

// The same keys while the register's currencies and the day's rates are slow to answer (a
// busy server): «USD» typed before them spelled no option and was lost once in CI. They are
// held until the form has what its fields are filled from.
test('the first F2 while the currencies and rates are still coming: nothing typed is lost', async ({ page, request }) => {
  const ctx = await cashierContext(page, request);
  await openScreen(page, ctx);
  const lists = await holdAnswers(page, /\/api\/(available_currency_pair|value_setting)\//);
  // A fresh page: the form waits for these held answers, not for a cache an earlier one filled.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Операции' })).toBeVisible();
  // Every key is typed while they are held; then they answer, and the buy is made of the keys.
  await buyWithoutLooking(page, ctx, async () => {
    await expect.poll(() => lists.held()).toBeGreaterThan(0);
    lists.release();
  });
});

// The forms are shown while the register's shift is asked (F2 works at once); the shift's bar
// above them comes with the answer. Its place is kept meanwhile, so a click aimed at «Покупка»
// lands there: nothing on the forms' panel moves when the bar comes (docs/web/operations.md).
for (const width of [1280, 390]) {
  test(`at ${width} px: while the shift is asked, the forms stand where they will stay`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const ctx = await cashierContext(page, request);
    const shift = await holdAnswers(page, /\/api\/shift\/current\//);
    await page.goto(`/cash-registers/${ctx.register}/`);
    const buy = page.getByRole('button', { name: /Покупка/ });
    const panel = page.getByRole('region', { name: 'Новая операция' });
    await expect(buy).toBeVisible();
    await expect(page.getByRole('region', { name: 'Смена' })).toHaveAttribute('aria-busy', 'true');
    await expect.poll(() => shift.held()).toBeGreaterThan(0);
    const asked = { buy: await buy.boundingBox(), panel: await panel.boundingBox() };
    shift.release();
    await expect(page.getByRole('region', { name: 'Смена' })).toContainText('Смена открыта');
    await expect(page.getByRole('region', { name: 'Смена' })).not.toHaveAttribute('aria-busy', 'true');
    expect({ buy: await buy.boundingBox(), panel: await panel.boundingBox() }).toEqual(asked);
  });
}

test("the live total equals the server's total for several rates, amounts and worn notes", async ({ page, request }) => {
  const ctx = await cashierContext(page, request);
  const worn = (await (await request.get('/api/percentage_dilapidation_currency/', { headers: auth(ctx.token) })).json()) as Array<{ currency: { id: number }; percentage: string }>;
  const percentage = worn.find((w) => w.currency.id === ctx.usd)?.percentage ?? null;
  const cases: Array<[string, string, boolean]> = [
    ['0.01', '0.5', false],
    ['1', '91.123456', false],
    ['333.33', '0.333333', false],
    ['1234.56', '92.5', true],
    ['7.77', '1.234567', true],
    ['100000', '89.999999', true],
  ];
  for (const [amount, rate, isWorn] of cases) {
    if (isWorn && percentage === null) continue;
    const response = await request.post('/api/transaction/create/', {
      headers: auth(ctx.token),
      data: { cash_register: ctx.register, currency: ctx.usd, operation_type: 'BUY', amount, rate, is_dilapidated: isWorn },
    });
    if (response.status() === 400) continue; // "Сумма слишком мала": nothing to compare
    const saved = (await response.json()) as ExchangeTransaction;
    expect(exchangeFigures(amount, rate, isWorn ? percentage : null), `${amount} × ${rate}${isWorn ? ' worn' : ''}`).toEqual({
      effectiveRate: saved.effective_rate,
      total: saved.total,
    });
  }
});
