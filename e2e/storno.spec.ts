import { expect, test } from './fixtures';
import type { Correction, DayBalance, ExchangeTransaction } from '../src/shared/contract';
import { dayBalance, expectBalanceMatchesApi, openRegister, screenshots, signIn } from './support';

// storno: a cashier reverses a wrong buy, a supervisor approves it in a second
// browser, and the cashier's balance returns to what it was — the figure GET /api/day_balance/ answers.
// Both screens learn of the other's step live, without a reload: the supervisor's count of
// corrections waiting (Подтверждения) and the cashier's journal and balance.

const auth = (token: string) => ({ Authorization: `Token ${token}` });

const closing = (b: DayBalance, code: string) => b.balances.find((x) => x.currency.code === code)?.closing ?? '0.00';

for (const width of [1280, 390]) {
  test(`at ${width} px: a wrong buy reversed by the cashier, approved by a supervisor in another browser`, async ({ page, browser, request }) => {
    const height = width === 390 ? 844 : 800;
    await page.setViewportSize({ width, height });
    await signIn(page, 'cashier');
    const token = (await page.evaluate(() => window.localStorage.getItem('Token')))!;
    const registers = (await (await request.get('/api/all_cash_registers/', { headers: auth(token) })).json()) as Array<{ id: number }>;
    const register = registers[0].id;
    const before = await dayBalance(request, token, register);

    // A supervisor, in a browser of their own, is already looking at the cities section.
    const other = await browser.newContext({ locale: 'ru-RU', timezoneId: 'Europe/Moscow', viewport: { width, height } });
    const supervisor = await other.newPage();
    await signIn(supervisor, 'supervisor');
    const queueTab = supervisor.getByRole('link', { name: /^Подтверждения/ });
    await expect(queueTab).toBeVisible();
    const waitingBefore = Number(/ждут подтверждения: (\d+)/.exec((await queueTab.textContent()) ?? '')?.[1] ?? 0);

    // The wrong buy, through the exchange form: 1000 USD instead of 100.
    await openRegister(page, register);
    await page.getByRole('button', { name: /Покупка/ }).click();
    const form = page.getByRole('form', { name: 'Обмен' });
    await form.getByRole('combobox', { name: 'Валюта' }).click();
    await page.getByRole('option', { name: /^USD/ }).click();
    await form.getByLabel('Сумма, USD').fill('1000');
    const answer = page.waitForResponse((r) => r.url().includes('/api/transaction/create/'));
    await form.getByRole('button', { name: 'Купить' }).click();
    const buy = (await (await answer).json()) as ExchangeTransaction;
    await expectBalanceMatchesApi(page, request, token, register);

    // «Сторно» on its journal row, with the reason.
    const journal = page.getByRole('table', { name: 'Журнал операций' });
    await journal.getByRole('button', { name: `Сторно записи №${buy.id}` }).click();
    const dialog = page.getByRole('dialog', { name: `Сторно записи №${buy.id}` });
    await expect(dialog).toContainText('1 000.00 USD'.replace(' ', '\u202f'));
    await dialog.getByLabel('Причина').fill('Опечатка: 1000 вместо 100');
    const asked = page.waitForResponse((r) => r.url().includes('/api/correction/create/'));
    await dialog.getByRole('button', { name: 'Запросить сторно' }).click();
    const correction = (await (await asked).json()) as Correction;
    expect(correction.status).toBe('Pending');
    await expect(journal.getByText('сторно ждёт подтверждения').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Запросы на сторно \(ждут подтверждения: \d+\)$/ })).toBeVisible();
    await screenshots(page, `storno-cashier-pending-${width}`);

    // The supervisor's count went up by itself (live events, no reload, no timer).
    await expect(queueTab).toHaveAccessibleName(`Подтверждения (ждут подтверждения: ${waitingBefore + 1})`);
    // On a phone too the tab and its count are in sight: the row wraps rather than scrolls.
    await expect(queueTab).toBeInViewport({ ratio: 1 });
    await screenshots(supervisor, `storno-supervisor-count-${width}`);
    await queueTab.click();
    const queue = supervisor.getByRole('table', { name: 'Запросы на сторно, ждущие подтверждения' });
    await expect(queue.getByText('Опечатка: 1000 вместо 100').first()).toBeVisible();
    await screenshots(supervisor, `storno-queue-${width}`);
    await queue.getByRole('button', { name: `Подтвердить сторно №${correction.id}` }).click();
    const decide = supervisor.getByRole('dialog', { name: 'Подтвердить сторно' });
    const approved = supervisor.waitForResponse((r) => r.url().includes(`/api/correction/approve/${correction.id}/`));
    await decide.getByRole('button', { name: 'Подтвердить' }).click();
    expect((await approved).status()).toBe(200);
    await expect(queue.getByRole('button', { name: `Подтвердить сторно №${correction.id}` })).toHaveCount(0);
    await other.close();

    // Back at the register, without a reload: the buy is struck through, its reversal beside
    // it, and the balance is where it was before the buy, as the API says.
    await expect(journal.getByText(/^сторнировано: №\d+$/).first()).toBeVisible();
    await expect(journal.getByText(`сторно записи №${buy.id}`)).toBeVisible();
    // Its request is decided: the count beside «Запросы на сторно» is gone, live too.
    await expect(page.getByRole('link', { name: 'Запросы на сторно', exact: true })).toBeVisible();
    await expectBalanceMatchesApi(page, request, token, register);
    const after = await dayBalance(request, token, register);
    expect([closing(after, 'USD'), closing(after, 'RUB')]).toEqual([closing(before, 'USD'), closing(before, 'RUB')]);
    await screenshots(page, `storno-cashier-reversed-${width}`);
  });
}
