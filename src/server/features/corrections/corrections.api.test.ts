import { verifyLedger } from '../../ledger/verify';
import { client } from '../../ledger/testing/apiClient';
import { cashBalance, fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { M } from './correctionService';
import { createExchange } from '../exchange/exchangeService';
import { today } from '../../ledger/time';
import { outOperationPages } from '../print/outOperations';
import { SYSTEM_ACTOR } from '../../http/scope';
import { createTestUser, login } from '../../testing/testApp';

const f = useLedgerFixture({ app: true });
const as = client(f);
beforeAll(async () => {
  await fund(f, f.registers.m1, 'RUB', '500000.00');
}, 60_000);

const buy = async (amount = '100.00', rate = '90.00', who: 'cashier' | 'supervisor' = 'cashier') => {
  const res = await as(who).post('/api/transaction/create/', {
    cash_register: f.registers.m1, currency: f.currencies.USD, operation_type: 'BUY', amount, rate,
  });
  expect(res.status).toBe(201);
  return res.body as { id: number };
};
const ask = (record_id: number, who: Parameters<typeof as>[0] = 'cashier', record_kind = 'TRANSACTION') =>
  as(who).post('/api/correction/create/', { record_kind, record_id, reason: 'Опечатка: 1000 вместо 100' });
const verifyOk = async () => expect((await verifyLedger(f.db)).checks.filter((c) => !c.ok)).toEqual([]);

describe('POST /api/correction/create/', () => {
  it('answers 201 with a Pending correction and the record it names', async () => {
    const rec = await buy();
    const res = await ask(rec.id);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number), record_kind: 'TRANSACTION', record_id: rec.id, reason: 'Опечатка: 1000 вместо 100',
      status: 'Pending', requested_by: { id: f.users.cashier, name: 'cashier Тестов' }, requested_at: expect.any(String),
      decided_by: null, decided_at: null, decision_comment: '', reversal_id: null,
      cash_register: { id: f.registers.m1, name: 'М1' },
      record: { operation_type: 'BUY', amount: '100.00', total: '9000.00', currency: { code: 'USD' }, total_currency: { code: 'RUB' } },
    });
  });

  it('requires a reason and a known kind (400 in Russian)', async () => {
    const rec = await buy();
    const res = await as('cashier').post('/api/correction/create/', { record_kind: 'TRANSFER', record_id: rec.id, reason: '' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(['reason', 'record_kind']);
  });

  it('a record of another city or none at all is 404', async () => {
    const rec = await buy();
    expect((await ask(rec.id, 'kazan')).status).toBe(404);
    expect((await ask(99999999)).status).toBe(404);
  });

  it('a second request while one is Pending or Approved is 409; after a rejection one may ask again', async () => {
    const rec = await buy();
    const first = await ask(rec.id);
    expect((await ask(rec.id, 'colleague')).status).toBe(409);
    expect((await as('supervisor').put(`/api/correction/reject/${first.body.id}/`, { comment: 'верно' })).status).toBe(200);
    const again = await ask(rec.id);
    expect(again.status).toBe(201);
    expect((await as('supervisor').put(`/api/correction/approve/${again.body.id}/`, {})).status).toBe(200);
    expect((await ask(rec.id)).status).toBe(409);
  });
});

