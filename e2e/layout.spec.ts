import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { capture, DEMO, holdAnswers, signIn } from './support';

// What a new user hit in Chromium : measured with bounding boxes at the
// desktop width and a phone width; the screenshots are for a person to look at.
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  expect(b, 'the element is laid out').not.toBeNull();
  return b!;
}

function expectInside(inner: Box, outer: Box, what: string) {
  expect(inner.x, `${what}: left edge`).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(inner.y, `${what}: top edge`).toBeGreaterThanOrEqual(outer.y - 0.5);
  expect(inner.x + inner.width, `${what}: right edge`).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
  expect(inner.y + inner.height, `${what}: bottom edge`).toBeLessThanOrEqual(outer.y + outer.height + 0.5);
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

const viewportBox = (page: Page): Box => ({ x: 0, y: 0, ...page.viewportSize()! });

async function shot(page: Page, name: string) {
  await capture(page, `layout-${name}.png`);
}

async function openMoscow(page: Page) {
  await page.getByRole('link', { name: 'Москва', exact: true }).click();
  await expect(page).toHaveURL(/\/cities\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('side menu', () => {
  test('on a desktop it folds to a narrow rail and the content takes the width', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, 'admin');
    await openMoscow(page);
    const menu = page.getByRole('complementary');
    const main = page.getByRole('main');
    const toggle = menu.getByRole('button', { name: 'Город' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect((await box(menu)).width).toBeCloseTo(240, 0);
    const openMain = await box(main);
    await shot(page, 'side-menu-open-1280');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const rail = await box(menu);
    const wideMain = await box(main);
    await shot(page, 'side-menu-folded-1280');
    expect(rail.width).toBeLessThanOrEqual(49);
    expectInside(await box(toggle), rail, 'the toggle on the rail');
    // No empty column: the content starts right after the rail and gains the menu's width.
    expect(wideMain.x).toBeLessThanOrEqual(rail.x + rail.width + 1);
    expect(wideMain.width).toBeGreaterThanOrEqual(openMain.width + 240 - 49 - 1);
    expect(wideMain.x + wideMain.width).toBeCloseTo(DESKTOP.width, 0);

    // The fold holds on the next section's menu (a cash register's), and opens again.
    await page.getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/cash-registers\/\d+\/$/);
    const registerToggle = page.getByRole('complementary').getByRole('button', { name: 'Касса' });
    await expect(registerToggle).toHaveAttribute('aria-expanded', 'false');
    await registerToggle.click();
    await expect(page.getByRole('complementary').getByRole('link', { name: 'Переводы', exact: true })).toBeVisible();
    expect((await box(page.getByRole('complementary'))).width).toBeCloseTo(240, 0);
  });

  test('on a phone it starts folded, opens, and folds again once an item is chosen', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, 'admin');
    await openMoscow(page);
    const menu = page.getByRole('complementary');
    const toggle = menu.getByRole('button', { name: 'Город' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Above the content, across the whole width.
    const folded = await box(menu);
    expect(folded.width).toBeCloseTo(PHONE.width, 0);
    expect((await box(page.getByRole('main'))).y).toBeGreaterThanOrEqual(folded.y + folded.height - 1);

    await toggle.click();
    const reports = menu.getByRole('link', { name: 'Отчеты по городу' });
    await expect(reports).toBeVisible();
    await shot(page, 'side-menu-open-390');
    await reports.click();
    await expect(page).toHaveURL(/\/cities\/\d+\/reports\/$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(reports).toBeHidden();
    await shot(page, 'side-menu-after-choice-390');
  });
});

test.describe('header', () => {
  for (const size of [DESKTOP, PHONE]) {
    test(`at ${size.width} px the admin's full name and role are readable, the actions reachable`, async ({ page }) => {
      await page.setViewportSize(size);
      await signIn(page, 'admin');
      const header = page.getByRole('banner');
      const screen = viewportBox(page);
      for (const text of [DEMO.admin.fullName, DEMO.admin.role]) {
        const line = header.getByText(text, { exact: true });
        await expect(line).toBeVisible();
        expectInside(await box(line), screen, text);
        // Nothing clipped: the text's full width fits in its box (an ellipsis would not).
        const clipped = await line.evaluate((el) => el.scrollWidth > el.clientWidth + 0.5);
        expect(clipped, `${text} is cut`).toBe(false);
      }
      for (const name of ['Выключить сайт', 'Выйти']) {
        const button = header.getByRole('button', { name, exact: true });
        await expect(button).toBeVisible();
        expectInside(await box(button), screen, name);
      }
      // The name and the buttons do not sit on top of each other.
      const name = await box(header.getByText(DEMO.admin.fullName, { exact: true }));
      expect(overlaps(name, await box(header.getByRole('button', { name: 'Выйти', exact: true })))).toBe(false);
      expect(overlaps(name, await box(header.getByRole('button', { name: 'Выключить сайт' })))).toBe(false);
      await shot(page, `header-${size.width}`);
    });
  }
});

// The header's name, role and sign-in time come with the user's answer, after the page has
// drawn: the header holds their lines meanwhile, so nothing under it moves (docs/web/README.md, "Header").
for (const size of [DESKTOP, PHONE]) {
  test(`at ${size.width} px the page does not move when the signed-in user's answer comes`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page, 'cashier');
    const me = await holdAnswers(page, /\/api\/me\/?(\?.*)?$/);
    await page.reload();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByText(DEMO.cashier.fullName, { exact: true })).toBeHidden();
    // Measured while the answer is asked for, not before the page has asked.
    await expect.poll(() => me.held()).toBeGreaterThan(0);
    const before = { header: await box(header), heading: await box(heading) };
    me.release();
    await expect(header.getByText(DEMO.cashier.fullName, { exact: true })).toBeVisible();
    expect({ header: await box(header), heading: await box(heading) }).toEqual(before);
  });
}

