import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenshots } from './support';

// A compliance officer's decisions, on screen and checked against the API: the demo's signs of
// structuring (three client-less buys at a Казань register) marked «Проверено»; a client the
// list names confirmed, then lifted with a reason — the only way a confirmed match ends.

const auth = (token: string) => ({ Authorization: `Token ${token}` });

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const answer = await request.post('/api/token-auth/', { data: { username, password: username } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/** The demo's compliance officer (README: `compliance` / `compliance`). */
async function signInAsOfficer(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Имя пользователя').fill('compliance');
  await page.getByLabel('Пароль').fill('compliance');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/cities\/$/);
}

interface SignRow {
  id: number;
  status: string;
  total: string;
  deals: unknown[];
  cash_register: { name: string };
  decided_by: { name: string } | null;
  note: string;
}

test('signs of structuring: the row shows the API\'s deals and sum, «Проверено» decides it', async ({ page, request }) => {
  await signInAsOfficer(page);
  const listed = page.waitForResponse((r) => r.url().includes('/api/compliance/structuring/') && r.request().method() === 'GET');
  await page.goto('/cities/compliance/?tab=structuring');
  const answer = (await (await listed).json()) as { count: number; results: SignRow[] };
  expect(answer.count).toBeGreaterThan(0);
  const table = page.getByRole('table', { name: 'Признаки дробления' });
  // Every row the API answered is on screen, with its sum and each of its deals.
  await expect(table.getByRole('row')).toHaveCount(answer.results.length + 1);
  const sign = answer.results[0];
  const deals = page.getByRole('list', { name: `Операции: ${sign.cash_register.name}` }).first();
  await expect(deals.getByRole('listitem')).toHaveCount(sign.deals.length);
  // The row's sum is the API's (digits compared without the thousands' spaces).
  const rowText = ((await table.getByRole('row').nth(1).textContent()) ?? '').replace(/\s/g, '');
  expect(rowText).toContain(`${sign.total}RUB`);
  await screenshots(page, 'compliance-structuring');

  await page.getByRole('button', { name: new RegExp(`^Проверено: ${sign.cash_register.name}`) }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Проверено' });
  await dialog.getByLabel('Примечание (необязательно)').fill('Разные покупатели по записям камер');
  const decided = page.waitForResponse((r) => r.url().includes('/decide/') && r.request().method() === 'PUT');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  const decidedAnswer = await decided;
  expect(decidedAnswer.status()).toBe(200);
  const decidedId = ((await decidedAnswer.json()) as SignRow).id;
  await expect(dialog).toBeHidden();

  // The API holds the decision as the screen made it; the queue of new rows no longer has it.
  const token = await tokenOf(request, 'compliance');
  const checked = (await (await request.get('/api/compliance/structuring/?status=checked&page=1&size=100', { headers: auth(token) })).json()) as { results: SignRow[] };
  const row = checked.results.find((r) => r.id === decidedId)!;
  expect(row).toMatchObject({ status: 'checked', note: 'Разные покупатели по записям камер' });
  expect(row.decided_by).not.toBeNull();
  await expect(table.getByRole('button', { name: /^Проверено: / })).toHaveCount(answer.results.length - 1);
  if (answer.results.length === 1) await expect(table.getByText('Нет данных')).toBeVisible();
});

test('a listed client: confirmed on screen, still refused after a cashier\'s edit, lifted with a reason', async ({ page, request }) => {
  const cashier = await tokenOf(request, 'cashier');
  const officer = await tokenOf(request, 'compliance');
  const lastName = `Решалин${'абвгдежзиклмнопрстуф'[Date.now() % 20]}${'абвгдежзиклмнопрстуф'[Math.floor(Date.now() / 20) % 20]}`;
  const created = await request.post('/api/client/create/', {
    headers: auth(cashier),
    data: {
      last_name: lastName, first_name: 'Тарас', middle_name: '', birth_date: '1971-02-03', citizenship: 'RU',
      document_type: 'Паспорт РФ', document_series: '4601', document_number: String(100000 + (Date.now() % 899999)),
    },
  });
  expect(created.status()).toBe(201);
  const client = (await created.json()) as { id: number };

  // The list names the client with the birth date: blocked at once (a shorter list waits as a preview: confirmed here).
  const uploaded = await request.post('/api/compliance/watchlist/import/', {
    headers: auth(officer),
    multipart: { file: { name: 'perechen.csv', mimeType: 'text/csv', buffer: Buffer.from(`full_name,birth_date\n${lastName} Тарас,1971-02-03\n`, 'utf8') } },
  });
  expect([200, 202]).toContain(uploaded.status());
  if (uploaded.status() === 202) {
    const preview = ((await uploaded.json()) as { preview: number }).preview;
    expect((await request.post(`/api/compliance/watchlist/import/${preview}/confirm/`, { headers: auth(officer) })).status()).toBe(200);
  }
  const statusOf = async () => ((await (await request.get(`/api/client/${client.id}/`, { headers: auth(officer) })).json()) as { screening_status: string }).screening_status;
  expect(await statusOf()).toBe('blocked');

  await signInAsOfficer(page);
  await page.goto('/cities/compliance/');
  const name = `${lastName} Тарас`;
  await page.getByRole('button', { name: `Подтвердить: ${name}` }).click();
  const confirmed = page.waitForResponse((r) => r.url().includes('/confirm/') && r.request().method() === 'PUT');
  await page.getByRole('dialog').getByRole('button', { name: 'Да' }).click();
  expect((await confirmed).status()).toBe(200);

  // A cashier's one-letter edit of the name cannot take the person off the list.
  const card = (await (await request.get(`/api/client/${client.id}/`, { headers: auth(cashier) })).json()) as Record<string, unknown>;
  const edit = await request.put(`/api/client/update/${client.id}/`, { headers: auth(cashier), data: { ...card, first_name: 'Тарос' } });
  expect(edit.status()).toBe(403);
  expect(await statusOf()).toBe('blocked');

  await page.getByLabel('Состояние').selectOption({ label: 'Подтверждено' });
  await page.getByRole('button', { name: `Снять блокировку: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Снять блокировку' });
  await dialog.getByLabel('Причина').fill('Другой человек: паспорт сверен с перечнем');
  await screenshots(page, 'compliance-lift');
  const lifted = page.waitForResponse((r) => r.url().includes('/lift/') && r.request().method() === 'PUT');
  await dialog.getByRole('button', { name: 'Снять' }).click();
  const liftedAnswer = await lifted;
  expect(liftedAnswer.status()).toBe(200);
  expect(await liftedAnswer.json()).toMatchObject({ status: 'lifted', lift_reason: 'Другой человек: паспорт сверен с перечнем' });
  await expect(dialog).toBeHidden();
  expect(await statusOf()).toBe('clear');
});
