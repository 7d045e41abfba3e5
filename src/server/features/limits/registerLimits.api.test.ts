import { SERVER_MESSAGES as M } from '../../http/messages';
import { client } from '../../ledger/testing/apiClient';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { setRegisterLimits } from './registerLimitsService';

/** A register's limits per currency (docs/VAULT.md): read, set, checked, audited. */
const f = useLedgerFixture({ app: true });
const as = client(f);
const url = () => `/api/cash_register/${f.registers.m1}/limits/`;
beforeAll(async () => {
  await fund(f, f.registers.m1, 'USD', '1000.00');
  await fund(f, f.registers.m1, 'EUR', '50.00');
  await fund(f, f.registers.m1, 'USDT', '5');
}, 60_000);

const line = (currency: number, min: string | null, max: string | null, refill_to: string | null) => ({ currency, min, max, refill_to });
const stored = async () =>
  (await f.db.query('SELECT cash_register_id, currency_id, min_amount::text, max_amount::text, refill_to::text FROM register_limits ORDER BY 1, 2')).rows;
const auditCount = async () => (await f.db.query<{ n: string }>("SELECT count(*)::text AS n FROM audit_log WHERE action = 'register_limits.set'")).rows[0].n;

describe('reading', () => {
  it('lists the base currency, the pairs and what the register holds, with its balance; nothing set is unset', async () => {
    const res = await as('cashier').get(url());
    expect(res.status).toBe(200);
    expect(res.body.cash_register).toBe(f.registers.m1);
    expect(res.body.limits.map((l: { currency: { code: string } }) => l.currency.code)).toEqual(['RUB', 'USD', 'EUR', 'USDT']);
    expect(res.body.limits.find((l: { currency: { code: string } }) => l.currency.code === 'USD')).toEqual({
      currency: { id: f.currencies.USD, code: 'USD', name: 'Доллар США' }, min: null, max: null, refill_to: null, balance: '1000.00', state: 'unset',
    });
  });

  it('another city\'s register, or one that does not exist, is a 404', async () => {
    expect((await as('kazan').get(url())).status).toBe(404);
    expect((await as('cashier').get('/api/cash_register/999999/limits/')).status).toBe(404);
  });

  it('a user without crypto sees no crypto currency', async () => {
    const codes = (await as('noPerms').get(url())).body.limits.map((l: { currency: { code: string } }) => l.currency.code);
    expect(codes).toEqual(['RUB', 'USD', 'EUR']);
  });
});

