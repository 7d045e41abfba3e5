import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/renderApp';
import { journalRow, operationsServer } from '../operationsFixtures';
import { pageOf } from '../../../testing/page';

const rowWith = (table: HTMLElement, text: string) => within(table).getAllByRole('row').find((r) => r.textContent?.includes(text))!;

const JOURNAL = pageOf([
    journalRow({ id: 'TRANSACTION:3', record_id: 3, amount: '-1000.00', total: '-91500.00', reverses: 2, comment: 'Сторно №2: опечатка' }),
    journalRow({ id: 'TRANSACTION:2', record_id: 2, amount: '1000.00', total: '91500.00', reversed_by: 3 }),
    journalRow({ id: 'TRANSACTION:1', record_id: 1, correction_pending: true }),
    journalRow({ id: 'INCOME_OUTCOME:8', record_id: 8, kind: 'INCOME_OUTCOME', operation_type: 'Outcome', rate: null, total: null, total_currency: null }),
    journalRow({ id: 'INTERNAL_TRANSFER:9:out', record_id: 9, kind: 'INTERNAL_TRANSFER', operation_type: 'TRANSFER_OUT', rate: null, total: null, total_currency: null }),
]);

describe('Сторно in the day journal', () => {
  it('marks reversals, reversed and pending rows, and asks for a reversal with a reason', async () => {
    const api = operationsServer({
      'GET /api/operation/': JOURNAL,
      'POST /api/correction/create/': { status: 201, body: { id: 1 } },
    });
    renderApp('/cash-registers/7/', { token: 't' });
    const table = await screen.findByRole('table', { name: 'Журнал операций' });
    await within(table).findByText('сторно записи №2');
    expect(within(rowWith(table, 'сторнировано: №3')).getByText('1 000.00 USD')).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(table).getByText('сторно ждёт подтверждения')).toBeInTheDocument();
    // Transfers are cancelled, not reversed: no Сторно on their rows.
    expect(within(table).getAllByRole('button', { name: /^Сторно записи/ })).toHaveLength(1);
    // The reversal is no client's operation: no receipt on its row; the reversed one keeps its own.
    expect(within(rowWith(table, 'сторно записи №2')).queryByRole('button', { name: /^Чек №/ })).not.toBeInTheDocument();
    expect(within(rowWith(table, 'сторнировано: №3')).getByRole('button', { name: 'Чек №2 — печать' })).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Сторно записи №8' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сторно записи №8' });
    expect(dialog).toHaveTextContent('Доходы / Расходы №8: Выдача 100.00 USD');
    await userEvent.type(within(dialog).getByLabelText('Причина'), 'Двойная запись');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Запросить сторно' }));
    await waitFor(() => expect(api.paths()).toContain('POST /api/correction/create/'));
    const post = api.requests.find((r) => r.method === 'POST')!;
    expect(await post.clone().json()).toEqual({ record_kind: 'INCOME_OUTCOME', record_id: 8, reason: 'Двойная запись' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
