import { runCli } from '../../cli/run';
import { SYSTEM_ACTOR } from '../../http/scope';
import { createCorrection } from '../corrections/correctionService';
import { client } from '../../ledger/testing/apiClient';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { createTransfer } from '../transfers/transferService';

/** /api/admin/currencies/ and a register's pairs: on the command line's rules (currencies/currencyWrites.ts). */
const f = useLedgerFixture({ app: true });
const as = client(f);
beforeAll(async () => {
  for (const who of ['admin', 'cashier'] as const) await f.token(who);
}, 60_000);

const admin = () => as('admin');
const lastAuditId = async () => (await f.db.query<{ id: string }>('SELECT COALESCE(max(id), 0)::text AS id FROM audit_log')).rows[0].id;
const auditSince = async (id: string) =>
  (await f.db.query<{ action: string; record_id: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    'SELECT action, record_id, before, after FROM audit_log WHERE id > $1 ORDER BY id',
    [id],
  )).rows;
const body = (over: object = {}) => ({ code: 'JPY', name: 'Иена', is_crypto: false, order: 9, decimals: 0, ...over });
async function created(over: object = {}): Promise<{ id: number; code: string }> {
  const res = await admin().post('/api/admin/currencies/create/', body(over));
  expect(res.status).toBe(201);
  return res.body;
}

describe('creating and editing', () => {
  it('creates a fiat currency with its decimals (one audit row); refuses a code taken, bad decimals', async () => {
    const from = await lastAuditId();
    const res = await admin().post('/api/admin/currencies/create/', body({ code: 'jpy' }));
    expect(res).toEqual({
      status: 201,
      body: {
        id: expect.any(Number), code: 'JPY', name: 'Иена', order: 9, is_crypto: false, is_base: false, decimals: 0, is_active: true,
        deactivated_at: null, dilapidation: null, official_margin_percent: '1.5', denominations: ['10000', '5000', '2000', '1000'], has_history: false,
      },
    });
    expect((await admin().post('/api/admin/currencies/create/', body())).body).toEqual({ code: ['Валюта JPY уже существует.'] });
    expect((await admin().post('/api/admin/currencies/create/', body({ code: 'KWD', decimals: 3 }))).body).toEqual({
      decimals: ['Знаков после запятой: от 0 до 2 для валюты.'],
    });
    expect((await admin().post('/api/admin/currencies/create/', body({ code: 'ETH', is_crypto: true, decimals: 8 }))).status).toBe(201);
    expect((await admin().post('/api/admin/currencies/create/', body({ code: 'Й' }))).body).toEqual({ code: ['Код валюты: 2–10 латинских букв или цифр.'] });
    expect((await auditSince(from)).map((r) => r.action)).toEqual(['currency.create', 'currency.create']);
  });

  it('a yen of 0 decimals takes whole amounts only, everywhere money moves', async () => {
    const jpy = (await admin().get('/api/admin/currencies/?search=jpy')).body.results[0];
    expect((await admin().put(`/api/admin/cash_registers/${f.registers.m1}/pairs/`, { currency: jpy.id, available: true })).status).toBe(200);
    await fund(f, f.registers.m1, 'RUB', '100000.00');
    const buy = (amount: string) =>
      as('cashier').post('/api/transaction/create/', { cash_register: f.registers.m1, currency: jpy.id, operation_type: 'BUY', amount, rate: '0.6' });
    expect((await buy('100.50')).body).toEqual({ amount: ['Не более 0 знаков после запятой.'] });
    expect((await buy('1000')).status).toBe(201);
    const income = await as('cashier').post('/api/income_outcome/create/', { cash_register: f.registers.m1, currency: jpy.id, direction: 'Income', amount: '1.5' });
    expect(income.body).toEqual({ amount: ['Не более 0 знаков после запятой.'] });
    // Now it has history: its decimals stay.
    const edit = await admin().put(`/api/admin/currencies/${jpy.id}/`, { name: 'Японская иена', order: 9, decimals: 2 });
    expect(edit.body).toEqual({ decimals: ['По валюте уже были операции: число знаков после запятой не меняется.'] });
  });

  it('changes name and order (one audit row with before and after; none when nothing changes); decimals while unused', async () => {
    const c = await created({ code: 'CNY', name: 'Юань', decimals: 2 });
    const from = await lastAuditId();
    const res = await admin().put(`/api/admin/currencies/${c.id}/`, { name: 'Китайский юань', order: 4, decimals: 1 });
    expect(res.body).toMatchObject({ name: 'Китайский юань', order: 4, decimals: 1 });
    expect((await admin().put(`/api/admin/currencies/${c.id}/`, { name: 'Китайский юань', order: 4, decimals: 1 })).status).toBe(200);
    expect(await auditSince(from)).toMatchObject([
      { action: 'currency.update', record_id: String(c.id), before: { name: 'Юань', order: 9, decimals: 2 }, after: { name: 'Китайский юань', order: 4, decimals: 1 } },
    ]);
    expect((await admin().put('/api/admin/currencies/99999/', { name: 'Нет', order: 1, decimals: 2 })).status).toBe(404);
    expect((await admin().put(`/api/admin/currencies/${c.id}/`, { name: 'Юань' })).status).toBe(400);
  });

  it('lists fiat before crypto in display order, filtered by kind, activity and search', async () => {
    const codes = async (q: string) => (await admin().get(`/api/admin/currencies/?${q}`)).body.results.map((c: { code: string }) => c.code);
    expect(await codes('kind=fiat')).toEqual(['RUB', 'USD', 'EUR', 'CNY', 'JPY']);
    expect(await codes('kind=crypto&ordering=-code')).toEqual(['USDT', 'ETH', 'BTC']);
    expect(await codes('search=юан')).toEqual(['CNY']);
    expect((await admin().get('/api/admin/currencies/')).body.results[0]).toMatchObject({ code: 'RUB', is_base: true, has_history: true });
    expect((await admin().get('/api/admin/currencies/?kind=gold')).status).toBe(400);
  });
});

