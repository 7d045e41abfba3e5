import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startWorkersServer, stopWorkersServer, WORKERS_URL } from './postgresWorkersServer';
import { capture, signIn } from './support';

/**
 * The office's rate screen on a network's server: PostgreSQL and two API processes
 * (docs/SHOP-FRONT.md, "Several processes"). A screen's stream is held by one process, a
 * publication is written by whichever process takes the request: the rates must reach every
 * open screen without a reload either way. (How fast is a benchmark's question, not this
 * test's: `bench/shopfrontScreens.ts`, docs/PERFORMANCE.md "Shop front"; a timed check here
 * failed on a loaded machine.) Two screens are opened one after the
 * other, so node's cluster (round robin) hands their connections to different workers, and
 * three publications follow, each a new connection: every screen hears publications made
 * by the other process as well as its own.
 */
test.use({ baseURL: WORKERS_URL });
test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);

let moscow = 0;
let usd = 0;

async function tokenOf(request: APIRequestContext, user: string): Promise<string> {
  const res = await request.post('/api/token-auth/', { data: { username: user, password: user } });
  expect(res.status()).toBe(200);
  return (await res.json()).token as string;
}

async function openScreen(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`/board/${moscow}`);
  await expect(page.locator('.board-row', { hasText: 'USD' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
}

/** Every screen shows the rate, on the page it had before: pushed by the stream, not reloaded. */
async function showsOnEveryScreen(screens: Page[], buy: string): Promise<void> {
  for (const screen of screens) {
    await expect(screen.locator('.board-row', { hasText: 'USD' }).locator('.board-buy')).toHaveText(buy);
    expect(await screen.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  }
}

test.beforeAll(async ({ request }) => {
  // A cluster, the CLI's seed and two processes: more than a test's minute on a loaded machine.
  test.setTimeout(240_000);
  await startWorkersServer();
  const headers = { Authorization: `Token ${await tokenOf(request, 'admin')}` };
  const cities = (await (await request.get('/api/city/', { headers })).json()) as Array<{ id: number; name: string }> | { results: Array<{ id: number; name: string }> };
  moscow = (Array.isArray(cities) ? cities : cities.results).find((c) => c.name === 'Москва')!.id;
  const currencies = (await (await request.get('/api/currency/', { headers })).json()) as Array<{ id: number; code: string }>;
  usd = currencies.find((c) => c.code === 'USD')!.id;
});
test.afterAll(async () => stopWorkersServer());

test('WORKERS=2 on PostgreSQL: publications from either process reach both open screens without a reload', async ({ page, browser, request }) => {
  const screens = [await browser.newPage(), await browser.newPage()];
  for (const screen of screens) await openScreen(screen);

  // The supervisor on the rate board, as in the single-process test.
  await signIn(page, 'supervisor');
  await page.goto(`/cities/${moscow}/rates/`);
  await page.getByRole('button', { name: 'Опубликовать курсы' }).click();
  const dialog = page.getByRole('dialog', { name: 'Опубликовать курсы' });
  await dialog.getByLabel('Покупка USD').fill('88.77');
  await dialog.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(dialog).toBeHidden();
  await showsOnEveryScreen(screens, '88.77');

  // Then publications over new connections: round robin sends them to one process, then the other.
  const headers = { Authorization: `Token ${await tokenOf(request, 'supervisor')}` };
  for (const buy of ['88.81', '88.85', '88.89']) {
    const context = await browser.newContext({ baseURL: WORKERS_URL });
    const res = await context.request.post('/api/value_setting/create_many/', {
      headers,
      data: { city: moscow, rates: [{ currency: usd, buy_rate: buy, sell_rate: '93.50' }] },
    });
    expect(res.status()).toBe(201);
    await showsOnEveryScreen(screens, buy);
    await context.close();
  }
  await capture(screens[0], 'shopfront-board-workers-1920x1080.png');
  for (const screen of screens) await screen.close();
});
