import { expect, test } from '@playwright/test';
import { screenshots, signIn } from './support';

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

  test('empty fields say Поле обязательно', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Имя пользователя').focus();
    await page.getByLabel('Пароль').focus();
    await page.getByLabel('Имя пользователя').focus();
    await expect(page.getByText('Поле обязательно').first()).toBeVisible();
  });
});

test.describe('the admin', () => {
  test('sees every city, opens a city and a register, and logs out', async ({ page }) => {
    await signIn(page, 'admin');
    const header = page.getByRole('banner');
    await expect(header).toContainText('Администратор');
    await expect(header.getByRole('button', { name: 'Выключить сайт' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Печатать отчеты' })).toBeVisible();
    for (const city of ['Москва', 'Санкт-Петербург', 'Казань']) {
      await expect(page.getByRole('link', { name: city })).toBeVisible();
    }
    await screenshots(page, 'cities-admin');

    await page.getByRole('link', { name: 'Москва' }).click();
    await expect(page).toHaveURL(/\/cities\/\d+\/$/);
    const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' });
    await expect(crumbs).toContainText('Города');
    await expect(crumbs).toContainText('Москва');
    for (const label of ['Кассы', 'Кредиторы \\ Дебиторы', 'Незавершенные переводы', 'Отчеты по городу']) {
      await expect(page.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await screenshots(page, 'city');

    const register = page.getByRole('row').nth(1).getByRole('link').first();
    const registerName = (await register.textContent())!.trim();
    await register.click();
    await expect(page).toHaveURL(/\/cash-registers\/\d+\/$/);
    await expect(crumbs).toContainText(registerName);
    for (const label of ['Операции', 'Переводы', 'Кредиторы \\ Дебиторы', 'Доходы \\ Расходы', 'Поиск по коду']) {
      await expect(page.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await screenshots(page, 'cash-register');

    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('Token'))).toBeNull();
  });

  test('opens the switch-off confirmation and can say Нет', async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByRole('button', { name: 'Выключить сайт' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Выключить сайт?');
    await expect(dialog).toContainText('недоступны');
    await screenshots(page, 'switch-off-dialog');
    await dialog.getByRole('button', { name: 'Нет' }).click();
    await expect(dialog).toBeHidden();
  });
});

test('the supervisor sees every city and may print', async ({ page }) => {
  await signIn(page, 'supervisor');
  await expect(page.getByRole('banner')).toContainText('Супервайзер');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Выключить сайт' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Печатать отчеты' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Казань' })).toBeVisible();
});

test('the cashier sees only Москва and no print menu', async ({ page }) => {
  await signIn(page, 'cashier');
  await expect(page.getByRole('banner')).toContainText('Кассир');
  await expect(page.getByRole('link', { name: 'Москва' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Казань' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Печатать отчеты' })).toHaveCount(0);
  await screenshots(page, 'cities-cashier');
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