describe('banknote denominations (what a shift count lists)', () => {
  const put = (id: number, over: object) => admin().put(`/api/admin/currencies/${id}/`, { name: 'Доллар США', order: 2, decimals: 2, ...over });
  const usdRow = async () => (await f.db.query<{ d: string }>('SELECT denominations::text AS d FROM currencies WHERE id = $1', [f.currencies.USD])).rows[0].d;

  it('are set largest first (one audit row with before and after); the count sheet then offers them', async () => {
    const name = (await admin().get(`/api/admin/currencies/?search=USD`)).body.results[0].name;
    const from = await lastAuditId();
    const res = await put(f.currencies.USD, { name, denominations: ['1', '0.5', '100', '50.00', '20', '10', '5', '2'] });
    expect(res.status).toBe(200);
    expect(res.body.denominations).toEqual(['100', '50', '20', '10', '5', '2', '1', '0.5']);
    expect(await auditSince(from)).toMatchObject([
      {
        action: 'currency.update',
        record_id: String(f.currencies.USD),
        before: { denominations: [100, 50, 20, 10, 5, 2, 1] },
        after: { denominations: [100, 50, 20, 10, 5, 2, 1, 0.5] },
      },
    ]);
    // The same notes in another order and spelling change nothing: no second audit row.
    expect((await put(f.currencies.USD, { name, denominations: ['0.50', '1', '2', '5', '10', '20', '50', '100'] })).status).toBe(200);
    // Left out, they stay.
    expect((await put(f.currencies.USD, { name })).body.denominations).toEqual(['100', '50', '20', '10', '5', '2', '1', '0.5']);
    expect((await auditSince(from)).length).toBe(1);
    const sheet = await as('cashier').get(`/api/shift/count_sheet/?cash_register=${f.registers.m1}`);
    const usd = sheet.body.lines.find((l: { currency: { code: string } }) => l.currency.code === 'USD');
    expect(usd.denominations).toEqual(['100', '50', '20', '10', '5', '2', '1', '0.5']);
  });

  it('are refused for a crypto currency, and when not positive, too precise or repeated — nothing written', async () => {
    const btc = f.currencies.BTC;
    const crypto = await admin().put(`/api/admin/currencies/${btc}/`, { name: 'Биткоин', order: 1, decimals: 8, denominations: ['1'] });
    expect(crypto.status).toBe(400);
    expect(crypto.body).toEqual({ denominations: ['Номиналы купюр — только у валюты, не у криптовалюты (BTC).'] });
    const jpy = (await admin().get('/api/admin/currencies/?search=jpy')).body.results[0];
    const before = await usdRow();
    const from = await lastAuditId();
    const bad = 'Номинал: положительное число, не более 2 знаков после запятой.';
    expect((await put(f.currencies.USD, { denominations: ['100', '0'] })).body).toEqual({ denominations: [bad] });
    expect((await put(f.currencies.USD, { denominations: ['-5'] })).body).toEqual({ denominations: [bad] });
    expect((await put(f.currencies.USD, { denominations: ['1.005'] })).body).toEqual({ denominations: [bad] });
    expect((await put(f.currencies.USD, { denominations: ['abc', 5] })).status).toBe(400);
    expect((await put(f.currencies.USD, { denominations: 'всё' })).status).toBe(400);
    expect((await put(f.currencies.USD, { name: 'Другое', denominations: ['100', '50', '100.00', '50'] })).body).toEqual({
      denominations: ['Номинал указан дважды: 100, 50.'],
    });
    expect((await admin().put(`/api/admin/currencies/${jpy.id}/`, { name: jpy.name, order: jpy.order, decimals: 0, denominations: ['1000', '0.5'] })).body).toEqual({
      denominations: ['Не более 0 знаков после запятой: 0.5.'],
    });
    expect(await usdRow()).toBe(before);
    expect(await auditSince(from)).toEqual([]);
    expect((await admin().get('/api/admin/currencies/?search=USD')).body.results[0].name).not.toBe('Другое');
  });
});

