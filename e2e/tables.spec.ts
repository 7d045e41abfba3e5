import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { capture, signIn, tableProblems } from './support';

// Every table readable at every width. On every route of the app, at 1280 and 390
// px, as the admin (who sees every table): no table scrolls sideways inside its box, the page
// itself does not, and each key column of a row (declared per column: the amount with its
// currency, the status, the counterpart, the row's action) is on screen.

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

const auth = (token: string) => ({ Authorization: `Token ${token}` });

async function routes(page: Page): Promise<string[]> {
  const token = (await page.evaluate(() => window.localStorage.getItem('Token')))!;
  const get = async <T>(url: string) => (await (await page.request.get(url, { headers: auth(token) })).json()) as T;
  const city = (await get<{ results: Array<{ id: number; name: string }> }>('/api/city/')).results.find((c) => c.name === 'Москва')!;
  const register = (await get<Array<{ id: number }>>(`/api/all_cash_registers/?city=${city.id}`))[0];
  return [
    '/cities/', '/cities/reports/', '/cities/print/',
    `/cities/${city.id}/`, `/cities/${city.id}/operation-persons/`, `/cities/${city.id}/transfers/`, `/cities/${city.id}/reports/`,
    `/cash-registers/${register.id}/`, `/cash-registers/${register.id}/transfers/`, `/cash-registers/${register.id}/operation-persons/`,
    `/cash-registers/${register.id}/income-expense/`, `/cash-registers/${register.id}/search/`,
  ];
}

/**
 * One test a width, side by side in two workers: the walk over both widths in one test was
 * ~60 s, started among the last tests and ended the run alone (docs/testing.md).
 */
test.describe('every route: no table scrolls sideways and key columns are on screen', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const size of WIDTHS) {
    test(`at ${size.width} px`, async ({ page }) => {
      test.setTimeout(240_000);
      await signIn(page, 'admin');
      const all = await routes(page);
      const problems: string[] = [];
      let tablesSeen = 0;
      await page.setViewportSize(size);
      for (const route of all) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Every table settled: no loading row left (the live events' stream never lets the network idle).
        await page.waitForTimeout(500);
        await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
        await page.waitForTimeout(300);
        tablesSeen += await page.locator('table').count();
        problems.push(...(await tableProblems(page)).map((p) => `${size.width} px ${route}: ${p}`));
        if (route.startsWith('/cash-registers/') && route.split('/').length === 4) {
          await capture(page, `tables-operations-${size.width}.png`, { fullPage: true });
        }
      }
      // Both widths walk the same routes: more than 20 tables in all, as the walk over both asked.
      expect(tablesSeen).toBeGreaterThan(10);
      expect(problems).toEqual([]);
    });
  }
});
