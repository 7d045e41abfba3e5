import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { recordCspViolations, signIn } from './support';

/**
 * The built web app runs under the server's Content-Security-Policy (script-src 'self', no
 * 'unsafe-inline' for scripts): the browser reports no violation on the screens a person
 * goes through, and the built index.html carries no script the policy would refuse. Every
 * route of the screen table is also opened under the policy by the walk in
 * accessibility.spec.ts, which fails on a violation too.
 */

test('the built index.html has no inline script, only the app-config JSON data block', () => {
  const html = readFileSync('dist/index.html', 'utf8');
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes, body] of scripts) {
    const external = /\bsrc=/.test(attributes);
    const data = /type="application\/json"/.test(attributes);
    expect({ attributes, inline: !external && !data && body.trim() !== '' }).toEqual({ attributes, inline: false });
  }
});

test('the pages send the policy and the browser reports no violation on the way through the app', async ({ page }) => {
  const violations = await recordCspViolations(page);
  const login = await page.goto('/login');
  const csp = login!.headers()['content-security-policy'];
  expect(csp).toMatch(/(^|;)script-src 'self'(;|$)/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);

  await signIn(page, 'admin');
  await page.getByRole('link', { name: 'Москва', exact: true }).click();
  await expect(page).toHaveURL(/\/cities\/\d+\/$/);
  await page.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/cash-registers\/\d+\/$/);
  for (const label of ['Операции', 'Переводы', 'Кредиторы \\ Дебиторы', 'Доходы \\ Расходы']) {
    await page.getByRole('link', { name: label, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(violations).toEqual([]);
});