describe('PUT /api/correction/approve|reject/{id}/', () => {
  it('a cashier may not decide (403); whoever asked may not either, admins included (403 with the reason)', async () => {
    const rec = await buy();
    const c = await ask(rec.id, 'cashier');
    expect((await as('colleague').put(`/api/correction/approve/${c.body.id}/`, {})).status).toBe(403);
    const own = await buy('1.00', '90.00', 'supervisor');
    const mine = await ask(own.id, 'supervisor');
    const res = await as('supervisor').put(`/api/correction/approve/${mine.body.id}/`, {});
    expect(res).toEqual({ status: 403, body: { detail: M.ownRequest } });
    const adminAsks = await ask((await buy('2.00')).id, 'admin');
    expect((await as('admin').put(`/api/correction/reject/${adminAsks.body.id}/`, {})).body).toEqual({ detail: M.ownRequest });
    expect((await as('admin').put(`/api/correction/approve/${mine.body.id}/`, {})).status).toBe(200);
  });

  it('only Pending is decided (409)', async () => {
    const c = await ask((await buy()).id);
    expect((await as('supervisor').put(`/api/correction/reject/${c.body.id}/`, {})).status).toBe(200);
    expect((await as('supervisor').put(`/api/correction/approve/${c.body.id}/`, {})).status).toBe(409);
    expect((await as('admin').put(`/api/correction/reject/${c.body.id}/`, {})).status).toBe(409);
  });

  it('approval writes the reversing record, linked both ways; balances move back exactly; ledger verify is green', async () => {
    const usdBefore = await cashBalance(f, f.registers.m1, 'USD');
    const rubBefore = await cashBalance(f, f.registers.m1, 'RUB');
    const rec = await buy('1000.00', '90.00');
    const c = await ask(rec.id);
    const pending = (await as('cashier').get(`/api/transaction/?cash_register=${f.registers.m1}&size=100`)).body.results;
    expect(pending.find((r: { id: number }) => r.id === rec.id)).toMatchObject({ correction_pending: true, reversed_by: null });
    const res = await as('supervisor').put(`/api/correction/approve/${c.body.id}/`, { comment: 'ок' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'Approved', decided_by: { id: f.users.supervisor }, decision_comment: 'ок', reversal_id: expect.any(Number),
    });
    expect(await cashBalance(f, f.registers.m1, 'USD')).toBe(usdBefore);
    expect(await cashBalance(f, f.registers.m1, 'RUB')).toBe(rubBefore);
    const { rows } = await f.db.query<{ id: string; reverses_id: string | null; reversed_by_id: string | null; amount: string }>(
      'SELECT id::text, reverses_id::text, reversed_by_id::text, amount::text FROM exchange_transactions WHERE id = ANY($1::bigint[]) ORDER BY id',
      [[rec.id, res.body.reversal_id]],
    );
    expect(rows).toEqual([
      { id: String(rec.id), reverses_id: null, reversed_by_id: String(res.body.reversal_id), amount: '1000.00' },
      { id: String(res.body.reversal_id), reverses_id: String(rec.id), reversed_by_id: null, amount: '-1000.00' },
    ]);
    const listed = (await as('cashier').get(`/api/transaction/?cash_register=${f.registers.m1}&size=100`)).body.results;
    expect(listed.find((r: { id: number }) => r.id === rec.id)).toMatchObject({ reversed_by: res.body.reversal_id, reverses: null, correction_pending: false });
    expect(listed.find((r: { id: number }) => r.id === res.body.reversal_id)).toMatchObject({ reverses: rec.id, amount: '-1000.00', total: '-90000.00' });
    const audit = await f.db.query<{ action: string; record_id: string }>('SELECT action, record_id FROM audit_log ORDER BY id DESC LIMIT 3');
    expect(audit.rows.map((r) => [r.action, r.record_id])).toEqual([
      ['correction.approve', String(c.body.id)],
      ['exchange.reversal', String(res.body.reversal_id)],
      ['exchange.reversed', String(rec.id)],
    ]);
    await verifyOk();
  });

  it('a reversal that would make a balance negative is refused with the available amount, nothing written', async () => {
    await fund(f, f.registers.m2, 'RUB', '10000.00');
    const b = await as('cashier').post('/api/transaction/create/', {
      cash_register: f.registers.m2, currency: f.currencies.USD, operation_type: 'BUY', amount: '100.00', rate: '90.00',
    });
    const s = await as('cashier').post('/api/transaction/create/', {
      cash_register: f.registers.m2, currency: f.currencies.USD, operation_type: 'SELL', amount: '60.00', rate: '95.00',
    });
    expect(s.status).toBe(201);
    const c = await ask(b.body.id);
    const res = await as('supervisor').put(`/api/correction/approve/${c.body.id}/`, {});
    expect(res).toEqual({ status: 400, body: { amount: ['Недостаточно средств в кассе: доступно 40.00 USD.'] } });
    expect((await as('supervisor').get(`/api/correction/?cash_register=${f.registers.m2}`)).body.results[0].status).toBe('Pending');
    await verifyOk();
  });

  it('every kind can be reversed; ledger verify stays green', async () => {
    const person = await as('cashier').post('/api/operation_person/create/', { first_name: 'Иван', city: f.cities.moscow });
    const created = [
      ['INCOME_OUTCOME', await as('cashier').post('/api/income_outcome/create/', { cash_register: f.registers.m1, currency: f.currencies.RUB, direction: 'Outcome', amount: '10' })],
      ['OUT_TRANSACTION', await as('cashier').post('/api/out_transaction/create/', { cash_register: f.registers.m1, operation_person: person.body.id, currency: f.currencies.USD, operation_type: 'REPLENISHMENT', amount: '5' })],
      ['CRYPTO_OUT_TRANSACTION', await as('cashier').post('/api/crypto_out_transaction/create/', { cash_register: f.registers.m1, operation_person: person.body.id, crypto_currency: f.currencies.USDT, operation_type: 'REPLENISHMENT', amount: '0.5' })],
      ['CRYPTO_TRANSACTION', await as('cashier').post('/api/crypto_transaction/create/', { cash_register: f.registers.m1, crypto_currency: f.currencies.USDT, operation_type: 'BUY', amount: '0.5', rate: '90', fee: '1' })],
    ] as const;
    for (const [kind, rec] of created) {
      expect([kind, rec.status]).toEqual([kind, 201]);
      // The crypto out and the plain out have their own ids: the wrong kind is not found.
      if (kind === 'OUT_TRANSACTION') expect((await ask(rec.body.id, 'cashier', 'CRYPTO_OUT_TRANSACTION')).status).toBe(404);
      const c = await ask(rec.body.id, 'cashier', kind);
      expect([kind, c.status]).toEqual([kind, 201]);
      const res = await as('supervisor').put(`/api/correction/approve/${c.body.id}/`, {});
      expect([kind, res.status, res.body]).toEqual([kind, 200, expect.objectContaining({ status: 'Approved' })]);
      if (kind === 'CRYPTO_TRANSACTION') {
        // The day's average crypto fee counts operations net of their reversals.
        const fee = await as('cashier').get(`/api/day_crypto_avg_fee/?cash_register=${f.registers.m1}`);
        expect(fee.body.rows).toEqual([]);
      }
      if (kind === 'OUT_TRANSACTION') {
        // The prints of persons' operations (report, person detail) carry the mark too.
        const printed = [];
        for await (const page of outOperationPages(f.db, SYSTEM_ACTOR, { operation_person: person.body.id })) printed.push(...page);
        expect(printed.filter((r) => r.currency === 'USD').map((r) => [r.amount, r.comment])).toEqual([
          ['5.00', ` [сторнировано: №${res.body.reversal_id}]`],
          ['-5.00', `Сторно №${rec.body.id}: Опечатка: 1000 вместо 100`],
        ]);
      }
    }
    await verifyOk();
  });
});

