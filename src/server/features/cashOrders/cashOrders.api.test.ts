import type { CreateCashOrderBody } from '../../../shared/contract';
import { SERVER_MESSAGES } from '../../http/messages';
import { buildTestApp, login } from '../../testing/testApp';
import { client } from '../../ledger/testing/apiClient';
import { cashBalance, fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { ledgerSnapshot } from '../../testing/ledgerSnapshot';
import { verifyLedger } from '../../ledger/verify';
import { createTestVault, orderIn, tens } from './testing/cashOrderWorld';

/** Cash orders through the API (docs/CASH-ORDERS.md): every route, its refusals, and the ledger of each step. */
const f = useLedgerFixture({ app: true });
const as = client(f);
const M = SERVER_MESSAGES.cashOrder;
let vault: number;
let kazanVault: number;

beforeAll(async () => {
  vault = await createTestVault(f.db, f.cities.moscow, 'Хранилище Москвы');
  kazanVault = await createTestVault(f.db, f.cities.kazan, 'Хранилище Казани');
  await fund(f, vault, 'RUB', '500000.00');
  await fund(f, f.registers.m1, 'RUB', '100000.00');
  await fund(f, kazanVault, 'RUB', '1000.00');
}, 60_000);

const refill = (amount = '1000.00'): CreateCashOrderBody => ({ kind: 'refill', from_cash_register: vault, to_cash_register: f.registers.m1, currency: f.currencies.RUB, amount });
/** What a refused write must leave as it was: the ledger, the orders and the audit log. */
const written = async () => ({
  ledger: await ledgerSnapshot(f.db),
  orders: (await f.db.query('SELECT id, state, updated_at FROM cash_orders ORDER BY id')).rows,
  audit: (await f.db.query<{ n: string }>("SELECT count(*)::text AS n FROM audit_log WHERE action LIKE 'cash_order.%'")).rows[0].n,
});
const entriesOf = async (id: number) =>
  (await f.db.query<{ account: string; r: number; amount: string; kind: string }>(
    `SELECT account, cash_register_id AS r, trim_scale(amount)::text AS amount, entry_kind AS kind
       FROM ledger_entries WHERE source_type = 'CASH_ORDER' AND source_id = $1 ORDER BY id`,
    [id],
  )).rows;
const verified = async () => expect((await verifyLedger(f.db)).checks.filter((c) => !c.ok)).toEqual([]);

describe('requesting', () => {
  it('a cashier requests a refill of their till from the vault: requested, nothing moves, audited', async () => {
    const entries = async () => (await f.db.query('SELECT count(*)::text AS n, COALESCE(sum(abs(amount)), 0)::text AS s FROM ledger_entries')).rows[0];
    const before = await entries();
    const res = await as('cashier').post('/api/cash_orders/', { ...refill(), expected_at: new Date(Date.now() + 3_600_000).toISOString(), comment: 'на выходные' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'refill', state: 'requested', amount: '1000.00', blind: false, comment: 'на выходные', auto_approved: false,
      from_cash_register: { id: vault }, to_cash_register: { id: f.registers.m1 }, currency: { code: 'RUB' },
      requested_by: { id: f.users.cashier },
    });
    expect(await entries()).toEqual(before);
    const { rows } = await f.db.query("SELECT 1 FROM audit_log WHERE action = 'cash_order.create' AND record_id = $1", [String(res.body.id)]);
    expect(rows).toHaveLength(1);
  });

  it.each`
    what                                | body                                                                                           | field
    ${'a refill not from the vault'}    | ${() => ({ ...refill(), from_cash_register: f.registers.m2 })}                                 | ${{ kind: [M.refillFromVault] }}
    ${'a surplus not to the vault'}     | ${() => ({ ...refill(), kind: 'surplus', from_cash_register: f.registers.m1, to_cash_register: f.registers.m2 })} | ${{ kind: [M.surplusToVault] }}
    ${'a move from a till to a vault'}  | ${() => ({ ...refill(), kind: 'move', from_cash_register: f.registers.m1, to_cash_register: vault })} | ${{ kind: [M.moveBetween] }}
    ${'the same register twice'}        | ${() => ({ ...refill(), to_cash_register: vault })}                                            | ${{ to_cash_register: [M.sameRegister] }}
    ${'an arrival in the past'}         | ${() => ({ ...refill(), expected_at: '2020-01-01T00:00:00Z' })}                                | ${{ expected_at: [M.expectedInPast] }}
    ${'a crypto currency'}              | ${() => ({ ...refill(), currency: f.currencies.USDT })}                                        | ${'currency'}
    ${'no amount'}                      | ${() => ({ ...refill(), amount: undefined })}                                                  | ${'amount'}
  `('400 for $what, nothing written', async ({ body, field }) => {
    const before = await written();
    const res = await as('cashier').post('/api/cash_orders/', body());
    expect(res.status).toBe(400);
    if (typeof field === 'string') expect(Object.keys(res.body)).toEqual([field]);
    else expect(res.body).toEqual(field);
    expect(await written()).toEqual(before);
  });

  it('another city’s user cannot see either register: 404, nothing written', async () => {
    const before = await written();
    expect((await as('kazan').post('/api/cash_orders/', refill())).status).toBe(404);
    expect(await written()).toEqual(before);
  });

  it('is approved at once below the city’s amount (the base currency, or today’s board rate); without a rate, four eyes', async () => {
    await f.db.query('UPDATE cities SET cash_order_auto_approve = 5000 WHERE id = $1', [f.cities.moscow]);
    try {
      expect((await as('cashier').post('/api/cash_orders/', refill('4990.00'))).body).toMatchObject({ state: 'approved', auto_approved: true });
      expect((await as('cashier').post('/api/cash_orders/', refill('5000.00'))).body).toMatchObject({ state: 'requested', auto_approved: false });
      const usd = { ...refill('10.00'), currency: f.currencies.USD };
      expect((await as('cashier').post('/api/cash_orders/', usd)).body.state).toBe('requested');
    } finally {
      await f.db.query('UPDATE cities SET cash_order_auto_approve = NULL WHERE id = $1', [f.cities.moscow]);
    }
  });
});

describe('approving and cancelling', () => {
  it('a supervisor who did not request it approves; a cashier and the requester get 403; twice is 409', async () => {
    const mine = await as('supervisor').post('/api/cash_orders/', refill());
    const url = `/api/cash_orders/${mine.body.id}/approve/`;
    // Each caller is told whether the request was theirs (the page offers no approval of one's own).
    expect(mine.body.requested_by_me).toBe(true);
    expect((await as('admin').get(`/api/cash_orders/${mine.body.id}/`)).body.requested_by_me).toBe(false);
    const before = await written();
    expect((await as('cashier').post(url)).status).toBe(403);
    expect(await as('supervisor').post(url)).toEqual({ status: 403, body: { detail: M.fourEyes } });
    expect(await written()).toEqual(before);
    const approved = await as('admin').post(url);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ state: 'approved', approved_by: { id: f.users.admin } });
    expect(await as('admin').post(url)).toEqual({ status: 409, body: { detail: M.refused('подтверждена', 'подтвердить её') } });
  });

  it('either side cancels before dispatch; not after', async () => {
    const order = await orderIn(f.db, refill(), 'requested');
    expect((await as('cashier').post(`/api/cash_orders/${order.id}/cancel/`)).body).toMatchObject({ state: 'cancelled', cancelled_by: { id: f.users.cashier } });
    expect((await as('cashier').post(`/api/cash_orders/${order.id}/cancel/`)).status).toBe(409);
    const sent = await orderIn(f.db, refill(), 'dispatched');
    const before = await written();
    expect(await as('cashier').post(`/api/cash_orders/${sent.id}/cancel/`)).toEqual({ status: 409, body: { detail: M.refused('в пути', 'отменить её') } });
    expect(await written()).toEqual(before);
    expect((await as('kazan').post(`/api/cash_orders/${order.id}/cancel/`)).status).toBe(404);
  });
});

