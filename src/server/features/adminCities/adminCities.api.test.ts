import { shiftCalls } from '../shifts/testing/shiftCalls';
import { runCli } from '../../cli/run';
import { client } from '../../ledger/testing/apiClient';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { createTransfer } from '../transfers/transferService';
import { createIncomeOutcome } from '../incomeExpense/incomeExpenseService';
import { createCorrection } from '../corrections/correctionService';
import { SYSTEM_ACTOR } from '../../http/scope';

/** /api/admin/cities/ and /api/admin/cash_registers/: the admin page's places, on the CLI's services. */
const f = useLedgerFixture({ app: true });
const as = client(f);
beforeAll(async () => {
  for (const who of ['admin', 'cashier', 'kazan'] as const) await f.token(who);
}, 60_000);

interface AuditRow {
  action: string;
  actor: string;
  record_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
const lastAuditId = async () => (await f.db.query<{ id: string }>('SELECT COALESCE(max(id), 0)::text AS id FROM audit_log')).rows[0].id;
const auditSince = async (id: string) =>
  (await f.db.query<AuditRow>('SELECT action, actor, record_id, before, after FROM audit_log WHERE id > $1 ORDER BY id', [id])).rows;

const admin = () => as('admin');
/** A new register of Москва through the page, its id. */
async function newRegister(name: string, city = f.cities.moscow): Promise<number> {
  const res = await admin().post('/api/admin/cash_registers/create/', { city, name });
  expect(res.status).toBe(201);
  return res.body.id;
}
const deactivate = (id: number, is_active = false) => admin().put(`/api/admin/cash_registers/${id}/active/`, { is_active });

describe("a city's automatic approval of cash orders (docs/CASH-ORDERS.md)", () => {
  const change = (body: object) => admin().put(`/api/admin/cities/${f.cities.moscow}/`, body);
  const order = () =>
    as('cashier').post('/api/cash_orders/', {
      kind: 'move', from_cash_register: f.registers.m1, to_cash_register: f.registers.m2, currency: f.currencies.RUB, amount: '100.00',
    });

  it('is set and turned off by an admin, audited with before and after, and orders below it are approved as requested', async () => {
    const from = await lastAuditId();
    expect((await order()).body.state).toBe('requested');
    expect(await change({ cash_order_auto_approve: '500' })).toMatchObject({ status: 200, body: { id: f.cities.moscow, cash_order_auto_approve: '500.00' } });
    expect(await order()).toMatchObject({ status: 201, body: { state: 'approved', auto_approved: true } });
    expect(await change({ cash_order_auto_approve: '500.00' })).toMatchObject({ status: 200 });
    expect((await change({ cash_order_auto_approve: null })).body.cash_order_auto_approve).toBeNull();
    expect((await order()).body.state).toBe('requested');
    const audit = (await auditSince(from)).filter((r) => r.action.startsWith('city.'));
    expect(audit.map((r) => [r.action, r.before?.cash_order_auto_approve, r.after?.cash_order_auto_approve])).toEqual([
      ['city.cash_order_auto_approve', null, '500.00'],
      ['city.cash_order_auto_approve', '500.00', null],
    ]);
  });

  it.each([['0'], ['-5'], ['abc'], ['1.234'], ['1000000000000000']])('refuses %s with a 400 on cash_order_auto_approve, writing nothing', async (value) => {
    const from = await lastAuditId();
    const res = await change({ cash_order_auto_approve: value });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['cash_order_auto_approve']);
    expect(await auditSince(from)).toEqual([]);
  });
});

