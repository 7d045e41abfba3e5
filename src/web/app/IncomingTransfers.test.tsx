import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TransferLiveEvent } from '../../shared/contract/events';
import { liveStream } from '../testing/liveStream';
import { makeMe, renderApp } from '../testing/renderApp';
import { REGISTER_7, shellServer } from '../testing/shellServer';
import { pageOf } from '../testing/page';

const KAZAN_9 = { id: 9, name: 'Касса Баумана', city: { id: 2, name: 'Казань' } };
const created = (id: number, to: number): TransferLiveEvent => ({
  type: 'transfer.created', transfer_kind: 'INTERNAL', id, from_cash_register: 9, to_cash_register: to, city_ids: [2, 1],
});

/** Register 7's Поиск по коду (one of its screens other than Переводы), open, its event stream connected. */
async function openRegisterSearch() {
  const api = shellServer(makeMe(), {
    'GET /api/all_cash_registers/': [REGISTER_7, KAZAN_9],
    'GET /api/internal_transfer/': pageOf([]),
    'GET /api/day_balance/': { cash_register: REGISTER_7, date: '2026-11-23', balances: [] },
  });
  const live = liveStream();
  renderApp('/cash-registers/7/search/', { token: 't' });
  await screen.findByRole('heading', { name: 'Поиск по коду' });
  await waitFor(() => expect(live.connected()).toBe(true));
  return { api, live };
}

describe('incoming transfers, live, in a cash register’s layout', () => {
  it('counts new incoming transfers on Переводы and announces them, without a reload; other registers’ are not counted', async () => {
    const { api, live } = await openRegisterSearch();

    act(() => live.send(created(44, 8)));
    act(() => live.send(created(45, 7)));
    const notice = await screen.findByRole('status', { name: 'Новый входящий перевод' });
    expect(notice).toHaveTextContent('Новый входящий внутренний перевод №45 из кассы «Касса Баумана» (Казань).');
    const menu = screen.getByRole('navigation', { name: 'Касса' });
    expect(within(menu).getByRole('link', { name: 'Переводы (новых: 1)' })).toBeInTheDocument();
    act(() => live.send(created(46, 7)));
    expect(await within(menu).findByRole('link', { name: 'Переводы (новых: 2)' })).toBeInTheDocument();

    // Opening the transfers clears the count; the list there is fetched fresh.
    await userEvent.click(within(notice).getByRole('link', { name: 'Открыть переводы' }));
    expect(await within(menu).findByRole('link', { name: 'Переводы' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: /новых/ })).toBeNull();
    await waitFor(() => expect(api.paths()).toContain('GET /api/internal_transfer/?cash_register=7&page=1&size=20'));

    await userEvent.click(screen.getByRole('button', { name: 'Скрыть уведомление' }));
    expect(screen.queryByRole('status', { name: 'Новый входящий перевод' })).toBeNull();
  });

  it('a transfer cancelled by its sender no longer counts as new, and the screen says so', async () => {
    const { live } = await openRegisterSearch();
    act(() => live.send(created(47, 7)));
    const menu = screen.getByRole('navigation', { name: 'Касса' });
    expect(await within(menu).findByRole('link', { name: 'Переводы (новых: 1)' })).toBeInTheDocument();

    act(() => live.send({ ...created(47, 7), type: 'transfer.cancelled' }));
    const notice = await screen.findByRole('status', { name: 'Входящий перевод отменён' });
    expect(notice).toHaveTextContent('Входящий внутренний перевод №47 из кассы «Касса Баумана» (Казань) отменён отправителем.');
    expect(await within(menu).findByRole('link', { name: 'Переводы' })).toBeInTheDocument();
  });
});
