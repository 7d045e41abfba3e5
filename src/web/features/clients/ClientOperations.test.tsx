import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientOperation, ClientOperationPage } from '../../../shared/contract';
import { reply } from '../../testing/fakeApi';
import { renderApp } from '../../testing/renderApp';
import { shellServer } from '../../testing/shellServer';
import { makeClient } from './clientFixtures';
import { pageOf } from '../../testing/page';

const place = { city: { id: 1, name: 'Москва' }, cash_register: { id: 7, name: 'Тверская' } };
const ROWS: ClientOperation[] = [
  { kind: 'TRANSFER_RECEIVED', id: 77, created_at: '2026-11-27T13:00:00Z', ...place, operation_type: 'EXTERNAL', currency: 'RUB', amount: '250.00', total: null, reversed: false },
  { kind: 'TRANSACTION', id: 12, created_at: '2026-11-27T10:00:00Z', ...place, operation_type: 'BUY', currency: 'USD', amount: '1000.00', total: '90000.00', reversed: false },
  { kind: 'CRYPTO_TRANSACTION', id: 5, created_at: '2026-11-26T10:00:00Z', ...place, operation_type: 'SELL', currency: 'USDT', amount: '1.50000000', total: '138.00', reversed: true },
];
const PAGE: ClientOperationPage = {
  ...pageOf(ROWS, { count: 23, next: '/api/client/41/operations/?page=2&size=20' }),
  totals: [
    { currency: 'RUB', bought: '0.00', sold: '0.00', sent: '0.00', received: '250.00' },
    { currency: 'USD', bought: '1000.00', sold: '0.00', sent: '0.00', received: '0.00' },
  ],
};
const OPS = 'GET /api/client/41/operations/';

describe('ClientCard: «Операции клиента»', () => {
  it('lists the operations with the totals per currency, all time by default; reversed rows are marked', async () => {
    const api = shellServer(undefined, { 'GET /api/client/41/': makeClient(), [OPS]: PAGE });
    renderApp('/cash-registers/7/clients/41/', { token: 't' });
    const table = await screen.findByRole('table', { name: 'Операции клиента' });
    await within(table).findByText('Обмен: покупка у клиента');
    const row = (text: string | RegExp) => within(table).getByText(text).closest('tr')!;
    expect(row('Обмен: покупка у клиента')).toHaveTextContent(/1\s000.00 USD/);
    expect(row('Обмен: покупка у клиента')).toHaveTextContent(/90\s000.00/);
    expect(row('Перевод получен: внешний')).toHaveTextContent('250.00 RUB');
    expect(row('Крипто: продажа клиенту')).toHaveTextContent('1.50000000 USDT сторно');
    const totals = screen.getByRole('table', { name: 'Итого по валютам' });
    expect(within(totals).getByText('USD').closest('tr')).toHaveTextContent(/USD\s*1\s000.00\s*0.00\s*0.00\s*0.00/);
    expect(screen.getByRole('heading', { name: 'Итого по валютам за всё время' })).toBeInTheDocument();
    expect(screen.getByText('Без дат — за всё время.')).toBeInTheDocument();
    expect(api.paths().find((p) => p.startsWith(OPS))).toBe(`${OPS}?page=1&size=20`);
    // 23 rows: a second page, asked for with the same period.
    await userEvent.click(screen.getByRole('button', { name: 'Вперёд, следующая страница' }));
    await waitFor(() => expect(api.paths()).toContain(`${OPS}?page=2&size=20`));
  });

  it('keeps the period in the URL and asks for it; an empty period says so', async () => {
    const api = shellServer(undefined, {
      'GET /api/client/41/': makeClient(),
      [OPS]: (r: Request) => (new URL(r.url).searchParams.get('from_date') ? reply(200, { ...PAGE, count: 0, results: [], totals: [] }) : reply(200, PAGE)),
    });
    renderApp('/cities/1/clients/41/?from_date=2026-11-01&to_date=2026-11-15', { token: 't' });
    const table = await screen.findByRole('table', { name: 'Операции клиента' });
    await waitFor(() => expect(within(table).getAllByText('Нет данных')).toHaveLength(1));
    expect(api.paths().find((p) => p.startsWith(OPS))).toBe(`${OPS}?from_date=2026-11-01&to_date=2026-11-15&page=1&size=20`);
    expect(screen.getByRole('heading', { name: 'Итого по валютам с 01.11.2026 по 15.11.2026' })).toBeInTheDocument();
    expect(screen.getByLabelText('Дата с')).toHaveValue('01/11/2026');
    await userEvent.clear(screen.getByLabelText('Дата с'));
    await userEvent.tab();
    await waitFor(() => expect(api.paths()).toContain(`${OPS}?to_date=2026-11-15&page=1&size=20`));
  });

  it('says when the operations could not be loaded, and asks again on Повторить', async () => {
    let answer = reply(500, { detail: 'Ошибка' });
    const api = shellServer(undefined, { 'GET /api/client/41/': makeClient(), [OPS]: () => answer });
    renderApp('/cities/1/clients/41/', { token: 't' });
    expect(await screen.findByText(/Не удалось загрузить операции клиента/, {})).toBeInTheDocument();
    answer = reply(200, PAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('table', { name: 'Операции клиента' })).toBeInTheDocument();
    expect(api.paths().filter((p) => p.startsWith(OPS)).length).toBeGreaterThanOrEqual(2);
  });
});
