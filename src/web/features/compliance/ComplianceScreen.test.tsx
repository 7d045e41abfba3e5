import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComplianceMatch, MandatoryControlRow, WatchlistPreview } from '../../../shared/contract';
import { reply } from '../../testing/fakeApi';
import { makeMe, renderApp } from '../../testing/renderApp';
import { shellServer } from '../../testing/shellServer';
import { pageOf } from '../../testing/page';

const officer = makeMe({}, { isComplianceOfficer: true });
const cashier = makeMe();
const FRESH = { entries: 3, imported_at: '2026-11-26T08:00:00Z', imported_by: { id: 1, name: 'Админ' }, is_stale: false };
const MATCH: ComplianceMatch = {
  id: 5, client: { id: 41, name: 'Иванов Иван Петрович' }, client_birth_date: '1980-02-01',
  entry: { full_name: 'IVANOV IVAN', birth_date: null }, kind: 'review', status: 'open',
  in_current_list: true, created_at: '2026-11-26T08:00:00Z', decided_at: null, decided_by: null, lifted_at: null, lifted_by: null, lift_reason: '',
};
const ROW: MandatoryControlRow = {
  id: 9, kind: 'split', city: { id: 2, name: 'Казань' }, client: { id: 41, name: 'Иванов Иван Петрович' }, filed_identity: null, date: '2026-11-26',
  total: '610000.00', threshold: '600000.00', base_currency: { id: 1, code: 'RUB', name: 'Рубль' },
  operations: [
    { kind: 'TRANSACTION', id: 70, created_at: '2026-11-26T09:00:00Z', cash_register: { id: 9, name: 'Касса Баумана' }, operation_type: 'SELL', currency: { id: 2, code: 'USD', name: 'Доллар США' }, amount: '3000.00', rate: '100.000000', total: '300000.00' },
    { kind: 'TRANSACTION', id: 71, created_at: '2026-11-26T15:00:00Z', cash_register: { id: 9, name: 'Касса Баумана' }, operation_type: 'SELL', currency: { id: 2, code: 'USD', name: 'Доллар США' }, amount: '3100.00', rate: '100.000000', total: '310000.00' },
  ],
  status: 'new', reported_at: null, reported_by: null, reference: '', created_at: '2026-11-26T16:00:00Z',
};

function server(me = officer, more: Record<string, unknown> = {}) {
  return shellServer(me, {
    'GET /api/compliance/watchlist/': FRESH,
    'GET /api/compliance/matches/': pageOf([MATCH]),
    'GET /api/compliance/mandatory_control/': pageOf([ROW]),
    ...more,
  });
}

