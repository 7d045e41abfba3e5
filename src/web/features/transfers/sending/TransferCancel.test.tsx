import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeMe, renderApp } from '../../../testing/renderApp';
import { shellServer } from '../../../testing/shellServer';
import { makeTransfer, MOSCOW_7, TRANSFER_SCREEN_ROUTES } from '../transferFixtures';
import { pageOf } from '../../../testing/page';

/** «Отменить»: the sender's side, while Pending, with what is returned and a reason. */
const PATH = '/cash-registers/7/transfers/';
const KAZAN = { id: 9, name: 'Касса Баумана' };
const outgoing = makeTransfer({
  id: 42, transfer_kind: 'EXTERNAL', from_cash_register: MOSCOW_7, to_cash_register: KAZAN, amount: '500.00', fee: '5.00', is_mine: true, transfer_code: '12345678',
});
const incoming = makeTransfer({ id: 41, transfer_kind: 'EXTERNAL' });
const cancelled = makeTransfer({
  id: 43, transfer_kind: 'EXTERNAL', from_cash_register: MOSCOW_7, to_cash_register: KAZAN, status: 'Cancelled', is_final: true,
});

function server(more: Record<string, unknown> = {}) {
  return shellServer(makeMe(), {
    ...TRANSFER_SCREEN_ROUTES,
    'GET /api/internal_transfer/': pageOf([]),
    'GET /api/external_transfer/': pageOf([incoming, outgoing, cancelled]),
    ...more,
  });
}

async function externalTable() {
  renderApp(PATH, { token: 't' });
  await userEvent.click(await screen.findByRole('tab', { name: 'Внешние' }));
  const t = await screen.findByRole('table', { name: 'Внешние переводы' });
  await within(t).findByText('42');
  return t;
}

describe('cancelling a pending transfer', () => {
  it('is offered on the sender\'s pending rows only; a cancelled one reads Отменен and offers nothing', async () => {
    server();
    const t = await externalTable();
    const [, inRow, outRow, cancelledRow] = within(t).getAllByRole('row');
    expect(within(outRow).getByRole('button', { name: 'Отменить перевод №42' })).toBeInTheDocument();
    expect(within(inRow).queryByRole('button', { name: /Отменить/ })).toBeNull();
    expect(cancelledRow).toHaveTextContent('Отменен');
    expect(within(cancelledRow).queryByRole('button')).toBeNull();
  });

  it('names the amount and the fee returned, requires a reason, then sends it', async () => {
    const api = server({ 'PUT /api/external_transfer/cancel/42/': { ...outgoing, status: 'Cancelled', is_final: true } });
    const t = await externalTable();
    await userEvent.click(within(t).getByRole('button', { name: 'Отменить перевод №42' }));
    const dialog = screen.getByRole('dialog', { name: 'Отменить перевод №42' });
    expect(dialog).toHaveTextContent('Верните клиенту 500.00 USD и комиссию 5.00 USD.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отменить перевод' }));
    expect(await within(dialog).findByText('Поле обязательно')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Причина отмены'), 'Клиент передумал');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отменить перевод' }));
    expect(await screen.findByText('Перевод №42 отменён.')).toBeInTheDocument();
    const put = api.requests.find((r) => r.method === 'PUT')!;
    expect(await put.clone().json()).toEqual({ reason: 'Клиент передумал' });
  });
});