describe('dispatching', () => {
  it('the cash leaves the sender into transit, counted by denomination under a seal, in one step', async () => {
    const order = await orderIn(f.db, refill('7500.00'), 'approved');
    const vaultBefore = await cashBalance(f, vault, 'RUB');
    const res = await as('cashier').post(`/api/cash_orders/${order.id}/dispatch/`, {
      denominations: [{ value: '5000', count: 1 }, { value: '1000', count: 2 }, { value: '500', count: 1 }],
      seal: 'АБ-001',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      state: 'dispatched', seal: 'АБ-001', courier: null, dispatched_by: { id: f.users.cashier }, amount: '7500.00', blind: false,
      dispatched_denominations: [{ value: '5000', count: 1 }, { value: '1000', count: 2 }, { value: '500', count: 1 }],
    });
    expect(await entriesOf(order.id)).toEqual([
      { account: 'CASH', r: vault, amount: '-7500', kind: 'TO_TRANSIT' },
      { account: 'TRANSIT', r: vault, amount: '7500', kind: 'TO_TRANSIT' },
    ]);
    expect(await cashBalance(f, vault, 'RUB')).toBe((Number(vaultBefore) - 7500).toFixed(2));
    await verified();
  });

  it.each`
    what                                 | body                                                                          | field
    ${'notes that do not sum to it'}     | ${{ denominations: [{ value: '500', count: 1 }], seal: 'С-1' }}               | ${{ denominations: [M.sumMismatch('500.00', '1000.00', 'RUB')] }}
    ${'a note the currency has not'}     | ${{ denominations: [{ value: '3', count: 1 }], seal: 'С-1' }}                 | ${{ denominations: [M.unknownDenomination('3', 'RUB')] }}
    ${'a note listed twice'}             | ${{ denominations: [{ value: '500', count: 1 }, { value: '500', count: 1 }], seal: 'С-1' }} | ${{ denominations: [M.denominationTwice('500')] }}
    ${'no seal'}                         | ${{ denominations: tens('1000'), seal: ' ' }}                                 | ${'seal'}
  `('400 for $what, nothing written', async ({ body, field }) => {
    const order = await orderIn(f.db, refill(), 'approved');
    const before = await written();
    const res = await as('cashier').post(`/api/cash_orders/${order.id}/dispatch/`, body);
    expect(res.status).toBe(400);
    if (typeof field === 'string') expect(Object.keys(res.body)).toEqual([field]);
    else expect(res.body).toEqual(field);
    expect(await written()).toEqual(before);
  });

  it('a register cannot send more than it holds (409); a requested order is not sent (409); nothing written', async () => {
    const big = await orderIn(f.db, { ...refill('10.00'), kind: 'move', from_cash_register: f.registers.m2, to_cash_register: f.registers.m1 }, 'approved');
    const waiting = await orderIn(f.db, refill(), 'requested');
    const before = await written();
    expect(await as('cashier').post(`/api/cash_orders/${big.id}/dispatch/`, { denominations: tens('10'), seal: 'С-2' })).toEqual({
      status: 409, body: { detail: M.overdraw('0.00', 'RUB') },
    });
    expect((await as('cashier').post(`/api/cash_orders/${waiting.id}/dispatch/`, { denominations: tens('1000'), seal: 'С-3' })).status).toBe(409);
    expect(await written()).toEqual(before);
  });

  it('between cities the courier is required; the receiving city cannot send it (404)', async () => {
    const order = await orderIn(f.db, { ...refill('100.00'), kind: 'move', from_cash_register: vault, to_cash_register: kazanVault }, 'approved');
    const url = `/api/cash_orders/${order.id}/dispatch/`;
    expect(await as('cashier').post(url, { denominations: tens('100'), seal: 'И-1' })).toEqual({ status: 400, body: { courier: [M.courierRequired] } });
    expect((await as('kazan').post(url, { denominations: tens('100'), seal: 'И-1', courier: 'Петров' })).status).toBe(404);
    expect((await as('cashier').post(url, { denominations: tens('100'), seal: 'И-1', courier: 'Петров' })).body).toMatchObject({ state: 'dispatched', courier: 'Петров' });
  });
});

