import { expect, test } from './fixtures';
import { SITE_OFF_URL } from './ports';
import { screenshots, signIn } from './support';

// Switching the site off stops everything, so this runs against its own server and database.
test.use({ baseURL: SITE_OFF_URL });

test('the admin switches the site off and the app says so', async ({ page, request }) => {
  await signIn(page, 'admin');
  await page.getByRole('button', { name: 'Выключить сайт' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Да' }).click();
  await expect(page.getByRole('heading', { name: 'Сайт выключен' })).toBeVisible();
  await screenshots(page, 'site-off');

  const me = await request.get('/api/me');
  expect(me.status()).toBe(503);
  expect((await me.json()).detail).toBe('Сайт выключен администратором.');
  const login = await request.post('/api/token-auth/', { multipart: { username: 'admin', password: 'admin' } });
  expect(login.status()).toBe(503);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Сайт выключен' })).toBeVisible();
});
