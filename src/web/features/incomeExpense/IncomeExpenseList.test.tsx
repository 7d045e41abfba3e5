import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomeOutcome } from '../../../shared/contract';
import { setAppConfig } from '../../appConfig';
import { reply } from '../../testing/fakeApi';
import { renderApp, makeMe } from '../../testing/renderApp';
import { shellServer } from '../../testing/shellServer';
import { theme } from '../../ui/theme';
import { pageOf } from '../../testing/page';

const RUB = { id: 1, code: 'RUB', name: 'Российский рубль' };
const USD = { id: 2, code: 'USD', name: 'Доллар США' };

const record = (overrides: Partial<IncomeOutcome> = {}): IncomeOutcome => ({
  id: 1,
  kind: 'INCOME_OUTCOME',
  created_at: '2026-11-22T08:45:00.000Z',
  user: { id: 3, name: 'Ксения Кассирова' },
  comment: 'Аренда помещения',
  cash_register: { id: 7, name: 'Касса №1' },
  currency: RUB,
  direction: 'Outcome',
  amount: '42000.00',
  reverses: null,
  reversed_by: null,
  correction_pending: false,
  ...overrides,
});

const balanceRow = (currency: typeof RUB, closing: string) => ({ currency, opening: closing, income: '0.00', outcome: '0.00', closing });

function server(more = {}) {
  return shellServer(makeMe(), {
    'GET /api/income_outcome/': pageOf([record(), record({ id: 2, direction: 'Income', amount: '1500.5', comment: 'Комиссия' })]),
    'GET /api/currency/': [
      { ...RUB, order: 1, is_base: true, decimals: 2 },
      { ...USD, order: 2, is_base: false, decimals: 2 },
    ],
    'GET /api/day_balance/': { cash_register: { id: 7, name: 'Касса №1' }, date: '2026-11-23', balances: [balanceRow(RUB, '23522053.98'), balanceRow(USD, '72137.74')] },
    ...more,
  });
}

const table = () => screen.findByRole('table', { name: 'Доходы и расходы' });

