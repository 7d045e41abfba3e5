import { act, screen, waitFor, within } from '@testing-library/react';
import type { CorrectionLiveEvent } from '../../shared/contract/events';
import { correction } from '../features/corrections/correctionFixtures';
import { operationsServer } from '../features/operations/operationsFixtures';
import { reply } from '../testing/fakeApi';
import { liveStream } from '../testing/liveStream';
import { makeMe, renderApp } from '../testing/renderApp';
import { shellServer } from '../testing/shellServer';
import { pageOf } from '../testing/page';

/**
 * The approval queue's count is live "as for incoming transfers": a correction's
 * event refetches it at once, no timer asks again, and a reconnection refetches what a gap
 * may have hidden. The server's side: features/events/correctionEvents.api.test.ts.
 */
const SUPERVISOR = makeMe({ role: 'Супервайзер' });

const event = (type: CorrectionLiveEvent['type'], over: Partial<CorrectionLiveEvent> = {}): CorrectionLiveEvent => ({
  type, id: 5, record_kind: 'TRANSACTION', record_id: 12, cash_register: 7, city_ids: [1], operation_person: null, requested_by: 3, ...over,
});

/** GET /api/correction/ answering `waiting()` corrections, whatever the filter. */
const queue = (waiting: () => number) => () => reply(200, pageOf(Array.from({ length: waiting() }, (_, i) => correction({ id: 100 + i }))));
const asked = (paths: string[], prefix: string) => paths.filter((p) => p.startsWith(prefix)).length;

describe('the approval queue’s count, live', () => {
  it('in the cities section: a correction event updates Подтверждения without polling; a reconnection refetches it', async () => {
    let waiting = 1;
    const api = shellServer(SUPERVISOR, { 'GET /api/correction/': queue(() => waiting) });
    const live = liveStream();
    renderApp('/cities/', { token: 't' });
    const tab = await screen.findByRole('link', { name: 'Подтверждения (ждут подтверждения: 1)' });
    await waitFor(() => expect(live.connected()).toBe(true));
    const fetches = () => asked(api.paths(), 'GET /api/correction/?status=Pending');
    expect(fetches()).toBe(1);

    // Another supervisor's cashier asks: nothing is fetched until the event says so.
    waiting = 2;
    await new Promise((r) => setTimeout(r, 300));
    expect(tab).toHaveAccessibleName('Подтверждения (ждут подтверждения: 1)');
    expect(fetches()).toBe(1);
    act(() => live.send(event('correction.created', { id: 101 })));
    await waitFor(() => expect(tab).toHaveAccessibleName('Подтверждения (ждут подтверждения: 2)'));
    expect(fetches()).toBe(2);

    // Decided in another browser: the count drops.
    waiting = 1;
    act(() => live.send(event('correction.approved', { id: 101 })));
    await waitFor(() => expect(tab).toHaveAccessibleName('Подтверждения (ждут подтверждения: 1)'));

    // A gap in the stream (the server ended it): the client reconnects and asks again.
    waiting = 0;
    act(() => live.end());
    await waitFor(() => expect(live.opened()).toBe(2));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Подтверждения' })).toBeInTheDocument());
  });

  it('on a register’s Операции: its requests’ count beside the journal, and an approval refetches the balance and the journal', async () => {
    let waiting = 1;
    const api = operationsServer({ 'GET /api/correction/': queue(() => waiting) });
    const live = liveStream();
    renderApp('/cash-registers/7/', { token: 't' });
    expect(await screen.findByRole('link', { name: 'Запросы на сторно (ждут подтверждения: 1)' })).toHaveAttribute('href', '/cash-registers/7/corrections/');
    await waitFor(() => expect(live.connected()).toBe(true));
    await screen.findByRole('table', { name: 'Журнал операций' });
    const journals = asked(api.paths(), 'GET /api/operation/');
    const balances = asked(api.paths(), 'GET /api/day_balance/');

    waiting = 0;
    act(() => live.send(event('correction.approved')));
    expect(await screen.findByRole('link', { name: 'Запросы на сторно' })).toBeInTheDocument();
    await waitFor(() => expect(asked(api.paths(), 'GET /api/operation/')).toBeGreaterThan(journals));
    await waitFor(() => expect(asked(api.paths(), 'GET /api/day_balance/')).toBeGreaterThan(balances));
    expect(api.paths()).toContain('GET /api/correction/?cash_register=7&status=Pending');

    // Another register's correction leaves this one's count and journal alone.
    const before = api.paths().length;
    act(() => live.send(event('correction.created', { cash_register: 8 })));
    await new Promise((r) => setTimeout(r, 300));
    expect(api.paths().slice(before).filter((p) => /cash_register=7/.test(p))).toEqual([]);
    expect(within(screen.getByRole('table', { name: 'Журнал операций' })).getAllByRole('row').length).toBeGreaterThan(1);
  });
});
