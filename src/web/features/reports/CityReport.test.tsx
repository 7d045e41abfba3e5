import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BalanceRow, CityData, EarningReport } from '../../../shared/contract';
import { makeMe, renderApp } from '../../testing/renderApp';
import { shellServer } from '../../testing/shellServer';

const RUB = { id: 1, code: 'RUB', name: 'Рубль' };
const USD = { id: 2, code: 'USD', name: 'Доллар США' };
const row = (currency: typeof RUB, closing: string): BalanceRow => ({ currency, opening: '1000.00', income: '0.00', outcome: '0.00', closing });
const CITY_DATA: CityData = {
  city: { id: 1, name: 'Москва' },
  date: '2026-11-20',
  cash_registers: [{ cash_register: { id: 7, name: 'Касса №1' }, kind: 'till', balances: [row(RUB, '1234567.50'), row(USD, '10.00')] }],
  totals: [row(RUB, '1234567.50'), row(USD, '10.00')],
};
const EARNINGS: EarningReport = {
  from_date: '2026-11-01',
  to_date: '2026-11-20',
  cash_register: null,
  city: { id: 1, name: 'Москва' },
  base_currency: RUB,
  exchange: [{ currency: USD, bought_amount: '100.00', sold_amount: '50.00', earning: '75.00' }],
  totals: [{ currency: RUB, exchange_earning: '75.00', transfer_fees: '0.00', crypto_fees: '0.00', income: '0.00', expenses: '0.00', cash_differences: '0.00', total: '75.00' }],
};
const EMPTY_DAY = { date: '2026-11-20', rows: [] };
const CASH_DIFFERENCES = {
  from_date: '2026-11-01', to_date: '2026-11-20', city: { id: 1, name: 'Москва' },
  by_register: [{ cash_register: { id: 7, name: 'Касса №1' }, currency: RUB, surplus: '20.00', shortage: '500.00', net: '-480.00', counts: 2 }],
  by_cashier: [{ user: { id: 3, name: 'Ксения Кассирова' }, currency: RUB, surplus: '20.00', shortage: '500.00', net: '-480.00', counts: 2 }],
  totals: [{ currency: RUB, surplus: '20.00', shortage: '500.00', net: '-480.00', counts: 2 }],
};

function server(me = makeMe(), more = {}) {
  return shellServer(me, {
    'GET /api/city_data/': CITY_DATA,
    'GET /api/average_rate_report/': EMPTY_DAY,
    'GET /api/rate_report/': { cash_register: { id: 7, name: 'Касса №1' }, ...EMPTY_DAY },
    'GET /api/day_replenishment_handed_over_report/': { date: '2026-11-20', totals: [], persons: [] },
    'GET /api/city_earning_report/': EARNINGS,
    'GET /api/cash_differences/': CASH_DIFFERENCES,
    ...more,
  });
}

describe('CityReport (/cities/{id}/reports/)', () => {
  it("shows the city's day figures as the API sends them, grouped, with no earnings for a cashier", async () => {
    const api = server();
    renderApp('/cities/1/reports/', { token: 't' });
    const day = await screen.findByRole('table', { name: 'Остатки города за день' });
    const rub = await within(day).findByRole('row', { name: /RUB/ });
    expect(within(rub).getAllByRole('cell').map((c) => c.textContent)).toEqual(['RUB', '1\u202f000.00', '0.00', '0.00', '1\u202f234\u202f567.50']);
    expect(screen.queryByRole('heading', { name: 'Доходы за период' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Печать' })).toBeNull();
    // The average cost is an earning figure (the server sends null): no column for it.
    const avg = screen.getByRole('table', { name: 'Средние курсы' });
    expect(within(avg).getByRole('columnheader', { name: 'Остаток' })).toBeInTheDocument();
    expect(within(avg).queryByRole('columnheader', { name: 'Себестоимость' })).toBeNull();
    // The rate report asks for the city's first register.
    await waitFor(() => expect(api.paths().some((p) => p.startsWith('GET /api/rate_report/?cash_register=7&created_at='))).toBe(true));
    expect(api.paths().some((p) => p.startsWith('GET /api/city_earning_report/'))).toBe(false);
  });

  it('shows the cash differences of the period per register, per cashier and in total', async () => {
    const api = server();
    renderApp('/cities/1/reports/', { token: 't' });
    const byCashier = await screen.findByRole('table', { name: 'Расхождения по кассирам' });
    const row = await within(byCashier).findByRole('row', { name: /Ксения Кассирова/ });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Ксения Кассирова', 'RUB', '20.00', '500.00', '-480.00', '2']);
    expect(screen.getByRole('table', { name: 'Расхождения по кассам' })).toHaveTextContent('Касса №1');
    expect(api.paths().some((p) => p.startsWith('GET /api/cash_differences/?city=1&from_date='))).toBe(true);
  });

  it('shows the earnings to those allowed, and a slow file shows its progress and can be cancelled', async () => {
    let aborted = false;
    server(makeMe({ role: 'Супервайзер' }, { isAllowToCheckEarningReport: true, isAllowToPrint: true }), {
      // Never answers: the request ends only when the browser aborts it.
      'GET /api/print_day_report/': (request: Request) =>
        new Promise((_resolve, reject) =>
          request.signal.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          }),
        ),
    });
    renderApp('/cities/1/reports/', { token: 't' });
    const totals = await screen.findByRole('table', { name: 'Доход: итого по валютам' });
    const rub = await within(totals).findByRole('row', { name: /RUB/ });
    expect(within(rub).getAllByRole('cell').at(-1)).toHaveTextContent('75.00');
    expect(within(screen.getByRole('table', { name: 'Средние курсы' })).getByRole('columnheader', { name: 'Себестоимость' })).toBeInTheDocument();

    const day = screen.getByRole('region', { name: 'Остатки за день' });
    fireEvent.click(within(day).getByRole('button', { name: 'Печать' }));
    expect(within(day).getByRole('button', { name: 'Печать' })).toBeDisabled();
    expect(within(day).queryByRole('status')).toBeNull(); // not before a second has passed
    expect(await within(day).findByRole('status', {}, { timeout: 2000 })).toHaveTextContent('Получено 0,0 МБ');
    fireEvent.click(within(day).getByRole('button', { name: 'Отменить' }));
    await waitFor(() => expect(within(day).queryByRole('status')).toBeNull());
    expect(aborted).toBe(true);
    expect(within(day).getByRole('button', { name: 'Печать' })).toBeEnabled();
  });
});