test.describe("the date picker in the 'Параметры' dialog", () => {
  for (const size of [DESKTOP, PHONE]) {
    test(`at ${size.width} px the calendar stays on screen, inside the dialog, off its buttons`, async ({ page }) => {
      await page.setViewportSize(size);
      await signIn(page, 'admin');
      await page.getByRole('link', { name: 'Печатать отчеты' }).click();
      await page.getByRole('button', { name: 'Печать', exact: true }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Параметры' });
      const input = dialog.getByRole('textbox', { name: 'Дата отчета' });
      await input.click();
      const calendar = page.locator('.react-datepicker');
      await expect(calendar).toBeVisible();
      await shot(page, `print-dialog-calendar-${size.width}`);

      const cal = await box(calendar);
      expectInside(cal, viewportBox(page), 'the calendar in the viewport');
      expectInside(cal, await box(dialog), 'the calendar in the dialog');
      for (const name of ['Отмена', 'Печатать']) {
        const button = await box(dialog.getByRole('button', { name }));
        expect(overlaps(cal, button), `the calendar covers ${name}`).toBe(false);
        expectInside(button, viewportBox(page), name);
      }
      // Escape closes the calendar only, focus back in the field; the second one the dialog.
      await page.keyboard.press('Escape');
      await expect(calendar).toBeHidden();
      await expect(dialog).toBeVisible();
      await expect(input).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  }

  test('a typed future or malformed date stays, with what is wrong under the field', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, 'admin');
    await page.getByRole('link', { name: 'Печатать отчеты' }).click();
    await page.getByRole('button', { name: 'Печать', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Параметры' });
    const input = dialog.getByRole('textbox', { name: 'Дата отчета' });
    await input.fill('01/01/2099');
    await expect(input).toHaveAccessibleDescription('Дата не может быть позже сегодняшней');
    await dialog.getByRole('heading', { name: 'Параметры' }).click();
    await expect(input).toHaveValue('01/01/2099');
    await shot(page, 'date-future-390');

    await input.fill('32/13/20');
    await dialog.getByRole('heading', { name: 'Параметры' }).click();
    await expect(input).toHaveValue('32/13/20');
    const message = dialog.getByText('Введите дату в формате ДД/ММ/ГГГГ');
    await expect(message).toBeVisible();
    // Under the field, inside the dialog.
    const field = await box(input);
    const under = await box(message);
    expect(under.y).toBeGreaterThanOrEqual(field.y + field.height - 1);
    expectInside(under, await box(dialog), 'the message in the dialog');
    await shot(page, 'date-malformed-390');
  });
});

test("at 390 px a report period's calendars open on screen", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'admin');
  await openMoscow(page);
  await page.goto(page.url() + 'reports/');
  for (const name of ['Дата с', 'Дата по']) {
    const input = page.getByRole('textbox', { name });
    await expect(input).toBeEnabled();
    await input.click();
    const calendar = page.locator('.react-datepicker');
    await expect(calendar).toBeVisible();
    expectInside(await box(calendar), viewportBox(page), `the calendar of ${name}`);
    await shot(page, `report-period-${name === 'Дата с' ? 'from' : 'to'}-390`);
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
  }
});

test.describe('section tabs', () => {
  test('arrows move along the cities tabs; only the current one is in the Tab order', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, 'admin');
    const tabs = page.getByRole('navigation', { name: 'Раздел городов' });
    const cities = tabs.getByRole('link', { name: 'Города', exact: true });
    // The tabs a role opens (Взаиморасчёты, Подтверждения, Комплаенс, Остатки и лимиты) join the
    // row once /api/me answers: End pressed before that lands on the last tab of the shorter row
    // (seen on a loaded CI).
    const last = tabs.getByRole('link', { name: 'Остатки и лимиты' });
    await expect(last).toBeVisible();
    await expect(cities).toHaveAttribute('aria-current', 'page');
    await expect(cities).toHaveAttribute('tabindex', '0');
    await expect(tabs.getByRole('link', { name: 'Отчеты по городам' })).toHaveAttribute('tabindex', '-1');
    await cities.focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('link', { name: 'Отчеты по городам' })).toBeFocused();
    // The last tab: stock against limits (admins and supervisors); before it the compliance
    // section (admins and compliance officers), and before that the approval queue.
    await page.keyboard.press('End');
    await expect(last).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.getByRole('link', { name: /^Комплаенс/ })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.getByRole('link', { name: /^Подтверждения/ })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.getByRole('link', { name: 'Печатать отчеты' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cities\/print\/$/);
    await expect(tabs.getByRole('link', { name: 'Печатать отчеты' })).toHaveAttribute('aria-current', 'page');
  });
});

test('GET /favicon.ico answers an icon, and index.html links it', async ({ page, request }) => {
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toMatch(/^image\//);
  // An ICO file starts with reserved 0 and type 1.
  expect([...(await ico.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  const svg = await request.get('/favicon.svg');
  expect(svg.status()).toBe(200);
  expect(svg.headers()['content-type']).toContain('image/svg+xml');
  await page.goto('/login');
  await expect(page.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
  await expect(page.locator('link[rel="icon"][href="/favicon.svg"]')).toHaveCount(1);
});