describe("a city's offline limit (docs/OFFLINE.md)", () => {
  const change = (body: object) => admin().put(`/api/admin/cities/${f.cities.kazan}/`, body);

  it('is set and turned off by an admin, audited with before and after, and shown in the limits the register screen loads', async () => {
    const from = await lastAuditId();
    const set = await change({ offline_limit: '100000' });
    expect(set).toMatchObject({ status: 200, body: { id: f.cities.kazan, offline_limit: '100000.00' } });
    expect((await as('kazan').get(`/api/city_limits/?city=${f.cities.kazan}`)).body).toMatchObject({ offline_limit: '100000.00' });
    expect(await change({ offline_limit: '100000.00' })).toMatchObject({ status: 200 });
    const off = await change({ offline_limit: null });
    expect(off.body.offline_limit).toBeNull();
    expect((await as('kazan').get(`/api/city_limits/?city=${f.cities.kazan}`)).body.offline_limit).toBeNull();
    const audit = await auditSince(from);
    // The same figure again changes nothing and writes no audit row.
    expect(audit.map((r) => [r.action, r.before?.offline_limit, r.after?.offline_limit])).toEqual([
      ['city.offline_limit', null, '100000.00'],
      ['city.offline_limit', '100000.00', null],
    ]);
  });

  it.each([['0'], ['-5'], ['abc'], ['1.234'], ['1000000000000000']])('refuses %s with a 400 on offline_limit, writing nothing', async (value) => {
    const from = await lastAuditId();
    const res = await change({ offline_limit: value });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['offline_limit']);
    expect(await auditSince(from)).toEqual([]);
  });

  it('is the admin\'s: anyone else is told the page does not exist', async () => {
    expect((await as('cashier').put(`/api/admin/cities/${f.cities.moscow}/`, { offline_limit: '5' })).status).toBe(404);
  });
});

describe('cities', () => {
  it('creates a city (one audit row), refuses a name taken or empty, renames it with before and after', async () => {
    const from = await lastAuditId();
    const created = await admin().post('/api/admin/cities/create/', { name: '  Тула ' });
    expect(created).toEqual({ status: 201, body: { id: expect.any(Number), name: 'Тула', registers: 0, active_registers: 0, publish_rates: false, offline_limit: null, cash_order_auto_approve: null } });
    expect((await admin().post('/api/admin/cities/create/', { name: 'Тула' })).body).toEqual({ name: ['Город «Тула» уже есть.'] });
    expect((await admin().post('/api/admin/cities/create/', { name: '   ' })).body).toEqual({ name: ['Это поле не может быть пустым.'] });
    expect((await admin().post('/api/admin/cities/create/', {})).status).toBe(400);

    const id = created.body.id;
    expect((await admin().put(`/api/admin/cities/${id}/`, { name: 'Москва' })).body).toEqual({ name: ['Город «Москва» уже есть.'] });
    expect((await admin().put(`/api/admin/cities/${id}/`, { name: 'Тула-2' })).body).toMatchObject({ id, name: 'Тула-2' });
    expect((await admin().put('/api/admin/cities/99999/', { name: 'Нигде' })).status).toBe(404);
    const rows = await auditSince(from);
    expect(rows.map((r) => [r.action, r.actor, r.record_id])).toEqual([['city.create', 'admin', String(id)], ['city.rename', 'admin', String(id)]]);
    expect(rows[1]).toMatchObject({ before: { name: 'Тула' }, after: { name: 'Тула-2' } });
    // The city is everyone's with it at once: an admin's list, the cities of a user given it.
    expect((await admin().get(`/api/city/${id}/`)).body).toEqual({ id, name: 'Тула-2' });
  });

  it('lists cities with their registers counted, searched and sorted', async () => {
    const list = (await admin().get('/api/admin/cities/?search=А&ordering=-name')).body;
    expect(list.results.map((c: { name: string }) => c.name)).toEqual(['Тула-2', 'Москва', 'Казань']);
    expect(list.results[2]).toEqual({ id: f.cities.kazan, name: 'Казань', registers: 1, active_registers: 1, publish_rates: false, offline_limit: null, cash_order_auto_approve: null });
    expect((await admin().get('/api/admin/cities/?ordering=size')).status).toBe(400);
  });

  it('does not exist for anyone but an admin, whatever they send', async () => {
    expect((await as('cashier').get('/api/admin/cities/')).status).toBe(404);
    expect((await as('cashier').post('/api/admin/cities/create/', { name: '' })).body).toEqual({ detail: 'Страница не найдена.' });
    expect((await as('cashier').put(`/api/admin/cities/${f.cities.moscow}/`, { name: 'Мск' })).status).toBe(404);
  });
});

