import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../../testing/fakeApi';
import { makeMe, renderApp } from '../../../testing/renderApp';
import { operationsServer } from '../operationsFixtures';

/**
 * The city's limits in the exchange form: the band under the rate while typing, and
 * what the server would refuse a cashier refused before sending. The register's own USD buy
 * rate is 91.5 (operationsFixtures), so ± 2 % allows 89.67–93.33.
 */
async function openBuy() {
  renderApp('/cash-registers/7/', { token: 't' });
  await screen.findByRole('heading', { name: 'Операции' });
  await screen.findByRole('table', { name: 'Баланс за день' });
  await userEvent.keyboard('{F2}');
  const form = await screen.findByRole('form', { name: 'Обмен' });
  await userEvent.click(within(form).getByRole('combobox', { name: 'Валюта' }));
  await userEvent.click(await within(form).findByRole('option', { name: /^USD/ }));
  return form;
}

async function typeRate(form: HTMLElement, rate: string) {
  const field = within(form).getByLabelText('Курс');
  await userEvent.clear(field);
  await userEvent.type(field, rate);
}

const posts = (api: ReturnType<typeof operationsServer>) => api.requests.filter((r) => r.method === 'POST');

describe('the exchange form within the city\'s limits', () => {
  it('shows a cashier the allowed band, says so at once when the rate leaves it, and sends nothing', async () => {
    const api = operationsServer();
    const form = await openBuy();
    expect(within(form).getByText('Курс дня; допустимо 89.67–93.33')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Сумма, USD'), '100');
    await typeRate(form, '915');
    expect(within(form).getByRole('alert')).toHaveTextContent('Курс вне допустимого диапазона: 89.67–93.33');
    await userEvent.click(within(form).getByRole('button', { name: 'Купить' }));
    expect(await within(form).findByText('Курс вне допустимого диапазона: 89.67–93.33')).toBeInTheDocument();
    expect(posts(api)).toHaveLength(0);
    await typeRate(form, '93.33');
    expect(within(form).queryByText(/вне допустимого/)).toBeNull();
  });

  it('refuses a cashier a total above the largest operation, naming it', async () => {
    const api = operationsServer({ 'GET /api/city_limits/': { city: 1, rate_tolerance_percent: '2.00', max_operation_amount: '1000.00' } });
    const form = await openBuy();
    await userEvent.type(within(form).getByLabelText('Сумма, USD'), '100');
    await userEvent.click(within(form).getByRole('button', { name: 'Купить' }));
    expect(await within(form).findByText('Сумма больше наибольшей операции: 1000.00 RUB')).toBeInTheDocument();
    expect(posts(api)).toHaveLength(0);
  });

  it('lets a supervisor through with the band as a warning: the server marks the record', async () => {
    const api = operationsServer(
      { 'POST /api/transaction/create/': reply(201, { id: 9, total: '91500.00', effective_rate: '915.000000', outside_limits: true }) },
      makeMe({ role: 'Супервайзер' }),
    );
    const form = await openBuy();
    expect(within(form).getByText('Курс дня; лимит 89.67–93.33 (вне — с отметкой)')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Сумма, USD'), '100');
    await typeRate(form, '915');
    expect(within(form).queryByRole('alert')).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Купить' }));
    await waitFor(() => expect(posts(api)).toHaveLength(1));
  });
});
