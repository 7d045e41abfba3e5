import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../../testing/fakeApi';
import { makeMe, renderApp } from '../../../testing/renderApp';
import { TRANSACTION_FAILED } from '../forms/messages';
import { operationsServer } from '../operationsFixtures';

const CRYPTOS = [{ id: 11, code: 'USDT', name: 'Tether', order: 1, decimals: 8 }];
const crypto = makeMe({}, { isCryptoTransactionPageActive: true });

describe('CryptoTransactionForm (Крипто транзакция on /cash-registers/{id}/)', () => {
  it('is not offered without isCryptoTransactionPageActive, and F8 does nothing', async () => {
    operationsServer();
    renderApp('/cash-registers/7/', { token: 't' });
    await screen.findByRole('button', { name: /Покупка/ });
    expect(screen.queryByRole('button', { name: /Крипто транзакция/ })).not.toBeInTheDocument();
    await userEvent.keyboard('{F8}');
    expect(screen.queryByRole('form', { name: 'Крипто транзакция' })).not.toBeInTheDocument();
  });

  it('labels BUY Выдача and SELL Прием, shows the fiat total, keeps input and says the refusal text of docs/PRODUCT.md §8', async () => {
    jest.spyOn(window, 'alert').mockImplementation(() => {});
    const api = operationsServer(
      { 'GET /api/crypto_currency/': CRYPTOS, 'POST /api/crypto_transaction/create/': reply(400, { fee: ['Комиссия должна быть меньше суммы.'] }) },
      crypto,
    );
    renderApp('/cash-registers/7/', { token: 't' });
    await screen.findByRole('button', { name: /Крипто транзакция/ });
    await userEvent.keyboard('{F8}');
    const form = await screen.findByRole('form', { name: 'Крипто транзакция' });
    expect(within(form).getByRole('radio', { name: 'Выдача' })).toBeChecked();
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Криптовалюта' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(within(form).getByRole('radio', { name: 'Прием' }));
    await userEvent.type(within(form).getByLabelText('Сумма'), '0.12345678');
    await userEvent.type(within(form).getByLabelText('Курс'), '95.5');
    await userEvent.type(within(form).getByLabelText('Комиссия'), '20{Enter}');
    // 0.12345678 × 95.5 = 11.7901…
    expect(within(form).getByRole('status', { name: 'Итого' })).toHaveTextContent('11.79');
    expect(await within(form).findByText('Комиссия должна быть меньше суммы.')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent(TRANSACTION_FAILED);
    expect(within(form).getByLabelText('Сумма')).toHaveValue('0.12345678');
    const post = api.requests.find((r) => r.method === 'POST')!;
    expect(await post.clone().json()).toEqual({ cash_register: 7, crypto_currency: 11, operation_type: 'SELL', amount: '0.12345678', rate: '95.5', fee: '20' });
  });

  it("refuses, before sending, a cashier's deal above the city's largest operation; the limit itself is sent", async () => {
    const limited = { 'GET /api/crypto_currency/': CRYPTOS, 'GET /api/city_limits/': { city: 1, rate_tolerance_percent: '2.00', max_operation_amount: '1000.00' } };
    const api = operationsServer({ ...limited, 'POST /api/crypto_transaction/create/': reply(400, {}) }, crypto);
    renderApp('/cash-registers/7/', { token: 't' });
    await screen.findByRole('button', { name: /Крипто транзакция/ });
    await userEvent.keyboard('{F8}');
    const form = await screen.findByRole('form', { name: 'Крипто транзакция' });
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Криптовалюта' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    // 11 × 95 = 1 045 RUB, over 1 000.
    await userEvent.type(within(form).getByLabelText('Сумма'), '11');
    await userEvent.type(within(form).getByLabelText('Курс'), '95{Enter}');
    expect(await within(form).findByText('Сумма больше наибольшей операции: 1000.00 RUB')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
    // The limit itself is allowed.
    await userEvent.clear(within(form).getByLabelText('Курс'));
    await userEvent.type(within(form).getByLabelText('Курс'), '90.909090{Enter}');
    await waitFor(() => expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(1));
  });
});
