import { client } from '../../ledger/testing/apiClient';
import { checkLedgerAfterEach } from '../../ledger/testing/ledgerCheckedAfterEach';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';

/**
 * Trust (docs/PRODUCT-DECISIONS.md, Trust): the transfer code is the client's secret —
 * the creator (and admins) see it while the transfer is not final, nobody else; whoever
 * created a transfer neither accepts nor delivers it; a lost code is replaced by the sender side.
 */
const f = useLedgerFixture({ app: true });
const as = client(f);
beforeAll(async () => {
  await fund(f, f.registers.m1, 'USD', '10000.00');
  await fund(f, f.registers.m1, 'BTC', '1');
}, 60_000);
checkLedgerAfterEach(() => f.db);

const FOUR_EYES = { status: 403, body: { detail: 'Перевод принимает другой сотрудник' } };
const external = (over: object = {}) => ({
  from_cash_register: f.registers.m1, to_cash_register: f.registers.k1, currency: f.currencies.USD, amount: '10.00', fee: '1.00', ...over,
});
const codeIn = async (who: Parameters<typeof as>[0], url: string, id: number) =>
  ((await as(who).get(url)).body.results as Array<{ id: number; transfer_code: string | null }>).find((t) => t.id === id)?.transfer_code;

describe('who sees the code', () => {
  it('the creator and admins while it is open; another cashier of the city, the supervisor, the receiver never', async () => {
    const t = (await as('cashier').post('/api/external_transfer/create/', external())).body;
    expect(t.transfer_code).toMatch(/^\d{8}$/);
    const m1List = `/api/external_transfer/?cash_register=${f.registers.m1}`;
    const moscowList = `/api/city_external_transfer/?city=${f.cities.moscow}`;
    expect(await codeIn('cashier', m1List, t.id)).toBe(t.transfer_code);
    expect(await codeIn('cashier', moscowList, t.id)).toBe(t.transfer_code);
    expect(await codeIn('admin', m1List, t.id)).toBe(t.transfer_code);
    for (const who of ['colleague', 'supervisor'] as const) {
      expect([who, await codeIn(who, m1List, t.id)]).toEqual([who, null]);
      expect([who, await codeIn(who, moscowList, t.id)]).toEqual([who, null]);
    }
    expect(await codeIn('kazan', `/api/external_transfer/?cash_register=${f.registers.k1}`, t.id)).toBeNull();
    expect(await codeIn('kazan', `/api/city_external_transfer/?city=${f.cities.kazan}`, t.id)).toBeNull();
    const found = await as('kazan').get(`/api/find_external_transfer/?cash_register=${f.registers.k1}&code=${t.transfer_code}`);
    expect(found.body).toMatchObject({ id: t.id, transfer_code: null });

    // Final: the code is dead and shown to nobody, its creator included.
    await as('kazan').put(`/api/external_transfer/accept/${t.id}/`, { transfer_code: t.transfer_code });
    const delivered = await as('kazan').put(`/api/external_transfer/deliver/${t.id}/`);
    expect(delivered.body).toMatchObject({ status: 'Delivered', transfer_code: null });
    expect(await codeIn('cashier', m1List, t.id)).toBeNull();
    expect(await codeIn('admin', m1List, t.id)).toBeNull();
  });
});

describe('four eyes', () => {
  it('the creator of an external transfer may neither accept nor deliver it, an admin neither', async () => {
    const t = (await as('supervisor').post('/api/external_transfer/create/', external())).body;
    expect(await as('supervisor').put(`/api/external_transfer/accept/${t.id}/`, { transfer_code: t.transfer_code })).toEqual(FOUR_EYES);
    expect((await as('kazan').put(`/api/external_transfer/accept/${t.id}/`, { transfer_code: t.transfer_code })).status).toBe(200);
    expect(await as('supervisor').put(`/api/external_transfer/deliver/${t.id}/`)).toEqual(FOUR_EYES);
    expect((await as('kazan').put(`/api/external_transfer/deliver/${t.id}/`)).status).toBe(200);

    const byAdmin = (await as('admin').post('/api/external_transfer/create/', external())).body;
    expect(await as('admin').put(`/api/external_transfer/accept/${byAdmin.id}/`, { transfer_code: byAdmin.transfer_code })).toEqual(FOUR_EYES);
  });

  it('holds for internal and crypto transfers; another cashier of the same register accepts', async () => {
    const internal = (await as('cashier').post('/api/internal_transfer/create/', {
      from_cash_register: f.registers.m1, to_cash_register: f.registers.m2, currency: f.currencies.USD, amount: '5.00',
    })).body;
    expect(await as('cashier').put(`/api/internal_transfer/accept/${internal.id}/`, { id: internal.id })).toEqual(FOUR_EYES);
    expect((await as('colleague').put(`/api/internal_transfer/accept/${internal.id}/`, { id: internal.id })).status).toBe(200);

    const crypto = (await as('supervisor').post('/api/crypto_transfer/create/', {
      from_cash_register: f.registers.m1, to_cash_register: f.registers.k1, crypto_currency: f.currencies.BTC, amount: '0.001', fee: '0',
    })).body;
    expect(await as('supervisor').put(`/api/crypto_transfer/accept/${crypto.id}/`, { transfer_code: crypto.transfer_code })).toEqual(FOUR_EYES);
  });
});