describe('setting', () => {
  it('supervisors and admins set the whole set; each state follows the balance; one audit row with before and after', async () => {
    const res = await as('supervisor').put(url(), {
      limits: [line(f.currencies.USD, '2000', '10000', '5000'), line(f.currencies.EUR, null, '40', null), line(f.currencies.RUB, '0', null, '100')],
    });
    expect(res.status).toBe(200);
    const byCode = Object.fromEntries(res.body.limits.map((l: { currency: { code: string } }) => [l.currency.code, l]));
    expect(byCode.USD).toMatchObject({ min: '2000.00', max: '10000.00', refill_to: '5000.00', balance: '1000.00', state: 'below_min' });
    expect(byCode.EUR).toMatchObject({ min: null, max: '40.00', refill_to: null, balance: '50.00', state: 'above_max' });
    expect(byCode.RUB).toMatchObject({ min: '0.00', max: null, refill_to: '100.00', state: 'ok' });
    expect(byCode.USDT.state).toBe('unset');
    expect((await as('cashier').get(url())).body).toEqual(res.body);
    const { rows } = await f.db.query<{ details: object }>("SELECT details FROM audit_log WHERE action = 'register_limits.set' ORDER BY id");
    expect(rows.at(-1)!.details).toEqual({
      cash_register: f.registers.m1,
      before: [],
      after: [
        { currency: 'RUB', min: '0.00', max: null, refill_to: '100.00' },
        { currency: 'USD', min: '2000.00', max: '10000.00', refill_to: '5000.00' },
        { currency: 'EUR', min: null, max: '40.00', refill_to: null },
      ],
    });
    // A PUT replaces the set: EUR and RUB left out have no limits afterwards.
    const again = await as('admin').put(url(), { limits: [line(f.currencies.USD, '500', '10000', '5000')] });
    expect(again.body.limits.find((l: { currency: { code: string } }) => l.currency.code === 'EUR')).toMatchObject({ max: null, state: 'unset' });
    expect(again.body.limits.find((l: { currency: { code: string } }) => l.currency.code === 'USD').state).toBe('ok');
    expect(await stored()).toEqual([{ cash_register_id: f.registers.m1, currency_id: f.currencies.USD, min_amount: '500', max_amount: '10000', refill_to: '5000' }]);
  });

  it('cashiers get 403 and other cities 404, writing nothing', async () => {
    const before = { rows: await stored(), audit: await auditCount() };
    const body = { limits: [line(f.currencies.USD, '1', '2', '1')] };
    expect((await as('cashier').put(url(), body)).status).toBe(403);
    expect((await as('kazan').put(url(), body)).status).toBe(403);
    expect((await as('supervisor').put('/api/cash_register/999999/limits/', body)).status).toBe(404);
    expect({ rows: await stored(), audit: await auditCount() }).toEqual(before);
  });

  it('refuses bad input under `limits`, naming the currency, and writes nothing', async () => {
    const before = { rows: await stored(), audit: await auditCount() };
    const refused = async (body: object) => {
      const res = await as('supervisor').put(url(), body);
      expect(res.status).toBe(400);
      expect({ rows: await stored(), audit: await auditCount() }).toEqual(before);
      return res.body;
    };
    expect(Object.keys(await refused({ limits: [line(f.currencies.USD, '-1', null, null)] }))).toEqual(['limits']);
    expect(Object.keys(await refused({ limits: [line(f.currencies.USD, 'много', null, null)] }))).toEqual(['limits']);
    expect(Object.keys(await refused({ limits: [{ currency: f.currencies.USD, min: '1' }] }))).toEqual(['limits']);
    expect(Object.keys(await refused({}))).toEqual(['limits']);
    expect(await refused({ limits: [line(f.currencies.USD, '10', '5', null)] })).toEqual({ limits: [M.limitOrder('USD')] });
    expect(await refused({ limits: [line(f.currencies.USD, '10', '50', '60')] })).toEqual({ limits: [M.limitOrder('USD')] });
    expect(await refused({ limits: [line(f.currencies.USD, '10', '50', '5')] })).toEqual({ limits: [M.limitOrder('USD')] });
    expect(await refused({ limits: [line(f.currencies.USD, '1.005', null, null)] })).toEqual({ limits: [M.limitDecimals('USD', 2)] });
    expect(await refused({ limits: [line(f.currencies.USD, '1', null, null), line(f.currencies.USD, '2', null, null), line(999999, '1', null, null)] })).toEqual({
      limits: [M.limitCurrencyTwice('USD'), M.limitUnknownCurrency(999999)],
    });
  });

  it('a crypto limit takes the currency\'s 8 decimals; a user without crypto can neither set nor wipe one', async () => {
    const set = await as('supervisor').put(url(), { limits: [line(f.currencies.USD, '500', '10000', '5000'), line(f.currencies.USDT, '0.5', '10.12345678', '1')] });
    expect(set.body.limits.find((l: { currency: { code: string } }) => l.currency.code === 'USDT')).toMatchObject({ min: '0.50000000', max: '10.12345678', state: 'ok' });
    // A supervisor without the crypto permission: the crypto limit is not theirs to see, set or wipe.
    const noCrypto = { ...f.actors.supervisor, permissions: { ...f.actors.supervisor.permissions, isCryptoTransactionPageActive: false } };
    await expect(setRegisterLimits(f.db, noCrypto, f.registers.m1, { limits: [line(f.currencies.USDT, '1', null, null)] })).rejects.toMatchObject({
      statusCode: 400,
    });
    const theirs = await setRegisterLimits(f.db, noCrypto, f.registers.m1, { limits: [] });
    expect(theirs.limits.map((l) => l.currency.code)).toEqual(['RUB', 'USD', 'EUR']);
    expect((await stored()).map((r) => (r as { currency_id: number }).currency_id)).toEqual([f.currencies.USDT]);
  });
});