describe('GET /api/correction/', () => {
  it('lists in scope, filtered by status, city and register', async () => {
    const c = await ask((await buy()).id);
    const pending = await as('supervisor').get(`/api/correction/?city=${f.cities.moscow}&status=Pending`);
    expect(pending.status).toBe(200);
    expect(pending.body.results.map((r: { id: number }) => r.id)).toContain(c.body.id);
    expect(pending.body.results.every((r: { status: string }) => r.status === 'Pending')).toBe(true);
    expect((await as('kazan').get('/api/correction/')).body.results).toEqual([]);
    expect((await as('kazan').get(`/api/correction/?cash_register=${f.registers.m1}`)).status).toBe(404);
    expect((await as('kazan').get(`/api/correction/?city=${f.cities.moscow}`)).status).toBe(404);
  });
});

describe('concurrency', () => {
  it('10 simultaneous approvals of one correction write one reversal', async () => {
    const usd = await cashBalance(f, f.registers.m1, 'USD');
    const c = await ask((await buy('7.00')).id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => as('supervisor').put(`/api/correction/approve/${c.body.id}/`, {})));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const { rows } = await f.db.query('SELECT id FROM exchange_transactions WHERE reverses_id = $1', [c.body.record_id]);
    expect(rows).toHaveLength(1);
    expect(await cashBalance(f, f.registers.m1, 'USD')).toBe(usd);
    await verifyOk();
  });
});