describe('a new code for a client who lost it', () => {
  it('its creator replaces it while Pending; the old code stops working at once; audited without the code', async () => {
    const t = (await as('cashier').post('/api/external_transfer/create/', external())).body;
    const old = t.transfer_code as string;
    expect((await as('colleague').put(`/api/external_transfer/new_code/${t.id}/`)).status).toBe(403);
    const renewed = await as('admin').put(`/api/external_transfer/new_code/${t.id}/`);
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({ id: t.id, status: 'Pending', transfer_code: expect.stringMatching(/^\d{8}$/) });
    const fresh = renewed.body.transfer_code as string;
    expect(fresh).not.toBe(old);
    // The creator's own view follows; the colleague never sees it.
    expect(await codeIn('cashier', `/api/external_transfer/?cash_register=${f.registers.m1}`, t.id)).toBe(fresh);
    expect(await codeIn('colleague', `/api/external_transfer/?cash_register=${f.registers.m1}`, t.id)).toBeNull();

    const kazan = as('kazan');
    expect((await kazan.get(`/api/find_external_transfer/?cash_register=${f.registers.k1}&code=${old}`)).status).toBe(404);
    expect(await kazan.put(`/api/external_transfer/accept/${t.id}/`, { transfer_code: old })).toEqual({
      status: 400, body: { transfer_code: ['Неверный код перевода.'] },
    });
    expect((await kazan.put(`/api/external_transfer/accept/${t.id}/`, { transfer_code: fresh })).status).toBe(200);
    expect(await as('cashier').put(`/api/external_transfer/new_code/${t.id}/`)).toEqual({
      status: 409, body: { detail: 'Перевод уже принят: выдать новый код нельзя.' },
    });

    const audit = await f.db.query<{ actor: string; text: string }>(
      "SELECT actor, concat(details::text, before::text, after::text) AS text FROM audit_log WHERE action = 'transfer.new_code' AND record_id = $1",
      [String(t.id)],
    );
    expect(audit.rows.map((r) => r.actor)).toEqual(['admin']);
    expect(audit.rows[0].text).not.toContain(old);
    expect(audit.rows[0].text).not.toContain(fresh);
  });

  it('only the sender side, only client transfers, crypto behind its permission', async () => {
    const t = (await as('cashier').post('/api/external_transfer/create/', external())).body;
    expect((await as('kazan').put(`/api/external_transfer/new_code/${t.id}/`)).status).toBe(404);
    expect((await as('cashier').put(`/api/internal_transfer/new_code/${t.id}/`)).status).toBe(404);
    expect((await as('cashier').put('/api/external_transfer/new_code/999999/')).status).toBe(404);

    const crypto = (await as('cashier').post('/api/crypto_transfer/create/', {
      from_cash_register: f.registers.m1, to_cash_register: f.registers.k1, crypto_currency: f.currencies.BTC, amount: '0.001', fee: '0',
    })).body;
    expect((await as('noPerms').put(`/api/crypto_transfer/new_code/${crypto.id}/`)).status).toBe(403);
    const renewed = await as('cashier').put(`/api/crypto_transfer/new_code/${crypto.id}/`);
    expect(renewed.body).toMatchObject({ id: crypto.id, kind: 'CRYPTO_TRANSFER', transfer_code: expect.stringMatching(/^\d{8}$/) });
    expect(renewed.body.transfer_code).not.toBe(crypto.transfer_code);
  });
});
