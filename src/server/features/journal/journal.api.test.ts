import type { JournalRow } from '../../../shared/contract/journal';
import { SYSTEM_ACTOR } from '../../http/scope';
import { createCryptoTransaction } from '../crypto/cryptoTransactionService';
import { createExchange } from '../exchange/exchangeService';
import { createIncomeOutcome } from '../incomeExpense/incomeExpenseService';
import { createOutTransaction } from '../operationPersons/outTransactionService';
import { createPerson } from '../operationPersons/personService';
import { createTransfer } from '../transfers/transferService';
import { acceptTransfer, deliverTransfer } from '../transfers/transferTransitions';
import { client } from '../../ledger/testing/apiClient';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';

/**
 * The day journal over HTTP: one Moscow day (UTC+3) of register М1 with a record of every
 * kind, written through the services at chosen instants, read back as journal rows and
 * compared with what each record's own list answers.
 */
const DAY = '2026-03-10';
/** An instant of DAY (or another day) in Moscow time. */
const msk = (time: string, day = DAY) => new Date(`${day}T${time}:00+03:00`);

const f = useLedgerFixture({ app: true });
const as = client(f);
const ids: Record<string, number> = {};

beforeAll(async () => {
  const early = msk('09:00', '2026-03-01');
  await fund(f, f.registers.m1, 'RUB', '1000000.00', early);
  await fund(f, f.registers.m1, 'USD', '10000.00', early);
  await fund(f, f.registers.m1, 'USDT', '1000', early);
  const cashier = f.actors.cashier;
  const m1 = f.registers.m1;
  const person = await createPerson(f.db, SYSTEM_ACTOR, { first_name: 'Иван', last_name: 'Кредитов', city: f.cities.moscow });
  ids.person = person.id;

  ids.exchange = (await createExchange(f.db, cashier, { cash_register: m1, currency: f.currencies.USD, operation_type: 'BUY', amount: '100.00', rate: '90.5', comment: 'утро' }, { at: msk('10:00') })).id;
  ids.crypto = (await createCryptoTransaction(f.db, cashier, { cash_register: m1, crypto_currency: f.currencies.USDT, operation_type: 'SELL', amount: '10.5', rate: '95', fee: '20' }, { at: msk('11:00') })).id;
  ids.out = (await createOutTransaction(f.db, cashier, { cash_register: m1, operation_person: person.id, currency: f.currencies.USD, operation_type: 'REPLENISHMENT', amount: '250.00' }, { crypto: false, at: msk('12:00') })).id;
  ids.cryptoOut = (await createOutTransaction(f.db, cashier, { cash_register: m1, operation_person: person.id, currency: f.currencies.USDT, operation_type: 'HANDED_OVER', amount: '3' }, { crypto: true, at: msk('12:30') })).id;
  ids.income = (await createIncomeOutcome(f.db, cashier, { cash_register: m1, currency: f.currencies.RUB, direction: 'Outcome', amount: '5000.00', comment: 'аренда' }, { at: msk('13:00') })).id;
  ids.internal = (await createTransfer(f.db, cashier, 'INTERNAL', { from_cash_register: m1, to_cash_register: f.registers.m2, currency: f.currencies.USD, amount: '300.00' }, { at: msk('14:00') })).id;
  // Accepted by М2 one minute into the next day: М2's row belongs to that day (by another
  // cashier: whoever sends a transfer does not accept it, four eyes).
  await acceptTransfer(f.db, f.actors.colleague, 'INTERNAL', ids.internal, {}, { at: msk('00:01', '2026-03-11') });
  // Sent by Kazan the evening before, accepted and handed out at М1 on DAY.
  const external = await createTransfer(f.db, f.actors.kazan, 'EXTERNAL', { from_cash_register: f.registers.k1, to_cash_register: m1, currency: f.currencies.USD, amount: '400.00', fee: '4.00' }, { at: msk('23:00', '2026-03-09') });
  ids.external = external.id;
  await acceptTransfer(f.db, f.actors.supervisor, 'EXTERNAL', external.id, { transfer_code: external.transfer_code! }, { at: msk('15:00') });
  await deliverTransfer(f.db, cashier, 'EXTERNAL', external.id, { at: msk('15:05') });
  ids.cryptoTransfer = (await createTransfer(f.db, cashier, 'CRYPTO', { from_cash_register: m1, to_cash_register: f.registers.k1, crypto_currency: f.currencies.USDT, amount: '2.5', fee: '0.1' }, { at: msk('16:00') })).id;
  // The day's edges: 23:59 belongs to DAY, 00:01 to the next day.
  ids.lastMinute = (await createExchange(f.db, cashier, { cash_register: m1, currency: f.currencies.USD, operation_type: 'SELL', amount: '10.00', rate: '91' }, { at: msk('23:59') })).id;
  ids.nextDay = (await createExchange(f.db, cashier, { cash_register: m1, currency: f.currencies.USD, operation_type: 'SELL', amount: '11.00', rate: '91' }, { at: msk('00:01', '2026-03-11') })).id;
}, 60_000);

