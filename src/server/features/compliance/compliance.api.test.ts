import { todayInTimeZone } from '../../../shared/dates';
import {
  CLIENT_BLOCKED_MESSAGE,
  CLIENT_REVIEW_MESSAGE,
  TRANSFER_CLIENT_REQUIRED,
} from '../../../shared/contract/clients';
import { pdfText, xlsxRows } from '../../documents/testing/readBack';
import { client } from '../../ledger/testing/apiClient';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { clientBody } from '../clients/testing/clientBodies';
import { uploadWatchlist } from './testing/watchlistUpload';

/** Clients and compliance (docs/api/clients.md): settings, identification, screening, mandatory control. */
const f = useLedgerFixture({ app: true });
const as = client(f);
beforeAll(async () => {
  await fund(f, f.registers.m1, 'RUB', '100000000.00');
  await fund(f, f.registers.m1, 'USD', '1000000.00');
  await fund(f, f.registers.m1, 'USDT', '100000');
  await fund(f, f.registers.k1, 'USD', '100000.00');
}, 60_000);

const settings = (identification: string | null, control: string | null, transfers: boolean) => ({
  identification_threshold: identification, mandatory_control_threshold: control, identify_transfers: transfers,
});
const exchange = (amount: string, over: object = {}) => ({
  cash_register: f.registers.m1, currency: f.currencies.USD, operation_type: 'SELL', amount, rate: '100', ...over,
});
const newClient = async (over: Parameters<typeof clientBody>[0] = {}, who: 'cashier' | 'compliance' = 'cashier') => {
  const res = await as(who).post('/api/client/create/', clientBody(over));
  expect(res.status).toBe(201);
  return res.body as { id: number; last_name: string; first_name: string; middle_name: string; screening_status: string };
};
const countOf = async (table: string) => (await f.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;

describe('city compliance settings', () => {
  it('a city nobody set asks for nothing', async () => {
    expect(await as('cashier').get(`/api/city_compliance/?city=${f.cities.moscow}`)).toEqual({
      status: 200, body: { city: f.cities.moscow, ...settings(null, null, false), watchlist_max_age_days: 7, structuring_window_minutes: 30 },
    });
    expect((await as('kazan').get(`/api/city_compliance/?city=${f.cities.moscow}`)).status).toBe(404);
  });

  it('admins and compliance officers set them; others get 403; the change is audited', async () => {
    const url = `/api/city_compliance/${f.cities.moscow}/`;
    expect((await as('supervisor').put(url, settings('40000', '600000', true))).status).toBe(403);
    expect((await as('cashier').put(url, settings('40000', '600000', true))).status).toBe(403);
    expect(await as('compliance').put(`/api/city_compliance/${f.cities.kazan}/`, settings('40000.00', '600000.00', true))).toEqual({
      status: 200, body: { city: f.cities.kazan, ...settings('40000.00', '600000.00', true), watchlist_max_age_days: 7, structuring_window_minutes: 30 },
    });
    expect((await as('admin').put(url, { ...settings('40000', '600000', false), watchlist_max_age_days: 30 })).body).toEqual({
      city: f.cities.moscow, ...settings('40000.00', '600000.00', false), watchlist_max_age_days: 30, structuring_window_minutes: 30,
    });
    expect(Object.keys((await as('admin').put(url, settings('0', null, false))).body)).toEqual(['identification_threshold']);
    expect((await as('admin').put('/api/city_compliance/999999/', settings(null, null, false))).status).toBe(404);
    const { rows } = await f.db.query("SELECT 1 FROM audit_log WHERE action = 'city_compliance.set'");
    expect(rows).toHaveLength(2);
  });
});

describe('identification from the threshold (Москва: 40000.00 RUB)', () => {
  it('refuses an exchange at the threshold without a client, with the exact text; nothing written', async () => {
    const before = await countOf('exchange_transactions');
    expect(await as('cashier').post('/api/transaction/create/', exchange('400'))).toEqual({
      status: 400, body: { client: ['Нужна идентификация клиента: сумма от 40000.00 RUB.'] },
    });
    expect(await countOf('exchange_transactions')).toBe(before);
    // Below it: anonymous as before.
    const below = await as('cashier').post('/api/transaction/create/', exchange('399.99'));
    expect(below.status).toBe(201);
    expect(below.body.client).toBeNull();
  });

  it('takes a client: the answer, the list and the journal name it', async () => {
    const c = await newClient({ last_name: 'Клиентов', first_name: 'Кирилл', middle_name: '' });
    const res = await as('cashier').post('/api/transaction/create/', exchange('400', { client: c.id }));
    expect(res.status).toBe(201);
    expect(res.body.client).toEqual({ id: c.id, name: 'Клиентов Кирилл' });
    const list = await as('cashier').get(`/api/transaction/?cash_register=${f.registers.m1}`);
    expect(list.body.results.find((r: { id: number }) => r.id === res.body.id).client).toEqual({ id: c.id, name: 'Клиентов Кирилл' });
    const journal = await as('cashier').get(`/api/operation/?cash_register=${f.registers.m1}&kind=TRANSACTION`);
    expect(journal.body.results.find((r: { record_id: number }) => r.record_id === res.body.id).client).toEqual({ id: c.id, name: 'Клиентов Кирилл' });
    expect((await as('cashier').post('/api/transaction/create/', exchange('1', { client: 999999 }))).body).toEqual({
      client: ['Недопустимый первичный ключ "999999" - объект не существует.'],
    });
  });

  it('applies to a crypto deal on its base-currency amount', async () => {
    const deal = { cash_register: f.registers.m1, crypto_currency: f.currencies.USDT, operation_type: 'SELL', amount: '400', rate: '100' };
    expect(await as('cashier').post('/api/crypto_transaction/create/', deal)).toEqual({
      status: 400, body: { client: ['Нужна идентификация клиента: сумма от 40000.00 RUB.'] },
    });
    const c = await newClient();
    const res = await as('cashier').post('/api/crypto_transaction/create/', { ...deal, client: c.id });
    expect(res.status).toBe(201);
    expect(res.body.client.id).toBe(c.id);
  });
});

describe('transfers where the city identifies them (Казань)', () => {
  it('needs the sender on create (sending city) and the receiver on payout (paying city)', async () => {
    const body = { from_cash_register: f.registers.k1, to_cash_register: f.registers.m1, currency: f.currencies.USD, amount: '10.00' };
    expect(await as('kazan').post('/api/external_transfer/create/', body)).toEqual({ status: 400, body: { client: [TRANSFER_CLIENT_REQUIRED] } });
    const sender = await newClient();
    const made = await as('kazan').post('/api/external_transfer/create/', { ...body, client: sender.id });
    expect(made.status).toBe(201);
    expect(made.body.client.id).toBe(sender.id);
    // Москва pays: it does not identify transfers, so the receiver is optional there.
    expect((await as('cashier').put(`/api/external_transfer/accept/${made.body.id}/`, { transfer_code: made.body.transfer_code })).status).toBe(200);
    const paid = await as('cashier').put(`/api/external_transfer/deliver/${made.body.id}/`, {});
    expect(paid.status).toBe(200);
    expect(paid.body.receiver_client).toBeNull();
  });

  it('requires the receiver at payout in a city that identifies transfers', async () => {
    const sent = await as('cashier').post('/api/external_transfer/create/', {
      from_cash_register: f.registers.m1, to_cash_register: f.registers.k1, currency: f.currencies.USD, amount: '5.00',
    });
    expect(sent.status).toBe(201);
    expect((await as('kazan').put(`/api/external_transfer/accept/${sent.body.id}/`, { transfer_code: sent.body.transfer_code })).status).toBe(200);
    expect(await as('kazan').put(`/api/external_transfer/deliver/${sent.body.id}/`, {})).toEqual({
      status: 400, body: { receiver_client: [TRANSFER_CLIENT_REQUIRED] },
    });
    const receiver = await newClient();
    const paid = await as('kazan').put(`/api/external_transfer/deliver/${sent.body.id}/`, { receiver_client: receiver.id });
    expect(paid.status).toBe(200);
    expect(paid.body.receiver_client.id).toBe(receiver.id);
  });
});

describe('screening', () => {
  let blocked: { id: number };
  let namesake: { id: number };
  let mine: { id: number };
  beforeAll(async () => {
    blocked = await newClient({ last_name: 'Злодеев', first_name: 'Зиновий', middle_name: 'Захарович', birth_date: '1970-01-01' });
    namesake = await newClient({ last_name: 'Shchukin', first_name: 'Semen', middle_name: '', birth_date: '1990-02-02' });
    mine = await newClient({ last_name: 'Своев', first_name: 'Свой', middle_name: '', birth_date: '1985-05-05' }, 'compliance');
  });

  it('only admins and compliance officers see the list; to others it does not exist', async () => {
    expect((await as('cashier').get('/api/compliance/watchlist/')).status).toBe(404);
    expect((await uploadWatchlist(f, 'supervisor', 'full_name,birth_date\n')).status).toBe(404);
    expect(await as('compliance').get('/api/compliance/watchlist/')).toEqual({
      status: 200, body: { entries: 0, imported_at: null, imported_by: null, is_stale: true },
    });
  });

  it('refuses a malformed file naming the line; the old list is kept', async () => {
    expect(await uploadWatchlist(f, 'admin', 'full_name,birth_date,reason\nИванов Иван,1970-01-01,x\nПетров,01.01.1970,y\n')).toEqual({
      status: 400, body: { file: ['Строка 3: дата рождения «01.01.1970» не в формате ГГГГ-ММ-ДД.'] },
    });
    expect((await uploadWatchlist(f, 'admin', 'name,birth_date\n')).body).toEqual({ file: ['Строка 1: заголовок должен начинаться с full_name,birth_date.'] });
    expect((await uploadWatchlist(f, 'admin', 'full_name,birth_date\n"Иванов, Иван",1970-01-01\nОдин,\n,1970-01-01\n')).body).toEqual({
      file: ['Строка 4: пустое full_name.'],
    });
    expect(await countOf('watchlist_imports')).toBe(0);
  });

  it('an upload screens every client: name and birth date → blocked, name only → review', async () => {
    const csv = 'full_name,birth_date,source\n"ЗЛОДЕЕВ Зиновий  Захарович",1970-01-01,ООН\nЩукин Семён,1960-06-06,РФМ\nСвоев Свой,,РФМ\n';
    const res = await uploadWatchlist(f, 'compliance', csv);
    expect(res).toEqual({
      status: 200,
      body: { entries: 3, imported_at: expect.any(String), imported_by: { id: f.users.compliance, name: 'compliance Тестов' }, is_stale: false, matched: 3 },
    });
    const status = async (id: number) => (await as('cashier').get(`/api/client/${id}/`)).body.screening_status;
    expect([await status(blocked.id), await status(namesake.id), await status(mine.id)]).toEqual(['blocked', 'review', 'review']);
    const { rows } = await f.db.query<{ extra: string[] }>("SELECT extra FROM watchlist_entries WHERE full_name LIKE 'Щукин%'");
    expect(rows).toEqual([{ extra: ['РФМ'] }]);
  });

  it('refuses operations, transfers and payouts with a blocked or waiting client (403, exact texts)', async () => {
    expect(await as('cashier').post('/api/transaction/create/', exchange('1', { client: blocked.id }))).toEqual({
      status: 403, body: { client: [CLIENT_BLOCKED_MESSAGE] },
    });
    expect(await as('cashier').post('/api/transaction/create/', exchange('1', { client: namesake.id }))).toEqual({
      status: 403, body: { client: [CLIENT_REVIEW_MESSAGE] },
    });
    expect(CLIENT_REVIEW_MESSAGE).toContain('ожидает проверки');
    expect((await as('kazan').post('/api/external_transfer/create/', {
      from_cash_register: f.registers.k1, to_cash_register: f.registers.m1, currency: f.currencies.USD, amount: '1.00', client: blocked.id,
    })).body).toEqual({ client: [CLIENT_BLOCKED_MESSAGE] });
  });

  it('a new client is screened when created; updating the name screens again', async () => {
    const c = await newClient({ last_name: 'Ivanov', first_name: 'Ivan', middle_name: '', birth_date: '2000-01-01' });
    expect(c.screening_status).toBe('clear');
    const renamed = await as('cashier').put(`/api/client/update/${c.id}/`, clientBody({ last_name: 'Zlodeev', first_name: 'Zinovii', middle_name: 'Zakharovich', birth_date: '1970-01-01' }));
    expect(renamed.body.screening_status).toBe('blocked');
  });

  it('a compliance officer decides: clear (a namesake) or confirm; audited; not on a client they created', async () => {
    const open = await as('compliance').get('/api/compliance/matches/?status=open');
    expect(open.status).toBe(200);
    const matchOf = (id: number) => open.body.results.find((m: { client: { id: number } }) => m.client.id === id);
    expect(matchOf(namesake.id)).toMatchObject({ kind: 'review', status: 'open', entry: { full_name: 'Щукин Семён', birth_date: '1960-06-06' } });
    expect((await as('cashier').get('/api/compliance/matches/')).status).toBe(404);
    expect((await as('cashier').put(`/api/compliance/matches/${matchOf(namesake.id).id}/clear/`)).status).toBe(404);

    const cleared = await as('compliance').put(`/api/compliance/matches/${matchOf(namesake.id).id}/clear/`);
    expect(cleared.body).toMatchObject({ status: 'cleared', decided_by: { id: f.users.compliance } });
    expect((await as('cashier').post('/api/transaction/create/', exchange('1', { client: namesake.id }))).status).toBe(201);
    expect((await as('compliance').put(`/api/compliance/matches/${matchOf(namesake.id).id}/confirm/`)).status).toBe(409);

    expect(await as('compliance').put(`/api/compliance/matches/${matchOf(mine.id).id}/clear/`)).toEqual({
      status: 403, body: { detail: 'Нельзя решать совпадение по клиенту, которого вы сами завели.' },
    });
    expect((await as('admin').put(`/api/compliance/matches/${matchOf(mine.id).id}/confirm/`)).body.status).toBe('confirmed');
    expect((await as('cashier').get(`/api/client/${mine.id}/`)).body.screening_status).toBe('blocked');
    const { rows } = await f.db.query<{ action: string }>("SELECT action FROM audit_log WHERE action LIKE 'compliance_match.%' ORDER BY id");
    expect(rows.map((r) => r.action)).toEqual(['compliance_match.clear', 'compliance_match.confirm']);
  });

  it('a new upload replaces the list whole: cleared namesakes wait again, the gone names stay as decided, flagged', async () => {
    // Two of the three entries gone: held as a preview until confirmed (watchlistUpload.api.test.ts).
    const preview = await uploadWatchlist(f, 'admin', 'full_name,birth_date\nShchukin Semyon,1960-06-06\n');
    expect(preview).toMatchObject({ status: 202, body: { entries: 1, removed: 2 } });
    expect((await as('admin').post(`/api/compliance/watchlist/import/${preview.body.preview}/confirm/`, {})).body).toMatchObject({ entries: 1, matched: 1 });
    const status = async (id: number) => (await as('cashier').get(`/api/client/${id}/`)).body.screening_status;
    // The list no longer names Злодеев (undecided) nor Своев (confirmed): a list never unblocks.
    expect([await status(blocked.id), await status(namesake.id), await status(mine.id)]).toEqual(['blocked', 'review', 'blocked']);
    expect(await countOf('watchlist_entries')).toBe(1);
    const listed = (await as('compliance').get('/api/compliance/matches/')).body.results as Array<{ client: { id: number }; status: string; in_current_list: boolean }>;
    const of = (id: number) => listed.filter((m) => m.client.id === id).map((m) => [m.status, m.in_current_list]);
    expect(of(blocked.id)).toEqual([['open', false]]);
    expect(of(mine.id)).toEqual([['confirmed', false]]);
    // The cleared namesake of the earlier list is history; the new list asks again.
    expect(of(namesake.id)).toEqual([['open', true]]);
  });
});

describe('mandatory control (Москва: 600000.00 RUB)', () => {
  it('a deal at the threshold is a row; a day of smaller deals reaching it is one split row', async () => {
    const big = await newClient({ last_name: 'Крупный' });
    const splitter = await newClient({ last_name: 'Дробный' });
    const single = await as('cashier').post('/api/transaction/create/', exchange('6000', { client: big.id }));
    expect(single.status).toBe(201);
    for (const amount of ['2500', '2500']) expect((await as('cashier').post('/api/transaction/create/', exchange(amount, { client: splitter.id }))).status).toBe(201);
    const rows = async () => (await as('compliance').get(`/api/compliance/mandatory_control/?city=${f.cities.moscow}&status=new`)).body.results;
    expect((await rows()).filter((r: { client: { id: number } }) => r.client.id === splitter.id)).toEqual([]);
    const third = await as('cashier').post('/api/transaction/create/', exchange('1000', { client: splitter.id }));
    const queue = await rows();
    const singleRow = queue.find((r: { client: { id: number } }) => r.client.id === big.id);
    expect(singleRow).toMatchObject({ kind: 'single', total: '600000.00', threshold: '600000.00', status: 'new', operations: [{ id: single.body.id, total: '600000.00' }] });
    const split = queue.find((r: { client: { id: number } }) => r.client.id === splitter.id);
    expect(split).toMatchObject({ kind: 'split', total: '600000.00', threshold: '600000.00' });
    expect(split.operations.map((o: { id: number }) => o.id)).toHaveLength(3);
    expect(split.operations.at(-1).id).toBe(third.body.id);
    expect((await as('cashier').get('/api/compliance/mandatory_control/')).status).toBe(404);

    const reported = await as('compliance').put(`/api/compliance/mandatory_control/${split.id}/report/`, { reference: 'ФЭС-2026-001' });
    expect(reported.body).toMatchObject({ status: 'reported', reference: 'ФЭС-2026-001', reported_by: { id: f.users.compliance } });
    expect((await as('compliance').put(`/api/compliance/mandatory_control/${split.id}/report/`, { reference: 'x' })).status).toBe(409);
    expect((await as('compliance').get('/api/compliance/mandatory_control/?status=reported')).body.results.map((r: { id: number }) => r.id)).toEqual([split.id]);

    const file = await f.app.inject({
      method: 'GET', url: `/api/print_mandatory_control/?city=${f.cities.moscow}&format=xlsx`, headers: { authorization: `Token ${await f.token('compliance')}` },
    });
    expect(file.statusCode).toBe(200);
    const text = JSON.stringify((await xlsxRows(file.rawPayload)).values);
    for (const expected of ['Крупный', 'Дробный', 'Дробление за день', 'ФЭС-2026-001', 'Паспорт РФ']) expect(text).toContain(expected);
    expect((await as('cashier').get('/api/print_mandatory_control/?format=xlsx')).status).toBe(404);
  });

  it('takes the period as from_date/to_date; the old date_from/date_to still work, both at once is a 400 on the old', async () => {
    const c = await newClient({ last_name: 'Периодный' });
    expect((await as('cashier').post('/api/transaction/create/', exchange('6000', { client: c.id }))).status).toBe(201);
  // The server's day (Moscow), not UTC's: from 21:00 UTC they differ.
    const today = todayInTimeZone();
    const clientsOf = async (query: string) =>
      ((await as('compliance').get(`/api/compliance/mandatory_control/?${query}`)).body.results as Array<{ client: { id: number } }>).map((r) => r.client.id);
    expect(await clientsOf(`from_date=${today}&to_date=${today}`)).toContain(c.id);
    expect(await clientsOf('from_date=2020-01-01&to_date=2020-01-31')).toEqual([]);
    expect(await clientsOf(`date_from=${today}&date_to=${today}`)).toContain(c.id);
    expect(await clientsOf('date_from=2020-01-01&date_to=2020-01-31')).toEqual([]);
    const both = await as('compliance').get(`/api/compliance/mandatory_control/?from_date=${today}&date_from=${today}`);
    expect(both).toEqual({ status: 400, body: { date_from: ['Устаревшее имя параметра: передайте только from_date.'] } });
    const reversed = await as('compliance').get('/api/print_mandatory_control/?from_date=2026-03-02&to_date=2026-03-01&format=xlsx');
    expect(reversed).toEqual({ status: 400, body: { to_date: ['Конец периода раньше начала.'] } });
  });

  it('filters the queue and its download by city (any city, for the network\'s officers); an unknown city is a 404, a bad one a 400', async () => {
    const c = await newClient({ last_name: 'Городской' });
    expect((await as('cashier').post('/api/transaction/create/', exchange('6000', { client: c.id }))).status).toBe(201);
    const clientsOf = async (query: string) =>
      ((await as('compliance').get(`/api/compliance/mandatory_control/?${query}`)).body.results as Array<{ client: { id: number }; city: { id: number } }>);
    const moscow = await clientsOf(`city=${f.cities.moscow}`);
    expect(moscow.map((r) => r.client.id)).toContain(c.id);
    expect(moscow.every((r) => r.city.id === f.cities.moscow)).toBe(true);
    // The officer works in Москва, yet Казань's queue is theirs to read: empty here, not a 404.
    expect((await clientsOf(`city=${f.cities.kazan}`)).map((r) => r.client.id)).not.toContain(c.id);
    expect((await as('compliance').get(`/api/compliance/mandatory_control/?city=${f.cities.kazan}`)).status).toBe(200);
    expect((await as('compliance').get('/api/compliance/mandatory_control/?city=999999')).status).toBe(404);
    expect((await as('compliance').get('/api/compliance/mandatory_control/?city=abc')).status).toBe(400);
    expect((await as('compliance').get('/api/print_mandatory_control/?city=999999&format=xlsx')).status).toBe(404);
    const file = await f.app.inject({
      method: 'GET', url: `/api/print_mandatory_control/?city=${f.cities.kazan}&format=xlsx`, headers: { authorization: `Token ${await f.token('compliance')}` },
    });
    const text = JSON.stringify((await xlsxRows(file.rawPayload)).values);
    expect(text).toContain('Город: Казань');
    expect(text).not.toContain('Городской');
  });
});

describe('the receipt', () => {
  it('names the client in full, the document masked: its type and last four, no series', async () => {
    const c = await newClient({ last_name: 'Чеков', first_name: 'Антон', middle_name: 'Павлович', document_number: '558877' });
    const deal = await as('cashier').post('/api/transaction/create/', exchange('10', { client: c.id }));
    const res = await f.app.inject({
      method: 'GET', url: `/api/print_receipt/?record_kind=TRANSACTION&record_id=${deal.body.id}`, headers: { authorization: `Token ${await f.token('cashier')}` },
    });
    expect(res.statusCode).toBe(200);
    // Folded: on 80 mm paper a long name wraps.
    const text = (await pdfText(res.rawPayload)).replace(/[\s\u00a0]+/g, ' ');
    expect(text).toContain('Чеков Антон Павлович');
    expect(text).toContain('••••8877');
    expect(text).not.toContain('558877');
    expect(text).toContain('Паспорт РФ ••••8877');
    expect(text).not.toContain('4510');
  });
});

describe('the fifth permission', () => {
  it('an admin sets isComplianceOfficer on the admin users API; /api/me carries it; the section opens', async () => {
    expect((await as('colleague').get('/api/compliance/watchlist/')).status).toBe(404);
    const permissions = { isAllowToPrint: true, isCryptoTransactionPageActive: true, isAllowToCheckEarningReport: true, isAllowToCheckNonActiveOperationPerson: true };
    const body = { first_name: 'colleague', last_name: 'Тестов', role: 'Кассир', is_admin: false, cities: [f.cities.moscow] };
    const set = await as('admin').put(`/api/admin/users/${f.users.colleague}/`, { ...body, permissions: { ...permissions, isComplianceOfficer: true } });
    expect(set.status).toBe(200);
    expect(set.body.permissions.isComplianceOfficer).toBe(true);
    expect((await as('colleague').get('/api/me')).body.permissions.isComplianceOfficer).toBe(true);
    expect((await as('colleague').get('/api/compliance/watchlist/')).status).toBe(200);
    // A body of the four flags leaves it as it is.
    expect((await as('admin').put(`/api/admin/users/${f.users.colleague}/`, { ...body, permissions })).body.permissions.isComplianceOfficer).toBe(true);
  });
});