describe('the day journal (GET /api/operation/)', () => {
  it('marks a pending correction, then the original as reversed on its own day and the reversal on the day of approval', async () => {
    const day = '2026-01-15';
    const old = await createExchange(f.db, f.actors.cashier, {
      cash_register: f.registers.m1, currency: f.currencies.USD, operation_type: 'BUY', amount: '3.00', rate: '90.00',
    }, { at: new Date(`${day}T09:00:00Z`) });
    const journal = async (date: string) =>
      (await as('cashier').get(`/api/operation/?cash_register=${f.registers.m1}&date=${date}&size=100`)).body.results as Array<Record<string, unknown>>;
    const c = await ask(old.id);
    expect((await journal(day)).find((r) => r.record_id === old.id)).toMatchObject({ correction_pending: true, reversed_by: null });
    const res = await as('supervisor').put(`/api/correction/approve/${c.body.id}/`, {});
    expect((await journal(day)).find((r) => r.record_id === old.id)).toMatchObject({
      correction_pending: false, reversed_by: res.body.reversal_id, amount: '3.00',
    });
    expect((await journal(today())).find((r) => r.record_id === res.body.reversal_id)).toMatchObject({
      kind: 'TRANSACTION', reverses: old.id, reversed_by: null, amount: '-3.00', total: '-270.00', operation_type: 'BUY',
    });
    await verifyOk();
  });
});