describe('switching a currency off', () => {
  it('is refused while a register or a person holds it, or a transfer or a correction in it waits; the base never', async () => {
    const usd = f.currencies.USD;
    await fund(f, f.registers.k1, 'USD', '250.00');
    const t = await createTransfer(f.db, SYSTEM_ACTOR, 'INTERNAL', {
      from_cash_register: f.registers.k1, to_cash_register: f.registers.m2, currency: usd, amount: '50.00',
    });
    const res = await admin().put(`/api/admin/currencies/${usd}/active/`, { is_active: false });
    expect(res.status).toBe(400);
    expect(res.body.is_active[0]).toBe('Валюту USD нельзя отключить.');
    expect(res.body.is_active[1]).toBe('Валюта есть в кассах: К1 (200.00).');
    // The owner's replenishment made Казань's "Владелец" a creditor in USD.
    expect(res.body.is_active).toContain('В ней есть долги кредиторов и дебиторов (1).');
    expect(res.body.is_active).toContain(`В ней есть незавершённые переводы (1): № ${t.id}.`);
    expect((await admin().put(`/api/admin/currencies/${f.currencies.RUB}/active/`, { is_active: false })).body).toEqual({
      is_active: ['Валюту RUB нельзя отключить.', 'Базовую валюту отключить нельзя: в ней считаются все курсы.'],
    });
  });

  it('names a correction that waits on a record in it', async () => {
    const c = await created({ code: 'GBP', name: 'Фунт', decimals: 2 });
    const rec = await as('cashier').post('/api/income_outcome/create/', { cash_register: f.registers.m2, currency: c.id, direction: 'Income', amount: '5.00' });
    await createCorrection(f.db, SYSTEM_ACTOR, { record_kind: 'INCOME_OUTCOME', record_id: rec.body.id, reason: 'ошибка' });
    const reasons = (await admin().put(`/api/admin/currencies/${c.id}/active/`, { is_active: false })).body.is_active;
    expect(reasons).toEqual(['Валюту GBP нельзя отключить.', 'Валюта есть в кассах: М2 (5.00).', 'Есть запросы на сторно операций в ней, ожидающие решения (1).']);
  });

  it('an unused one: one audit row; offered nowhere, refused by writes; back when switched on', async () => {
    const c = await created({ code: 'CHF', name: 'Франк', decimals: 2 });
    await admin().put(`/api/admin/cash_registers/${f.registers.m1}/pairs/`, { currency: c.id, available: true });
    await admin().put(`/api/admin/currencies/${c.id}/dilapidation/`, { percentage: '3' });
    const from = await lastAuditId();
    const off = await admin().put(`/api/admin/currencies/${c.id}/active/`, { is_active: false });
    expect(off.body).toMatchObject({ is_active: false, deactivated_at: expect.stringMatching(/^\d{4}-/) });
    expect(await auditSince(from)).toMatchObject([{ action: 'currency.deactivate', before: { is_active: true }, after: { is_active: false } }]);
    const offered = async () => ({
      currency: (await as('cashier').get('/api/currency/')).body.some((x: { id: number }) => x.id === c.id),
      pairs: (await as('cashier').get(`/api/available_currency_pair/?cash_register=${f.registers.m1}`)).body.some((p: { currency: { id: number } }) => p.currency.id === c.id),
      worn: (await as('cashier').get('/api/percentage_dilapidation_currency/')).body.some((d: { currency: { id: number } }) => d.currency.id === c.id),
    });
    expect(await offered()).toEqual({ currency: false, pairs: false, worn: false });
    const refused = await as('cashier').post('/api/income_outcome/create/', { cash_register: f.registers.m1, currency: c.id, direction: 'Income', amount: '1.00' });
    expect(refused.body).toEqual({ currency: ['Валюта CHF отключена: новые операции в ней невозможны.'] });
    // A pair of an inactive currency is not added.
    expect((await admin().put(`/api/admin/cash_registers/${f.registers.m2}/pairs/`, { currency: c.id, available: true })).body).toEqual({ currency: ['Валюта CHF отключена.'] });
    expect((await admin().put(`/api/admin/currencies/${c.id}/active/`, { is_active: true })).body.is_active).toBe(true);
    expect(await offered()).toEqual({ currency: true, pairs: true, worn: true });
  });
});

