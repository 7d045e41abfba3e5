import { expect, test, type Page } from '@playwright/test';
import { screenshots, signIn } from './support';

/**
 * Issue 18, the admin section's users, in Chromium at 1280 and 390 px: an admin creates a
 * cashier for Казань with the crypto permission; the cashier signs in with the temporary
 * password, must change it, sees Казань only and the Крипто tab; the admin takes the crypto
 * permission away and the tab is gone after the next navigation; the admin deactivates the
 * cashier and the cashier's open page goes to /login within 2 s. The cashier's browser never
 * downloads the admin section's chunk.
 */
test('an admin creates a Казань cashier with crypto, who sets a password, works, and is switched off live', async ({ browser }) => {
  const username = `kazan${Date.now() % 1_000_000}`;
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin');
  await admin.getByRole('link', { name: 'Админка' }).click();
  await expect(admin).toHaveURL(/\/admin\/users$/);
  await expect(admin.getByRole('table', { name: 'Пользователи' }).getByText('cashier', { exact: true })).toBeVisible();
  await screenshots(admin, 'admin-users-list');

  await admin.getByRole('button', { name: 'Добавить пользователя' }).click();
  const form = admin.getByRole('form', { name: 'Новый пользователь' });
  await form.getByLabel('Имя пользователя').fill(username);
  await form.getByLabel('Имя', { exact: true }).fill('Камила');
  await form.getByLabel('Фамилия').fill('Казанская');
  await form.getByLabel('Крипто').check();
  await form.getByLabel('Казань').check();
  await screenshots(admin, 'admin-users-create');
  await form.getByRole('button', { name: 'Создать' }).click();
  const shown = admin.getByRole('dialog', { name: 'Временный пароль' });
  const temporary = ((await shown.locator('output').textContent()) ?? '').trim();
  expect(temporary).toMatch(/^\S{7}-\S{7}$/);
  await screenshots(admin, 'admin-users-temporary-password');
  await shown.getByRole('button', { name: 'Готово' }).click();

  // The cashier, in a browser of their own: every script it downloads is recorded.
  const cashier = await (await browser.newContext()).newPage();
  const scripts: string[] = [];
  cashier.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await cashier.goto('/login');
  await cashier.getByLabel('Имя пользователя').fill(username);
  await cashier.getByLabel('Пароль').fill(temporary);
  await cashier.getByRole('button', { name: 'Войти' }).click();
  await expect(cashier).toHaveURL(/\/password\/$/);
  await expect(cashier.getByText('Пароль был сброшен администратором')).toBeVisible();
  await screenshots(cashier, 'account-must-change-password');
  // Any other address leads back here until the password is the user's own.
  await cashier.goto('/cities/');
  await expect(cashier).toHaveURL(/\/password\/$/);
  await cashier.getByLabel('Временный пароль').fill(temporary);
  await cashier.getByLabel('Новый пароль', { exact: true }).fill('казань-мой-пароль');
  await cashier.getByLabel('Новый пароль ещё раз').fill('казань-мой-пароль');
  await cashier.getByRole('button', { name: 'Сменить пароль' }).click();
  await cashier.getByRole('link', { name: 'Продолжить' }).click();

  const cities = cashier.getByRole('table', { name: 'Города' });
  await expect(cities.getByRole('link', { name: 'Казань' })).toBeVisible();
  await expect(cities.getByRole('link')).toHaveCount(1);
  await expect(cashier.getByRole('banner')).toContainText('Камила Казанская');
  await expect(cashier.getByRole('banner')).toContainText('вход ');
  await cashier.getByRole('link', { name: 'Казань' }).click();
  await cashier.getByRole('table').getByRole('link').first().click();
  await cashier.getByRole('link', { name: 'Переводы', exact: true }).click();
  await expect(cashier.getByRole('tab', { name: 'Крипто' })).toBeVisible();
  await screenshots(cashier, 'account-kazan-cashier-transfers');
  await openAccountMenu(cashier);
  await screenshots(cashier, 'account-menu');
  await cashier.keyboard.press('Escape');
  expect(scripts.filter((s) => /\/admin\./.test(s))).toEqual([]);

  // The admin takes the crypto permission away: the Крипто tab is gone after the next navigation.
  await admin.getByRole('searchbox').fill(username);
  const row = admin.getByRole('table', { name: 'Пользователи' }).getByRole('row').filter({ hasText: username });
  await expect(row).toHaveCount(1);
  await expect(admin).toHaveURL(new RegExp(`search=${username}`));
  await row.getByRole('button', { name: `Изменить ${username}` }).click();
  const edit = admin.getByRole('form', { name: `Пользователь ${username}` });
  await edit.getByLabel('Крипто').uncheck();
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await expect(row).not.toContainText('Крипто');
  await cashier.getByRole('link', { name: 'Операции', exact: true }).click();
  await cashier.getByRole('link', { name: 'Переводы', exact: true }).click();
  await expect(cashier.getByRole('tab', { name: 'Внешние' })).toBeVisible();
  await expect(cashier.getByRole('tab', { name: 'Крипто' })).toHaveCount(0);

  // The admin deactivates the cashier: the cashier's open page goes to /login within 2 s.
  await row.getByRole('button', { name: `Сессии ${username}` }).click();
  await expect(admin.getByRole('table', { name: 'Сессии' }).getByRole('row')).toHaveCount(2);
  await screenshots(admin, 'admin-users-sessions');
  await admin.getByRole('button', { name: 'Закрыть' }).click();
  await row.getByRole('button', { name: `Деактивировать ${username}` }).click();
  await admin.getByRole('button', { name: 'Да' }).click();
  const deactivated = Date.now();
  await expect(cashier).toHaveURL(/\/login$/, { timeout: 2_000 });
  console.log(`deactivated cashier's page at /login after ${Date.now() - deactivated} ms`);
  await expect(row).toContainText('Неактивен');
  await screenshots(admin, 'admin-users-deactivated');
});

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Учётная запись' }).click();
  await expect(page.getByRole('menuitem', { name: 'Сменить пароль' })).toBeVisible();
}