describe('registers', () => {
  it('creates a register in a city (one audit row), a name the city has is refused, another city may have it', async () => {
    const from = await lastAuditId();
    const created = await admin().post('/api/admin/cash_registers/create/', { city: f.cities.moscow, name: 'М-новая' });
    expect(created).toEqual({
      status: 201,
      body: { id: expect.any(Number), name: 'М-новая', city: { id: f.cities.moscow, name: 'Москва' }, is_active: true, kind: 'till', deactivated_at: null, pairs: [] },
    });
    expect((await admin().post('/api/admin/cash_registers/create/', { city: f.cities.moscow, name: 'М-новая' })).body).toEqual({
      name: ['В городе Москва уже есть касса «М-новая».'],
    });
    expect((await admin().post('/api/admin/cash_registers/create/', { city: f.cities.kazan, name: 'М-новая' })).status).toBe(201);
    expect((await admin().post('/api/admin/cash_registers/create/', { city: 99999, name: 'Где-то' })).body).toEqual({
      city: ['Недопустимый первичный ключ "99999" - объект не существует.'],
    });
    const rows = await auditSince(from);
    expect(rows.map((r) => r.action)).toEqual(['cash_register.create', 'cash_register.create']);
    expect(rows[0]).toMatchObject({ record_id: String(created.body.id), before: null, after: { name: 'М-новая', is_active: true } });
    // A cashier of Москва works in it at once.
    expect((await as('cashier').get(`/api/cash_register/${created.body.id}/`)).body).toMatchObject({ name: 'М-новая', is_active: true });
  });

  it('renames a register within its city, refusing a name the city has', async () => {
    const id = await newRegister('Переименуемая');
    expect((await admin().put(`/api/admin/cash_registers/${id}/`, { name: 'М1' })).body).toEqual({ name: ['В городе Москва уже есть касса «М1».'] });
    const from = await lastAuditId();
    expect((await admin().put(`/api/admin/cash_registers/${id}/`, { name: 'Переименованная' })).body).toMatchObject({ id, name: 'Переименованная' });
    expect(await auditSince(from)).toMatchObject([{ action: 'cash_register.rename', before: { name: 'Переименуемая' }, after: { name: 'Переименованная' } }]);
    // The name shows at once in this process (the reference cache forgets it).
    expect((await as('cashier').get(`/api/cash_register/${id}/`)).body.name).toBe('Переименованная');
  });

  it('lists every register, the deactivated too, with filters, sort and its pairs', async () => {
    const list = (await admin().get(`/api/admin/cash_registers/?city=${f.cities.moscow}&search=м&ordering=name&size=2`)).body;
    expect(list.results.map((r: { name: string }) => r.name)).toEqual(['М-новая', 'М1']);
    expect(list.results[1].pairs.map((p: { code: string }) => p.code)).toEqual(['USD', 'EUR']);
    expect(list.next).toContain('page=2');
    expect((await admin().get('/api/admin/cash_registers/?is_active=false')).body.results.every((r: { is_active: boolean }) => !r.is_active)).toBe(true);
  });
});

