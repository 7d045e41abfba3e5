import { expect, test } from './fixtures';
import { ALL_CITIES, DEMO, screenshots, signIn, type DemoUser } from './support';

test.describe('access flow', () => {
  test('a page without a token goes to /login', async ({ page }) => {
    await page.goto('/cash-registers/1/transfers/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle('Money 24/7');
    await screenshots(page, 'login');
  });

  test('wrong credentials show the server message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Имя пользователя').fill('admin');
    await page.getByLabel('Пароль').fill('wrong');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByText('Невозможно войти с предоставленными учетными данными.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('empty fields say Поле обязательно once left', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('Поле обязательно')).toHaveCount(0);
    await page.getByLabel('Имя пользователя').focus();
    await page.getByLabel('Пароль').focus();
    await page.getByLabel('Имя пользователя').focus();
    await expect(page.getByText('Поле обязательно')).toHaveCount(2);
  });

  test('/ with a stored token opens the cities', async ({ page }) => {
    await signIn(page, 'cashier');
    await page.goto('/');
    await expect(page).toHaveURL(/\/cities\/$/);
  });
});

for (const user of Object.keys(DEMO) as DemoUser[]) {
  const demo = DEMO[user];
  test(`${user}: sees their cities, opens a city and a register, logs out`, async ({ page }) => {
    await signIn(page, user);
    const header = page.getByRole('banner');
    await expect(header).toContainText(demo.fullName);
    await expect(header).toContainText(demo.role);
    await expect(header.getByRole('button', { name: 'Выключить сайт' })).toHaveCount(demo.admin ? 1 : 0);
    for (const label of ['Города', 'Отчеты по городам']) {
      await expect(page.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Печатать отчеты' })).toHaveCount(demo.print ? 1 : 0);
    for (const city of ALL_CITIES) {
      await expect(page.getByRole('link', { name: city, exact: true })).toHaveCount(demo.cities.includes(city) ? 1 : 0);
    }
    await screenshots(page, `cities-${user}`);

    await page.getByRole('link', { name: 'Москва', exact: true }).click();
    await expect(page).toHaveURL(/\/cities\/\d+\/$/);
    const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' });
    await expect(crumbs).toContainText('Города');
    await expect(crumbs).toContainText('Москва');
    for (const label of ['Кассы', 'Кредиторы \\ Дебиторы', 'Незавершенные переводы', 'Отчеты по городу']) {
      await expect(page.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    if (user === 'admin') await screenshots(page, 'city');

    const register = page.getByRole('row').nth(1).getByRole('link').first();
    const registerName = (await register.textContent())!.trim();
    await register.click();
    await expect(page).toHaveURL(/\/cash-registers\/\d+\/$/);
    await expect(crumbs).toContainText(registerName);
    await expect(crumbs.getByRole('link', { name: 'Москва' })).toBeVisible();
    for (const label of ['Операции', 'Переводы', 'Кредиторы \\ Дебиторы', 'Доходы \\ Расходы', 'Поиск по коду']) {
      await expect(page.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    if (user === 'admin') await screenshots(page, 'cash-register');

    await page.getByRole('link', { name: 'Переводы', exact: true }).click();
    await expect(page).toHaveURL(/\/cash-registers\/\d+\/transfers\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Выйти', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The token goes once GET /api/logout has revoked it (it needs the token), just after the
    // page moves to /login: on a busy machine a moment later.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('Token'))).toBeNull();
    await page.goto('/cities/');
    await expect(page).toHaveURL(/\/login$/);
  });
}

test('the admin opens the switch-off confirmation and can say Нет', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('button', { name: 'Выключить сайт' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Выключить сайт?');
  await expect(dialog).toContainText('недоступны');
  await screenshots(page, 'switch-off-dialog');
  await dialog.getByRole('button', { name: 'Нет' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: 'Москва', exact: true })).toBeVisible();
});

test('a revoked token sends the user to /login', async ({ page }) => {
  await signIn(page, 'cashier');
  // Revoke the token behind the app's back, as another tab's logout would.
  const status = await page.evaluate(async () => {
    const res = await fetch('/api/logout', { headers: { Authorization: `Token ${localStorage.getItem('Token')}` } });
    return res.status;
  });
  expect(status).toBe(200);
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
});
