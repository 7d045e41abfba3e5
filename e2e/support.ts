import { expect, type Page } from '@playwright/test';

export const DEMO = {
  admin: { password: 'admin', name: 'Администратор' },
  supervisor: { password: 'supervisor', name: 'Супервайзер' },
  cashier: { password: 'cashier', name: 'Кассир' },
} as const;
export type DemoUser = keyof typeof DEMO;

export async function signIn(page: Page, user: DemoUser): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Имя пользователя').fill(user);
  await page.getByLabel('Пароль').fill(DEMO[user].password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/cities\/$/);
}

/** Screenshots at the desktop width and a phone width, for a person to look at. */
export async function screenshots(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
