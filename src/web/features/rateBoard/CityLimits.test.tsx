import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeMe, renderApp } from '../../testing/renderApp';
import { shellServer } from '../../testing/shellServer';

/** The city's limits on the rate board: read by all, set by supervisors and admins. */
const PATH = '/cities/1/rates/';
const RUB = { id: 1, code: 'RUB', name: 'Рубль', is_base: true, is_crypto: false, decimals: 2, order: 1 };
const LIMITS = { city: 1, rate_tolerance_percent: '2.00', max_operation_amount: null, shift_difference_threshold: '0.00' };

function server(me = makeMe(), more: Record<string, unknown> = {}) {
  return shellServer(me, {
    'GET /api/value_setting/': [],
    'GET /api/currency/': [RUB],
    'GET /api/city_limits/': LIMITS,
    'GET /api/official_rates/': { date: '2026-11-27', fetched_at: null, rates: [] },
    ...more,
  });
}

describe('city limits on the rate board', () => {
  it('a cashier reads them and is offered no change', async () => {
    server();
    renderApp(PATH, { token: 't' });
    const panel = await screen.findByRole('region', { name: 'Лимиты города' });
    expect(panel).toHaveTextContent('Допуск курса: ±2.00 %');
    expect(panel).toHaveTextContent('Наибольшая операция: без ограничения');
    expect(within(panel).queryByRole('button', { name: 'Изменить лимиты' })).toBeNull();
  });

  it('a supervisor changes them; an empty largest operation is sent as null', async () => {
    const api = server(makeMe({ role: 'Супервайзер' }), {
      'PUT /api/city_limits/1/': { city: 1, rate_tolerance_percent: '3.50', max_operation_amount: null, shift_difference_threshold: '0.00' },
    });
    renderApp(PATH, { token: 't' });
    const panel = await screen.findByRole('region', { name: 'Лимиты города' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Изменить лимиты' }));
    const dialog = screen.getByRole('dialog', { name: 'Лимиты города' });
    const tolerance = within(dialog).getByLabelText('Допуск курса, %');
    await userEvent.clear(tolerance);
    await userEvent.type(tolerance, '3.5');
    expect(within(dialog).getByLabelText('Наибольшая операция, RUB')).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await screen.findByRole('region', { name: 'Лимиты города' });
    const put = api.requests.find((r) => r.method === 'PUT')!;
    expect(put.url).toMatch(/\/api\/city_limits\/1\/$/);
    expect(await put.clone().json()).toEqual({ rate_tolerance_percent: '3.5', max_operation_amount: null, shift_difference_threshold: '0.00' });
  });

  it('shows the largest operation grouped, in the base currency', async () => {
    server(makeMe({ isAdmin: true }), { 'GET /api/city_limits/': { ...LIMITS, max_operation_amount: '250000.00' } });
    renderApp(PATH, { token: 't' });
    const panel = await screen.findByRole('region', { name: 'Лимиты города' });
    expect(panel).toHaveTextContent(/Наибольшая операция: 250\s000\.00 RUB/);
    expect(within(panel).getByRole('button', { name: 'Изменить лимиты' })).toBeInTheDocument();
  });
});
