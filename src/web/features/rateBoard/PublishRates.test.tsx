import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeMe, renderApp } from '../../testing/renderApp';
import { shellServer } from '../../testing/shellServer';

/** The rate board's shop front: publish every currency at once, «Курсы от ЦБ», the official rate beside ours. */
const PATH = '/cities/1/rates/';
const currency = (id: number, code: string, is_base = false) => ({ id, code, name: code, is_base, is_crypto: false, decimals: 2, order: id, denominations: [] });
const LIMITS = { city: 1, rate_tolerance_percent: '2.00', max_operation_amount: null, shift_difference_threshold: '0.00' };
const USD_RATE = {
  id: 7, city: { id: 1, name: 'Москва' }, cash_register: null, currency: { id: 2, code: 'USD', name: 'Доллар' }, date: '2026-11-27',
  buy_rate: '91.000000', sell_rate: '93.000000', user: { id: 1, name: 'Сергей' }, created_at: '2026-11-27T06:00:00.000Z',
};
const OFFICIAL = {
  date: '2026-11-27', fetched_at: '2026-11-27T05:30:00.000Z',
  rates: [
    { code: 'USD', name: 'Доллар США', nominal: 1, value: '92.00', rate: '92.00', margin_percent: '1.50' },
    { code: 'EUR', name: 'Евро', nominal: 1, value: '100.00', rate: '100.00', margin_percent: '2.00' },
  ],
};

function server(official: unknown = OFFICIAL) {
  return shellServer(makeMe({ role: 'Супервайзер' }), {
    'GET /api/value_setting/': [USD_RATE],
    'GET /api/currency/': [currency(1, 'RUB', true), currency(2, 'USD'), currency(3, 'EUR'), currency(4, 'CNY')],
    'GET /api/city_limits/': LIMITS,
    'GET /api/official_rates/': official,
    'POST /api/value_setting/create_many/': { status: 201, body: [] },
  });
}

describe('the rate board and the shop front', () => {
  it('shows the official rate beside ours with our spread in percent', async () => {
    server();
    renderApp(PATH, { token: 't' });
    const table = await screen.findByRole('table', { name: 'Курсы валют' });
    expect(await within(table).findByText('92.00 · −1.1 % / +1.1 %')).toBeInTheDocument();
  });

  it('publishes every filled currency in one call; «Курсы от ЦБ» proposes from the official rate and each margin', async () => {
    const api = server();
    renderApp(PATH, { token: 't' });
    await userEvent.click(await screen.findByRole('button', { name: 'Опубликовать курсы' }));
    const dialog = screen.getByRole('dialog', { name: 'Опубликовать курсы' });
    expect(within(dialog).getByLabelText('Покупка USD')).toHaveValue('91');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Курсы от ЦБ' }));
    expect(within(dialog).getByLabelText('Покупка USD')).toHaveValue('90.62');
    expect(within(dialog).getByLabelText('Продажа EUR')).toHaveValue('102.00');
    // CNY has no official rate: left empty, not published.
    expect(within(dialog).getByLabelText('Покупка CNY')).toHaveValue('');
    await userEvent.clear(within(dialog).getByLabelText('Продажа USD'));
    await userEvent.type(within(dialog).getByLabelText('Продажа USD'), '94');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Опубликовать' }));
    await waitFor(() => expect(api.paths()).toContain('POST /api/value_setting/create_many/'));
    const post = api.requests.find((r) => r.method === 'POST')!;
    expect(await post.clone().json()).toEqual({
      city: 1,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      rates: [
        { currency: 2, buy_rate: '90.62', sell_rate: '94' },
        { currency: 3, buy_rate: '98.00', sell_rate: '102.00' },
      ],
    });
  });

  it('says «ЦБ: нет данных за …» and offers no proposal when the day has no official rates', async () => {
    server({ date: '2026-11-27', fetched_at: null, rates: [] });
    renderApp(PATH, { token: 't' });
    expect(await screen.findByText(/^ЦБ: нет данных за \d{2}\.\d{2}\.\d{4}$/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Опубликовать курсы' }));
    expect(within(screen.getByRole('dialog', { name: 'Опубликовать курсы' })).getByRole('button', { name: 'Курсы от ЦБ' })).toBeDisabled();
  });
});
