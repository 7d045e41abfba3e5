import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import Decimal from 'decimal.js';
import type { CountSheet, JournalRow, Shift } from '../src/shared/contract';
import { formatAmount } from '../src/shared/money';
import { capture, dayBalance, expectBalanceMatchesApi, screenshots, signIn } from './support';

// Shifts against the real server (demo data: every register's shift open, opened by the
// demo cashier): a cashier closes with one currency counted by banknotes and a shortage
// explained — the balance on screen equals the count; with the register closed the forms
// are gone and a write through the API is refused; a supervisor approves the shift from
// Кассы; the next shift opens with a count. One Moscow register per width (Тверская at
// 1280, Китай-город at 390), left open at the end as the demo had it.

const auth = (token: string) => ({ Authorization: `Token ${token}` });
const tokenOf = async (page: Page) => (await page.evaluate(() => window.localStorage.getItem('Token')))!;

async function get<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`/api/${path}`, { headers: auth(token) });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

/** Banknotes for a sum a little under `expected` (500 short and the kopecks): counts per denomination, and their total. */
function notesFor(expected: string, denominations: string[]): { counts: Record<string, number>; total: Decimal } {
  let left = new Decimal(expected).minus(500).toDecimalPlaces(0, Decimal.ROUND_DOWN);
  left = left.minus(left.mod(10));
  const counts: Record<string, number> = {};
  let total = new Decimal(0);
  for (const d of denominations) {
    const n = left.div(d).floor();
    if (n.isZero()) continue;
    counts[d] = n.toNumber();
    left = left.minus(n.times(d));
    total = total.plus(n.times(d));
  }
  return { counts, total };
}

/** What the screen shows at the test's width (the viewport: the day journal below makes a full page very long). */
async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(150);
  await capture(page, `${name}-${page.viewportSize()!.width}.png`);
}

const REGISTER_AT: Record<number, string> = { 1280: 'Касса Тверская', 390: 'Касса Китай-город' };