describe('deactivating a register', () => {
  it('is refused while it holds money, with every amount named; nothing is written', async () => {
    const id = await newRegister('С деньгами');
    await fund(f, id, 'USD', '1234.50');
    await fund(f, id, 'BTC', '0.5');
    const from = await lastAuditId();
    const res = await deactivate(id);
    expect(res).toEqual({
      status: 400,
      body: { is_active: ['Кассу С деньгами нельзя деактивировать.', 'В кассе есть деньги: 1\u202f234.50 USD, 0.50000000 BTC. Сначала переведите их в другую кассу.'] },
    });
    expect(await lastAuditId()).toBe(from);
    expect((await admin().get(`/api/cash_register/${id}/`)).body.is_active).toBe(true);
  });

  it('is refused while a transfer to or from it is not final, and allowed once it is', async () => {
    const receiver = await newRegister('Получатель');
    await fund(f, f.registers.m2, 'RUB', '500.00');
    const t = await createTransfer(f.db, SYSTEM_ACTOR, 'INTERNAL', {
      from_cash_register: f.registers.m2, to_cash_register: receiver, currency: f.currencies.RUB, amount: '500.00',
    });
    expect((await deactivate(receiver)).body.is_active).toEqual([
      'Кассу Получатель нельзя деактивировать.',
      `Есть незавершённые переводы (1): № ${t.id}. Их нужно принять, выдать или отменить.`,
    ]);
    // The sender side too: М2 holds nothing now, but its transfer is on its way.
    expect((await deactivate(f.registers.m2)).body.is_active[1]).toMatch(/^Есть незавершённые переводы \(1\)/);
    expect((await as('admin').put(`/api/internal_transfer/cancel/${t.id}/`, { reason: 'не туда' })).status).toBe(200);
    expect((await deactivate(receiver)).status).toBe(200);
  });

  it('is refused while a correction of one of its records waits for a decision', async () => {
    const id = await newRegister('Со сторно');
    const income = await createIncomeOutcome(f.db, SYSTEM_ACTOR, { cash_register: id, currency: f.currencies.RUB, direction: 'Outcome', amount: '1.00' })
      .catch(() => null);
    // An empty register cannot pay an expense: an income, then its reversal asked for, leaves it holding the income.
    expect(income).toBeNull();
    const record = await createIncomeOutcome(f.db, SYSTEM_ACTOR, { cash_register: id, currency: f.currencies.RUB, direction: 'Income', amount: '1.00' });
    await createCorrection(f.db, SYSTEM_ACTOR, { record_kind: 'INCOME_OUTCOME', record_id: record.id, reason: 'ошибка' });
    expect((await deactivate(id)).body.is_active.slice(1)).toEqual([
      'В кассе есть деньги: 1.00 RUB. Сначала переведите их в другую кассу.',
      'Есть запросы на сторно, ожидающие решения (1): их нужно подтвердить или отклонить.',
    ]);
  });

  it('is refused while a shift is open in it, and allowed once the shift is closed with its count', async () => {
    const id = await newRegister('Со сменой');
    const shifts = shiftCalls(f);
    expect((await shifts.open(id, 'admin')).status).toBe(201);
    const refused = await deactivate(id);
    expect(refused.status).toBe(400);
    expect(refused.body.is_active.slice(1)).toEqual([expect.stringMatching(/^Смена открыта( \(открыл\(а\) .+\))?: закройте её пересчётом кассы\.$/)]);
    expect((await shifts.close(id, 'admin')).status).toBe(200);
    expect((await deactivate(id)).status).toBe(200);
  });

  it('of an empty register: one audit row; it is offered nowhere, refuses new records, and keeps its page and history', async () => {
    const id = await newRegister('Пустая');
    const from = await lastAuditId();
    const res = await deactivate(id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, is_active: false, deactivated_at: expect.stringMatching(/^\d{4}-/) });
    expect(await auditSince(from)).toMatchObject([{ action: 'cash_register.deactivate', before: { is_active: true }, after: { is_active: false } }]);

    const ids = (list: Array<{ id: number }>) => list.map((r) => r.id);
    expect(ids((await as('cashier').get('/api/cash_register/?size=100')).body.results)).not.toContain(id);
    expect(ids((await as('cashier').get('/api/all_cash_registers/')).body)).not.toContain(id);
    // The network's list keeps it, marked, to name the registers of past transfers.
    expect((await as('kazan').get('/api/transfer_cash_registers/')).body.find((r: { id: number }) => r.id === id)).toMatchObject({ is_active: false });
    expect((await as('cashier').get(`/api/cash_register/${id}/`)).body).toMatchObject({ id, is_active: false });
    expect((await as('cashier').get(`/api/operation/?cash_register=${id}`)).status).toBe(200);

    // It can open no shift, so its cash moves meet the closed register's refusal first.
    expect(await as('cashier').post('/api/shift/open/', { cash_register: id, counted: [], comment: '' })).toEqual({
      status: 400, body: { cash_register: ['Касса Пустая деактивирована: новые операции в ней невозможны.'] },
    });
    const refused = { status: 409, body: { detail: 'Касса закрыта: откройте смену.' } };
    expect(await as('cashier').post('/api/income_outcome/create/', { cash_register: id, currency: f.currencies.RUB, direction: 'Income', amount: '5.00' })).toEqual(refused);
    expect(await as('cashier').post('/api/transaction/create/', { cash_register: id, currency: f.currencies.USD, operation_type: 'BUY', amount: '1', rate: '90' })).toEqual(refused);
    const toIt = await as('kazan').post('/api/internal_transfer/create/', { from_cash_register: f.registers.k1, to_cash_register: id, currency: f.currencies.USD, amount: '1.00' });
    expect(toIt.body).toEqual({ to_cash_register: ['Касса Пустая деактивирована: новые операции в ней невозможны.'] });

    // Reactivated: offered again; one audit row.
    const back = await lastAuditId();
    expect((await deactivate(id, true)).body).toMatchObject({ is_active: true, deactivated_at: null });
    expect((await auditSince(back)).map((r) => r.action)).toEqual(['cash_register.activate']);
    expect(ids((await as('cashier').get('/api/all_cash_registers/')).body)).toContain(id);
  });

  it('a pending transfer cannot be redirected to a deactivated register', async () => {
    const id = await newRegister('Закрытая');
    expect((await deactivate(id)).status).toBe(200);
    await fund(f, f.registers.k1, 'USD', '10.00');
    const t = await createTransfer(f.db, SYSTEM_ACTOR, 'INTERNAL', {
      from_cash_register: f.registers.k1, to_cash_register: f.registers.m1, currency: f.currencies.USD, amount: '10.00',
    });
    const res = await as('kazan').put(`/api/internal_transfer/update/${t.id}/`, { to_cash_register: id });
    expect(res.body).toEqual({ to_cash_register: ['Касса Закрытая деактивирована: новые операции в ней невозможны.'] });
  });

  it("reports of the days it worked show it; a day's report after its deactivation does not", async () => {
    const id = await newRegister('Отчётная');
    expect((await deactivate(id)).status).toBe(200);
    const shown = async (date: string) =>
      (await admin().get(`/api/city_data/?city=${f.cities.moscow}&date=${date}`)).body.cash_registers.some((r: { cash_register: { id: number } }) => r.cash_register.id === id);
    const today = (await admin().get(`/api/city_data/?city=${f.cities.moscow}`)).body.date as string;
    expect(await shown(today)).toBe(true);
    // Deactivated three days ago: the day before that shows it, today does not.
    await f.db.query("UPDATE cash_registers SET deactivated_at = now() - interval '3 days' WHERE id = $1", [id]);
    const back = (days: number) => new Date(Date.parse(`${today}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
    expect(await shown(today)).toBe(false);
    expect(await shown(back(4))).toBe(true);
    expect((await admin().get(`/api/overall_day_amount/?date=${back(4)}`)).status).toBe(200);
  });

  it('never leaves money in a deactivated register when a write and a deactivation meet', async () => {
    for (let round = 0; round < 20; round++) {
      const id = await newRegister(`Гонка ${round}`);
      await Promise.all([
        deactivate(id),
        as('cashier').post('/api/income_outcome/create/', { cash_register: id, currency: f.currencies.RUB, direction: 'Income', amount: '5.00' }),
      ]);
      const { rows } = await f.db.query<{ is_active: boolean; held: string }>(
        'SELECT r.is_active, COALESCE((SELECT sum(amount) FROM cash_balances WHERE cash_register_id = r.id), 0)::text AS held FROM cash_registers r WHERE r.id = $1',
        [id],
      );
      expect(rows[0].is_active || Number(rows[0].held) === 0).toBe(true);
    }
  });
});

describe('the command line calls the same rules', () => {
  async function cli(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(argv, { db: async () => f.db, out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('register deactivate is refused with the same reasons; rename and activate work; city rename too', async () => {
    await fund(f, f.registers.m1, 'RUB', '10.00');
    const refused = await cli('register', 'deactivate', String(f.registers.m1));
    expect(refused.code).not.toBe(0);
    expect(refused.err).toContain('Кассу М1 нельзя деактивировать. В кассе есть деньги: 10.00 RUB.');
    const id = await newRegister('Из консоли');
    expect((await cli('register', 'rename', String(id), 'Консольная')).out).toBe(`Касса ${id}: Консольная.`);
    expect((await cli('register', 'deactivate', String(id))).out).toBe(`Касса Консольная (id ${id}) деактивирована.`);
    expect((await cli('register', 'list', '--city', String(f.cities.moscow))).out).toMatch(/Консольная.*деактивирована/);
    expect((await cli('register', 'activate', String(id))).out).toContain('активна');
    const city = (await admin().post('/api/admin/cities/create/', { name: 'Консольск' })).body.id;
    expect((await cli('city', 'rename', String(city), 'Консольград')).out).toBe(`Город ${city}: Консольград.`);
    const actions = (await f.db.query<{ action: string; actor: string }>(
      "SELECT action, actor FROM audit_log WHERE actor = 'cli' AND action LIKE 'cash_register.%' OR action = 'city.rename' AND actor = 'cli' ORDER BY id",
    )).rows.map((r) => r.action);
    expect(actions.slice(-4)).toEqual(['cash_register.rename', 'cash_register.deactivate', 'cash_register.activate', 'city.rename']);
  });
});