describe('pairs and worn notes', () => {
  it('turns a pair on and off (one audit row each, none when unchanged); only a foreign fiat currency', async () => {
    const from = await lastAuditId();
    const on = await admin().put(`/api/admin/cash_registers/${f.registers.k1}/pairs/`, { currency: f.currencies.EUR, available: true });
    expect(on.body.pairs.map((p: { code: string }) => p.code)).toEqual(['USD', 'EUR']);
    await admin().put(`/api/admin/cash_registers/${f.registers.k1}/pairs/`, { currency: f.currencies.EUR, available: true });
    const off = await admin().put(`/api/admin/cash_registers/${f.registers.k1}/pairs/`, { currency: f.currencies.EUR, available: false });
    expect(off.body.pairs.map((p: { code: string }) => p.code)).toEqual(['USD']);
    const rows = await auditSince(from);
    expect(rows.map((r) => r.action)).toEqual(['currency_pair.add', 'currency_pair.remove']);
    expect(rows[1]).toMatchObject({ before: { cash_register_id: f.registers.k1, currency_id: f.currencies.EUR }, after: null });
    for (const code of ['RUB', 'BTC'] as const) {
      expect((await admin().put(`/api/admin/cash_registers/${f.registers.k1}/pairs/`, { currency: f.currencies[code], available: true })).body).toEqual({
        currency: ['Пара: иностранная валюта против базовой.'],
      });
    }
    expect((await admin().put('/api/admin/cash_registers/99999/pairs/', { currency: f.currencies.EUR, available: true })).status).toBe(404);
  });

  it('sets, changes and clears a worn-note percentage; the exchange form gets it', async () => {
    const eur = f.currencies.EUR;
    const from = await lastAuditId();
    expect((await admin().put(`/api/admin/currencies/${eur}/dilapidation/`, { percentage: '2.5' })).body.dilapidation).toBe('2.50');
    expect((await as('cashier').get('/api/percentage_dilapidation_currency/')).body).toContainEqual(expect.objectContaining({ percentage: '2.50' }));
    expect((await admin().put(`/api/admin/currencies/${eur}/dilapidation/`, { percentage: '100' })).body).toEqual({ percentage: ['Процент ветхости меньше 100.'] });
    expect((await admin().put(`/api/admin/currencies/${eur}/dilapidation/`, { percentage: null })).body.dilapidation).toBeNull();
    expect((await auditSince(from)).map((r) => r.action)).toEqual(['dilapidation.set', 'dilapidation.clear']);
    expect((await admin().put(`/api/admin/currencies/${f.currencies.USDT}/dilapidation/`, { percentage: '1' })).body).toEqual({
      percentage: ['Процент ветхости — только у иностранной валюты (не базовой и не криптовалюты).'],
    });
  });

  it('is not there for anyone but an admin', async () => {
    expect((await as('cashier').get('/api/admin/currencies/')).status).toBe(404);
    expect((await as('cashier').put(`/api/admin/cash_registers/${f.registers.m1}/pairs/`, { currency: f.currencies.EUR, available: false })).status).toBe(404);
  });
});

