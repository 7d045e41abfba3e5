import { client } from '../../ledger/testing/apiClient';
import { checkLedgerAfterEach } from '../../ledger/testing/ledgerCheckedAfterEach';
import { cashBalance, fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { today } from '../../ledger/time';
import { createTransfer } from './transferService';

/** Cancelling a pending transfer: the sender side, only while Pending. */
const f = useLedgerFixture({ app: true });
const as = client(f);
beforeAll(async () => {
  await fund(f, f.registers.m1, 'USD', '10000.00');
  await fund(f, f.registers.m1, 'USDT', '100');
}, 60_000);
checkLedgerAfterEach(() => f.db);

const external = (over: object = {}) => ({
  from_cash_register: f.registers.m1, to_cash_register: f.registers.k1, currency: f.currencies.USD, amount: '500.00', fee: '5.00', ...over,
});
const REASON = { reason: 'Клиент передумал' };

describe('cancelling a pending transfer', () => {
  it('external: amount and fee go back, the code dies, the receiver can neither find nor accept it', async () => {
    const before = await cashBalance(f, f.registers.m1, 'USD');
    const t = (await as('cashier').post('/api/external_transfer/create/', external())).body;
    expect(await cashBalance(f, f.registers.m1, 'USD')).toBe((Number(before) + 5).toFixed(2));

    const cancelled = await as('cashier').put(`/api/external_transfer/cancel/${t.id}/`, REASON);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      id: t.id, status: 'Cancelled', is_final: true, transfer_code: null, cancel_reason: 'Клиент передумал',
      cancelled_by: { id: f.users.cashier }, cancelled_at: expect.any(String),
    });
    // The creation's entries reversed: the client has the amount and the fee back, transit is clear.
    expect(await cashBalance(f, f.registers.m1, 'USD')).toBe(before);

    const kazan = as('kazan');
    expect(await kazan.get(`/api/find_external_transfer/?cash_register=${f.registers.k1}&code=${t.transfer_code}`)).toEqual({
      status: 404, body: { detail: 'Перевод с таким кодом не найден.' },
    });
    expect(await kazan.put(`/api/external_transfer/accept/${t.id}/`, { transfer_code: t.transfer_code })).toEqual({
      status: 409, body: { detail: 'Перевод отменён: принять его нельзя.' },
    });
    expect((await as('cashier').put(`/api/external_transfer/cancel/${t.id}/`, REASON)).body).toEqual({
      detail: 'Перевод отменён: отменить его нельзя.',
    });
    expect((await as('cashier').put(`/api/external_transfer/update/${t.id}/`, { fee: '1' })).status).toBe(409);
    expect((await as('cashier').put(`/api/external_transfer/new_code/${t.id}/`)).status).toBe(409);
    // Gone from the receiving city's unfinished transfers, still in the registers' lists as Отменен.
    const open = await kazan.get(`/api/city_external_transfer/?city=${f.cities.kazan}`);
    expect(open.body.results.map((r: { id: number }) => r.id)).not.toContain(t.id);
    const listed = await kazan.get(`/api/external_transfer/?cash_register=${f.registers.k1}`);
    expect(listed.body.results).toContainEqual({ ...cancelled.body, is_mine: false });
  });

  it('internal: the amount leaves transit for the sender register', async () => {
    const before = await cashBalance(f, f.registers.m1, 'USD');
    const t = (await as('cashier').post('/api/internal_transfer/create/', {
      from_cash_register: f.registers.m1, to_cash_register: f.registers.k1, currency: f.currencies.USD, amount: '70.00',
    })).body;
    expect(await cashBalance(f, f.registers.m1, 'USD')).toBe((Number(before) - 70).toFixed(2));
    const res = await as('cashier').put(`/api/internal_transfer/cancel/${t.id}/`, REASON);
    expect(res.body).toMatchObject({ status: 'Cancelled', is_final: true });
    expect(await cashBalance(f, f.registers.m1, 'USD')).toBe(before);
    expect((await as('kazan').put(`/api/internal_transfer/accept/${t.id}/`, { id: t.id })).status).toBe(409);
  });

  it('crypto: needs the crypto permission; 8 decimals back', async () => {
    const t = (await as('cashier').post('/api/crypto_transfer/create/', {
      from_cash_register: f.registers.m1, to_cash_register: f.registers.k1, crypto_currency: f.currencies.USDT, amount: '1.5', fee: '0.1',
    })).body;
    expect((await as('noPerms').put(`/api/crypto_transfer/cancel/${t.id}/`, REASON)).status).toBe(403);
    expect((await as('cashier').put(`/api/crypto_transfer/cancel/${t.id}/`, REASON)).body).toMatchObject({ status: 'Cancelled' });
    expect(await cashBalance(f, f.registers.m1, 'USDT')).toBe('100.00000000');
  });

  it('only the sender side, only while Pending, always with a reason', async () => {
    const t = (await as('cashier').post('/api/external_transfer/create/', external({ amount: '10.00', fee: '0' }))).body;
    // The receiving side does not cancel: to it the call names nothing it may act on.
    expect((await as('kazan').put(`/api/external_transfer/cancel/${t.id}/`, REASON)).status).toBe(404);
    expect((await as('cashier').put(`/api/external_transfer/cancel/${t.id}/`, {})).body).toEqual({ reason: ['Обязательное поле.'] });
    expect((await as('cashier').put(`/api/external_transfer/cancel/${t.id}/`, { reason: '   ' })).body).toEqual({
      reason: ['Укажите причину отмены.'],
    });
    expect((await as('cashier').put('/api/external_transfer/cancel/999999/', REASON)).status).toBe(404);
    expect((await as('cashier').put(`/api/internal_transfer/cancel/${t.id}/`, REASON)).status).toBe(404);
    // Four eyes does not apply: a colleague of the sending city may cancel too, and so may its creator.
    expect((await as('colleague').put(`/api/external_transfer/cancel/${t.id}/`, REASON)).body).toMatchObject({
      status: 'Cancelled', cancelled_by: { id: f.users.colleague },
    });

    const accepted = (await as('cashier').post('/api/external_transfer/create/', external({ amount: '10.00', fee: '0' }))).body;
    await as('kazan').put(`/api/external_transfer/accept/${accepted.id}/`, { transfer_code: accepted.transfer_code });
    expect(await as('cashier').put(`/api/external_transfer/cancel/${accepted.id}/`, REASON)).toEqual({
      status: 409, body: { detail: 'Перевод уже принят: отменить его нельзя.' },
    });
  });

  it('writes its audit row with the reason, before and after', async () => {
    const t = (await as('cashier').post('/api/external_transfer/create/', external({ amount: '20.00', fee: '3.00' }))).body;
    await as('cashier').put(`/api/external_transfer/cancel/${t.id}/`, { reason: 'Ошибка в сумме' });
    const { rows } = await f.db.query<{ details: { reason: string }; before: { status: string }; after: { status: string } }>(
      "SELECT details, before, after FROM audit_log WHERE action = 'transfer.cancel' AND record_id = $1",
      [String(t.id)],
    );
    expect(rows).toEqual([expect.objectContaining({ details: { reason: 'Ошибка в сумме' } })]);
    expect(rows[0].before.status).toBe('Pending');
    expect(rows[0].after.status).toBe('Cancelled');
  });
});

