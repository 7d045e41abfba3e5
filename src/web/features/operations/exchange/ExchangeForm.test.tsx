import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatAmount } from '../../../../shared/money';
import { reply } from '../../../testing/fakeApi';
import { renderApp } from '../../../testing/renderApp';
import { TRANSACTION_FAILED } from '../forms/messages';
import { VALUE_SETTINGS, operationsServer } from '../operationsFixtures';

async function openExchange(key: '{F2}' | '{F3}') {
  renderApp('/cash-registers/7/', { token: 't' });
  await screen.findByRole('heading', { name: 'Операции' });
  await screen.findByRole('table', { name: 'Баланс за день' });
  await userEvent.keyboard(key);
  const form = await screen.findByRole('form', { name: 'Обмен' });
  return form;
}

async function pickCurrency(form: HTMLElement, code: string) {
  const select = within(form).getByRole('combobox', { name: 'Валюта' });
  await userEvent.click(select);
  await userEvent.click(await within(form).findByRole('option', { name: new RegExp(`^${code}`) }));
}

// Testing Library folds whitespace (the narrow no-break space of the grouping too) into spaces.
const shown = (amount: string) => formatAmount(amount).replace(/\u202f/g, ' ');
const total = (form: HTMLElement) => within(form).getByRole('status', { name: 'Итого' });

/** The API's answer to a buy of 100 USD at 91.5 (the fields the screen reads). */
const SAVED_BUY = {
  id: 9, operation_type: 'BUY', amount: '100.00', rate: '91.500000', effective_rate: '91.500000', total: '9150.00',
  currency: { id: 2, code: 'USD', name: 'Доллар США' },
};

