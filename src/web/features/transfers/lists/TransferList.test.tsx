import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../../testing/fakeApi';
import { makeMe, renderApp } from '../../../testing/renderApp';
import { shellServer } from '../../../testing/shellServer';
import { heldRoute, KAZAN_9, makeTransfer, MOSCOW_7, TRANSFER_SCREEN_ROUTES, USD } from '../transferFixtures';
import { pageOf } from '../../../testing/page';

const PATH = '/cash-registers/7/transfers/';
const incoming = makeTransfer({ id: 41 });
const outgoing = makeTransfer({ id: 42, from_cash_register: MOSCOW_7, to_cash_register: { id: 9, name: 'Касса Баумана' }, comment: 'аренда' });

function server(more: Record<string, unknown> = {}, me = makeMe()) {
  return shellServer(me, {
    ...TRANSFER_SCREEN_ROUTES,
    'GET /api/internal_transfer/': pageOf([incoming, outgoing]),
    'GET /api/external_transfer/': pageOf([]),
    'GET /api/crypto_transfer/': pageOf([]),
    ...more,
  });
}

async function table(name = 'Внутренние переводы') {
  const t = await screen.findByRole('table', { name });
  await within(t).findByText('41');
  return t;
}

describe('TransferList (/cash-registers/{id}/transfers/)', () => {
  it('lists outgoing and incoming transfers with status, counterpart and city, and what each row offers', async () => {
    server();
    renderApp(PATH, { token: 't' });
    const t = await table();
    const [, inRow, outRow] = within(t).getAllByRole('row');
    expect(inRow).toHaveTextContent('Ожидает');
    expect(inRow).toHaveTextContent('Входящий');
    expect(inRow).toHaveTextContent('Касса Баумана, Казань');
    expect(inRow).toHaveTextContent('1 500.00 USD');
    // The receiver accepts; the sender edits while Pending; neither does the other's.
    expect(within(inRow).getByRole('button', { name: 'Принять перевод №41' })).toBeInTheDocument();
    expect(within(inRow).queryByRole('button', { name: /Изменить/ })).toBeNull();
    expect(within(outRow).getByRole('button', { name: 'Изменить перевод №42' })).toBeInTheDocument();
    expect(within(outRow).queryByRole('button', { name: /Принять/ })).toBeNull();
    // The register's balance as day_balance answers it, grouped.
    expect(screen.getByLabelText('Остаток кассы')).toHaveTextContent('USD12 345.50');
  });

  it.each([
    ['without the permission', makeMe(), ['Внутренние', 'Внешние']],
    ['with isCryptoTransactionPageActive', makeMe({}, { isCryptoTransactionPageActive: true }), ['Внутренние', 'Внешние', 'Крипто']],
    ['as an admin', makeMe({ isAdmin: true }), ['Внутренние', 'Внешние', 'Крипто']],
  ])('shows the Крипто tab only with the permission (%s)', async (_, me, tabs) => {
    const api = server({}, me);
    renderApp(PATH, { token: 't' });
    await table();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(tabs);
    expect(api.paths().some((p) => p.startsWith('GET /api/crypto_transfer/'))).toBe(false);
  });

  it('accepts an internal transfer after Подтвердите действие → Да, showing progress, then says so', async () => {
    const held = heldRoute();
    const api = server({ 'PUT /api/internal_transfer/accept/41/': held.route });
    renderApp(PATH, { token: 't' });
    const t = await table();
    await userEvent.click(within(t).getByRole('button', { name: 'Принять перевод №41' }));
    const confirm = screen.getByRole('dialog', { name: 'Подтвердите действие' });
    expect(confirm).toHaveTextContent('1 500.00 USD из кассы «Касса Баумана»');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Да' }));
    expect(await screen.findByText('Принимаем перевод…')).toBeInTheDocument();
    held.release(200, { ...incoming, status: 'Accepted', is_final: true });
    expect(await screen.findByText('Перевод №41 принят.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const accept = api.requests.find((r) => r.method === 'PUT')!;
    expect(await accept.clone().json()).toEqual({ id: 41 });
  });

  it('Нет sends nothing', async () => {
    const api = server();
    renderApp(PATH, { token: 't' });
    await userEvent.click(within(await table()).getByRole('button', { name: 'Принять перевод №41' }));
    await userEvent.click(screen.getByRole('button', { name: 'Нет' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.paths().filter((p) => p.startsWith('PUT'))).toEqual([]);
  });

  it('409: the transfer was taken by someone else; only Закрыть is offered', async () => {
    server({ 'PUT /api/internal_transfer/accept/41/': reply(409, { detail: 'Перевод уже принят.' }) });
    renderApp(PATH, { token: 't' });
    await userEvent.click(within(await table()).getByRole('button', { name: 'Принять перевод №41' }));
    await userEvent.click(screen.getByRole('button', { name: 'Да' }));
    const failure = await screen.findByRole('dialog', { name: 'Не удалось' });
    expect(within(failure).getByRole('alert')).toHaveTextContent('Перевод уже принят или выдан');
    expect(within(failure).queryByRole('button', { name: 'Повторить' })).toBeNull();
    await userEvent.click(within(failure).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/принят\.$/)).toBeNull();
  });

  it('keeps the tab and its page in the URL; another tab starts at page 1', async () => {
    const external = makeTransfer({ id: 51, transfer_kind: 'EXTERNAL', fee: '10.00' });
    const api = server({ 'GET /api/external_transfer/': pageOf([external], { count: 45 }) });
    renderApp(`${PATH}?kind=external&page=2`, { token: 't' });
    const t = await screen.findByRole('table', { name: 'Внешние переводы' });
    await within(t).findByText('51');
    expect(screen.getByRole('tab', { name: 'Внешние' })).toHaveAttribute('aria-selected', 'true');
    expect(api.paths().filter((p) => p.startsWith('GET /api/external_transfer/'))).toEqual(['GET /api/external_transfer/?cash_register=7&page=2&size=20']);

    await userEvent.click(screen.getByRole('tab', { name: 'Внутренние' }));
    await table();
    expect(screen.getByLabelText('Текущий запрос').textContent).toBe('');
    // Never page 2 of another kind's list, not even for a moment.
    expect(api.paths().filter((p) => p.startsWith('GET /api/internal_transfer/'))).toEqual(['GET /api/internal_transfer/?cash_register=7&page=1&size=20']);
  });

  it('an external accept asks for the code; a wrong code (400) is said under it and can be typed again', async () => {
    const external = makeTransfer({ id: 51, transfer_kind: 'EXTERNAL', fee: '10.00' });
    let tries = 0;
    const api = server({
      'GET /api/external_transfer/': pageOf([external]),
      'PUT /api/external_transfer/accept/51/': () =>
        ++tries === 1 ? reply(400, { transfer_code: ['Неверный код перевода.'] }) : reply(200, { ...external, status: 'Accepted' }),
    });
    renderApp(PATH, { token: 't' });
    await table();
    await userEvent.click(screen.getByRole('tab', { name: 'Внешние' }));
    const t = await screen.findByRole('table', { name: 'Внешние переводы' });
    await userEvent.click(await within(t).findByRole('button', { name: 'Принять перевод №51' }));
    const dialog = screen.getByRole('dialog', { name: 'Принять перевод' });
    const code = within(dialog).getByLabelText('Код перевода');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Принять' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Поле обязательно');
    await userEvent.type(code, '1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Принять' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Код перевода: 8 цифр.');
    expect(tries).toBe(0);
    await userEvent.type(code, '5678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Принять' }));
    expect(await within(screen.getByRole('dialog', { name: 'Принять перевод' })).findByRole('alert')).toHaveTextContent('Неверный код перевода.');
    await userEvent.clear(screen.getByLabelText('Код перевода'));
    await userEvent.type(screen.getByLabelText('Код перевода'), '87654321');
    await userEvent.click(screen.getByRole('button', { name: 'Принять' }));
    expect(await screen.findByText('Перевод №51 принят.')).toBeInTheDocument();
    const bodies = await Promise.all(api.requests.filter((r) => r.method === 'PUT').map((r) => r.clone().json()));
    expect(bodies).toEqual([{ transfer_code: '12345678' }, { transfer_code: '87654321' }]);
  });

  it('creating a transfer: the form says what is missing, then the server’s refusal with the text of docs/PRODUCT.md §8', async () => {
    const api = server({ 'POST /api/internal_transfer/create/': reply(400, { amount: ['Недостаточно средств в кассе.'] }) });
    renderApp(PATH, { token: 't' });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Новый перевод' }));
    const dialog = screen.getByRole('dialog', { name: 'Новый внутренний перевод' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findAllByText('Поле обязательно')).toHaveLength(3);
    // The sender is not offered as the receiver; the others are grouped by city.
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Касса получателя' }));
    expect(screen.queryByRole('option', { name: 'Касса №1' })).toBeNull();
    expect(screen.getByText('Казань')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Касса Баумана' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Валюта' }));
    await userEvent.click(screen.getByRole('option', { name: 'USD — Доллар США' }));
    await userEvent.type(within(dialog).getByLabelText('Сумма'), '250.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText('Заполните форму создания перевода до конца!')).toBeInTheDocument();
    expect(within(dialog).getByText('Недостаточно средств в кассе.')).toBeInTheDocument();
    const body = await api.requests.find((r) => r.method === 'POST')!.clone().json();
    expect(body).toEqual({ from_cash_register: 7, to_cash_register: KAZAN_9.id, currency: USD.id, amount: '250.5' });
  });

  it('a city\'s vault is offered to an internal transfer, never to a client\'s', async () => {
    const vault = { id: 10, name: 'Хранилище Казани', city: { id: 2, name: 'Казань' }, is_active: true, kind: 'vault' };
    server({ 'GET /api/transfer_cash_registers/': [MOSCOW_7, KAZAN_9, vault] });
    renderApp(PATH, { token: 't' });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Новый перевод' }));
    let dialog = screen.getByRole('dialog', { name: 'Новый внутренний перевод' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Касса получателя' }));
    expect(screen.getByRole('option', { name: 'Хранилище Казани' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));

    await userEvent.click(screen.getByRole('tab', { name: 'Внешние' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Новый перевод' }));
    dialog = screen.getByRole('dialog', { name: 'Новый внешний перевод' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Касса получателя' }));
    expect(screen.getByRole('option', { name: 'Касса Баумана' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Хранилище Казани' })).toBeNull();
  });

  it("on the city's vault: a new internal transfer, never a client's (the tab says why)", async () => {
    server({ 'GET /api/cash_register/7/': { ...MOSCOW_7, name: 'Хранилище', kind: 'vault' } });
    renderApp(PATH, { token: 't' });
    await table();
    expect(screen.getByRole('button', { name: 'Новый перевод' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Внешние' }));
    expect(await screen.findByRole('note', { name: 'Хранилище' })).toHaveTextContent('Хранилище не проводит клиентские операции');
    expect(screen.queryByRole('button', { name: 'Новый перевод' })).not.toBeInTheDocument();
  });

  it('a new external transfer shows its code large for the client', async () => {
    const created = makeTransfer({ id: 60, transfer_kind: 'EXTERNAL', from_cash_register: MOSCOW_7, to_cash_register: KAZAN_9, transfer_code: '12345678', amount: '300.00', fee: '4.50' });
    const api = server({ 'POST /api/external_transfer/create/': reply(201, created) });
    renderApp(PATH, { token: 't' });
    await table();
    await userEvent.click(screen.getByRole('tab', { name: 'Внешние' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Новый перевод' }));
    const dialog = screen.getByRole('dialog', { name: 'Новый внешний перевод' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Касса получателя' }));
    await userEvent.click(screen.getByRole('option', { name: 'Касса Баумана' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Валюта' }));
    await userEvent.click(screen.getByRole('option', { name: 'USD — Доллар США' }));
    await userEvent.type(within(dialog).getByLabelText('Сумма'), '300');
    await userEvent.clear(within(dialog).getByLabelText('Комиссия'));
    await userEvent.type(within(dialog).getByLabelText('Комиссия'), '4.5');
    await userEvent.type(within(dialog).getByLabelText('Клиент (отправитель)'), 'Иван Петров');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    const codeDialog = await screen.findByRole('dialog', { name: 'Перевод №60 создан' });
    expect(within(codeDialog).getByLabelText('Код перевода')).toHaveTextContent('1234 5678');
    const body = await api.requests.find((r) => r.method === 'POST')!.clone().json();
    expect(body).toEqual({ from_cash_register: 7, to_cash_register: 9, currency: 2, amount: '300', fee: '4.5', sender_name: 'Иван Петров' });
  });

  it('edits the sender’s own Pending transfer with what it holds', async () => {
    const api = server({ 'PUT /api/internal_transfer/update/42/': reply(200, { ...outgoing, amount: '1600.00' }) });
    renderApp(PATH, { token: 't' });
    await userEvent.click(within(await table()).getByRole('button', { name: 'Изменить перевод №42' }));
    const dialog = screen.getByRole('dialog', { name: 'Изменить перевод №42' });
    const amount = within(dialog).getByLabelText('Сумма');
    expect(amount).toHaveValue('1\u202f500.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1600');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Перевод №42 изменён.')).toBeInTheDocument();
    const body = await api.requests.find((r) => r.method === 'PUT')!.clone().json();
    expect(body).toEqual({ to_cash_register: 9, currency: 2, amount: '1600', comment: 'аренда' });
  });

  it('a crypto transfer names its currency crypto_currency and takes 8 decimals', async () => {
    const created = makeTransfer({ id: 70, transfer_kind: 'CRYPTO', from_cash_register: MOSCOW_7, to_cash_register: KAZAN_9, transfer_code: '87654321' });
    const api = server({ 'POST /api/crypto_transfer/create/': reply(201, created) }, makeMe({}, { isCryptoTransactionPageActive: true }));
    renderApp(PATH, { token: 't' });
    await table();
    await userEvent.click(screen.getByRole('tab', { name: 'Крипто' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Новый перевод' }));
    const dialog = screen.getByRole('dialog', { name: 'Новый крипто перевод' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Касса получателя' }));
    await userEvent.click(screen.getByRole('option', { name: 'Касса Баумана' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Криптовалюта' }));
    await userEvent.click(screen.getByRole('option', { name: 'USDT — Tether' }));
    await userEvent.type(within(dialog).getByLabelText('Сумма'), '0.123456789');
    expect(within(dialog).getByLabelText('Сумма')).toHaveValue('0.12345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await screen.findByRole('dialog', { name: 'Перевод №70 создан' })).toBeInTheDocument();
    const body = await api.requests.find((r) => r.method === 'POST')!.clone().json();
    expect(body).toEqual({ from_cash_register: 7, to_cash_register: 9, crypto_currency: 5, amount: '0.12345678', fee: '0' });
  });
});
