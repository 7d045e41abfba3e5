import { screen, within } from '@testing-library/react';
import { makeMe, renderApp } from '../../testing/renderApp';
import { shellServer } from '../../testing/shellServer';
import { pageOf } from '../../testing/page';

/** Кассы (/cities/{id}/): the city's vault in a block of its own above the tills (docs/VAULT.md). */
const RUB = { id: 1, code: 'RUB', name: 'Рубль' };
const row = (closing: string) => ({ currency: RUB, opening: closing, income: '0.00', outcome: '0.00', closing });
const cityData = (withVault: boolean) => ({
  city: { id: 1, name: 'Москва' },
  date: '2026-11-20',
  cash_registers: [
    { cash_register: { id: 7, name: 'Касса №1' }, kind: 'till', balances: [row('1000.00')] },
    ...(withVault ? [{ cash_register: { id: 9, name: 'Хранилище Москвы' }, kind: 'vault', balances: [row('5000000.00')] }] : []),
  ],
  totals: [row(withVault ? '5001000.00' : '1000.00')],
});
const server = (withVault: boolean) =>
  shellServer(makeMe({ role: 'Супервайзер' }), {
    'GET /api/city_data/': cityData(withVault),
    'GET /api/shift/': pageOf([]),
    'GET /api/cash_differences/': { from_date: '2026-11-20', to_date: '2026-11-20', city: { id: 1, name: 'Москва' }, by_register: [], by_cashier: [], totals: [] },
  });

describe('Кассы', () => {
  it('lists the vault apart, above the tills; a line says the totals hold its reserve', async () => {
    server(true);
    renderApp('/cities/1/', { token: 't' });
    const vault = await screen.findByRole('table', { name: 'Хранилище' });
    expect(await within(vault).findByRole('link', { name: 'Хранилище Москвы' })).toHaveAttribute('href', '/cash-registers/9/');
    expect(within(vault).queryByText(/Итого/)).not.toBeInTheDocument();
    const tills = screen.getByRole('table', { name: 'Кассы' });
    expect(within(tills).getByRole('link', { name: 'Касса №1' })).toBeInTheDocument();
    expect(within(tills).queryByText('Хранилище Москвы')).not.toBeInTheDocument();
    expect(within(tills).getByText('Итого')).toBeInTheDocument();
    expect(screen.getByText('Итого — по всему городу, с хранилищем.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Хранилище' }).compareDocumentPosition(tills) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a city without a vault shows its tills as before', async () => {
    server(false);
    renderApp('/cities/1/', { token: 't' });
    const tills = await screen.findByRole('table', { name: 'Кассы' });
    expect(await within(tills).findByText('Итого')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Хранилище' })).not.toBeInTheDocument();
    expect(screen.queryByText(/с хранилищем/)).not.toBeInTheDocument();
  });
});
