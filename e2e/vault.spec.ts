import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { Shift } from '../src/shared/contract';
import { screenshots, signIn } from './support';

// The city's vault in the browser (docs/VAULT.md): its screen offers no client operation and
// says why, the API refuses one with the rule (409) and writes nothing, and a count of the
// vault waits on Кассы for a witness, whom the admin (not the counter) is.

const auth = (token: string) => ({ Authorization: `Token ${token}` });
const tokenOf = async (page: Page) => (await page.evaluate(() => window.localStorage.getItem('Token')))!;

test('the vault refuses a client operation, on screen and in the API, and its count is confirmed by a witness on Кассы', async ({ page }) => {
  await signIn(page, 'admin');
  const token = await tokenOf(page);
  const registers = (await (await page.request.get('/api/all_cash_registers/', { headers: auth(token) })).json()) as Array<{
    id: number; name: string; kind: string; city: { id: number; name: string };
  }>;
  const vault = registers.find((r) => r.kind === 'vault' && r.city.name === 'Москва')!;
  expect(vault).toBeDefined();

  // Its Операции: no exchange form, the reason instead.
  await page.goto(`/cash-registers/${vault.id}/`);
  await expect(page.getByRole('note', { name: 'Хранилище' })).toContainText('Хранилище не проводит клиентские операции');
  await expect(page.getByRole('button', { name: 'Покупка' })).toHaveCount(0);

  // The API: an exchange on the vault is refused with the rule, and nothing is written.
  const currencies = (await (await page.request.get('/api/currency/', { headers: auth(token) })).json()) as Array<{ id: number; code: string }>;
  const usd = currencies.find((c) => c.code === 'USD')!.id;
  const journal = async () => (await (await page.request.get(`/api/transaction/?cash_register=${vault.id}&page=1`, { headers: auth(token) })).json()).count as number;
  const before = await journal();
  const refused = await page.request.post('/api/transaction/create/', {
    headers: { ...auth(token), 'Idempotency-Key': randomUUID() },
    data: { cash_register: vault.id, currency: usd, operation_type: 'BUY', amount: '10.00', rate: '90.00' },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).detail).toMatch(/^Хранилище не проводит клиентские операции/);
  expect(await journal()).toBe(before);

  // Кассы: the vault's opening count waits for a witness; the admin did not count it and confirms it.
  const shift = (await (await page.request.get(`/api/shift/current/?cash_register=${vault.id}`, { headers: auth(token) })).json()) as Shift;
  expect(shift).toMatchObject({ needs_witness: true, opening_witness: null });
  await page.goto(`/cities/${vault.city.id}/`);
  const counts = page.getByRole('region', { name: 'Пересчёты хранилища' });
  const confirm = counts.getByRole('button', { name: `Подтвердить как свидетель: пересчёт при открытии смены №${shift.id}` });
  await expect(confirm).toBeVisible();
  await screenshots(page, 'vault-witness');
  await confirm.click();
  const dialog = page.getByRole('dialog', { name: 'Подтвердить пересчёт' });
  await expect(dialog).toContainText(`смены №${shift.id}`);
  await dialog.getByRole('button', { name: 'Да' }).click();
  await expect(confirm).toHaveCount(0);
  const after = (await (await page.request.get(`/api/shift/current/?cash_register=${vault.id}`, { headers: auth(token) })).json()) as Shift;
  expect(after.opening_witness?.name).toBe('Анна Админова');
});
