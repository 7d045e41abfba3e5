import type { Response } from '@playwright/test';
import { expect, test } from './fixtures';
import type { ExchangeTransaction } from '../src/shared/contract';
import { DEMO, pdfWords, screenshots, signIn } from './support';

// The client's receipt. A cashier buys dollars on Операции, F9 prints the receipt
// the server renders; its text (pdftotext, as the client reads it) carries the same figures as
// the API's answer. The journal row reprints it with the same number.

const auth = (token: string) => ({ Authorization: `Token ${token}` });

/** "1234.5" → "1 234,50": the receipt's own grouping and decimal comma. */
const printed = (value: string) => {
  const [int, frac = ''] = value.split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${frac.padEnd(2, '0')}`;
};

const isReceipt = (r: Response) => r.url().includes('/api/print_receipt/');

for (const width of [1280, 390]) {
  test(`at ${width} px: F9 prints the receipt of the buy that just went through, and the journal reprints it`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await signIn(page, 'cashier');
    const token = (await page.evaluate(() => window.localStorage.getItem('Token')))!;
    const registers = (await (await request.get('/api/all_cash_registers/', { headers: auth(token) })).json()) as Array<{ id: number; name: string }>;
    const register = registers[0];
    await page.goto(`/cash-registers/${register.id}/`);
    await expect(page.getByRole('table', { name: 'Баланс за день' }).locator('tbody tr').first()).toContainText(/[A-Z]{3}/);

    await page.keyboard.press('F2');
    const form = page.getByRole('form', { name: 'Обмен' });
    await form.getByRole('combobox', { name: 'Валюта' }).click();
    await page.getByRole('option', { name: /^USD/ }).click();
    await form.getByLabel('Сумма, USD').fill('150.25');
    const created = page.waitForResponse((r) => r.url().includes('/api/transaction/create/'));
    await form.getByLabel('Сумма, USD').press('Enter');
    const saved = (await (await created).json()) as ExchangeTransaction;
    await expect(page.getByText(/^Проведено: Покупка 150.25 USD$/)).toBeVisible();

    const first = page.waitForResponse(isReceipt);
    await page.keyboard.press('F9');
    const receipt = await first;
    expect(receipt.url()).toContain(`record_kind=TRANSACTION&record_id=${saved.id}&paper=80mm`);
    expect(receipt.headers()['content-type']).toBe('application/pdf');
    // The file the page got, fetched again with its token (the page's own copy goes to the
    // print tab, whose blob the browser may drop before the test can read it).
    const fetchPdf = async (url: string) => (await request.get(url, { headers: auth(token) })).body();
    const text = pdfWords(await fetchPdf(receipt.url()));
    for (const words of [
      'Money 24/7', `${register.name} ·`, 'Покупка USD', `Принято, USD ${printed(saved.amount)}`,
      `Выдано, RUB ${printed(saved.total)}`, `Кассир: ${DEMO.cashier.fullName}`,
    ]) {
      expect(text).toContain(words);
    }
    const number = text.match(/Чек № (\d+)/)![1];
    await screenshots(page, `receipt-offer-at-${width}`);

    // A reprint from the journal's row: the same receipt, number included.
    const again = page.waitForResponse(isReceipt);
    await page.getByRole('button', { name: `Чек №${saved.id} — печать` }).click();
    expect(pdfWords(await fetchPdf((await again).url()))).toContain(`Чек № ${number}`);
  });
}

// After a buy the form is reset for the next client with focus in its currency. A person's
// click on «Печать чека» takes the focus from it on the press and sends on the release, a
// tenth of a second later: the panel must not move in between, or the release lands elsewhere.
test('one mouse click on «Печать чека» after a buy prints, and nothing on the panel moves', async ({ page, request }) => {
  await signIn(page, 'cashier');
  const token = (await page.evaluate(() => window.localStorage.getItem('Token')))!;
  const register = ((await (await request.get('/api/all_cash_registers/', { headers: auth(token) })).json()) as Array<{ id: number }>)[0];
  await page.goto(`/cash-registers/${register.id}/`);
  await expect(page.getByRole('table', { name: 'Баланс за день' }).locator('tbody tr').first()).toContainText(/[A-Z]{3}/);
  await page.keyboard.press('F2');
  const form = page.getByRole('form', { name: 'Обмен' });
  await form.getByRole('combobox', { name: 'Валюта' }).click();
  await page.getByRole('option', { name: /^USD/ }).click();
  await form.getByLabel('Сумма, USD').fill('20');
  const created = page.waitForResponse((r) => r.url().includes('/api/transaction/create/'));
  await form.getByLabel('Сумма, USD').press('Enter');
  const saved = (await (await created).json()) as ExchangeTransaction;
  await expect(page.getByText(/^Проведено: Покупка 20(\.00)? USD$/)).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Валюта' })).toBeFocused();

  // The journal lists the buy: its refetch, which comes a moment after the answer, puts a row
  // at its top and moves the rows under it (below the panel). On a busy machine that came after
  // the count below had started, and counted as a shift of the page.
  await expect(page.getByRole('button', { name: `Чек №${saved.id} — печать` })).toBeVisible();

  const panel = page.locator('section[aria-labelledby="operation-forms-title"]');
  const button = page.getByRole('button', { name: /^Печать чека/ }).first();
  // Where a person sees it (at 800 px high it is below the fold); scrolling leaves the focus alone.
  await button.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = (await button.boundingBox())!;
  const panelBefore = await panel.boundingBox();
  // Layout shifts of the panel the browser sees from here on, those right after input included:
  // each one whose moved nodes are the panel, in it, or around it (a shift elsewhere on the page,
  // a list's row coming in below, is not the panel's).
  await page.evaluate(() => {
    const seen = window as unknown as { panelShifts: string[] };
    seen.panelShifts = [];
    const panelNode = document.querySelector('section[aria-labelledby="operation-forms-title"]')!;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as { value: number; sources: Array<{ node: Node | null }> };
        const moved = shift.sources.map((s) => s.node).filter((node): node is Node => node !== null && (panelNode.contains(node) || node.contains(panelNode)));
        if (moved.length > 0) seen.panelShifts.push(`${shift.value}: ${moved.map((node) => node.nodeName).join(', ')}`);
      }
    }).observe({ type: 'layout-shift' });
  });
  const receipt = page.waitForRequest((r) => r.url().includes('/api/print_receipt/'), { timeout: 5_000 });
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(120);
  expect(await button.boundingBox()).toEqual(box);
  expect(await panel.boundingBox()).toEqual(panelBefore);
  await page.mouse.up();
  expect((await receipt).url()).toContain(`record_kind=TRANSACTION&record_id=${saved.id}&paper=80mm`);
  await expect(form.getByText('Поле обязательно')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { panelShifts: string[] }).panelShifts)).toEqual([]);
});