describe('receiving', () => {
  it('the receiving side sees it blind until received; the dispatcher sees what was sent', async () => {
    const order = await orderIn(f.db, refill(), 'approved');
    await as('colleague').post(`/api/cash_orders/${order.id}/dispatch/`, { denominations: tens('1000'), seal: 'С-4' });
    const blind = await as('cashier').get(`/api/cash_orders/${order.id}/`);
    expect(blind.body).toMatchObject({ state: 'dispatched', blind: true, amount: null, dispatched_denominations: null, seal: 'С-4' });
    const listed = (await as('cashier').get(`/api/cash_orders/?cash_register=${f.registers.m1}&state=dispatched`)).body.results;
    expect(listed.find((o: { id: number }) => o.id === order.id)).toMatchObject({ blind: true, amount: null });
    expect((await as('colleague').get(`/api/cash_orders/${order.id}/`)).body).toMatchObject({ blind: false, amount: '1000.00' });
    const received = await as('cashier').post(`/api/cash_orders/${order.id}/receive/`, { denominations: tens('1000'), seal_intact: true });
    expect(received.body).toMatchObject({ state: 'received', blind: false, amount: '1000.00', received_amount: '1000.00', difference: '0.00', seal_intact: true });
  });

  it('an equal count: transit → the receiver’s cash', async () => {
    const order = await orderIn(f.db, refill('2000.00'), 'dispatched');
    const m1Before = await cashBalance(f, f.registers.m1, 'RUB');
    const res = await as('cashier').post(`/api/cash_orders/${order.id}/receive/`, { denominations: [{ value: '1000', count: 2 }], seal_intact: true });
    expect(res.body).toMatchObject({ state: 'received', received_by: { id: f.users.cashier } });
    expect((await entriesOf(order.id)).slice(2)).toEqual([
      { account: 'TRANSIT', r: vault, amount: '-2000', kind: 'FROM_TRANSIT' },
      { account: 'CASH', r: f.registers.m1, amount: '2000', kind: 'FROM_TRANSIT' },
    ]);
    expect(await cashBalance(f, f.registers.m1, 'RUB')).toBe((Number(m1Before) + 2000).toFixed(2));
    await verified();
  });

  it('two receivers at once: one wins, the other gets 409', async () => {
    const order = await orderIn(f.db, refill(), 'dispatched');
    const url = `/api/cash_orders/${order.id}/receive/`;
    const answers = await Promise.all([
      as('cashier').post(url, { denominations: tens('1000'), seal_intact: true }),
      as('colleague').post(url, { denominations: tens('1000'), seal_intact: true }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await entriesOf(order.id)).filter((e) => e.account === 'TRANSIT')).toHaveLength(2);
    await verified();
  });

  it('the sending side of another city cannot receive (404); a received order is not received again (409)', async () => {
    const order = await orderIn(f.db, { ...refill('100.00'), kind: 'move', from_cash_register: kazanVault, to_cash_register: vault }, 'dispatched');
    const url = `/api/cash_orders/${order.id}/receive/`;
    expect((await as('kazan').post(url, { denominations: tens('100'), seal_intact: true })).status).toBe(404);
    expect((await as('cashier').post(url, { denominations: tens('100'), seal_intact: true })).status).toBe(200);
    const before = await written();
    expect(await as('cashier').post(url, { denominations: tens('100'), seal_intact: true })).toEqual({
      status: 409, body: { detail: M.refused('уже принята', 'принять её') },
    });
    expect(await written()).toEqual(before);
  });

  it('past its expected arrival a dispatched order reads as overdue, is listed so, and is still received', async () => {
    const order = await orderIn(f.db, refill(), 'dispatched');
    await f.db.query("UPDATE cash_orders SET expected_at = now() - interval '1 hour' WHERE id = $1", [order.id]);
    expect((await as('supervisor').get(`/api/cash_orders/${order.id}/`)).body.state).toBe('overdue');
    const overdue = (await as('supervisor').get(`/api/cash_orders/?city=${f.cities.moscow}&state=overdue`)).body;
    expect(overdue.results.map((o: { id: number }) => o.id)).toContain(order.id);
    const onTime = (await as('supervisor').get(`/api/cash_orders/?city=${f.cities.moscow}&state=dispatched`)).body;
    expect(onTime.results.map((o: { id: number }) => o.id)).not.toContain(order.id);
    expect((await as('cashier').post(`/api/cash_orders/${order.id}/receive/`, { denominations: tens('1000'), seal_intact: true })).body.state).toBe('received');
  });
});

describe('a count that differs, and its settlement', () => {
  it('the counted sum enters, the difference waits in transit; another supervisor settles it as a shortage', async () => {
    const order = await orderIn(f.db, refill('1000.00'), 'dispatched');
    const m1Before = await cashBalance(f, f.registers.m1, 'RUB');
    const short = await as('supervisor').post(`/api/cash_orders/${order.id}/receive/`, { denominations: tens('990'), seal_intact: false });
    expect(short.body).toMatchObject({ state: 'discrepancy', received_amount: '990.00', difference: '-10.00', seal_intact: false, received_by_me: true });
    expect((await as('admin').get(`/api/cash_orders/${order.id}/`)).body).toMatchObject({ received_by_me: false, requested_by_me: false });
    expect(await cashBalance(f, f.registers.m1, 'RUB')).toBe((Number(m1Before) + 990).toFixed(2));
    await verified();

    const url = `/api/cash_orders/${order.id}/settle/`;
    const before = await written();
    expect((await as('cashier').post(url, { reason: 'недостача' })).status).toBe(403);
    expect(await as('supervisor').post(url, { reason: 'недостача' })).toEqual({ status: 403, body: { detail: M.settleFourEyes } });
    expect((await as('admin').post(url, { reason: ' ' })).status).toBe(400);
    expect(await written()).toEqual(before);

    const settled = await as('admin').post(url, { reason: 'Недостача 10 ₽ при вскрытии, акт №3' });
    expect(settled.body).toMatchObject({ state: 'settled', settled_by: { id: f.users.admin }, settle_reason: 'Недостача 10 ₽ при вскрытии, акт №3' });
    expect((await entriesOf(order.id)).slice(4)).toEqual([
      { account: 'TRANSIT', r: vault, amount: '-10', kind: 'FROM_TRANSIT' },
      { account: 'CASH', r: f.registers.m1, amount: '10', kind: 'FROM_TRANSIT' },
      { account: 'CASH', r: f.registers.m1, amount: '-10', kind: 'SHORTAGE' },
    ]);
    expect(await cashBalance(f, f.registers.m1, 'RUB')).toBe((Number(m1Before) + 990).toFixed(2));
    expect((await as('admin').post(url, { reason: 'ещё раз' })).status).toBe(409);
    await verified();
    // One audit row per step, with the order's row before and after it; the refusals left none.
    const { rows: audit } = await f.db.query<{ action: string; actor: string; before: { state: string } | null; after: { state: string } }>(
      "SELECT action, actor, before, after FROM audit_log WHERE action LIKE 'cash_order.%' AND record_id = $1 ORDER BY id",
      [String(order.id)],
    );
    expect(audit.map((a) => [a.action, a.actor, a.before?.state ?? null, a.after.state])).toEqual([
      ['cash_order.create', 'cli', null, 'requested'],
      ['cash_order.approve', 'cli', 'requested', 'approved'],
      ['cash_order.dispatch', 'cli', 'approved', 'dispatched'],
      ['cash_order.receive', 'supervisor', 'dispatched', 'discrepancy'],
      ['cash_order.settle', 'admin', 'discrepancy', 'settled'],
    ]);
  });

  it('more counted than sent: the surplus enters, settled as SURPLUS', async () => {
    const order = await orderIn(f.db, refill('100.00'), 'dispatched');
    await as('cashier').post(`/api/cash_orders/${order.id}/receive/`, { denominations: tens('110'), seal_intact: true });
    await verified();
    const settled = await as('supervisor').post(`/api/cash_orders/${order.id}/settle/`, { reason: 'Лишняя купюра' });
    expect(settled.body.state).toBe('settled');
    expect((await entriesOf(order.id)).slice(-1)).toEqual([{ account: 'CASH', r: f.registers.m1, amount: '10', kind: 'SURPLUS' }]);
    await verified();
  });

  it('an order that is not in discrepancy is not settled (409)', async () => {
    const order = await orderIn(f.db, refill(), 'received');
    expect((await as('admin').post(`/api/cash_orders/${order.id}/settle/`, { reason: 'нечего' })).status).toBe(409);
  });
});

describe('lists', () => {
  it('by city, register, state and day; another city sees only what touches it', async () => {
    const between = await orderIn(f.db, { ...refill('100.00'), kind: 'move', from_cash_register: vault, to_cash_register: kazanVault }, 'requested');
    const moscow = (await as('supervisor').get(`/api/cash_orders/?city=${f.cities.moscow}&state=requested`)).body;
    expect(moscow.results.every((o: { state: string }) => o.state === 'requested')).toBe(true);
    expect(moscow.results.map((o: { id: number }) => o.id)).toContain(between.id);
    const kazan = (await as('kazan').get('/api/cash_orders/')).body.results as Array<{ id: number; to_city: { id: number }; from_city: { id: number } }>;
    expect(kazan.map((o) => o.id)).toContain(between.id);
    expect(kazan.every((o) => o.to_city.id === f.cities.kazan || o.from_city.id === f.cities.kazan)).toBe(true);
    expect((await as('kazan').get(`/api/cash_orders/?city=${f.cities.moscow}`)).status).toBe(404);
    expect((await as('kazan').get(`/api/cash_orders/?cash_register=${f.registers.m1}`)).status).toBe(404);
    const nextYear = new Date().getFullYear() + 1;
    expect((await as('supervisor').get(`/api/cash_orders/?from_date=${nextYear}-01-01`)).body).toMatchObject({ count: 0, results: [] });
    expect((await as('cashier').get('/api/cash_orders/?state=lost')).status).toBe(400);
  });

  it('by kind: an инкассация between vaults is a move, never a refill', async () => {
    const between = await orderIn(f.db, { ...refill('100.00'), kind: 'move', from_cash_register: vault, to_cash_register: kazanVault }, 'requested');
    const moves = (await as('supervisor').get('/api/cash_orders/?kind=move&size=100')).body.results as Array<{ id: number; kind: string }>;
    expect(moves.map((o) => o.id)).toContain(between.id);
    expect(moves.every((o) => o.kind === 'move')).toBe(true);
    const refills = (await as('supervisor').get('/api/cash_orders/?kind=refill&size=100')).body.results as Array<{ id: number; kind: string }>;
    expect(refills.map((o) => o.id)).not.toContain(between.id);
    expect((await as('cashier').get('/api/cash_orders/?kind=lost')).status).toBe(400);
  });
});

describe('a crash between dispatch and receipt loses nothing', () => {
  it('dispatched by one app, received by a new one on the same database, the ledger verified', async () => {
    const order = await orderIn(f.db, refill('3000.00'), 'approved');
    expect((await as('cashier').post(`/api/cash_orders/${order.id}/dispatch/`, { denominations: tens('3000'), seal: 'К-1' })).status).toBe(200);
    await verified();
    const again = await buildTestApp({ db: f.db });
    try {
      const token = await login(again.app, 'colleague');
      const res = await again.app.inject({
        method: 'POST', url: `/api/cash_orders/${order.id}/receive/`, headers: { authorization: `Token ${token}` },
        payload: { denominations: tens('3000'), seal_intact: true },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().state).toBe('received');
    } finally {
      await again.app.close();
    }
    await verified();
  });
});
