import { client } from '../ledger/testing/apiClient';
import { checkLedgerAfterEach } from '../ledger/testing/ledgerCheckedAfterEach';
import { cashBalance, fund, openLedgerFixture, type LedgerFixture } from '../ledger/testing/ledgerFixture';

/** Cancelling a pending transfer (issue 17): the sender side, only while Pending. */
let f: LedgerFixture;
let as: ReturnType<typeof client>;
beforeAll(async () => {
  f = await openLedgerFixture({ app: true });
  as = client(f);
  await fund(f, f.registers.m1, 'USD', '10000.00');
  await fund(f, f.registers.m1, 'USDT', '100');
}, 60_000);
afterAll(() => f.close());
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
