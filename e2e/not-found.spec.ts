import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenshots, signIn } from './support';

/** Addresses that name nothing, or another city's objects, are one not-found page in the layout. */
async function expectNotFoundInLayout(page: Page) {
  await expect(page.getByRole('heading', { name: 'Страница не найдена.' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Ксения Кассирова');
  await expect(page.getByText('…')).toHaveCount(0);
}

test('the cashier sees one not-found page, with no alert, for bad ids and another city', async ({ page, request }) => {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  // Another city's city and register ids, as the admin sees them.
  const token = (await (await request.post('/api/token-auth/', { multipart: { username: 'admin', password: 'admin' } })).json()).token;
  const auth = { headers: { Authorization: `Token ${token}` } };
  const cities = (await (await request.get('/api/city/', auth)).json()).results as Array<{ id: number; name: string }>;
  const kazan = cities.find((c) => c.name === 'Казань')!;
  const kazanRegister = (await (await request.get(`/api/cash_register/?city=${kazan.id}`, auth)).json()).results[0];

  await signIn(page, 'cashier');
  for (const path of ['/cities/abc/', '/cash-registers/abc/', `/cities/${kazan.id}/`, `/cash-registers/${kazanRegister.id}/transfers/`, '/cities/1/nothing/']) {
    await page.goto(path);
    await expectNotFoundInLayout(page);
  }
  await screenshots(page, 'not-found');
  expect(alerts).toEqual([]);
});
