import { act, screen, waitFor, within } from '@testing-library/react';
import type { CashOrderLiveEvent } from '../../shared/contract/events';
import { liveStream } from '../testing/liveStream';
import { makeMe, renderApp } from '../testing/renderApp';
import { REGISTER_7, shellServer } from '../testing/shellServer';
import { pageOf } from '../testing/page';
import { tagsOfLiveEvent } from './liveCache';

/**
 * A cash order dispatched to a register is announced there and in its city, as an incoming
 * transfer is, and refetches the orders' list — not the correction queues. The server's side:
 * features/cashOrders/cashOrderEvents.api.test.ts.
 */
const VAULT = { id: 3, name: 'Хранилище Москвы', city: { id: 1, name: 'Москва' }, is_active: true, kind: 'vault' };
const dispatched = (id: number, to: number): CashOrderLiveEvent => ({ type: 'cash_order.dispatched', id, from_cash_register: 3, to_cash_register: to, city_ids: [1] });
const asked = (paths: string[], prefix: string) => paths.filter((p) => p.startsWith(prefix)).length;

describe('incoming cash orders, live', () => {
  it('refetch the orders, never the correction queues', () => {
    expect(tagsOfLiveEvent(dispatched(5, 7))).toEqual(['CashOrder']);
  });

  it('the city’s orders list refetches and the order is announced with a link to it; another city’s register is not', async () => {
    const api = shellServer(makeMe(), {
      'GET /api/all_cash_registers/': [REGISTER_7, VAULT, { id: 9, name: 'Касса Баумана', city: { id: 2, name: 'Казань' }, is_active: true, kind: 'till' }],
      'GET /api/cash_orders/': pageOf([]),
      'GET /api/currencies/': [],
    });
    const live = liveStream();
    renderApp('/cities/1/cash-orders/', { token: 't' });
    await screen.findByRole('heading', { name: 'Заявки на наличные' });
    await waitFor(() => expect(live.connected()).toBe(true));
    await waitFor(() => expect(asked(api.paths(), 'GET /api/cash_orders/')).toBe(1));

    act(() => live.send(dispatched(44, 9)));
    await waitFor(() => expect(asked(api.paths(), 'GET /api/cash_orders/')).toBe(2));
    expect(screen.queryByRole('status', { name: 'Входящая заявка на наличные' })).toBeNull();
    act(() => live.send(dispatched(45, 7)));
    const notice = await screen.findByRole('status', { name: 'Входящая заявка на наличные' });
    expect(notice).toHaveTextContent('Отправлена заявка на наличные №45 из кассы «Хранилище Москвы» (Москва) в кассу «Касса №1»: примите её после пересчёта.');
    expect(within(notice).getByRole('link', { name: 'Открыть заявку' })).toHaveAttribute('href', '/cities/1/cash-orders/45/');
    await waitFor(() => expect(asked(api.paths(), 'GET /api/cash_orders/')).toBe(3));
    expect(asked(api.paths(), 'GET /api/correction/')).toBe(0);
  });
});
