import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeMe, renderApp } from '../../testing/renderApp';
import { SHIFT_7, shellServer } from '../../testing/shellServer';
import { pageOf } from '../../testing/page';

const RUB = { id: 1, code: 'RUB', name: 'Рубль' };
const REGISTER_8 = { id: 8, name: 'Касса №2' };
const CITY_DATA = {
  city: { id: 1, name: 'Москва' },
  date: '2026-11-20',
  cash_registers: [
    { cash_register: { id: 7, name: 'Касса №1' }, kind: 'till', balances: [] },
    { cash_register: REGISTER_8, kind: 'till', balances: [] },
  ],
  totals: [],
};
const WAITING = {
  ...SHIFT_7, id: 81, cash_register: REGISTER_8, status: 'Closed', closed_at: '2026-11-20T18:00:00.000Z', closed_by: { id: 3, name: 'Ксения Кассирова' },
  closing: [{ currency: RUB, expected: '1000.00', counted: '500.00', difference: '-500.00' }], comment: 'Сдача выдана дважды', approval: 'WAITING',
};
const DIFFERENCES = {
  from_date: '2026-11-20', to_date: '2026-11-20', city: { id: 1, name: 'Москва' },
  by_register: [{ cash_register: REGISTER_8, currency: RUB, surplus: '0.00', shortage: '500.00', net: '-500.00', counts: 1 }],
  by_cashier: [], totals: [],
};

function server(me = makeMe({ role: 'Супервайзер' })) {
  return shellServer(me, {
    'GET /api/city_data/': CITY_DATA,
    'GET /api/shift/': (_r: Request, url: URL) => ({ status: 200, body: url.searchParams.get('status') === 'Open' ? pageOf([SHIFT_7]) : pageOf([WAITING]) }),
    'GET /api/cash_differences/': DIFFERENCES,
    'PUT /api/shift/approve/81/': { ...WAITING, approval: 'APPROVED' },
  });
}

describe('Кассы: the registers’ shifts', () => {
  it('shows each register’s shift, today’s differences and what waits; a supervisor approves', async () => {
    const api = server();
    renderApp('/cities/1/', { token: 't' });
    const table = await screen.findByRole('table', { name: 'Смены касс' });
    await waitFor(() => expect(within(table).getByText(/Смена открыта с 20\/11\/2026 \d\d:00, Ксения Кассирова/)).toBeInTheDocument());
    expect(within(table).getByText('Касса закрыта')).toBeInTheDocument();
    expect(within(table).getByText('RUB -500.00')).toBeInTheDocument();
    expect(within(table).getByText(/Смена №81, закрыта .*: при закрытии RUB -500.00/)).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Подтвердить смену №81' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подтвердить смену №81' });
    await userEvent.type(within(dialog).getByLabelText('Комментарий'), 'Принято');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(await api.requests.find((r) => r.method === 'PUT')!.clone().json()).toEqual({ comment: 'Принято' });
  });

  it('a cashier sees the shifts but no approval', async () => {
    server(makeMe());
    renderApp('/cities/1/', { token: 't' });
    const table = await screen.findByRole('table', { name: 'Смены касс' });
    await waitFor(() => expect(within(table).getByText(/Смена №81/)).toBeInTheDocument());
    expect(within(table).queryByRole('button', { name: /Подтвердить/ })).not.toBeInTheDocument();
  });
});
