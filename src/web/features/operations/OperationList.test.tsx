import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../testing/renderApp';
import { theme } from '../../ui/theme';
import { reply, type Reply } from '../../testing/fakeApi';
import { REGISTER_7 } from '../../testing/shellServer';
import { JOURNAL, journalRow, operationsServer } from './operationsFixtures';

const rowWith = (table: HTMLElement, text: string) => within(table).getAllByRole('row').find((r) => r.textContent?.includes(text))!;

describe('OperationList (/cash-registers/{id}/): the day and its journal', () => {
  it('shows the day balance grouped, the average buy rates and the journal newest first with labels', async () => {
    const api = operationsServer();
    renderApp('/cash-registers/7/', { token: 't' });
    const balance = await screen.findByRole('table', { name: 'Баланс за день' });
    await within(balance).findByText('RUB');
    const rub = rowWith(balance, 'RUB');
    expect(rub).toHaveTextContent('1 500 000.00'); // grouped (narrow spaces read as spaces)
    expect(rub).toHaveTextContent('118 750.50');
    expect(rub).toHaveTextContent('1 406 249.50');
    const rates = screen.getByRole('table', { name: 'Средний курс покупки' });
    await within(rates).findByText('USD');
    expect(rowWith(rates, 'USD')).toHaveTextContent('91.200000');

    const journal = await screen.findByRole('table', { name: 'Журнал операций' });
    const rows = await within(journal).findAllByRole('row');
    expect(rows).toHaveLength(1 + JOURNAL.results.length);
    expect(rows[1]).toHaveTextContent('Транзакция Кредиторов / Дебиторов');
    expect(within(rows[1]).getByText('Выдача')).toHaveStyle({ color: theme.colors.handedOver });
    expect(rows[1]).toHaveTextContent('Пётр Петров');
    expect(rows[2]).toHaveTextContent('Обмен');
    expect(within(rows[2]).getByText('Покупка')).toHaveStyle({ color: '#2e7d32' });
    expect(rows[2]).toHaveTextContent('9 150.00 RUB');
    expect(api.paths().some((p) => /^GET \/api\/operation\/\?cash_register=7&date=\d{4}-\d\d-\d\d&page=1&size=100$/.test(p))).toBe(true);
    // No crypto for a cashier without the permission.
    expect(screen.queryByRole('table', { name: 'Крипто-баланс' })).not.toBeInTheDocument();
  });

  it("asks for the day's balance and journal as the route is entered, before its register has answered, the rest after them, and once each", async () => {
    // The register's answer is held back: the screen itself cannot render before it.
    let answerRegister: (r: Reply) => void = () => {};
    const register = new Promise<Reply>((resolve) => {
      answerRegister = resolve;
    });
    const api = operationsServer({ 'GET /api/cash_register/7/': () => register });
    renderApp('/cash-registers/7/', { token: 't' });
    const asked = (path: string) => api.paths().filter((p) => p.startsWith(`GET /api/${path}`));
    await waitFor(() => expect(asked('operation/')).toHaveLength(1));
    expect(asked('day_balance/')).toHaveLength(1);
    expect(asked('cash_register/7/')).toHaveLength(1);
    // The side panel's figures wait until the first rows' calls have answered (the embedded
    // database answers one query at a time).
    expect(asked('average_rate_report/')).toHaveLength(0);
    expect(screen.queryByRole('table', { name: 'Журнал операций' })).not.toBeInTheDocument();

    answerRegister(reply(200, REGISTER_7));
    await waitFor(() => expect(asked('average_rate_report/')).toHaveLength(1));
    const journal = await screen.findByRole('table', { name: 'Журнал операций' });
    expect(await within(journal).findAllByRole('row')).toHaveLength(1 + JOURNAL.results.length);
    // The screen found the prefetched answers: nothing asked twice.
    expect(asked('operation/')).toHaveLength(1);
    expect(asked('day_balance/')).toHaveLength(1);
    expect(asked('average_rate_report/')).toHaveLength(1);
  });

  it('marks an exchange made outside the city\'s limits beside its rate, and a cancelled transfer', async () => {
    operationsServer({
      'GET /api/operation/': {
        ...JOURNAL,
        count: 4,
        results: [
          journalRow({ id: 'TRANSACTION:2', record_id: 2, rate: '95.000000', outside_limits: true }),
          journalRow({}),
          journalRow({ id: 'EXTERNAL_TRANSFER:5:out', record_id: 5, kind: 'EXTERNAL_TRANSFER', operation_type: 'TRANSFER_OUT', status: 'Cancelled', rate: null, total: null, total_currency: null }),
          // The cancel's own row, on the day the money went back (a later day's journal, here the same day).
          journalRow({
            id: 'EXTERNAL_TRANSFER:5:cancelled', record_id: 5, kind: 'EXTERNAL_TRANSFER', operation_type: 'TRANSFER_CANCELLED', status: 'Cancelled',
            rate: null, total: null, total_currency: null, fee: '5.00', comment: 'Клиент передумал',
          }),
        ],
      },
    });
    renderApp('/cash-registers/7/', { token: 't' });
    const journal = await screen.findByRole('table', { name: 'Журнал операций' });
    await within(journal).findByText('вне лимитов', { exact: false });
    const rows = within(journal).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('95.000000 вне лимитов');
    expect(rows[2]).not.toHaveTextContent('вне лимитов');
    expect(rows[3]).toHaveTextContent('Отправлен (отменён)');
    expect(rows[4]).toHaveTextContent('Отмена перевода');
    expect(rows[4]).not.toHaveTextContent('(отменён)');
    // No receipt on the cancel's row: the client's receipt is the sender's first row's.
    expect(within(rows[3]).queryAllByRole('button', { name: /чек/i }).length).toBeGreaterThan(0);
    expect(within(rows[4]).queryAllByRole('button', { name: /чек/i })).toEqual([]);
  });

  it('shows a count’s differences as Пересчёт кассы rows, signed, with no receipt and no Сторно', async () => {
    operationsServer({
      'GET /api/operation/': {
        ...JOURNAL,
        count: 2,
        results: [
          journalRow({ id: 'CASH_COUNT:12', record_id: 12, kind: 'CASH_COUNT', operation_type: 'SHORTAGE', amount: '-500.00', rate: null, total: null, total_currency: null, comment: 'недостача при сдаче' }),
          journalRow({ id: 'CASH_COUNT:11', record_id: 11, kind: 'CASH_COUNT', operation_type: 'SURPLUS', amount: '5.00', rate: null, total: null, total_currency: null, comment: 'недостача при сдаче' }),
        ],
      },
    });
    renderApp('/cash-registers/7/', { token: 't' });
    const journal = await screen.findByRole('table', { name: 'Журнал операций' });
    await within(journal).findAllByText('Пересчёт кассы');
    const rows = within(journal).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Недостача');
    expect(rows[1]).toHaveTextContent(/[-−]500\.00 USD/);
    expect(rows[2]).toHaveTextContent('Излишек');
    for (const row of rows.slice(1)) expect(within(row).queryAllByRole('button')).toEqual([]);
  });

  it('filters the journal by kind through the URL, back to page 1', async () => {
    const api = operationsServer();
    renderApp('/cash-registers/7/?page=2', { token: 't' });
    const filter = await screen.findByRole('combobox', { name: 'Вид операции' });
    await userEvent.click(filter);
    expect(screen.queryByRole('option', { name: 'Крипто транзакция' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Транзакция Кредиторов / Дебиторов' }));
    await screen.findByRole('table', { name: 'Журнал операций' });
    expect(api.paths().some((p) => p.includes('/api/operation/') && p.includes('kind=OUT_TRANSACTION&page=1'))).toBe(true);
  });
});