describe('the remaining edges of the rules', () => {
  it('a reversing record cannot itself be reversed (409)', async () => {
    const c = await ask((await buy('3.00')).id);
    const approved = await as('supervisor').put(`/api/correction/approve/${c.body.id}/`, {});
    expect(await ask(approved.body.reversal_id)).toEqual({ status: 409, body: { detail: M.isReversal } });
  });

  it("a supervisor of another city decides nothing here (404), the record's city only", async () => {
    await createTestUser(f.db, { username: 'kazansup', cityIds: [f.cities.kazan], role: 'Супервайзер' });
    const token = await login(f.app, 'kazansup');
    const c = await ask((await buy('4.00')).id);
    for (const decision of ['approve', 'reject']) {
      const res = await f.app.inject({ method: 'PUT', url: `/api/correction/${decision}/${c.body.id}/`, headers: { authorization: `Token ${token}` }, payload: {} });
      expect([decision, res.statusCode]).toEqual([decision, 404]);
    }
    expect((await as('supervisor').get(`/api/correction/?cash_register=${f.registers.m1}&status=Pending`)).body.results.map((r: { id: number }) => r.id)).toContain(c.body.id);
  });

  it('crypto records are the crypto page\'s business: asking, deciding and listing need the permission', async () => {
    await fund(f, f.registers.m1, 'USDT', '10');
    const rec = await as('cashier').post('/api/crypto_transaction/create/', {
      cash_register: f.registers.m1, crypto_currency: f.currencies.USDT, operation_type: 'SELL', amount: '1', rate: '90', fee: '0',
    });
    expect((await ask(rec.body.id, 'noPerms', 'CRYPTO_TRANSACTION')).status).toBe(403);
    const c = await ask(rec.body.id, 'cashier', 'CRYPTO_TRANSACTION');
    expect(c.status).toBe(201);
    const seen = async (who: 'noPerms' | 'cashier') =>
      (await as(who).get(`/api/correction/?cash_register=${f.registers.m1}&size=100`)).body.results.map((r: { id: number }) => r.id);
    expect(await seen('noPerms')).not.toContain(c.body.id);
    expect(await seen('cashier')).toContain(c.body.id);
    expect((await as('supervisor').put(`/api/correction/reject/${c.body.id}/`, {})).status).toBe(200);
  });

  it('a rejection moves no money and leaves the record unmarked; every list shows a pending request and a reversal', async () => {
    const person = (await as('cashier').post('/api/operation_person/create/', { first_name: 'Метка', city: f.cities.moscow })).body;
    await fund(f, f.registers.m1, 'USDT', '10');
    const kinds = [
      ['INCOME_OUTCOME', '/api/income_outcome/create/', { cash_register: f.registers.m1, currency: f.currencies.RUB, direction: 'Income', amount: '10' }, `/api/income_outcome/?cash_register=${f.registers.m1}`],
      ['OUT_TRANSACTION', '/api/out_transaction/create/', { cash_register: f.registers.m1, operation_person: person.id, currency: f.currencies.USD, operation_type: 'REPLENISHMENT', amount: '5' }, `/api/out_transaction/?cash_register=${f.registers.m1}`],
      ['CRYPTO_OUT_TRANSACTION', '/api/crypto_out_transaction/create/', { cash_register: f.registers.m1, operation_person: person.id, crypto_currency: f.currencies.USDT, operation_type: 'REPLENISHMENT', amount: '0.5' }, `/api/crypto_out_transaction/?cash_register=${f.registers.m1}`],
      ['CRYPTO_TRANSACTION', '/api/crypto_transaction/create/', { cash_register: f.registers.m1, crypto_currency: f.currencies.USDT, operation_type: 'SELL', amount: '0.5', rate: '90', fee: '1' }, `/api/crypto_transaction/?cash_register=${f.registers.m1}`],
      ['TRANSACTION', '/api/transaction/create/', { cash_register: f.registers.m1, currency: f.currencies.USD, operation_type: 'BUY', amount: '2', rate: '90' }, `/api/transaction/?cash_register=${f.registers.m1}`],
    ] as const;
    for (const [kind, createUrl, body, listUrl] of kinds) {
      const rec = (await as('cashier').post(createUrl, body)).body;
      const row = async (id: number) => (await as('cashier').get(`${listUrl}&size=100`)).body.results.find((r: { id: number }) => r.id === id);
      const rub = await cashBalance(f, f.registers.m1, 'RUB');
      const rejected = await ask(rec.id, 'cashier', kind);
      expect([kind, await row(rec.id)]).toEqual([kind, expect.objectContaining({ correction_pending: true, reversed_by: null, reverses: null })]);
      expect((await as('supervisor').put(`/api/correction/reject/${rejected.body.id}/`, { comment: 'всё верно' })).body).toMatchObject({ status: 'Rejected', reversal_id: null });
      expect([kind, await row(rec.id)]).toEqual([kind, expect.objectContaining({ correction_pending: false, reversed_by: null })]);
      expect(await cashBalance(f, f.registers.m1, 'RUB')).toBe(rub);
      // Asked again and approved: the original and its reversal, marked both ways, in the record's own list.
      const approved = await as('supervisor').put(`/api/correction/approve/${(await ask(rec.id, 'cashier', kind)).body.id}/`, {});
      expect([kind, await row(rec.id)]).toEqual([kind, expect.objectContaining({ correction_pending: false, reversed_by: approved.body.reversal_id, reverses: null })]);
      expect([kind, await row(approved.body.reversal_id)]).toEqual([kind, expect.objectContaining({ reverses: rec.id, reversed_by: null, amount: `-${rec.amount}` })]);
    }
    await verifyOk();
  });
});
