import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import type { DayBalance, OperationPerson, OutTransaction, Paginated } from '../src/shared/contract';
import { formatAmount } from '../src/shared/money';
import { pdfWords, screenshots, signIn, type DemoUser } from './support';

// Кредиторы \ Дебиторы and Доходы \ Расходы against the real server with demo data: every
// figure on screen is compared with what the API answers.

const GREEN = 'rgb(46, 125, 50)';
const RED = 'rgb(198, 40, 40)';

/** An API client signed in as a demo user. */
async function apiAs(request: APIRequestContext, user: DemoUser) {
  const login = await request.post('/api/token-auth/', { multipart: { username: user, password: user } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Token ${token}` };
  return {
    /**
     * The file at a URL the page asked for, fetched again with this user's token: the page
     * reads a print's body itself (in chunks, for its progress) and opens a tab, after which
     * the browser may no longer hand the body to the test.
     */
    file: async (url: string): Promise<Buffer> => {
      const res = await request.get(url, { headers });
      expect(res.status(), url).toBe(200);
      return res.body();
    },
    get: async <T>(path: string): Promise<T> => {
      const res = await request.get(`/api/${path}`, { headers });
      expect(res.status(), path).toBe(200);
      return (await res.json()) as T;
    },
    send: async <T>(method: 'POST' | 'PUT', path: string, data: unknown): Promise<T> => {
      const res = await request.fetch(`/api/${path}`, { method, headers, data });
      expect(res.status(), path).toBeLessThan(300);
      return (await res.json()) as T;
    },
  };
}

async function moscow(api: Awaited<ReturnType<typeof apiAs>>) {
  const cities = await api.get<Paginated<{ id: number; name: string }>>('city/?page=1&size=100');
  const city = cities.results.find((c) => c.name === 'Москва')!;
  const registers = await api.get<Array<{ id: number; name: string }>>(`all_cash_registers/?city=${city.id}`);
  return { city: city.id, register: registers.find((r) => r.name === 'Касса Арбат')!.id };
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const fullName = (p: Pick<OperationPerson, 'first_name' | 'last_name'>) => `${p.first_name} ${p.last_name}`.trim();
const decimalsOf = (amount: string) => Math.max(2, (amount.split('.')[1] ?? '').length);
/** A balance as the screen writes it: grouped, signed, with the currency code. */
const shown = (b: OperationPerson['balances'][number]) => {
  const text = formatAmount(b.amount, decimalsOf(b.amount));
  return `${text.startsWith('-') ? text : `+${text}`} ${b.currency.code}`;
};

function personRow(page: Page, name: string): Locator {
  return page.getByRole('table', { name: 'Кредиторы и дебиторы' }).getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
}

async function expectBalances(list: Locator, balances: OperationPerson['balances']) {
  const items = list.getByRole('listitem');
  await expect(items).toHaveText(balances.map(shown));
  for (let i = 0; i < balances.length; i += 1) {
    await expect(items.nth(i)).toHaveCSS('color', balances[i].amount.startsWith('-') ? RED : GREEN);
  }
}

test.describe('Кредиторы \\ Дебиторы', () => {
  test('supervisor creates a person; their card and list row show it', async ({ page, request }) => {
    const api = await apiAs(request, 'supervisor');
    const { city } = await moscow(api);
    await signIn(page, 'supervisor');
    await page.goto(`/cities/${city}/operation-persons/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Кредиторы \\ Дебиторы');
    await expect(page.getByLabel('Статус')).toHaveValue('active');
    await screenshots(page, 'persons-city-supervisor');

    const first = `Тест${unique()}`;
    await page.getByRole('button', { name: 'Добавить' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новый кредитор / дебитор' });
    await dialog.getByRole('button', { name: 'Создать' }).click();
    await expect(dialog.getByText('Поле обязательно')).toBeVisible();
    await dialog.getByLabel('Имя').fill(first);
    await dialog.getByLabel('Фамилия').fill('Проверочный');
    await dialog.getByLabel('Телефон').fill('+7 900 000-00-00');
    await screenshots(page, 'persons-create-dialog');
    await dialog.getByRole('button', { name: 'Создать' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${first} Проверочный`);
    await expect(page).toHaveURL(new RegExp(`/cities/${city}/operation-persons/\\d+/$`));
    const id = Number(page.url().match(/operation-persons\/(\d+)\/$/)![1]);
    const created = await api.get<OperationPerson>(`operation_person/${id}/`);
    expect(created).toMatchObject({ first_name: first, last_name: 'Проверочный', phone: '+7 900 000-00-00', is_active: true, balances: [] });
    await expect(page.getByLabel('Карточка')).toContainText('Нет остатков');

    await page.getByRole('link', { name: /Ко всем/ }).click();
    await page.getByLabel('Поиск по имени').fill(first);
    await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(first)}`));
    await expect(page.getByRole('table', { name: 'Кредиторы и дебиторы' }).getByRole('row')).toHaveCount(2);
    await expect(personRow(page, `${first} Проверочный`)).toContainText('+7 900 000-00-00');
  });

  test("a person's balances and operations on screen equal the API's", async ({ page, request }) => {
    const api = await apiAs(request, 'supervisor');
    const { city } = await moscow(api);
    const list = await api.get<Paginated<OperationPerson>>(`operation_person/?city=${city}&is_active=true&ordering=first_name&size=100&page=1`);
    await signIn(page, 'supervisor');
    await page.goto(`/cities/${city}/operation-persons/`);
    const rows = page.getByRole('table', { name: 'Кредиторы и дебиторы' }).getByRole('row');
    await expect(rows).toHaveCount(list.results.length + 1);
    // Rows in the API's order (by first name), each with its balances, coloured by side.
    for (const [i, person] of list.results.entries()) {
      const row = rows.nth(i + 1);
      await expect(row.getByRole('link').first()).toHaveText(fullName(person));
      if (person.balances.length) await expectBalances(row.getByRole('list', { name: 'Баланс' }), person.balances);
    }

    // A person with both a creditor and a debtor balance.
    const mixed = list.results.find((p) => p.balances.some((b) => b.amount.startsWith('-')) && p.balances.some((b) => !b.amount.startsWith('-')))!;
    expect(mixed).toBeDefined();
    await personRow(page, fullName(mixed)).getByRole('link', { name: fullName(mixed) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fullName(mixed));
    const detail = await api.get<OperationPerson>(`operation_person/${mixed.id}/`);
    await expectBalances(page.getByLabel('Карточка').getByRole('list', { name: 'Баланс' }), detail.balances);

    const history = await api.get<Paginated<OutTransaction>>(`out_transaction/?operation_person=${mixed.id}&page=1`);
    const operations = page.getByRole('table', { name: 'Операции', exact: true }).getByRole('row');
    await expect(operations).toHaveCount(history.results.length + 1);
    const newest = history.results[0];
    await expect(operations.nth(1)).toContainText(`${formatAmount(newest.amount)} ${newest.currency.code}`);
    await expect(operations.nth(1)).toContainText(newest.operation_type === 'REPLENISHMENT' ? 'Пополнение' : 'Выдача');
    await expect(page.getByRole('table', { name: 'Крипто операции' })).toBeVisible();
    await screenshots(page, 'person-detail');
  });

  test('print gives a PDF in Cyrillic and download an XLSX with the rows of the API', async ({ page, request }) => {
    const api = await apiAs(request, 'supervisor');
    const { city } = await moscow(api);
    await signIn(page, 'supervisor');
    await page.goto(`/cities/${city}/operation-persons/`);
    await expect(page.getByRole('table', { name: 'Кредиторы и дебиторы' }).getByRole('link').first()).toBeVisible();

    // Печать: the server's PDF (opened in a new tab), read back with pdftotext.
    const [pdf] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/print_operation_person_list/')),
      page.getByRole('button', { name: 'Печать' }).click(),
    ]);
    expect(pdf.status()).toBe(200);
    expect(pdf.url()).toContain('format=pdf');
    expect(pdf.url()).toContain('is_active=true');
    const text = pdfWords(await api.file(pdf.url()));
    expect(text).toContain('Список кредиторов и дебиторов');
    expect(text).toContain('Город: Москва');
    expect(text).toContain('Алексей Смирнов');

    // Скачать: an XLSX whose rows are the API's persons with the API's balances.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Скачать' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^Кредиторы-дебиторы Москва \d{4}-\d{2}-\d{2}\.xlsx$/);
    // In the test's own output folder (Playwright empties it at the next run), not the temp directory.
    const file = test.info().outputPath('list.xlsx');
    await download.saveAs(file);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const sheet = book.worksheets[0];
    const values = (r: number) => (sheet.getRow(r).values as unknown[]).slice(1);
    let header = 0;
    sheet.eachRow((row, n) => {
      if (!header && (row.values as unknown[]).includes('Имя')) header = n;
    });
    expect(header).toBeGreaterThan(0);
    const columns = values(header).map(String);
    const persons = (await api.get<Paginated<OperationPerson>>(`operation_person/?city=${city}&is_active=true&ordering=first_name&size=1000&page=1`)).results;
    for (const [i, person] of persons.entries()) {
      const row = values(header + 1 + i);
      expect(row[columns.indexOf('Имя')]).toBe(fullName(person));
      for (const b of person.balances) {
        const cell = row[columns.indexOf(b.currency.code)];
        const figure = typeof cell === 'number' ? new Decimal(cell).toFixed(decimalsOf(b.amount)) : String(cell).replace(/\s/g, '').replace(',', '.');
        expect(figure, `${fullName(person)} ${b.currency.code}`).toBe(b.amount);
      }
    }
    // The same number of rows: the sums follow the last person.
    expect(values(header + 1 + persons.length)[columns.indexOf('Имя')]).toBe('Кредиторы (сеть должна)');

    // A person's card, with a period asked in 'Параметры'.
    await page.getByRole('link', { name: 'Алексей Смирнов' }).click();
    // The list (and its own «Печать», which prints at once) stays on screen until the card's
    // code has come: click the card's, once its heading is there.
    await expect(page.getByRole('heading', { name: 'Алексей Смирнов', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Печать' }).click();
    const params = page.getByRole('dialog', { name: 'Параметры' });
    await expect(params.getByLabel('Дата с')).toBeVisible();
    await screenshots(page, 'person-print-params');
    const [card] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/print_operation_person_detail/')),
      params.getByRole('button', { name: 'Печатать' }).click(),
    ]);
    expect(card.status()).toBe(200);
    const cardText = pdfWords(await api.file(card.url()));
    expect(cardText).toContain('Алексей Смирнов');
    expect(cardText).toContain('Пополнение');
  });

  test("a deactivation, confirmed, hides the person from the cashier's list", async ({ browser, request }) => {
    const api = await apiAs(request, 'supervisor');
    const { city, register } = await moscow(api);
    const person = await api.send<OperationPerson>('POST', 'operation_person/create/', { first_name: `Скрыть${unique()}`, last_name: 'Тестов', city });
    const name = fullName(person);

    const cashierPage = await (await browser.newContext()).newPage();
    await signIn(cashierPage, 'cashier');
    await cashierPage.goto(`/cash-registers/${register}/operation-persons/?search=${person.first_name}`);
    const row = personRow(cashierPage, name);
    await expect(row.getByRole('link', { name: `Новая операция: ${name}` })).toHaveAttribute(
      'href',
      `/cash-registers/${register}/?operation=person&person=${person.id}`,
    );
    await expect(cashierPage.getByLabel('Статус')).toHaveCount(0);
    await expect(cashierPage.getByRole('button', { name: 'Печать' })).toHaveCount(0);
    await expect(cashierPage.getByRole('button', { name: /Деактивировать/ })).toHaveCount(0);
    await screenshots(cashierPage, 'persons-register-cashier');

    const page = await (await browser.newContext()).newPage();
    await signIn(page, 'supervisor');
    await page.goto(`/cities/${city}/operation-persons/?search=${person.first_name}`);
    await personRow(page, name).getByRole('button', { name: `Деактивировать: ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Подтвердите действие' });
    await expect(confirm).toContainText(name);
    await screenshots(page, 'person-deactivate-confirm');
    await confirm.getByRole('button', { name: 'Да' }).click();
    await expect(confirm).toBeHidden();
    // Gone from the active list; there under Неактивные, where it can be activated again.
    await expect(page.getByRole('table', { name: 'Кредиторы и дебиторы' })).toContainText('Нет данных');
    await page.getByLabel('Статус').selectOption('inactive');
    await expect(personRow(page, name)).toContainText('Неактивен');
    await expect(personRow(page, name).getByRole('button', { name: `Активировать: ${name}` })).toBeVisible();
    expect((await api.get<OperationPerson>(`operation_person/${person.id}/`)).is_active).toBe(false);

    await cashierPage.reload();
    await expect(cashierPage.getByRole('table', { name: 'Кредиторы и дебиторы' })).toContainText('Нет данных');
    const cashierApi = await apiAs(request, 'cashier');
    const all = await cashierApi.get<OperationPerson[]>(`all_operation_person/?city=${city}`);
    expect(all.map((p) => p.id)).not.toContain(person.id);
  });
});

test.describe('Доходы \\ Расходы', () => {
  test("an expense recorded by the cashier is listed and moves the register's balance as day_balance says", async ({ page, request }) => {
    const api = await apiAs(request, 'cashier');
    const { register } = await moscow(api);
    const before = await api.get<DayBalance>(`day_balance/?cash_register=${register}`);
    const rubBefore = before.balances.find((b) => b.currency.code === 'RUB')!;

    await signIn(page, 'cashier');
    await page.goto(`/cash-registers/${register}/income-expense/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Доходы \\ Расходы');
    await expect(page.getByRole('table', { name: 'Доходы и расходы' }).getByRole('row').nth(1)).toBeVisible();

    const comment = `Канцтовары ${unique()}`;
    await page.getByRole('button', { name: 'Добавить' }).click();
    const dialog = page.getByRole('dialog', { name: 'Доход / расход' });
    await dialog.getByRole('combobox', { name: 'Тип' }).click();
    await dialog.getByRole('option', { name: 'Выдача' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Валюта' })).toHaveValue(/^RUB/);
    await expect(dialog.getByText(`В кассе: ${formatAmount(rubBefore.closing)} RUB`)).toBeVisible();
    await dialog.getByLabel('Сумма').fill('1234.56');
    await dialog.getByLabel('Комментарий').fill(comment);
    await screenshots(page, 'income-expense-dialog');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog).toBeHidden();

    const first = page.getByRole('table', { name: 'Доходы и расходы' }).getByRole('row').nth(1);
    await expect(first).toContainText(comment);
    await expect(first).toContainText('Выдача');
    await expect(first).toContainText(`${formatAmount('1234.56')} RUB`);

    const after = await api.get<DayBalance>(`day_balance/?cash_register=${register}`);
    const rubAfter = after.balances.find((b) => b.currency.code === 'RUB')!;
    expect(rubAfter.closing).toBe(new Decimal(rubBefore.closing).minus('1234.56').toFixed(2));
    const balance = page.getByRole('table', { name: 'Остаток кассы' });
    for (const b of after.balances) {
      const row = balance.getByRole('row').filter({ has: page.getByRole('cell', { name: b.currency.code, exact: true }) });
      await expect(row).toContainText(formatAmount(b.closing));
      await expect(row).toContainText(formatAmount(b.outcome));
    }
    await screenshots(page, 'income-expense');
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const user of ['supervisor', 'cashier'] as const) {
    test(`${user}: the persons and income/expense screens fit a phone; tables scroll inside their box`, async ({ page, request }) => {
      const api = await apiAs(request, user);
      const { city, register } = await moscow(api);
      const person = (await api.get<Paginated<OperationPerson>>(`operation_person/?city=${city}&is_active=true&ordering=first_name&size=1&page=1`)).results[0];
      await signIn(page, user);
      for (const path of [
        `/cities/${city}/operation-persons/`,
        `/cash-registers/${register}/operation-persons/`,
        `/cash-registers/${register}/operation-persons/${person.id}/`,
        `/cash-registers/${register}/income-expense/`,
      ]) {
        await page.goto(path);
        await expect(page.getByRole('table').first().getByRole('row').nth(1)).not.toContainText('Загрузка');
        await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
      // The form is usable: every field and both buttons inside the screen.
      await page.getByRole('button', { name: 'Добавить' }).click();
      const dialog = page.getByRole('dialog', { name: 'Доход / расход' });
      for (const control of [dialog.getByLabel('Сумма'), dialog.getByLabel('Комментарий'), dialog.getByRole('button', { name: 'Сохранить' })]) {
        await expect(control).toBeInViewport();
      }
    });
  }
});