for (const width of [1280, 390]) {
  test(`at ${width} px: close with a shortage counted by banknotes, refused writes, approval from Кассы, the next opening`, async ({ page, browser, request }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await signIn(page, 'cashier');
    const token = await tokenOf(page);
    const registers = await get<Array<{ id: number; name: string; city: { id: number } }>>(request, token, 'all_cash_registers/');
    const register = registers.find((r) => r.name === REGISTER_AT[width])!;
    await page.goto(`/cash-registers/${register.id}/`);

    // The shift bar: open, by the demo cashier, with the forms under it.
    const bar = page.getByRole('region', { name: 'Смена' });
    await expect(bar).toContainText(/Смена открыта · Ксения Кассирова · с /);
    await expect(page.getByRole('button', { name: /Покупка/ })).toBeVisible();
    await shot(page, 'shifts-open');

    // The close: RUB by banknotes (500 short and the kopecks), every other currency by its total.
    const sheet = await get<CountSheet>(request, token, `shift/count_sheet/?cash_register=${register.id}`);
    const shift = (await get<Shift>(request, token, `shift/current/?cash_register=${register.id}`)).id;
    const rub = sheet.lines[0];
    expect(rub.currency.code).toBe('RUB');
    const notes = notesFor(rub.expected, rub.denominations);
    await bar.getByRole('button', { name: 'Закрыть смену' }).click();
    const dialog = page.getByRole('dialog', { name: 'Закрыть смену: пересчёт кассы' });
    await expect(dialog.getByLabel('Пересчитано RUB')).toBeFocused();
    await dialog.getByRole('group', { name: 'RUB: пересчёт' }).getByRole('button', { name: 'По купюрам' }).click();
    for (const [d, n] of Object.entries(notes.counts)) await dialog.getByLabel(`${d} RUB, штук`).fill(String(n));
    await expect(dialog.getByLabel('Пересчитано RUB')).toHaveText(formatAmount(notes.total.toFixed(2)));
    const shortage = notes.total.minus(rub.expected).toFixed(2);
    await expect(dialog.getByLabel('Расхождение RUB')).toContainText(`${formatAmount(shortage)} недостача`);
    for (const line of sheet.lines.slice(1)) await dialog.getByLabel(`Пересчитано ${line.currency.code}`).fill(line.expected);
    // Enter: a shortage needs its explanation first.
    await dialog.getByLabel(`Пересчитано ${sheet.lines.at(-1)!.currency.code}`).press('Enter');
    await expect(dialog.getByText('Объясните расхождение: комментарий обязателен.')).toBeVisible();
    await dialog.getByLabel(/Комментарий/).fill(`Недостача ${formatAmount(shortage)} ₽: e2e ${width}`);
    await shot(page, 'shifts-count-dialog');
    const closed = page.waitForResponse((r) => r.url().includes(`/api/shift/close/${shift}/`));
    await dialog.getByLabel(/Комментарий/).press('Enter');
    const answer = (await (await closed).json()) as Shift;
    expect(answer.closing[0]).toMatchObject({ counted: notes.total.toFixed(2), difference: shortage });
    expect(answer.approval).toBe('WAITING');

    // Closed: the forms give way, the day's balance on screen equals the count, a write is refused.
    await expect(page.getByText('Касса закрыта')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Открыть смену' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Покупка/ })).toHaveCount(0);
    await expectBalanceMatchesApi(page, request, token, register.id);
    const rubClosing = (await dayBalance(request, token, register.id)).balances.find((b) => b.currency.code === 'RUB')!.closing;
    expect(rubClosing).toBe(notes.total.toFixed(2));
    // The day journal explains it: the shortage is its newest row, on screen as the API has it.
    const journal = await get<{ results: JournalRow[] }>(request, token, `operation/?cash_register=${register.id}`);
    expect(journal.results[0]).toMatchObject({ kind: 'CASH_COUNT', operation_type: 'SHORTAGE', amount: shortage, comment: `Недостача ${formatAmount(shortage)} ₽: e2e ${width}` });
    const newest = page.getByRole('table', { name: 'Журнал операций' }).locator('tbody tr').first();
    await expect(newest).toContainText('Недостача');
    await expect(newest).toContainText(`${formatAmount(shortage)} RUB`);
    if (width === 1280) await screenshots(page, 'shifts-journal-count-row');
    const usd = sheet.lines.find((l) => l.currency.code === 'USD')!.currency.id;
    const refused = await request.post('/api/transaction/create/', {
      headers: auth(token), data: { cash_register: register.id, currency: usd, operation_type: 'BUY', amount: '1.00', rate: '90' },
    });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toEqual({ detail: 'Касса закрыта: откройте смену.' });
    await shot(page, 'shifts-closed');

    // A supervisor approves it from Кассы.
    const supervisorContext = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 }, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
    const supervisor = await supervisorContext.newPage();
    await signIn(supervisor, 'supervisor');
    await supervisor.goto(`/cities/${register.city.id}/`);
    const shifts = supervisor.getByRole('table', { name: 'Смены касс' });
    await expect(shifts).toContainText(`Смена №${shift}`);
    await shifts.scrollIntoViewIfNeeded();
    await shot(supervisor, 'shifts-cash-registers-waiting');
    await shifts.getByRole('button', { name: `Подтвердить смену №${shift}` }).click();
    const approve = supervisor.getByRole('dialog', { name: `Подтвердить смену №${shift}` });
    await approve.getByLabel('Комментарий').fill('Объяснение принято');
    await approve.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(shifts.getByRole('button', { name: `Подтвердить смену №${shift}` })).toHaveCount(0);
    const approved = await get<Shift>(request, await tokenOf(supervisor), `shift/?cash_register=${register.id}&status=Closed&size=1`).then(
      (p) => (p as unknown as { results: Shift[] }).results[0],
    );
    expect(approved).toMatchObject({ id: shift, approval: 'APPROVED', approved_by: { name: 'Сергей Супервайзеров' }, approval_comment: 'Объяснение принято' });
    await supervisorContext.close();

    // The next shift opens with its own count (the books' figures, typed by keyboard alone).
    await page.getByRole('button', { name: 'Открыть смену' }).click();
    const open = page.getByRole('dialog', { name: 'Открыть смену: пересчёт кассы' });
    const books = await get<CountSheet>(request, token, `shift/count_sheet/?cash_register=${register.id}`);
    await expect(open.getByLabel('Пересчитано RUB')).toBeFocused();
    for (const [i, line] of books.lines.entries()) {
      await page.keyboard.type(line.expected);
      if (i === books.lines.length - 1) break;
      // Past the currency's «По купюрам» to the next one's figure.
      await page.keyboard.press('Tab');
      if (line.denominations.length) await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await expect(bar).toContainText(/Смена открыта · Ксения Кассирова · с \d\d:\d\d/);
    await expect(page.getByRole('button', { name: /Покупка/ })).toBeVisible();
    await expectBalanceMatchesApi(page, request, token, register.id);
    await shot(page, 'shifts-reopened');
  });
}
