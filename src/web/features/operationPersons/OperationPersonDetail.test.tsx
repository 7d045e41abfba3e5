import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CryptoOutTransaction, OutTransaction } from '../../../shared/contract';
import { setAppConfig } from '../../appConfig';
import { reply } from '../../testing/fakeApi';
import { makeMe, renderApp } from '../../testing/renderApp';
import { shellServer } from '../../testing/shellServer';
import { theme } from '../../ui/theme';
import { BTC, person, USD } from './personFixtures';
import { pageOf } from '../../testing/page';
import { recordFields } from '../../testing/records';

const operation = (overrides: Partial<OutTransaction> = {}): OutTransaction => ({
  ...recordFields('OUT_TRANSACTION', 100, '2026-11-22T16:43:00.000Z'),
  comment: 'Подкрепление кассы',
  operation_person: { id: 5, name: 'Алексей Смирнов' },
  currency: USD,
  operation_type: 'REPLENISHMENT',
  amount: '1200.00',
  ...overrides,
});

const crypto: CryptoOutTransaction = {
  ...(({ currency: _c, ...rest }) => rest)(operation({ id: 200 })),
  crypto_currency: BTC,
  operation_type: 'HANDED_OVER',
  amount: '0.12345678',
};

const server = (me = makeMe(), more = {}) =>
  shellServer(me, {
    'GET /api/operation_person/5/': person(),
    'GET /api/out_transaction/': pageOf([operation(), operation({ id: 101, operation_type: 'HANDED_OVER', amount: '300.00' })]),
    'GET /api/crypto_out_transaction/': pageOf([crypto]),
    ...more,
  });

// Generous: a lazy screen under the load of two cores shared by several test runs.
const heading = () => screen.findByRole('heading', { level: 1, name: 'Алексей Смирнов' });