const journal = (who: Parameters<typeof as>[0], query: string) => as(who).get(`/api/operation/?cash_register=${f.registers.m1}&${query}`);
const rowIds = (body: { results: JournalRow[] }) => body.results.map((r) => r.id);

const DAY_ROWS = () => [
  `TRANSACTION:${ids.lastMinute}`,
  `CRYPTO_TRANSFER:${ids.cryptoTransfer}:out`,
  `EXTERNAL_TRANSFER:${ids.external}:delivered`,
  `EXTERNAL_TRANSFER:${ids.external}:in`,
  `INTERNAL_TRANSFER:${ids.internal}:out`,
  `INCOME_OUTCOME:${ids.income}`,
  `OUT_TRANSACTION:${ids.cryptoOut}`,
  `OUT_TRANSACTION:${ids.out}`,
  `CRYPTO_TRANSACTION:${ids.crypto}`,
  `TRANSACTION:${ids.exchange}`,
];

describe('GET /api/operation/ (the day journal)', () => {
  it('lists every kind of the day, newest first, with the day edges in the right day', async () => {
    const res = await journal('cashier', `date=${DAY}&size=100`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 10, next: null, previous: null });
    expect(rowIds(res.body)).toEqual(DAY_ROWS());

    const next = await journal('cashier', 'date=2026-03-11');
    expect(rowIds(next.body)).toEqual([`TRANSACTION:${ids.nextDay}`]);
    // The external transfer was created on the 9th, but by Kazan: nothing of М1's that day.
    expect((await journal('cashier', 'date=2026-03-09')).body.count).toBe(0);
    // М2 received the internal transfer when it accepted it, on the 11th.
    const m2 = await as('cashier').get(`/api/operation/?cash_register=${f.registers.m2}&date=2026-03-11`);
    expect(m2.body.results).toEqual([
      expect.objectContaining({ id: `INTERNAL_TRANSFER:${ids.internal}:in`, operation_type: 'TRANSFER_IN', status: 'Accepted', user: { id: f.users.colleague, name: 'colleague Тестов' }, counterpart_cash_register: { id: f.registers.m1, name: 'М1' }, fee: null }),
    ]);
  });

  it('each row carries what the record’s own list answers', async () => {
    const rows = new Map<string, JournalRow>((await journal('cashier', `date=${DAY}&size=100`)).body.results.map((r: JournalRow) => [r.id, r]));
    const own = async (url: string, id: number) =>
      (await as('cashier').get(`${url}?cash_register=${f.registers.m1}&size=100`)).body.results.find((r: { id: number }) => r.id === id);

    const ex = await own('/api/transaction/', ids.exchange);
    expect(rows.get(`TRANSACTION:${ids.exchange}`)).toEqual({
      id: `TRANSACTION:${ids.exchange}`, record_id: ex.id, kind: 'TRANSACTION', created_at: ex.created_at, user: ex.user,
      operation_type: 'BUY', is_crypto: false, status: null, currency: ex.currency, amount: ex.amount, rate: ex.rate, total: ex.total,
      total_currency: ex.base_currency, fee: null, operation_person: null, counterpart_cash_register: null, comment: 'утро',
      outside_limits: ex.outside_limits, client: null,
      reverses: null, reversed_by: null, correction_pending: false,
      // Made online: not an offline deal (docs/OFFLINE.md).
      offline: false, made_at: null, received_at: null,
    });
    expect(ex).toMatchObject({ amount: '100.00', rate: '90.500000', total: '9050.00', created_at: '2026-03-10T07:00:00.000Z' });

    const ct = await own('/api/crypto_transaction/', ids.crypto);
    expect(rows.get(`CRYPTO_TRANSACTION:${ids.crypto}`)).toMatchObject({
      record_id: ct.id, kind: 'CRYPTO_TRANSACTION', created_at: ct.created_at, user: ct.user, operation_type: 'SELL', is_crypto: true,
      currency: ct.crypto_currency, amount: ct.amount, rate: ct.rate, total: ct.total, total_currency: ct.currency, fee: ct.fee,
    });

    const out = await own('/api/out_transaction/', ids.out);
    expect(rows.get(`OUT_TRANSACTION:${ids.out}`)).toMatchObject({
      record_id: out.id, created_at: out.created_at, user: out.user, operation_type: 'REPLENISHMENT', is_crypto: false, currency: out.currency,
      amount: out.amount, rate: null, total: null, total_currency: null, fee: null, operation_person: out.operation_person,
    });
    expect(out.operation_person).toEqual({ id: ids.person, name: 'Иван Кредитов' });
    const cout = await own('/api/crypto_out_transaction/', ids.cryptoOut);
    expect(rows.get(`OUT_TRANSACTION:${ids.cryptoOut}`)).toMatchObject({
      operation_type: 'HANDED_OVER', is_crypto: true, currency: cout.crypto_currency, amount: cout.amount, operation_person: cout.operation_person,
    });

    const io = await own('/api/income_outcome/', ids.income);
    expect(rows.get(`INCOME_OUTCOME:${ids.income}`)).toMatchObject({
      record_id: io.id, operation_type: 'Outcome', currency: io.currency, amount: io.amount, comment: 'аренда', created_at: io.created_at,
    });

    const inter = await own('/api/internal_transfer/', ids.internal);
    expect(rows.get(`INTERNAL_TRANSFER:${ids.internal}:out`)).toMatchObject({
      record_id: inter.id, operation_type: 'TRANSFER_OUT', status: inter.status, user: inter.user, currency: inter.currency, amount: inter.amount,
      fee: inter.fee, counterpart_cash_register: inter.to_cash_register, created_at: inter.created_at,
    });

    const ext = await own('/api/external_transfer/', ids.external);
    expect(rows.get(`EXTERNAL_TRANSFER:${ids.external}:in`)).toMatchObject({
      operation_type: 'TRANSFER_IN', status: 'Delivered', created_at: ext.accepted_at, user: ext.accepted_by, amount: ext.amount, fee: null,
      counterpart_cash_register: ext.from_cash_register,
    });
    expect(rows.get(`EXTERNAL_TRANSFER:${ids.external}:delivered`)).toMatchObject({
      operation_type: 'TRANSFER_DELIVERED', created_at: ext.delivered_at, user: ext.delivered_by, amount: '400.00',
    });
    expect(ext.accepted_by).toEqual({ id: f.users.supervisor, name: 'supervisor Тестов' });

    const cr = await own('/api/crypto_transfer/', ids.cryptoTransfer);
    expect(rows.get(`CRYPTO_TRANSFER:${ids.cryptoTransfer}:out`)).toMatchObject({
      operation_type: 'TRANSFER_OUT', is_crypto: true, status: 'Pending', currency: cr.crypto_currency, amount: cr.amount, fee: cr.fee,
    });
  });

  it('filters by kind', async () => {
    expect(rowIds((await journal('cashier', `date=${DAY}&kind=OUT_TRANSACTION`)).body)).toEqual([
      `OUT_TRANSACTION:${ids.cryptoOut}`, `OUT_TRANSACTION:${ids.out}`,
    ]);
    expect(rowIds((await journal('cashier', `date=${DAY}&kind=EXTERNAL_TRANSFER`)).body)).toEqual([
      `EXTERNAL_TRANSFER:${ids.external}:delivered`, `EXTERNAL_TRANSFER:${ids.external}:in`,
    ]);
    expect(rowIds((await journal('cashier', `date=${DAY}&kind=TRANSACTION`)).body)).toEqual([
      `TRANSACTION:${ids.lastMinute}`, `TRANSACTION:${ids.exchange}`,
    ]);
    expect((await journal('cashier', `date=${DAY}&kind=INCOME_OUTCOME`)).body.count).toBe(1);
  });

  it('pages like the other histories', async () => {
    const first = await journal('cashier', `date=${DAY}&size=4`);
    expect(first.body).toMatchObject({
      count: 10, previous: null, next: `/api/operation/?cash_register=${f.registers.m1}&date=${DAY}&size=4&page=2`,
    });
    const third = await journal('cashier', `date=${DAY}&size=4&page=3`);
    expect(rowIds(third.body)).toEqual(DAY_ROWS().slice(8));
    expect(third.body.next).toBeNull();
    expect((await journal('cashier', `date=${DAY}&size=4&page=4`)).status).toBe(404);
    // 20 a page by default.
    expect((await journal('cashier', `date=${DAY}`)).body.results).toHaveLength(10);
  });

  it('shows today without a date', async () => {
    const now = await createIncomeOutcome(f.db, f.actors.cashier, { cash_register: f.registers.m1, currency: f.currencies.RUB, direction: 'Income', amount: '1.00' });
    expect(rowIds((await journal('cashier', '')).body)).toContain(`INCOME_OUTCOME:${now.id}`);
  });

  it('leaves crypto out for a user without the crypto permission, and refuses asking for it', async () => {
    const res = await journal('noPerms', `date=${DAY}&size=100`);
    expect(rowIds(res.body)).toEqual(DAY_ROWS().filter((id) => !/^CRYPTO_|OUT_TRANSACTION:\d+$/.test(id) || id === `OUT_TRANSACTION:${ids.out}`));
    expect(res.body.results.every((r: JournalRow) => !r.is_crypto)).toBe(true);
    expect((await journal('noPerms', `date=${DAY}&kind=CRYPTO_TRANSACTION`)).status).toBe(403);
    expect((await journal('noPerms', `date=${DAY}&kind=CRYPTO_TRANSFER`)).status).toBe(403);
    expect(rowIds((await journal('noPerms', `date=${DAY}&kind=OUT_TRANSACTION`)).body)).toEqual([`OUT_TRANSACTION:${ids.out}`]);
  });

  it('answers 404 outside the user’s cities and 400 for bad parameters', async () => {
    expect((await journal('kazan', `date=${DAY}`)).status).toBe(404);
    expect((await as('cashier').get('/api/operation/?cash_register=999999')).status).toBe(404);
    expect((await journal('anonymous', `date=${DAY}`)).status).toBe(401);
    expect(await journal('cashier', 'date=2026-02-30')).toEqual({
      status: 400, body: { date: ['Неправильный формат даты. Используйте формат YYYY-MM-DD.'] },
    });
    expect((await journal('cashier', 'date=10.03.2026')).body).toEqual({ date: ['Неправильный формат даты. Используйте формат YYYY-MM-DD.'] });
    const badKind = await journal('cashier', 'kind=TRANSFER');
    expect(badKind.status).toBe(400);
    expect(Object.keys(badKind.body)).toEqual(['kind']);
    expect((await as('cashier').get('/api/operation/')).body).toEqual({ cash_register: ['Обязательное поле.'] });
  });
});
