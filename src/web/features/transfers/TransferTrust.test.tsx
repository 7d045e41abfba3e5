import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../testing/fakeApi';
import { makeMe, renderApp } from '../../testing/renderApp';
import { shellServer } from '../../testing/shellServer';
import { KAZAN_9, makeTransfer, MOSCOW_7, TRANSFER_SCREEN_ROUTES } from './transferFixtures';
import { pageOf } from '../../testing/page';

/**
 * Trust on the screens: whoever created a transfer is offered no Принять / Выдать
 * (the server would answer 403, which the app never alerts) but told who does; the sender
 * side gives a client who lost the code a new one («Новый код», confirmed).
 */
const LIST = '/cash-registers/7/transfers/';
const mineIncoming = makeTransfer({ id: 41, is_mine: true });
const outgoing = makeTransfer({
  id: 52, transfer_kind: 'EXTERNAL', from_cash_register: MOSCOW_7, to_cash_register: KAZAN_9, transfer_code: '11112222', is_mine: true,
});

function server(more: Record<string, unknown> = {}) {
  return shellServer(makeMe(), {
    ...TRANSFER_SCREEN_ROUTES,
    'GET /api/internal_transfer/': pageOf([mineIncoming]),
    'GET /api/external_transfer/': pageOf([outgoing]),
    'GET /api/crypto_transfer/': pageOf([]),
    ...more,
  });
}

describe('transfers: four eyes and a new code', () => {
  it('the creator of an incoming transfer gets a hint instead of Принять', async () => {
    server();
    renderApp(LIST, { token: 't' });
    const table = await screen.findByRole('table', { name: 'Внутренние переводы' });
    const row = (await within(table).findByText('41')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: /Принять/ })).toBeNull();
    expect(row).toHaveTextContent('Принимает другой сотрудник');
  });

  it('«Новый код»: confirmed, then the new code large; Нет sends nothing', async () => {
    const api = server({ 'PUT /api/external_transfer/new_code/52/': reply(200, { ...outgoing, transfer_code: '33334444' }) });
    renderApp(LIST, { token: 't' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Внешние' }));
    const table = await screen.findByRole('table', { name: 'Внешние переводы' });
    const renew = () => within(table).findByRole('button', { name: 'Новый код перевод №52' });

    await userEvent.click(await renew());
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Подтвердите действие' })).getByRole('button', { name: 'Нет' }));
    expect(api.paths().filter((p) => p.startsWith('PUT'))).toEqual([]);

    await userEvent.click(await renew());
    const confirm = screen.getByRole('dialog', { name: 'Подтвердите действие' });
    expect(confirm).toHaveTextContent('Прежний код сразу перестанет действовать');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Да' }));
    const shown = await screen.findByRole('dialog', { name: 'Новый код перевода №52' });
    expect(within(shown).getByLabelText('Код перевода')).toHaveTextContent('3333 4444');
    expect(shown).toHaveTextContent('Прежний код больше не действует.');
    expect(api.paths().filter((p) => p.startsWith('PUT'))).toEqual(['PUT /api/external_transfer/new_code/52/']);
    await userEvent.click(within(shown).getByRole('button', { name: 'Готово' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Поиск по коду: the creator finds it but is told another employee accepts it', async () => {
    shellServer(makeMe(), {
      ...TRANSFER_SCREEN_ROUTES,
      'GET /api/find_external_transfer/': makeTransfer({ id: 51, transfer_kind: 'EXTERNAL', is_mine: true }),
    });
    renderApp('/cash-registers/7/search/', { token: 't' });
    await userEvent.type(await screen.findByLabelText('Код перевода'), '12345678');
    await userEvent.click(screen.getByRole('button', { name: 'Найти' }));
    const card = await screen.findByRole('region', { name: 'Перевод №51' });
    expect(within(card).queryByRole('button', { name: 'Принять' })).toBeNull();
    expect(card).toHaveTextContent('Вы создали этот перевод: принимает и выдаёт его другой сотрудник.');
  });
});