describe('Комплаенс', () => {
  it('does not exist for a cashier: no tab, no banner, nothing asked; the address says not found', async () => {
    const api = server(cashier);
    renderApp('/cities/compliance/', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Страница не найдена.' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Комплаенс' })).not.toBeInTheDocument();
    expect(api.paths().filter((p) => p.includes('compliance'))).toEqual([]);
  });

  it('a compliance officer decides a match: Однофамилец → Да clears it; the server’s refusal is said', async () => {
    let answer = reply(403, { detail: 'Нельзя решать совпадение по клиенту, которого вы внесли.' });
    const api = server(officer, { 'PUT /api/compliance/matches/5/clear/': () => answer });
    renderApp('/cities/', { token: 't' });
    await userEvent.click(await screen.findByRole('link', { name: 'Комплаенс' }));
    const table = await screen.findByRole('table', { name: 'Совпадения с перечнем' });
    const row = (await within(table).findByText('Иванов Иван Петрович')).closest('tr')!;
    expect(row).toHaveTextContent('IVANOV IVAN');
    expect(row).toHaveTextContent('Только имя');
    await userEvent.click(within(row).getByRole('button', { name: 'Однофамилец: Иванов Иван Петрович' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Да' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Нельзя решать совпадение по клиенту, которого вы внесли.');
    answer = reply(200, { ...MATCH, status: 'cleared' });
    await userEvent.click(within(row).getByRole('button', { name: 'Однофамилец: Иванов Иван Петрович' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(api.paths().filter((p) => p.startsWith('GET /api/compliance/matches/'))).toHaveLength(2));
    expect(api.paths().filter((p) => p.startsWith('PUT'))).toEqual(['PUT /api/compliance/matches/5/clear/', 'PUT /api/compliance/matches/5/clear/']);
  });

  it('the mandatory-control queue: a split day with its deals, marked reported with the reference, exported as XLSX', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = server(officer, {
      'PUT /api/compliance/mandatory_control/9/report/': reply(200, { ...ROW, status: 'reported', reference: 'СООБЩ-1' }),
      'GET /api/print_mandatory_control/': { status: 200, body: 'xlsx', headers: { 'Content-Disposition': "attachment; filename*=UTF-8''mc.xlsx" } },
    });
    renderApp('/cities/compliance/', { token: 't' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Обязательный контроль' }));
    const table = await screen.findByRole('table', { name: 'Операции на обязательный контроль' });
    const row = (await within(table).findByText('Иванов Иван Петрович')).closest('tr')!;
    expect(row).toHaveTextContent('Дробление за день');
    expect(row).toHaveTextContent(/610\s000.00 RUB/);
    expect(row).toHaveTextContent(/Продажа 3\s000.00 USD, Касса Баумана; Продажа 3\s100.00 USD, Касса Баумана/);
    expect(api.paths().find((p) => p.startsWith('GET /api/compliance/mandatory_control/'))).toMatch(/from_date=\d{4}-\d{2}-01&to_date=\d{4}-\d{2}-\d{2}&status=new&page=1&size=20/);
    await userEvent.click(within(row).getByRole('button', { name: 'Отметить отправленным: Иванов Иван Петрович, 26.11.2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Отметить отправленным' });
    await userEvent.type(within(dialog).getByLabelText('Номер сообщения'), 'СООБЩ-1{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await api.requests.find((r) => r.method === 'PUT')!.clone().json()).toEqual({ reference: 'СООБЩ-1' });
    await userEvent.click(screen.getByRole('button', { name: 'Скачать XLSX' }));
    await waitFor(() => expect(api.paths().find((p) => p.startsWith('GET /api/print_mandatory_control/'))).toMatch(/from_date=.*&to_date=.*&format=xlsx/));
    await waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
  });

  it('a reported row names the client as the report did: the filed document beside the reference', async () => {
    const filed = {
      last_name: 'Иванов', first_name: 'Иван', middle_name: 'Петрович', birth_date: '1980-02-01', citizenship: 'RU', document_type: 'Паспорт РФ' as const,
      document_series: '4519', document_number: '884210', document_issued_by: '', document_issued_at: null, address: '',
    };
    server(officer, {
      'GET /api/compliance/mandatory_control/': pageOf([{ ...ROW, status: 'reported', reference: 'ROSFIN-2026-0001', reported_at: '2026-11-27T10:00:00Z', filed_identity: filed }]),
    });
    renderApp('/cities/compliance/?status=reported', { token: 't' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Обязательный контроль' }));
    const table = await screen.findByRole('table', { name: 'Операции на обязательный контроль' });
    const row = (await within(table).findByText(/ROSFIN-2026-0001/)).closest('tr')!;
    expect(row).toHaveTextContent('В сообщении: Паспорт РФ 4519 884210, RU, 01.02.1980');
  });

  it('the queue\'s «Город» (all by default) lists every city, is asked for and applied to the XLSX', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const register = (id: number, city: { id: number; name: string }) => ({ id, name: `Касса ${id}`, city, is_active: true });
    const api = server(officer, {
      'GET /api/transfer_cash_registers/': [register(1, { id: 1, name: 'Москва' }), register(9, { id: 2, name: 'Казань' }), register(2, { id: 1, name: 'Москва' })],
      'GET /api/print_mandatory_control/': { status: 200, body: 'xlsx', headers: { 'Content-Disposition': "attachment; filename*=UTF-8''mc.xlsx" } },
    });
    renderApp('/cities/compliance/', { token: 't' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Обязательный контроль' }));
    const city = await screen.findByLabelText('Город');
    expect(city).toHaveValue('');
    await waitFor(() => expect(within(city).getAllByRole('option').map((o) => o.textContent)).toEqual(['Все города', 'Казань', 'Москва']));
    expect(api.paths().find((p) => p.startsWith('GET /api/compliance/mandatory_control/'))).not.toMatch(/city=/);
    await userEvent.selectOptions(city, 'Казань');
    await waitFor(() => expect(api.paths()).toContainEqual(expect.stringMatching(/^GET \/api\/compliance\/mandatory_control\/\?from_date=.*&city=2&status=new&page=1&size=20$/)));
    await userEvent.click(screen.getByRole('button', { name: 'Скачать XLSX' }));
    await waitFor(() => expect(api.paths().find((p) => p.startsWith('GET /api/print_mandatory_control/'))).toMatch(/from_date=.*&to_date=.*&city=2&format=xlsx/));
    click.mockRestore();
  });

  it('opens on the queue\'s tab with the URL\'s city and status', async () => {
    const api = server(officer, { 'GET /api/transfer_cash_registers/': [] });
    renderApp('/cities/compliance/?tab=mandatory&city=2&status=reported', { token: 't' });
    expect(await screen.findByRole('tab', { name: 'Обязательный контроль', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Состояние')).toHaveValue('reported');
    await waitFor(() => expect(api.paths()).toContainEqual(expect.stringMatching(/mandatory_control\/\?.*city=2&status=reported&page=1&size=20$/)));
  });

  it('uploads a list as multipart `file`; a malformed one is refused with its line, the old list said as it is', async () => {
    let answer = reply(400, { file: ['Строка 3: дата рождения не в формате ГГГГ-ММ-ДД.'] });
    const api = server(officer, { 'POST /api/compliance/watchlist/import/': () => answer });
    renderApp('/cities/compliance/', { token: 't' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Перечень' }));
    expect(await screen.findByText('3')).toBeInTheDocument();
    const csv = new File(['full_name,birth_date\nИванов Иван,1980-02-01\n'], 'list.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText(/Файл перечня/), csv);
    await userEvent.click(screen.getByRole('button', { name: 'Загрузить перечень' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Строка 3: дата рождения не в формате ГГГГ-ММ-ДД.');
    const post = api.requests.find((r) => r.method === 'POST')!;
    // jsdom's File is not Node's, so only the part's name and the encoding can be read back here.
    expect(post.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(await post.clone().text()).toContain('Content-Disposition: form-data; name="file"');
    answer = reply(201, { ...FRESH, entries: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Загрузить перечень' }));
    expect(await screen.findByText('Перечень загружен, записей: 1. Клиенты проверены заново.')).toHaveAttribute('role', 'status');
  });

  it('a list that drops much is shown as a preview: «Применить перечень» confirms it, «Отменить» cancels; refusals are said', async () => {
    const preview: WatchlistPreview = {
      preview: 12, file_name: 'short.csv', entries: 2, entries_in_force: 20, added: 1, removed: 19,
      added_sample: [{ full_name: 'Новиков Нил', birth_date: '1980-02-02' }],
      removed_sample: [{ full_name: 'Злодеев Зиновий Захарович', birth_date: '1970-01-01' }],
      newly_matched: 1,
      newly_matched_clients: [{ client: { id: 43, name: 'Новиков Нил' }, screening_status: 'clear', kind: 'blocked', entry: { full_name: 'Новиков Нил', birth_date: '1980-02-02' } }],
      no_longer_listed: 1,
      no_longer_listed_clients: [{ client: { id: 41, name: 'Злодеев Зиновий Захарович' }, screening_status: 'blocked', kind: 'blocked', entry: { full_name: 'Злодеев Зиновий Захарович', birth_date: '1970-01-01' } }],
      expires_at: '2026-11-26T09:00:00Z', staged_by: { id: 1, name: 'Офицер' },
    };
    let upload = reply(400, { file: ['В файле нет ни одной записи: пустой перечень не загружается.'] });
    let confirm = reply(409, { detail: 'Этот перечень уже не ждёт подтверждения.' });
    const api = server(officer, {
      'POST /api/compliance/watchlist/import/': () => upload,
      'POST /api/compliance/watchlist/import/12/confirm/': () => confirm,
      'POST /api/compliance/watchlist/import/12/cancel/': FRESH,
    });
    renderApp('/cities/compliance/', { token: 't' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Перечень' }));
    const choose = () => userEvent.upload(screen.getByLabelText(/Файл перечня/), new File(['full_name,birth_date\n'], 'short.csv', { type: 'text/csv' }));
    await choose();
    await userEvent.click(screen.getByRole('button', { name: 'Загрузить перечень' }));
    // The file's refusal as the server wrote it, without the field's name in front.
    expect(await screen.findByRole('alert')).toHaveTextContent(/^В файле нет ни одной записи: пустой перечень не загружается\.$/);

    upload = reply(202, preview);
    await choose();
    await userEvent.click(screen.getByRole('button', { name: 'Загрузить перечень' }));
    const card = await screen.findByRole('region', { name: 'Новый перечень ждёт подтверждения' });
    expect(card).toHaveTextContent('нет 19 из 20 действующих записей');
    expect(card).toHaveTextContent('Добавлено: 1, убрано: 19');
    expect(card).toHaveTextContent('Злодеев Зиновий Захарович, 1970-01-01');
    expect(card).toHaveTextContent('Новиков Нил — будет заблокирован');
    expect(card).toHaveTextContent('Злодеев Зиновий Захарович — сейчас заблокирован');
    expect(screen.queryByText(/Перечень загружен/)).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Применить перечень' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Этот перечень уже не ждёт подтверждения.');
    expect(screen.queryByRole('region', { name: 'Новый перечень ждёт подтверждения' })).not.toBeInTheDocument();

    confirm = reply(200, { ...FRESH, entries: 2, matched: 1 });
    await choose();
    await userEvent.click(screen.getByRole('button', { name: 'Загрузить перечень' }));
    await userEvent.click(within(await screen.findByRole('region', { name: 'Новый перечень ждёт подтверждения' })).getByRole('button', { name: 'Применить перечень' }));
    expect(await screen.findByText('Перечень загружен, записей: 2. Клиенты проверены заново.')).toHaveAttribute('role', 'status');

    await choose();
    await userEvent.click(screen.getByRole('button', { name: 'Загрузить перечень' }));
    await userEvent.click(within(await screen.findByRole('region', { name: 'Новый перечень ждёт подтверждения' })).getByRole('button', { name: 'Отменить' }));
    expect(await screen.findByText('Новый перечень отменён, действует прежний.')).toHaveAttribute('role', 'status');
    expect(api.paths().filter((p) => p.startsWith('POST'))).toEqual([
      'POST /api/compliance/watchlist/import/', 'POST /api/compliance/watchlist/import/', 'POST /api/compliance/watchlist/import/12/confirm/',
      'POST /api/compliance/watchlist/import/', 'POST /api/compliance/watchlist/import/12/confirm/',
      'POST /api/compliance/watchlist/import/', 'POST /api/compliance/watchlist/import/12/cancel/',
    ]);
  });

  it('a stale list is said on every page to a compliance officer (a cashier is never asked: see the first case)', async () => {
    server(officer, { 'GET /api/compliance/watchlist/': { ...FRESH, is_stale: true } });
    renderApp('/cash-registers/7/', { token: 't' });
    expect(await screen.findByText(/Перечень террористов и экстремистов устарел/, {})).toBeInTheDocument();
  });
});
