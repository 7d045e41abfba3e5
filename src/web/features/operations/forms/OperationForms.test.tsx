import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../../testing/fakeApi';
import { renderApp } from '../../../testing/renderApp';
import { PAIRS, VALUE_SETTINGS, operationsServer } from '../operationsFixtures';

const SAVED_BUY = {
  id: 9, operation_type: 'BUY', amount: '100.00', rate: '91.500000', effective_rate: '91.500000', total: '9150.00',
  currency: { id: 2, code: 'USD', name: 'Доллар США' },
};

async function openScreen(more: Parameters<typeof operationsServer>[0] = {}) {
  const api = operationsServer({ 'POST /api/transaction/create/': reply(201, SAVED_BUY), ...more });
  renderApp('/cash-registers/7/', { token: 't' });
  await screen.findByRole('table', { name: 'Баланс за день' });
  return api;
}

/**
 * The screen with the register's pairs and the day's rates answering only at `answer()` (a busy
 * server): what the forms' fields are filled from is still coming.
 */
async function openScreenWithLateData() {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const late = (body: unknown) => async () => {
    await answered;
    return reply(200, body);
  };
  const api = await openScreen({ 'GET /api/available_currency_pair/': late(PAIRS), 'GET /api/value_setting/': late(VALUE_SETTINGS) });
  return { api, answer };
}

// The forms' code is loaded once per page (formModules.ts): this test presses F2 before it has
// come. (The first F2's 300 ms once the code is there — Suspense's fallback throttle — does not
// happen under jest's act(); bench/web-operations.ts and e2e/operations.spec.ts measure it.)
describe('the forms panel of Операции: the first key after the page loaded', () => {
  it('keeps what is typed before the form is there: F2, USD, Tab, amount, Enter makes the buy', async () => {
    const api = await openScreen();
    expect(screen.queryByRole('form', { name: 'Обмен' })).not.toBeInTheDocument();
    await userEvent.keyboard('{F2}USD{Tab}100{Enter}');
    await waitFor(() => expect(api.requests.some((r) => r.method === 'POST')).toBe(true));
    expect(await api.requests.find((r) => r.method === 'POST')!.clone().json()).toEqual({
      cash_register: 7, currency: 2, operation_type: 'BUY', amount: '100', rate: '91.500000', is_dilapidated: false,
    });
  });

  it('holds what is typed until the form has its currencies and rates: a slow answer loses no key', async () => {
    // «USD» typed before the pairs spelled no option and was lost, and Enter found the
    // currency and the rate empty.
    const { api, answer } = await openScreenWithLateData();
    await userEvent.keyboard('{F2}');
    const form = await screen.findByRole('form', { name: 'Обмен' });
    await userEvent.keyboard('USD{Tab}100{Enter}');
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
    answer();
    await waitFor(() => expect(api.requests.some((r) => r.method === 'POST')).toBe(true));
    expect(await api.requests.find((r) => r.method === 'POST')!.clone().json()).toEqual({
      cash_register: 7, currency: 2, operation_type: 'BUY', amount: '100', rate: '91.500000', is_dilapidated: false,
    });
    expect(within(form).queryByText('Поле обязательно')).not.toBeInTheDocument();
  });

  it('holds the keys of a second form key pressed after a click, while the form still waits', async () => {
    const { api, answer } = await openScreenWithLateData();
    await userEvent.keyboard('{F2}');
    await screen.findByRole('form', { name: 'Обмен' });
    // The click stops the first holding; F3's keys are held again until the form is ready.
    await userEvent.click(screen.getByRole('heading', { name: 'Покупка' }));
    await userEvent.keyboard('{F3}USD{Tab}5{Enter}');
    answer();
    await waitFor(() => expect(api.requests.some((r) => r.method === 'POST')).toBe(true));
    expect(await api.requests.find((r) => r.method === 'POST')!.clone().json()).toMatchObject({ currency: 2, operation_type: 'SELL', amount: '5' });
  });

  it('a click while keys are held types them where they were typed first, before the click takes the focus', async () => {
    const { answer } = await openScreenWithLateData();
    await userEvent.keyboard('{F2}');
    const form = await screen.findByRole('form', { name: 'Обмен' });
    await userEvent.keyboard('{Tab}100');
    // A click outside the fields. Replayed a key a tick, only the first held key (the Tab) was
    // typed before the focus left, and the amount stayed empty.
    await userEvent.click(screen.getByRole('heading', { name: 'Покупка' }));
    expect(within(form).getByLabelText('Сумма')).toHaveValue('100');
    answer();
  });

  it('Enter on the picked currency goes on to the amount; Enter there, every field filled, makes the buy', async () => {
    const api = await openScreen();
    await userEvent.keyboard('{F2}');
    const form = await screen.findByRole('form', { name: 'Обмен' });
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Валюта' })).toHaveFocus());
    await userEvent.keyboard('USD{Enter}');
    expect(within(form).getByLabelText('Сумма, USD')).toHaveFocus();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
    expect(within(form).queryByText('Поле обязательно')).not.toBeInTheDocument();
    await userEvent.keyboard('100{Enter}');
    await waitFor(() => expect(api.requests.some((r) => r.method === 'POST')).toBe(true));
  });
});
