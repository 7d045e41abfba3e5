import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../../testing/fakeApi';
import { liveStream } from '../../../testing/liveStream';
import { makeMe, renderApp } from '../../../testing/renderApp';
import { shellServer } from '../../../testing/shellServer';
import { KAZAN_9, makeTransfer, MOSCOW_7, MOSCOW_8, TRANSFER_SCREEN_ROUTES } from '../transferFixtures';
import { pageOf } from '../../../testing/page';

const PATH = '/cities/1/transfers/';
const MINUTE = 60_000;
const incoming = makeTransfer({ id: 41, created_at: new Date(Date.now() - 75 * MINUTE).toISOString() });
const outgoingExternal = makeTransfer({ id: 61, transfer_kind: 'EXTERNAL', from_cash_register: MOSCOW_8, to_cash_register: KAZAN_9, status: 'Pending' });
const arriving = makeTransfer({ id: 44, from_cash_register: KAZAN_9, to_cash_register: MOSCOW_8, comment: 'только что', created_at: new Date().toISOString() });

describe('TransferUnfinishedList (/cities/{id}/transfers/)', () => {
  it('lists the city’s unfinished transfers with how long each waited; accept and deliver only, no edit', async () => {
    const api = shellServer(makeMe({ role: 'Супервайзер' }), {
      ...TRANSFER_SCREEN_ROUTES,
      'GET /api/all_cash_registers/': (_: Request, url: URL) => reply(200, url.searchParams.get('city') === '1' ? [MOSCOW_7, MOSCOW_8] : [MOSCOW_7, MOSCOW_8, KAZAN_9]),
      'GET /api/city_internal_transfer/': pageOf([incoming, { ...incoming, id: 40, status: 'Accepted', is_final: true }]),
      'GET /api/city_external_transfer/': pageOf([outgoingExternal]),
    });
    renderApp(PATH, { token: 't' });
    const table = await screen.findByRole('table', { name: 'Внутренние переводы: незавершенные' });
    const row = (await within(table).findByText('41')).closest('tr')!;
    expect(row).toHaveTextContent('Входящий');
    expect(row).toHaveTextContent('Касса Баумана, Казань');
    expect(row).toHaveTextContent('1 ч 15 мин');
    // A final record is not "unfinished", whatever the server sent.
    expect(within(table).queryByText('40')).toBeNull();
    expect(within(row).getByRole('button', { name: 'Принять перевод №41' })).toBeInTheDocument();
    expect(api.paths()).toContain('GET /api/city_internal_transfer/?city=1&page=1&size=20');

    await userEvent.click(screen.getByRole('tab', { name: 'Внешние' }));
    const external = await screen.findByRole('table', { name: 'Внешние переводы: незавершенные' });
    const outRow = (await within(external).findByText('61')).closest('tr')!;
    expect(outRow).toHaveTextContent('Исходящий');
    // The sender's city sees it but edits on the register's screen; nothing to accept here.
    expect(within(outRow).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Крипто' })).toBeNull();
  });

  it('a supervisor accepts here; a new incoming transfer appears by itself, with a notice', async () => {
    let list = [incoming];
    shellServer(makeMe({ role: 'Супервайзер' }), {
      ...TRANSFER_SCREEN_ROUTES,
      'GET /api/all_cash_registers/': [MOSCOW_7, MOSCOW_8, KAZAN_9],
      'GET /api/transfer_cash_registers/': [MOSCOW_7, MOSCOW_8, KAZAN_9],
      'GET /api/city_internal_transfer/': () => reply(200, pageOf(list)),
      'GET /api/city_external_transfer/': pageOf([]),
      'PUT /api/internal_transfer/accept/41/': () => {
        list = list.filter((t) => t.id !== 41);
        return reply(200, { ...incoming, status: 'Accepted', is_final: true });
      },
    });
    const live = liveStream();
    renderApp(PATH, { token: 't' });
    const table = await screen.findByRole('table', { name: 'Внутренние переводы: незавершенные' });
    await userEvent.click(await within(table).findByRole('button', { name: 'Принять перевод №41' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Подтвердите действие' })).getByRole('button', { name: 'Да' }));
    expect(await screen.findByText('Перевод №41 принят.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('41')).toBeNull());

    await waitFor(() => expect(live.connected()).toBe(true));
    list = [arriving];
    act(() =>
      live.send({ type: 'transfer.created', transfer_kind: 'INTERNAL', id: 44, from_cash_register: 9, to_cash_register: 8, city_ids: [2, 1] }),
    );
    expect(await within(table).findByText('только что')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Новый входящий перевод' })).toHaveTextContent(
      'Новый входящий внутренний перевод №44 из кассы «Касса Баумана» (Казань) в кассу «Касса №2».',
    );
    // This is the transfers screen: no count to catch up on.
    expect(screen.getByRole('link', { name: 'Незавершенные переводы' })).toBeInTheDocument();
  });
});