describe('IncomeExpenseList (/cash-registers/{id}/income-expense/)', () => {
  beforeEach(() => setAppConfig({ timeZone: 'Europe/Moscow', fakeDate: '2026-11-23' }));
  afterEach(() => setAppConfig(null));

  it("lists the register's income (Прием, green) and expenses (Выдача, red), and its balance today", async () => {
    const api = server();
    renderApp('/cash-registers/7/income-expense/', { token: 't' });
    const grid = await table();
    await within(grid).findByText('Аренда помещения');
    const rows = within(grid).getAllByRole('row');
    expect(within(rows[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '22/11/2026 11:45', 'Выдача', '42\u202f000.00 RUB', 'Аренда помещения', 'Ксения Кассирова', 'Сторно',
    ]);
    expect(within(rows[1]).getByText('Выдача')).toHaveStyle({ color: theme.colors.sell });
    expect(within(rows[2]).getByText('Прием')).toHaveStyle({ color: theme.colors.buy });
    expect(within(rows[2]).getAllByRole('cell')[2].textContent).toBe('1\u202f500.50 RUB');
    const balance = screen.getByRole('table', { name: 'Остаток кассы' });
    expect((await within(balance).findByRole('row', { name: /^RUB/ })).textContent).toContain('23\u202f522\u202f053.98');
    expect(screen.getByRole('heading', { name: 'Остаток кассы на 23/11/2026' })).toBeInTheDocument();
    expect(api.paths()).toContain('GET /api/income_outcome/?cash_register=7&page=1&size=20');
    expect(api.paths()).toContain('GET /api/day_balance/?cash_register=7&date=2026-11-23');
  });

  it('records an expense: type required, base currency preselected, what the register holds shown, the refusal under its field', async () => {
    const bodies: unknown[] = [];
    const api = server({
      'POST /api/income_outcome/create/': async (r: Request) => {
        const body = await r.json();
        bodies.push(body);
        return bodies.length === 1
          ? reply(400, { amount: ['Недостаточно средств в кассе: доступно 400.00 RUB.'] })
          : reply(201, record({ id: 3, ...body }));
      },
    });
    renderApp('/cash-registers/7/income-expense/', { token: 't' });
    await table();
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить' }));
    const dialog = screen.getByRole('dialog', { name: 'Доход / расход' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Валюта' })).toHaveValue('RUB — Российский рубль'));
    await userEvent.type(within(dialog).getByLabelText('Сумма'), '1234.56');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Тип' })).toHaveAccessibleDescription('Поле обязательно'));
    expect(bodies).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Тип' }));
    await userEvent.click(within(dialog).getByRole('option', { name: 'Выдача' }));
    expect(within(dialog).getByLabelText('Сумма')).toHaveAccessibleDescription('В кассе: 23\u202f522\u202f053.98 RUB');
    await userEvent.type(within(dialog).getByLabelText('Комментарий'), 'Канцтовары');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Недостаточно средств в кассе: доступно 400.00 RUB.')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ cash_register: 7, direction: 'Outcome', currency: 1, amount: '1234.56', comment: 'Канцтовары' });

    const calls = (path: string) => api.paths().filter((p) => p.startsWith(`GET /api/${path}`)).length;
    const before = { list: calls('income_outcome/'), balance: calls('day_balance/') };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The refused write refetched nothing; the saved one refreshes the list and the balance.
    await waitFor(() => expect({ list: calls('income_outcome/'), balance: calls('day_balance/') }).toEqual({ list: before.list + 1, balance: before.balance + 1 }));
  });
});

describe('Enter in the income / expense dialog (the dialogs: FormDialog)', () => {
  beforeEach(() => setAppConfig({ timeZone: 'Europe/Moscow', fakeDate: '2026-11-23' }));
  afterEach(() => setAppConfig(null));

  it('goes from the amount to the empty type, then sends once the type is chosen', async () => {
    const bodies: unknown[] = [];
    server({ 'POST /api/income_outcome/create/': async (r: Request) => (bodies.push(await r.json()), reply(201, record({ id: 3 }))) });
    renderApp('/cash-registers/7/income-expense/', { token: 't' });
    await table();
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить' }));
    const dialog = screen.getByRole('dialog', { name: 'Доход / расход' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Валюта' })).toHaveValue('RUB — Российский рубль'));
    await userEvent.type(within(dialog).getByLabelText('Сумма'), '10{Enter}');
    expect(within(dialog).getByRole('combobox', { name: 'Тип' })).toHaveFocus();
    expect(bodies).toHaveLength(0);
    await userEvent.keyboard('{Enter}{Enter}{Enter}');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ direction: 'Income', currency: 1, amount: '10' });
  });
});

describe('Сторно on Доходы \\ Расходы', () => {
  it('strikes a reversed record through and marks a pending one', async () => {
    shellServer(undefined, {
      'GET /api/income_outcome/': pageOf([
        record({ id: 3, amount: '-42000.00', reverses: 1 }), record({ id: 2, correction_pending: true }), record({ id: 1, reversed_by: 3 }),
      ]),
      'GET /api/day_balance/': { cash_register: { id: 7, name: 'Касса №1' }, date: '2026-11-23', balances: [] },
      'GET /api/currency/': [],
    });
    renderApp('/cash-registers/7/income-expense/', { token: 't' });
    const grid = await screen.findByRole('table', { name: 'Доходы и расходы' });
    expect(await within(grid).findByText('сторно записи №1')).toBeInTheDocument();
    expect(within(grid).getByText('сторно ждёт подтверждения')).toBeInTheDocument();
    const reversed = within(grid).getAllByRole('row').find((r) => r.textContent?.includes('сторнировано: №3'))!;
    expect(within(reversed).getByText(/^42.000\.00 RUB$/)).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(grid).queryByRole('button', { name: /Сторно записи/ })).not.toBeInTheDocument();
  });

  it("on the city's vault there is nothing to add, and the page says why (docs/VAULT.md)", async () => {
    server({ 'GET /api/cash_register/7/': { id: 7, name: 'Хранилище', city: { id: 1, name: 'Москва' }, is_active: true, kind: 'vault' } });
    renderApp('/cash-registers/7/income-expense/', { token: 't' });
    expect(await screen.findByRole('note', { name: 'Хранилище' })).toHaveTextContent('Хранилище не проводит клиентские операции');
    expect(screen.queryByRole('button', { name: 'Добавить' })).not.toBeInTheDocument();
  });
});
