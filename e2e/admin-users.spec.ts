import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenshots, signIn } from './support';

/**
 * the admin section, in Chromium at 1280 and 390 px. Users: an admin creates a
 * cashier for Казань with the crypto permission; the cashier signs in with the temporary
 * password, must change it, sees Казань only and the Крипто tab; the admin takes the crypto
 * permission away and the tab is gone after the next navigation; the admin deactivates the
 * cashier and the cashier's open page goes to /login within 2 s; the audit log shows each of
 * these changes with the record before and after. The cashier's browser never downloads the
 * admin section's chunk. Registers: an admin creates one, cannot deactivate one that holds
 * money (the reason is on screen), deactivates the empty one, and it leaves the transfer
 * receivers. Every admin screen is photographed at both widths.
 */
test('an admin creates a Казань cashier with crypto, who sets a password, works, and is switched off live', async ({ browser }) => {
  // Two browsers and a dozen screens: ~25 s alone, over the default minute at the start of a
  // full run (every worker's server and build starting at once).
  test.setTimeout(120_000);
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
  const createdAnswer = admin.waitForResponse((r) => r.url().endsWith('/api/admin/users/create/') && r.status() === 201);
  await form.getByRole('button', { name: 'Создать' }).click();
  const userId = ((await (await createdAnswer).json()) as { user: { id: number } }).user.id;
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

  // The audit log: every change of this user, newest first, each with the record before and after.
  await admin.getByRole('link', { name: 'Журнал изменений' }).click();
  await admin.getByLabel('Вид записи').selectOption('user');
  await admin.getByLabel('Запись №').fill(String(userId));
  await admin.getByLabel('Запись №').press('Enter');
  await expect(admin).toHaveURL(new RegExp(`/admin/audit\\?kind=user&record=${userId}$`));
  const log = admin.getByRole('table', { name: 'Журнал изменений' });
  const entries = log.locator('tbody tr');
  await expect(entries).toHaveCount(4);
  await expect(entries.locator('td:nth-child(3)')).toHaveText([
    'Пользователь: изменение', 'Пользователь: изменение', 'Пользователь: смена пароля', 'Пользователь: создание',
  ]);
  await screenshots(admin, 'admin-audit-list');
  const opened = async (n: number) => {
    await entries.nth(n).getByRole('button', { name: /^Открыть запись журнала/ }).click();
    return admin.getByRole('dialog', { name: `Пользователь: ${n === 3 ? 'создание' : 'изменение'} — № ${userId}` });
  };
  const field = (dialog: Locator, name: string) => dialog.getByRole('table', { name: 'Запись до и после' }).locator('tr', { has: admin.getByRole('cell', { name: new RegExp(`^${name}`) }) });
  // The deactivation: is_active true → false, highlighted.
  let dialog = await opened(0);
  await expect(field(dialog, 'is_active')).toHaveAttribute('data-changed', 'true');
  await expect(field(dialog, 'is_active').locator('td').nth(1)).toHaveText('true');
  await expect(field(dialog, 'is_active').locator('td').nth(2)).toHaveText('false');
  await expect(field(dialog, 'username')).toHaveAttribute('data-changed', 'false');
  await screenshots(admin, 'admin-audit-entry');
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  // The permission taken away: crypto true → false.
  dialog = await opened(1);
  await expect(field(dialog, 'is_crypto_transaction_page_active')).toHaveAttribute('data-changed', 'true');
  await expect(field(dialog, 'is_crypto_transaction_page_active').locator('td').nth(2)).toHaveText('false');
  await dialog.getByLabel('Только изменённые').check();
  await expect(dialog.getByRole('table', { name: 'Запись до и после' }).locator('tbody tr')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  // The creation: nothing before, the user after.
  dialog = await opened(3);
  await expect(field(dialog, 'username').locator('td').nth(1)).toHaveText('');
  await expect(field(dialog, 'username').locator('td').nth(2)).toHaveText(username);
  await expect(field(dialog, 'is_crypto_transaction_page_active').locator('td').nth(2)).toHaveText('true');
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  // «Скачать XLSX»: the file of these rows.
  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Скачать XLSX' }).click();
  expect((await download).suggestedFilename()).toMatch(/^Журнал изменений \d{4}-\d{2}-\d{2}\.xlsx$/);
});

test('an admin creates a register, cannot deactivate one holding money, deactivates an empty one, and it leaves the transfer receivers', async ({ browser }) => {
  const name = `Касса Е2Е ${Date.now() % 100_000}`;
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin');
  await admin.getByRole('link', { name: 'Админка' }).click();
  await admin.getByRole('navigation', { name: 'Администрирование' }).getByRole('link', { name: 'Кассы' }).click();
  await expect(admin).toHaveURL(/\/admin\/registers$/);
  const registers = admin.getByRole('table', { name: 'Кассы' });
  await expect(registers.getByText('Касса Арбат', { exact: true })).toBeVisible();
  await screenshots(admin, 'admin-registers-list');

  await admin.getByRole('button', { name: 'Добавить кассу' }).click();
  const form = admin.getByRole('form', { name: 'Новая касса' });
  await form.getByRole('combobox', { name: 'Город' }).click();
  await form.getByRole('option', { name: 'Казань' }).click();
  await form.getByLabel('Название').fill(name);
  await screenshots(admin, 'admin-registers-create');
  await form.getByRole('button', { name: 'Создать' }).click();
  await expect(form).toHaveCount(0);
  await admin.getByRole('searchbox').fill(name);
  await expect(admin).toHaveURL(/\/admin\/registers\?search=/);
  const row = registers.locator('tbody tr').filter({ hasText: name });
  await expect(registers.locator('tbody tr')).toHaveCount(1);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Активна');
  await row.getByRole('button', { name: `Валютные пары ${name}` }).click();
  const pairs = admin.getByRole('dialog', { name: `Валютные пары: ${name}` });
  await pairs.getByLabel(/^USD/).click();
  await expect(pairs.getByLabel(/^USD/)).toBeChecked();
  await screenshots(admin, 'admin-registers-pairs');
  await pairs.getByRole('button', { name: 'Готово' }).click();
  await expect(row).toContainText('USD');

  // It is a transfer receiver at once.
  const receivers = async () => {
    await admin.goto('/cities/');
    await admin.getByRole('table', { name: 'Города' }).getByRole('link', { name: 'Москва' }).click();
    await admin.getByRole('table').getByRole('link').first().click();
    await admin.getByRole('link', { name: 'Переводы', exact: true }).click();
    await admin.getByRole('tab', { name: 'Внутренние' }).click();
    await admin.getByRole('button', { name: 'Новый перевод' }).click();
    const box = admin.getByRole('combobox', { name: 'Касса получателя' });
    await box.click();
    await box.fill(name.slice(0, 10));
    const count = await admin.getByRole('option', { name }).count();
    await admin.keyboard.press('Escape');
    await admin.getByRole('dialog').getByRole('button', { name: 'Отмена' }).click();
    return count;
  };
  expect(await receivers()).toBe(1);

  // A register that holds money is not deactivated: the reasons are on screen.
  await admin.goto('/admin/registers?search=%D0%90%D1%80%D0%B1%D0%B0%D1%82');
  await registers.getByRole('button', { name: 'Деактивировать Касса Арбат' }).click();
  const refuse = admin.getByRole('dialog', { name: 'Деактивировать Касса Арбат?' });
  await refuse.getByRole('button', { name: 'Да' }).click();
  await expect(refuse.getByRole('alert')).toContainText('Кассу Касса Арбат нельзя деактивировать.');
  await expect(refuse.getByRole('alert')).toContainText('В кассе есть деньги:');
  await screenshots(admin, 'admin-registers-refused');
  await refuse.getByRole('button', { name: 'Закрыть' }).click();
  await expect(registers.locator('tbody tr').filter({ hasText: 'Касса Арбат' })).toContainText('Активна');

  // The new, empty one is: it leaves the transfer receivers.
  await admin.goto(`/admin/registers?search=${encodeURIComponent(name)}`);
  await registers.getByRole('button', { name: `Деактивировать ${name}` }).click();
  await admin.getByRole('dialog', { name: `Деактивировать ${name}?` }).getByRole('button', { name: 'Да' }).click();
  await expect(registers.locator('tbody tr').filter({ hasText: name })).toContainText('Деактивирована');
  await screenshots(admin, 'admin-registers-deactivated');
  expect(await receivers()).toBe(0);
});

test('the other admin screens: cities, currencies, settings', async ({ browser }) => {
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin');
  await admin.goto('/admin/cities');
  await expect(admin.getByRole('table', { name: 'Города' }).getByText('Санкт-Петербург')).toBeVisible();
  await screenshots(admin, 'admin-cities-list');
  await admin.getByRole('button', { name: 'Переименовать Казань' }).click();
  await expect(admin.getByRole('form', { name: 'Город Казань' }).getByLabel('Название')).toHaveValue('Казань');
  await screenshots(admin, 'admin-cities-rename');
  await admin.getByRole('button', { name: 'Отмена' }).click();

  await admin.getByRole('navigation', { name: 'Администрирование' }).getByRole('link', { name: 'Валюты' }).click();
  const currencies = admin.getByRole('table', { name: 'Валюты' });
  await expect(currencies.getByText('USD', { exact: true })).toBeVisible();
  await screenshots(admin, 'admin-currencies-list');
  await admin.getByRole('button', { name: 'Добавить валюту' }).click();
  await admin.getByRole('form', { name: 'Новая валюта' }).getByLabel('Код').fill('JPY');
  await screenshots(admin, 'admin-currencies-create');
  await admin.getByRole('button', { name: 'Отмена' }).click();
  await admin.getByRole('button', { name: 'Ветхость USD' }).click();
  await expect(admin.getByRole('form', { name: 'Ветхие купюры: USD' }).getByLabel('Процент ветхости')).not.toHaveValue('');
  await screenshots(admin, 'admin-currencies-worn');
  await admin.getByRole('button', { name: 'Отмена' }).click();
  // A currency the registers hold: the switch-off is refused with its reason.
  await admin.getByRole('button', { name: 'Отключить USD', exact: true }).click();
  await admin.getByRole('button', { name: 'Да' }).click();
  await expect(admin.getByRole('alert')).toContainText('Валюта есть в кассах');
  await screenshots(admin, 'admin-currencies-refused');
  await admin.getByRole('button', { name: 'Закрыть' }).click();

  await admin.getByRole('navigation', { name: 'Администрирование' }).getByRole('link', { name: 'Настройки' }).click();
  await expect(admin.getByRole('table', { name: 'Лимиты городов' }).getByText('Москва')).toBeVisible();
  await expect(admin.getByLabel('Время жизни сессий')).toContainText('(по умолчанию 12 часов)');
  await screenshots(admin, 'admin-settings');
  await admin.getByRole('button', { name: 'Изменить лимиты Москва' }).click();
  await screenshots(admin, 'admin-settings-limits');
  await admin.getByRole('button', { name: 'Отмена' }).click();
});

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Учётная запись' }).click();
  await expect(page.getByRole('menuitem', { name: 'Сменить пароль' })).toBeVisible();
}
