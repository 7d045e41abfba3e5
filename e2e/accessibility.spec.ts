import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { paths } from '../src/web/paths';
import { screenPath } from '../src/web/app/menus';
import { SCREENS } from '../src/web/app/screens';
import { expect, test } from './fixtures';
import { capture, recordCspViolations, signIn, tableProblems } from './support';

/** WCAG 2.1 levels A and AA, as axe-core tags them. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const WIDTHS = [1280, 390] as const;

/**
 * Every route of the app as the admin (who sees every screen) opens it: the screen table's,
 * the admin section's among them, each detail page with a real object of its kind (a person,
 * a cash order, a client). The register's day is given records first — an exchange, an
 * expense, a transfer out waiting — so that Операции shows today's journal with its row
 * buttons («Чек», «Сторно»), and the transfer lists are not empty: a screen checked empty
 * hides what its rows would break.
 */
async function everyRoute(page: Page): Promise<{ routes: string[]; register: number }> {
  const token = (await page.evaluate(() => window.localStorage.getItem('Token')))!;
  const headers = { Authorization: `Token ${token}` };
  const get = async (path: string) => (await page.request.get(path, { headers })).json();
  const post = async (path: string, data: object) => {
    const res = await page.request.post(path, { headers, data });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
  };
  const city = ((await get('/api/city/')).results as Array<{ id: number; name: string }>).find((c) => c.name === 'Москва')!.id;
  const registers = (await get(`/api/cash_register/?city=${city}`)).results as Array<{ id: number }>;
  const register = registers[0].id;
  const person = ((await get(`/api/operation_person/?city=${city}`)).results as Array<{ id: number }>)[0].id;
  const listed = await get('/api/currency/?ordering=order');
  const currencies = (Array.isArray(listed) ? listed : listed.results) as Array<{ id: number; code: string }>;
  const usd = currencies.find((c) => c.code === 'USD')!.id;
  const rub = currencies.find((c) => c.code === 'RUB')!.id;
  await post('/api/value_setting/create_many/', { city, rates: [{ currency: usd, buy_rate: '90', sell_rate: '95' }] });
  await post('/api/transaction/create/', { cash_register: register, currency: usd, operation_type: 'BUY', amount: '10', rate: '90' });
  await post('/api/income_outcome/create/', { cash_register: register, currency: rub, direction: 'Outcome', amount: '100.00', comment: 'Хозрасходы' });
  await post('/api/internal_transfer/create/', { from_cash_register: register, to_cash_register: registers[1].id, currency: rub, amount: '100.00' });
  // A cash order of the demo's (every state is there: the page shows the steps of one).
  const order = ((await get(`/api/cash_orders/?city=${city}&state=dispatched`)).results as Array<{ id: number }>)[0].id;
  const client = ((await get('/api/client/')).results as Array<{ id: number }>)[0].id;
  const objects: Record<string, number> = { ':personId': person, ':orderId': order, ':clientId': client };
  const routes = SCREENS.map((s) => screenPath(s, s.section === 'city' ? city : register).replace(/:\w+/g, (param) => String(objects[param] ?? param)));
  // A detail screen added to the table with a parameter of a new name would be walked as its
  // not-found page: the walk stops here until that kind of object is given above.
  expect(routes.filter((route) => route.includes(':'))).toEqual([]);
  return { routes, register };
}

/** The page has its title and nothing is loading any more. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Загрузка/ })).toHaveCount(0);
}

async function violations(page: Page, where: string): Promise<string[]> {
  // label-content-name-mismatch (WCAG 2.5.3, label in name) is one of axe's experimental
  // rules, left out of a run by tags unless named: named here.
  const { violations: found } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(WCAG_21_AA)
    .analyze();
  return found.flatMap((v) => v.nodes.map((n) => `${where}: ${v.id} (${v.impact}) ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`));
}

/** The walk's parts: the widths apart, each half of the routes apart, so four workers share it. */
const PARTS = 2;

test('the sign-in page passes axe-core (WCAG 2.1 A/AA) at 1280 and 390 px', async ({ page }) => {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    found.push(...(await violations(page, `/login at ${width}`)));
  }
  expect(found).toEqual([]);
});

/**
 * Every route at the desktop and the phone width, as the admin: no violation of WCAG 2.1
 * A/AA (axe-core), and every table readable — no table scrolls sideways inside its box, the
 * page itself does not, and each key column of a row (declared per column: the amount with
 * its currency, the status, the counterpart, the row's action) is on screen; and the browser
 * reports no violation of the Content-Security-Policy. One walk opens each route once for
 * all three checks. In parts (a width and a share of the routes each) that
 * run side by side in the suite's workers, each on its own server: one test of every route
 * took four minutes.
 */
test.describe('every route passes axe-core (WCAG 2.1 A/AA) and its tables fit', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const width of WIDTHS) {
    for (let part = 0; part < PARTS; part++) {
      test(`at ${width} px, part ${part + 1} of ${PARTS}`, async ({ page }) => {
        test.setTimeout(300_000);
        const cspViolations = await recordCspViolations(page);
        await signIn(page, 'admin');
        const { routes, register } = await everyRoute(page);
        const mine = routes.filter((_, i) => i % PARTS === part);
        expect(mine.length).toBeGreaterThan(0);
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        const found: string[] = [];
        const tableTrouble: string[] = [];
        let tablesSeen = 0;
        for (const route of mine) {
          await page.goto(route);
          await settled(page);
          if (route === paths.cashRegister(register)) {
            // Операции with today's journal: its rows (and their buttons) are what is checked.
            await expect(page.getByRole('table', { name: 'Журнал операций' }).getByRole('button', { name: /^Чек №\d+ — печать$/ }).first()).toBeVisible();
          }
          const here = await violations(page, `${route} at ${width}`);
          // Said as they are found: a run cut short still tells what it saw.
          for (const line of here) console.log(line);
          found.push(...here);
          // The tables are measured after axe's run (seconds on a loaded machine), once none is
          // loading any more: a table measured before its rows came would hide what they break.
          await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
          tablesSeen += await page.locator('table').count();
          tableTrouble.push(...(await tableProblems(page)).map((p) => `${width} px ${route}: ${p}`));
          if (route === paths.cashRegister(register)) await capture(page, `tables-operations-${width}.png`, { fullPage: true });
        }
        expect(found).toEqual([]);
        // Each half of the routes holds more than five tables (the journals, lists and reports).
        expect(tablesSeen).toBeGreaterThan(5);
        expect(tableTrouble).toEqual([]);
        // Every screen runs under the server's Content-Security-Policy (content-security-policy.spec.ts).
        expect(cspViolations).toEqual([]);
      });
    }
  }
});

/** At a phone's width the section tabs wrap: every tab whole and in sight, no sideways scroll. */
test('the cities and admin tab rows wrap at 390 px, every tab whole', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin');
  for (const [route, label] of [
    [paths.cities, 'Раздел городов'],
    [paths.adminUsers, 'Администрирование'],
  ] as const) {
    await page.goto(route);
    const nav = page.getByRole('navigation', { name: label });
    await expect(nav.getByRole('link').first()).toBeVisible();
    const { scrollWidth, clientWidth } = await nav.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    for (const tab of await nav.getByRole('link').all()) await expect(tab).toBeInViewport({ ratio: 1 });
  }
});
