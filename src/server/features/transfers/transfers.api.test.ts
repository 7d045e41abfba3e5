import { client } from '../../ledger/testing/apiClient';
import { checkLedgerAfterEach } from '../../ledger/testing/ledgerCheckedAfterEach';
import { cashBalance, fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';

const f = useLedgerFixture({ app: true });
const as = client(f);
beforeAll(async () => {
  await fund(f, f.registers.m1, 'USD', '10000.00');
  await fund(f, f.registers.m1, 'BTC', '1');
}, 60_000);
checkLedgerAfterEach(() => f.db);

const external = (over: object = {}) => ({
  from_cash_register: f.registers.m1, to_cash_register: f.registers.k1, currency: f.currencies.USD, amount: '500.00', fee: '5.00',
  sender_name: 'Иван Петров', receiver_name: 'Азат Галиев', receiver_phone: '+7 900 000-00-00', ...over,
});

describe('external transfer lifecycle over HTTP', () => {
  it('create → find by code → accept with the code → deliver; every other step answers 409', async () => {
    const created = await as('cashier').post('/api/external_transfer/create/', external());
    expect(created.status).toBe(201);
    const t = created.body;
    expect(t).toMatchObject({
      kind: 'EXTERNAL_TRANSFER', transfer_kind: 'EXTERNAL', status: 'Pending', is_final: false, amount: '500.00', fee: '5.00',
      transfer_code: expect.stringMatching(/^\d{8}$/), from_cash_register: { id: f.registers.m1 }, to_cash_register: { id: f.registers.k1 },
      currency: { code: 'USD' }, user: { id: f.users.cashier }, is_mine: true, accepted_at: null, accepted_by: null, delivered_at: null, delivered_by: null,
    });
    const kazan = as('kazan');
    const listed = await kazan.get(`/api/external_transfer/?cash_register=${f.registers.k1}`);
    // Exactly the created record but for the code, which only the sending city sees.
    expect(listed.body.results[0]).toEqual({ ...t, transfer_code: null, is_mine: false });
    const found = await kazan.get(`/api/find_external_transfer/?cash_register=${f.registers.k1}&code=${t.transfer_code}`);
    // Found by the code, answered without it: the code is the client's secret (docs/PRODUCT-DECISIONS.md, Trust).
    expect(found.body).toMatchObject({ id: t.id, transfer_code: null });

    expect(await kazan.put(`/api/external_transfer/deliver/${t.id}/`)).toEqual({
      status: 409, body: { detail: 'Перевод ожидает принятия: выдать его нельзя.' },
    });
    expect((await kazan.put(`/api/external_transfer/accept/${t.id}/`, {})).body).toEqual({ transfer_code: ['Обязательное поле.'] });
    const wrong = t.transfer_code === '11111111' ? '22222222' : '11111111';
    expect(await kazan.put(`/api/external_transfer/accept/${t.id}/`, { transfer_code: wrong })).toEqual({
      status: 400, body: { transfer_code: ['Неверный код перевода.'] },
    });
    const accepted = await kazan.put(`/api/external_transfer/accept/${t.id}/`, { transfer_code: t.transfer_code });
    expect(accepted.body).toMatchObject({ status: 'Accepted', accepted_by: { id: f.users.kazan }, accepted_at: expect.any(String) });
    expect(await cashBalance(f, f.registers.k1, 'USD')).toBe('500.00');
    expect((await kazan.put(`/api/external_transfer/accept/${t.id}/`, { transfer_code: t.transfer_code })).status).toBe(409);
    expect((await as('cashier').put(`/api/external_transfer/update/${t.id}/`, { amount: '1' })).body).toEqual({
      detail: 'Перевод уже принят: изменить его нельзя.',
    });
    const delivered = await kazan.put(`/api/external_transfer/deliver/${t.id}/`);
    expect(delivered.body).toMatchObject({ status: 'Delivered', is_final: true, delivered_by: { id: f.users.kazan } });
    expect(await cashBalance(f, f.registers.k1, 'USD')).toBe('0.00');
    expect(await kazan.put(`/api/external_transfer/deliver/${t.id}/`)).toEqual({
      status: 409, body: { detail: 'Перевод уже выдан клиенту: выдать его нельзя.' },
    });
    // Once delivered the code no longer finds it.
    expect((await kazan.get(`/api/find_external_transfer/?cash_register=${f.registers.k1}&code=${t.transfer_code}`)).status).toBe(404);
  });

  it('edits a pending transfer and keeps the sender\'s cash right', async () => {
    const t = (await as('cashier').post('/api/external_transfer/create/', external({ amount: '100.00', fee: '1.00' }))).body;
    const before = await cashBalance(f, f.registers.m1, 'USD');
    const edited = await as('cashier').put(`/api/external_transfer/update/${t.id}/`, { fee: '2.50', receiver_name: 'Другой', to_cash_register: f.registers.m2 });
    expect(edited.body).toMatchObject({ fee: '2.50', receiver_name: 'Другой', to_cash_register: { id: f.registers.m2 }, transfer_code: t.transfer_code });
    expect(await cashBalance(f, f.registers.m1, 'USD')).toBe((Number(before) + 1.5).toFixed(2));
    expect((await as('cashier').put(`/api/external_transfer/update/${t.id}/`, { to_cash_register: f.registers.m1 })).status).toBe(400);
    expect((await as('cashier').put(`/api/external_transfer/update/${t.id}/`, { amount: '-1' })).status).toBe(400);
    expect((await as('kazan').put(`/api/external_transfer/update/${t.id}/`, { fee: '1' })).status).toBe(404);
    expect((await as('cashier').put('/api/external_transfer/update/999999/', { fee: '1' })).status).toBe(404);
    expect((await as('cashier').put('/api/external_transfer/update/abc/', { fee: '1' })).status).toBe(404);
  });

  it('throttles wrong codes: 10 per minute per user, then 429 with Retry-After', async () => {
    const t = (await as('cashier').post('/api/external_transfer/create/', external({ amount: '1.00', fee: '0' }))).body;
    const wrong = t.transfer_code === '00000000' ? '00000001' : '00000000';
    for (let i = 0; i < 10; i++) {
      expect((await as('kazan').put(`/api/external_transfer/accept/${t.id}/`, { transfer_code: wrong })).status).toBe(400);
    }
    const res = await f.app.inject({
      method: 'PUT', url: `/api/external_transfer/accept/${t.id}/`, payload: { transfer_code: t.transfer_code },
      headers: { authorization: `Token ${await f.token('kazan')}` },
    });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another user is not affected.
    expect((await as('supervisor').get(`/api/find_external_transfer/?cash_register=${f.registers.k1}&code=${t.transfer_code}`)).status).toBe(200);
  });

  it('validates the body: missing fields, same register, bad code format', async () => {
    const res = await as('cashier').post('/api/external_transfer/create/', {});
    expect(Object.keys(res.body).sort()).toEqual(['amount', 'currency', 'from_cash_register', 'to_cash_register']);
    expect((await as('cashier').post('/api/external_transfer/create/', external({ to_cash_register: f.registers.m1 }))).body).toEqual({
      to_cash_register: ['Касса получателя совпадает с кассой отправителя.'],
    });
    expect((await as('cashier').post('/api/external_transfer/create/', external({ to_cash_register: 4242 }))).status).toBe(400);
    expect((await as('kazan').get(`/api/find_external_transfer/?cash_register=${f.registers.k1}&code=12ab`)).status).toBe(400);
  });
});

describe('internal and crypto transfers over HTTP', () => {
  it('internal: accepted by id, no delivery step, unfinished list per city', async () => {
    const t = (await as('cashier').post('/api/internal_transfer/create/', {
      from_cash_register: f.registers.m1, to_cash_register: f.registers.k1, currency: f.currencies.USD, amount: '10.00',
    })).body;
    expect(t).toMatchObject({ kind: 'INTERNAL_TRANSFER', transfer_code: null, fee: '0.00' });
    const unfinished = await as('kazan').get(`/api/city_internal_transfer/?city=${f.cities.kazan}`);
    // Listed exactly as created: the list sends PostgreSQL's JSON as it is, the answer goes
    // through the route's answer schema.
    expect(unfinished.body.results).toContainEqual({ ...t, is_mine: false });
    expect((await as('kazan').put(`/api/internal_transfer/accept/${t.id}/`, { id: t.id + 1 })).status).toBe(400);
    const accepted = await as('kazan').put(`/api/internal_transfer/accept/${t.id}/`, { id: t.id });
    expect(accepted.body).toMatchObject({ status: 'Accepted', is_final: true, accepted_by: { id: f.users.kazan } });
    expect((await as('kazan').get(`/api/internal_transfer/?cash_register=${f.registers.k1}`)).body.results).toContainEqual(accepted.body);
    expect((await as('kazan').put(`/api/internal_transfer/accept/${t.id}/`, { id: t.id })).status).toBe(409);
    expect((await as('kazan').put(`/api/internal_transfer/deliver/${t.id}/`)).status).toBe(404);
    const after = await as('kazan').get(`/api/city_internal_transfer/?city=${f.cities.kazan}`);
    expect(after.body.results.map((r: { id: number }) => r.id)).not.toContain(t.id);
  });

  it('crypto: 8 decimals, fee in the crypto currency', async () => {
    const res = await as('cashier').post('/api/crypto_transfer/create/', {
      from_cash_register: f.registers.m1, to_cash_register: f.registers.k1, crypto_currency: f.currencies.BTC, amount: '0.12345678', fee: '0.0001',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'CRYPTO_TRANSFER', amount: '0.12345678', fee: '0.00010000', crypto_currency: { code: 'BTC' } });
    expect((await as('cashier').get(`/api/crypto_transfer/?cash_register=${f.registers.m1}`)).body.results).toContainEqual(res.body);
    const accepted = await as('kazan').put(`/api/crypto_transfer/accept/${res.body.id}/`, { transfer_code: res.body.transfer_code });
    expect(accepted.body.status).toBe('Accepted');
    const delivered = await as('kazan').put(`/api/crypto_transfer/deliver/${res.body.id}/`);
    expect(delivered.body).toMatchObject({ status: 'Delivered', is_final: true, delivered_at: expect.any(String) });
    // Delivered is final: nobody sees the code any more, not even its creator.
    expect(delivered.body.transfer_code).toBeNull();
    expect((await as('cashier').get(`/api/crypto_transfer/?cash_register=${f.registers.m1}`)).body.results).toContainEqual({
      ...delivered.body,
      is_mine: true,
    });
    expect((await as('kazan').get(`/api/crypto_transfer/?cash_register=${f.registers.k1}`)).body.results).toContainEqual(delivered.body);
    expect((await as('noPerms').get(`/api/crypto_transfer/?cash_register=${f.registers.m1}`)).status).toBe(403);
  });
});