describe('cancelling on a later day than the transfer was sent', () => {
  /** yyyy-MM-dd `days` before today (the server's day). */
  const daysAgo = (days: number) => new Date(Date.parse(`${today()}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
  const usd = async (date: string) => {
    const res = await as('cashier').get(`/api/day_balance/?cash_register=${f.registers.m2}&date=${date}`);
    expect(res.status).toBe(200);
    return res.body.balances.find((b: { currency: { code: string } }) => b.currency.code === 'USD');
  };
  const journal = async (date: string) =>
    (await as('cashier').get(`/api/operation/?cash_register=${f.registers.m2}&date=${date}&size=100`)).body.results as Array<Record<string, unknown>>;

  it("returns the money on the cancel's day, with a journal row that day; the original stays on its own day, marked cancelled", async () => {
    const sent = daysAgo(2);
    await fund(f, f.registers.m2, 'USD', '1000.00', new Date(`${daysAgo(3)}T09:00:00Z`));
    const at = new Date(`${sent}T07:00:00Z`);
    const money = { from_cash_register: f.registers.m2, to_cash_register: f.registers.k1, currency: f.currencies.USD };
    const internal = await createTransfer(f.db, f.actors.cashier, 'INTERNAL', { ...money, amount: '70.00' }, { at });
    const external = await createTransfer(f.db, f.actors.cashier, 'EXTERNAL', { ...money, amount: '500.00', fee: '5.00' }, { at });
    const onSentDay = await usd(sent);
    // Sent: 70 to transit (−70); the client's 500 + 5 in and 500 to transit.
    expect(onSentDay).toMatchObject({ opening: '1000.00', income: '505.00', outcome: '570.00', closing: '935.00' });

    // Today the sender takes both back.
    for (const [path, t] of [['internal_transfer', internal], ['external_transfer', external]] as const) {
      expect((await as('colleague').put(`/api/${path}/cancel/${t.id}/`, { reason: 'Клиент передумал' })).status).toBe(200);
    }

    // The day it was sent is history: its balance is unchanged...
    expect(await usd(sent)).toEqual(onSentDay);
    // ...and the money comes back today: 70 from transit; the client's 500 and the fee go back to the client.
    expect(await usd(today())).toMatchObject({ opening: '935.00', income: '570.00', outcome: '505.00', closing: '1000.00' });
    expect(await cashBalance(f, f.registers.m2, 'USD')).toBe('1000.00');

    // The journal of the day it was sent: the original rows, marked cancelled, nothing else.
    const thatDay = await journal(sent);
    expect(thatDay.filter((r) => r.record_id === internal.id || r.record_id === external.id).map((r) => [r.id, r.operation_type, r.status])).toEqual([
      [`EXTERNAL_TRANSFER:${external.id}:out`, 'TRANSFER_OUT', 'Cancelled'],
      [`INTERNAL_TRANSFER:${internal.id}:out`, 'TRANSFER_OUT', 'Cancelled'],
    ]);
    // Today's journal: one row per cancel, by whoever cancelled, when, with what went back.
    const rows = (await journal(today())).filter((r) => r.operation_type === 'TRANSFER_CANCELLED');
    const { rows: stored } = await f.db.query<{ id: string; cancelled_at: Date }>('SELECT id::text AS id, cancelled_at FROM transfers WHERE id = ANY($1::bigint[])', [[internal.id, external.id]]);
    const cancelledAt = (id: number) => stored.find((r) => r.id === String(id))!.cancelled_at.toISOString();
    expect(rows).toEqual([
      expect.objectContaining({
        id: `EXTERNAL_TRANSFER:${external.id}:cancelled`, record_id: external.id, kind: 'EXTERNAL_TRANSFER', status: 'Cancelled',
        created_at: cancelledAt(external.id), user: { id: f.users.colleague, name: 'colleague Тестов' }, amount: '500.00', fee: '5.00',
        counterpart_cash_register: { id: f.registers.k1, name: 'К1' }, comment: 'Клиент передумал',
      }),
      expect.objectContaining({
        id: `INTERNAL_TRANSFER:${internal.id}:cancelled`, record_id: internal.id, kind: 'INTERNAL_TRANSFER', status: 'Cancelled',
        created_at: cancelledAt(internal.id), amount: '70.00', fee: '0.00',
      }),
    ]);
    // The kind filter finds it too, and the receiver's journal has nothing (its cash never moved).
    const filtered = (await as('cashier').get(`/api/operation/?cash_register=${f.registers.m2}&date=${today()}&kind=INTERNAL_TRANSFER`)).body.results;
    expect(filtered.map((r: { id: string }) => r.id)).toContain(`INTERNAL_TRANSFER:${internal.id}:cancelled`);
    for (const date of [sent, today()]) {
      const k1 = (await as('kazan').get(`/api/operation/?cash_register=${f.registers.k1}&date=${date}&size=100`)).body.results;
      expect(k1.filter((r: { record_id: number; kind: string }) => [internal.id, external.id].includes(r.record_id) && r.kind.endsWith('TRANSFER'))).toEqual([]);
    }
  });
});
