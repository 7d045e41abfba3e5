import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { SettlementPosition, SettlementPositions } from '../src/shared/contract';
import { groupThousands } from '../src/shared/money';
import { screenshots, signIn } from './support';

// «Взаиморасчёты»: the demo's paid transfers between cities leave one city owing another. An
// admin opens the screen, finds a position the API answers, records a bank settlement for the
// whole of it, and the position on screen goes to zero — the API's figure too.

const auth = (token: string) => ({ Authorization: `Token ${token}` });
const tokenOf = async (page: Page) => (await page.evaluate(() => window.localStorage.getItem('Token')))!;
const owes = (l: SettlementPosition) => !l.position.startsWith('-') && !/^0(\.0+)?$/.test(l.position);

test('an admin records a settlement and the position on screen goes to zero, equal to the API', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  const token = await tokenOf(page);
  await page.getByRole('link', { name: 'Взаиморасчёты' }).click();
  await expect(page.getByRole('heading', { name: 'Взаиморасчёты', level: 1 })).toBeVisible();

  // The screen's period is the month so far, as the API's default.
  const positions = async () =>
    (await (await page.request.get('/api/settlements/positions/', { headers: auth(token) })).json()) as SettlementPositions;
  const before = await positions();
  const line = before.lines.find(owes);
  expect(line, 'the demo has a city owing another this month').toBeDefined();
  const { from_city: from, to_city: to, currency } = line!;
  const cell = page.getByRole('table', { name: `Позиции ${currency.code}` }).getByLabel(`${from.name} → ${to.name}, ${currency.code}`);
  await expect(cell).toHaveText(groupThousands(line!.position));
  await screenshots(page, 'settlements');

  await page.getByRole('button', { name: `Рассчитаться: ${from.name} → ${to.name}, ${currency.code}` }).click();
  const dialog = page.getByRole('dialog', { name: `Расчёт: ${from.name} → ${to.name}, ${currency.code}` });
  await expect(dialog.getByLabel('Сумма')).toHaveValue(groupThousands(line!.position));
  await dialog.getByLabel('Номер платёжного документа').fill('ПП-2026-117');
  await screenshots(page, 'settlements-dialog');
  await dialog.getByRole('button', { name: 'Записать расчёт' }).click();
  await expect(dialog).toBeHidden();

  await expect(cell).toHaveText('0.00');
  const after = (await positions()).lines.find((l) => l.from_city.id === from.id && l.to_city.id === to.id && l.currency.id === currency.id)!;
  expect(after.position).toBe('0.00');
  expect(after.settled).toBe(line!.position);
  await expect(page.getByRole('button', { name: `Рассчитаться: ${from.name} → ${to.name}, ${currency.code}` })).toHaveCount(0);
  await screenshots(page, 'settlements-settled');
});