describe('the command line calls the same rules', () => {
  async function cli(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(argv, { db: async () => f.db, out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('currency set, deactivate (refused with the same reasons), activate, dilapidation none, list', async () => {
    expect((await cli('currency', 'add', 'SEK', '--name', 'Крона', '--decimals', '2')).code).toBe(0);
    expect((await cli('currency', 'set', 'SEK', '--order', '12', '--decimals', '1')).out).toBe('Валюта SEK: Крона, порядок 12, знаков 1.');
    expect((await cli('currency', 'deactivate', 'USD')).err).toContain('Валюту USD нельзя отключить. Валюта есть в кассах');
    expect((await cli('currency', 'deactivate', 'SEK')).out).toBe('Валюта SEK отключена.');
    expect((await cli('currency', 'list')).out).toMatch(/SEK\s+│?\s*Крона.*отключена/);
    expect((await cli('currency', 'activate', 'SEK')).out).toBe('Валюта SEK активна.');
    expect((await cli('currency', 'dilapidation', 'USD', 'none')).out).not.toContain('USD');
    const actions = (await f.db.query<{ action: string }>("SELECT action FROM audit_log WHERE actor = 'cli' ORDER BY id DESC LIMIT 5")).rows.map((r) => r.action);
    expect(actions.reverse()).toEqual(['currency.create', 'currency.update', 'currency.deactivate', 'currency.activate', 'dilapidation.clear']);
  });
});

describe('«Курсы от ЦБ» margin', () => {
  it("sets a foreign currency's margin (audited), refuses 100 % and the base currency, and the official rates carry it", async () => {
    const eur = f.currencies.EUR;
    const set = await admin().put(`/api/admin/currencies/${eur}/official_margin/`, { official_margin_percent: '2.25' });
    expect(set.status).toBe(200);
    expect(set.body.official_margin_percent).toBe('2.25');
    const { rows } = await f.db.query<{ action: string }>(`SELECT action FROM audit_log WHERE record_id = $1 ORDER BY id DESC LIMIT 1`, [String(eur)]);
    expect(rows[0].action).toBe('currency.update');
    expect((await admin().put(`/api/admin/currencies/${eur}/official_margin/`, { official_margin_percent: '100' })).body).toEqual({
      official_margin_percent: ['Наценка меньше 100 %.'],
    });
    expect((await admin().put(`/api/admin/currencies/${f.currencies.RUB}/official_margin/`, { official_margin_percent: '1' })).status).toBe(400);
    expect((await as('supervisor').put(`/api/admin/currencies/${eur}/official_margin/`, { official_margin_percent: '1' })).status).toBe(404);
    await f.db.query(`INSERT INTO official_rates (date, code, name, nominal, value, rate) VALUES ('2026-01-10', 'EUR', 'Евро', 1, 100, 100)`);
    const official = await admin().get('/api/official_rates/?date=2026-01-10');
    expect(official.body.rates).toEqual([{ code: 'EUR', name: 'Евро', nominal: 1, value: '100.00', rate: '100.00', margin_percent: '2.25' }]);
  });
});