describe('ExchangeForm (Обмен on /cash-registers/{id}/)', () => {
  it('F2 opens Покупка with focus in the currency; the rate comes from the register’s own board, else the city’s', async () => {
    operationsServer();
    const form = await openExchange('{F2}');
    expect(within(form).getByRole('radio', { name: 'Покупка' })).toBeChecked();
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Валюта' })).toHaveFocus());
    await pickCurrency(form, 'USD');
    expect(within(form).getByLabelText('Курс')).toHaveValue('91.500000'); // the register's own buy rate
    await userEvent.click(within(form).getByRole('radio', { name: 'Продажа' }));
    expect(within(form).getByLabelText('Курс')).toHaveValue('93.250000');
    await pickCurrency(form, 'EUR');
    expect(within(form).getByLabelText('Курс')).toHaveValue('101.000000'); // the city's sell rate
  });

  it('a currency picked before the day’s rates arrived takes its rate when they come', async () => {
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    operationsServer({ 'GET /api/value_setting/': async () => (await arrived, reply(200, VALUE_SETTINGS)) });
    const form = await openExchange('{F2}');
    await pickCurrency(form, 'USD');
    expect(within(form).getByLabelText('Курс')).toHaveValue('');
    expect(within(form).getByText('Курс дня загружается…')).toBeInTheDocument();
    release();
    await waitFor(() => expect(within(form).getByLabelText('Курс')).toHaveValue('91.500000'));
  });

  it('a rate typed before the day’s rates arrived stays when they come', async () => {
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    operationsServer({ 'GET /api/value_setting/': async () => (await arrived, reply(200, VALUE_SETTINGS)) });
    const form = await openExchange('{F2}');
    await pickCurrency(form, 'USD');
    expect(within(form).getByText('Курс дня загружается…')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Курс'), '90');
    release();
    // The rates have come when the line under the field names the day's rate.
    await waitFor(() => expect(within(form).queryByText('Курс дня загружается…')).not.toBeInTheDocument());
    expect(within(form).getByLabelText('Курс')).toHaveValue('90');
  });

  it('computes the total live and exactly, and worn notes lower the rate by the percentage', async () => {
    operationsServer();
    const form = await openExchange('{F2}');
    await pickCurrency(form, 'USD');
    await userEvent.type(within(form).getByLabelText('Сумма, USD'), '1234.56');
    expect(total(form)).toHaveTextContent(`К выдаче: ${shown('112962.24')} RUB`); // 1234.56 × 91.5
    // Leaving the currency validated the whole form: no stale 'Поле обязательно' under the typed amount.
    expect(within(form).queryByText('Поле обязательно')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('checkbox', { name: /Ветхие купюры \(−5.00 %/ }));
    // 91.5 × 0.95 = 86.925; 1234.56 × 86.925 = 107314.128 → 107314.13
    expect(within(form).getByRole('checkbox', { name: /курс 86.925000/ })).toBeChecked();
    expect(total(form)).toHaveTextContent(`К выдаче: ${shown('107314.13')} RUB`);
  });

  it('on a sale shows what the register holds, and puts the refusal of an over-sale under the amount', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const api = operationsServer({
      'POST /api/transaction/create/': reply(400, { amount: ['Недостаточно средств в кассе: доступно 1250.00 USD.'] }),
    });
    const form = await openExchange('{F3}');
    await pickCurrency(form, 'USD');
    expect(within(form).getByText(`В кассе: ${shown('1250.00')} USD`)).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Сумма, USD/), '5000');
    await userEvent.click(within(form).getByRole('button', { name: 'Продать' }));
    expect(await within(form).findByText('Недостаточно средств в кассе: доступно 1250.00 USD.')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent(TRANSACTION_FAILED);
    expect(within(form).getByLabelText(/Сумма, USD/)).toHaveValue('5 000'.replace(' ', '\u202f'));
    expect(within(form).getByLabelText('Курс')).toHaveValue('93.250000');
    expect(alert).not.toHaveBeenCalled();
    const body = await api.requests.find((r) => r.method === 'POST')!.clone().json();
    expect(body).toEqual({ cash_register: 7, currency: 2, operation_type: 'SELL', amount: '5000', rate: '93.250000', is_dilapidated: false });
  });

  it('after a saved buy: the form is empty again, focus is back in the currency, the day and journal refetch', async () => {
    const api = operationsServer({
      'POST /api/transaction/create/': reply(201, SAVED_BUY),
    });
    const form = await openExchange('{F2}');
    await pickCurrency(form, 'USD');
    await userEvent.type(within(form).getByLabelText('Сумма, USD'), '100{Enter}');
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Валюта' })).toHaveValue(''));
    expect(within(form).getByRole('combobox', { name: 'Валюта' })).toHaveFocus();
    expect(within(form).getByRole('radio', { name: 'Покупка' })).toBeChecked();
    expect(within(form).getByLabelText('Сумма')).toHaveValue('');
    await waitFor(() => expect(api.paths().filter((p) => p.startsWith('GET /api/operation/'))).toHaveLength(2));
    expect(api.paths().filter((p) => p.startsWith('GET /api/day_balance/')).length).toBeGreaterThanOrEqual(2);
    expect(api.paths().filter((p) => p.startsWith('GET /api/average_rate_report/'))).toHaveLength(2);
  });

  it('a whole buy is F2, USD, Tab, amount, Enter: typing in the currency picks it, as a native select', async () => {
    const api = operationsServer({ 'POST /api/transaction/create/': reply(201, SAVED_BUY) });
    const form = await openExchange('{F2}');
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Валюта' })).toHaveFocus());
    await userEvent.keyboard('USD');
    expect(within(form).getByRole('combobox', { name: 'Валюта' })).toHaveValue('USD — Доллар США');
    await userEvent.keyboard('{Tab}');
    expect(within(form).getByLabelText('Сумма, USD')).toHaveFocus();
    await userEvent.keyboard('100{Enter}');
    await waitFor(() => expect(api.requests.some((r) => r.method === 'POST')).toBe(true));
    expect(await api.requests.find((r) => r.method === 'POST')!.clone().json()).toEqual({
      cash_register: 7, currency: 2, operation_type: 'BUY', amount: '100', rate: '91.500000', is_dilapidated: false,
    });
  });

  it('Esc closes the form and gives focus back to its button', async () => {
    operationsServer();
    const form = await openExchange('{F2}');
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Валюта' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'Обмен' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Покупка/ })).toHaveFocus();
  });

  it('after a saved buy says what went through and offers the client\'s receipt: F9 prints it, 80 mm, from the server', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:receipt');
    URL.revokeObjectURL = jest.fn();
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = operationsServer({
      'POST /api/transaction/create/': reply(201, SAVED_BUY),
      'GET /api/print_receipt/': { status: 200, body: 'pdf', headers: { 'Content-Disposition': "attachment; filename*=UTF-8''receipt.pdf" } },
    });
    const form = await openExchange('{F2}');
    await pickCurrency(form, 'USD');
    await userEvent.type(within(form).getByLabelText('Сумма, USD'), '100{Enter}');
    expect(await screen.findByText(`Проведено: Покупка ${shown('100.00')} USD`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Печать чека' })).toHaveAttribute('aria-keyshortcuts', 'F9');
    await userEvent.keyboard('{F9}');
    await waitFor(() => expect(api.paths()).toContain('GET /api/print_receipt/?record_kind=TRANSACTION&record_id=9&paper=80mm&format=pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Печать чека на листе A4' }));
    await waitFor(() => expect(api.paths()).toContain('GET /api/print_receipt/?record_kind=TRANSACTION&record_id=9&paper=a4&format=pdf'));
    // The PDF opens in a tab that prints it (here the pop-up is refused: the file is saved instead).
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:receipt', '_blank'));
    expect(click).toHaveBeenCalled();
    open.mockRestore();
    click.mockRestore();
  });
});
