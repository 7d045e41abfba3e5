import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Shift } from '../../../shared/contract';
import { reply, type Route } from '../../testing/fakeApi';
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
const server = (withVault: boolean, more: Record<string, Route> = {}) =>
  shellServer(makeMe({ role: 'Супервайзер' }), {
    'GET /api/city_data/': cityData(withVault),
    'GET /api/shift/': pageOf([]),
    ...more,
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

  it('lists the vault’s counts waiting for a witness; anyone but the counter confirms one, with its figures in the question', async () => {
    const vaultShift = (over: Partial<Shift>): Shift => ({
      id: 5, cash_register: { id: 9, name: 'Хранилище Москвы' }, city: { id: 1, name: 'Москва' }, status: 'Closed',
      opened_at: '2026-11-20T06:00:00.000Z', opened_by: { id: 3, name: 'Ксения Кассирова' },
      closed_at: '2026-11-20T18:00:00.000Z', closed_by: { id: 2, name: 'Сергей Супервайзеров' },
      opening: [{ currency: RUB, expected: '5000000.00', counted: '5000000.00', difference: '0.00' }],
      closing: [{ currency: RUB, expected: '4900000.00', counted: '4900000.00', difference: '0.00' }],
      comment: '', opening_comment: '', approval: 'NOT_NEEDED', approved_by: null, approved_at: null, approval_comment: '',
      closed_by_me: true, opened_by_me: false, needs_witness: true,
      opening_witness: null, opening_witnessed_at: null, closing_witness: null, closing_witnessed_at: null,
      ...over,
    });
    let shift = vaultShift({});
    const api = server(true, {
      'GET /api/shift/': (_r: Request, url: URL) => reply(200, pageOf(url.searchParams.get('cash_register') === '9' ? [shift] : [])),
      'PUT /api/shift/witness/5/': () => {
        shift = { ...shift, opening_witness: { id: 2, name: 'Сергей Супервайзеров' }, opening_witnessed_at: '2026-11-20T18:05:00.000Z' };
        return reply(200, shift);
      },
    });
    renderApp('/cities/1/', { token: 't' });
    const counts = await screen.findByRole('region', { name: 'Пересчёты хранилища' });
    // The close was the caller's own: no button, the reason instead; the opening is theirs to confirm.
    expect(await within(counts).findByText(/Пересчёт при закрытии смены №5.*Сергей Супервайзеров: RUB 4 900 000.00/)).toBeInTheDocument();
    expect(within(counts).getByText('свой пересчёт подтверждает другой сотрудник')).toBeInTheDocument();
    expect(within(counts).queryByRole('button', { name: 'Подтвердить как свидетель: пересчёт при закрытии смены №5' })).not.toBeInTheDocument();

    await userEvent.click(within(counts).getByRole('button', { name: 'Подтвердить как свидетель: пересчёт при открытии смены №5' }));
    const dialog = screen.getByRole('dialog', { name: 'Подтвердить пересчёт' });
    expect(dialog).toHaveTextContent('Вы были при пересчёте при открытии смены №5 и видели: RUB 5 000 000.00?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(within(counts).queryByText(/Пересчёт при открытии/)).not.toBeInTheDocument());
    const put = api.requests.find((r) => r.method === 'PUT')!;
    expect(new URL(put.url).pathname).toBe('/api/shift/witness/5/');
    expect(await put.clone().json()).toEqual({ phase: 'OPEN' });
    expect(within(counts).getByText(/Пересчёт при закрытии смены №5/)).toBeInTheDocument();
  });
});