describe('OperationPersonDetail (/cities/{id}/operation-persons/{personId}/)', () => {
  beforeEach(() => setAppConfig({ timeZone: 'Europe/Moscow' }));
  afterEach(() => setAppConfig(null));

  it("shows the card with the balances and the person's operations, coloured by type", async () => {
    const api = server();
    renderApp('/cities/1/operation-persons/5/', { token: 't' });
    await heading();
    const card = screen.getByLabelText('Карточка');
    expect(within(card).getAllByRole('listitem').map((i) => i.textContent)).toEqual(['-8\u202f922\u202f000.00 RUB', '+8\u202f300.00 USD']);
    const rows = within(await screen.findByRole('table', { name: 'Операции' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '22/11/2026 19:43', 'Пополнение', '1\u202f200.00 USD', 'Касса №1', 'Подкрепление кассы', 'Ксения Кассирова',
      // Under a city no register's own rows: no «Сторно», marks only.
      '',
    ]);
    expect(within(rows[1]).getByText('Пополнение')).toHaveStyle({ color: theme.colors.replenishment });
    expect(within(rows[2]).getByText('Выдача')).toHaveStyle({ color: theme.colors.handedOver });
    expect(api.paths()).toContain('GET /api/out_transaction/?operation_person=5&page=1&size=20');
  });

  it('shows crypto operations (8 decimals) only with isCryptoTransactionPageActive', async () => {
    const api = server();
    const first = renderApp('/cities/1/operation-persons/5/', { token: 't' });
    await heading();
    await screen.findByRole('table', { name: 'Операции' });
    expect(screen.queryByRole('table', { name: 'Крипто операции' })).not.toBeInTheDocument();
    expect(api.paths().some((p) => p.includes('crypto_out_transaction'))).toBe(false);
    first.unmount();

    server(makeMe({}, { isCryptoTransactionPageActive: true }));
    renderApp('/cities/1/operation-persons/5/', { token: 't' });
    const table = await screen.findByRole('table', { name: 'Крипто операции' });
    expect(await within(table).findByText('0.12345678 BTC')).toBeInTheDocument();
  });

  it('keeps each table’s page in the URL under its own name (?page= and ?crypto_page=)', async () => {
    const api = server(makeMe({}, { isCryptoTransactionPageActive: true }), {
      'GET /api/out_transaction/': pageOf([operation()], { count: 45 }),
      'GET /api/crypto_out_transaction/': pageOf([crypto], { count: 45 }),
    });
    renderApp('/cities/1/operation-persons/5/?crypto_page=2', { token: 't' });
    await heading();
    await screen.findByRole('table', { name: 'Крипто операции' });
    await waitFor(() => expect(api.paths()).toContain('GET /api/crypto_out_transaction/?operation_person=5&page=2&size=20'));
    expect(api.paths()).toContain('GET /api/out_transaction/?operation_person=5&page=1&size=20');

    // Turning the first table's page leaves the second's where it was.
    const pagers = screen.getAllByRole('button', { name: 'Вперёд, следующая страница' });
    await userEvent.click(pagers[0]);
    await waitFor(() => expect(api.paths()).toContain('GET /api/out_transaction/?operation_person=5&page=2&size=20'));
    expect(screen.getByLabelText('Текущий запрос').textContent).toBe('?crypto_page=2&page=2');
  });

  it("asks the period in 'Параметры' before a download, for admins and isAllowToPrint only", async () => {
    const first = (server(), renderApp('/cities/1/operation-persons/5/', { token: 't' }));
    await heading();
    expect(screen.queryByRole('button', { name: 'Скачать' })).not.toBeInTheDocument();
    first.unmount();

    // jsdom cannot follow the download link's click (it would log "not implemented: navigation").
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = jest.fn(() => 'blob:card');
    URL.revokeObjectURL = jest.fn();
    const api = server(makeMe({}, { isAllowToPrint: true }), {
      'GET /api/print_operation_person_detail/5/': { status: 200, body: 'xlsx', headers: { 'Content-Disposition': "attachment; filename*=UTF-8''card.xlsx" } },
    });
    renderApp('/cities/1/operation-persons/5/', { token: 't' });
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Скачать' }));
    const dialog = screen.getByRole('dialog', { name: 'Параметры' });
    // The date field is a disabled stand-in until its lazy chunk arrives.
    await waitFor(() => expect(within(dialog).getByLabelText('Дата с')).toBeEnabled());
    await userEvent.type(within(dialog).getByLabelText('Дата с'), '01/11/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Загрузить' }));
    await waitFor(() => expect(api.paths()).toContain('GET /api/print_operation_person_detail/5/?from_date=2026-11-01&format=xlsx'));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    click.mockRestore();
  });

  it('says not found for a person the server does not show, and no access for an inactive one without the right', async () => {
    server(makeMe(), { 'GET /api/operation_person/5/': reply(404, { detail: 'Страница не найдена.' }) });
    const first = renderApp('/cities/1/operation-persons/5/', { token: 't' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Кредитор / дебитор не найден' })).toBeInTheDocument();
    first.unmount();

    server(makeMe(), { 'GET /api/operation_person/5/': reply(403, { detail: 'Недостаточно прав.' }) });
    renderApp('/cities/1/operation-persons/5/', { token: 't' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Нет доступа' })).toBeInTheDocument();
  });

  it('under a register: a new operation with an active person, none with an inactive one', async () => {
    server();
    const first = renderApp('/cash-registers/7/operation-persons/5/', { token: 't' });
    await heading();
    expect(screen.getByRole('link', { name: 'Новая операция' })).toHaveAttribute('href', '/cash-registers/7/?operation=person&person=5');
    first.unmount();

    server(makeMe(), { 'GET /api/operation_person/5/': person({ is_active: false }) });
    renderApp('/cash-registers/7/operation-persons/5/', { token: 't' });
    await heading();
    expect(screen.getByLabelText('Карточка')).toHaveTextContent('Неактивен');
    expect(screen.queryByRole('link', { name: 'Новая операция' })).not.toBeInTheDocument();
  });
});
