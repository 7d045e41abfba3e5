import { todayInTimeZone } from '../../../shared/dates';
import { client } from '../../ledger/testing/apiClient';
import { checkLedgerAfterEach } from '../../ledger/testing/ledgerCheckedAfterEach';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { clientBody } from './testing/clientBodies';

/**
 * GET /api/client/{id}/operations/ (docs/api/clients.md, "A client's operations"): every
 * kind of row, the totals per currency over the period, reversed and cancelled rows marked
 * and left out of the totals, the rows limited to the caller's cities, and the 400s and 404.
 */
const f = useLedgerFixture({ app: true });
const as = client(f);
checkLedgerAfterEach(() => f.db);

// The server's day (Moscow), not UTC's: from 21:00 UTC they differ.
const DAY = todayInTimeZone();
let clientId = 0;
const ids: Record<string, number> = {};

beforeAll(async () => {
  await fund(f, f.registers.m1, 'RUB', '1000000.00');
  await fund(f, f.registers.m1, 'USD', '1000.00');
  await fund(f, f.registers.m1, 'USDT', '100');
  await fund(f, f.registers.k1, 'RUB', '1000000.00');
  await fund(f, f.registers.k1, 'USD', '1000.00');
  clientId = (await as('cashier').post('/api/client/create/', clientBody({ last_name: 'Операционный' }))).body.id;
  const deal = async (who: 'cashier' | 'kazan', path: string, body: object) => {
    const res = await as(who).post(path, { ...body, client: clientId });
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  const usd = { currency: f.currencies.USD };
  ids.buy = await deal('cashier', '/api/transaction/create/', { ...usd, cash_register: f.registers.m1, operation_type: 'BUY', amount: '100.00', rate: '90' });
  ids.sell = await deal('cashier', '/api/transaction/create/', { ...usd, cash_register: f.registers.m1, operation_type: 'SELL', amount: '50.00', rate: '92.5' });
  ids.crypto = await deal('cashier', '/api/crypto_transaction/create/', {
    cash_register: f.registers.m1, crypto_currency: f.currencies.USDT, operation_type: 'BUY', amount: '1.5', rate: '92',
  });
  ids.kazan = await deal('kazan', '/api/transaction/create/', { ...usd, cash_register: f.registers.k1, operation_type: 'BUY', amount: '20.00', rate: '91' });
  // A purchase reversed (storno): listed, marked, not in the totals.
  ids.reversed = await deal('cashier', '/api/transaction/create/', { ...usd, cash_register: f.registers.m1, operation_type: 'BUY', amount: '7.00', rate: '90' });
  const correction = await as('cashier').post('/api/correction/create/', { record_kind: 'TRANSACTION', record_id: ids.reversed, reason: 'Ошибка кассира' });
  expect(correction.status).toBe(201);
  expect((await as('supervisor').put(`/api/correction/approve/${correction.body.id}/`, {})).status).toBe(200);
  // Sent from М1 to К1 (1000.00 RUB, fee aside), and one sent and cancelled.
  const rub = { currency: f.currencies.RUB, fee: '10.00' };
  ids.sent = await deal('cashier', '/api/external_transfer/create/', { ...rub, from_cash_register: f.registers.m1, to_cash_register: f.registers.k1, amount: '1000.00' });
  ids.cancelled = await deal('cashier', '/api/external_transfer/create/', { ...rub, from_cash_register: f.registers.m1, to_cash_register: f.registers.k1, amount: '300.00' });
  expect((await as('cashier').put(`/api/external_transfer/cancel/${ids.cancelled}/`, { reason: 'Клиент передумал' })).status).toBe(200);
  // Received in М1 from К1 (someone else sent it): paid out to the client.
  const incoming = await as('kazan').post('/api/external_transfer/create/', {
    ...rub, from_cash_register: f.registers.k1, to_cash_register: f.registers.m1, amount: '250.00',
  });
  expect(incoming.status).toBe(201);
  ids.received = incoming.body.id;
  expect((await as('cashier').put(`/api/external_transfer/accept/${ids.received}/`, { transfer_code: incoming.body.transfer_code })).status).toBe(200);
  expect((await as('cashier').put(`/api/external_transfer/deliver/${ids.received}/`, { receiver_client: clientId })).status).toBe(200);
}, 60_000);

const operations = (who: Parameters<typeof as>[0], query = '') => as(who).get(`/api/client/${clientId}/operations/${query}`);
const kinds = (results: Array<{ kind: string; id: number }>) => results.map((r) => `${r.kind}:${r.id}`);

describe('GET /api/client/{id}/operations/', () => {
  it('lists deals and transfers of each kind, newest first, with their register, city and sums as decimal strings', async () => {
    const res = await operations('admin');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(8);
    expect(kinds(res.body.results)).toEqual([
      `TRANSFER_RECEIVED:${ids.received}`, `TRANSFER_SENT:${ids.cancelled}`, `TRANSFER_SENT:${ids.sent}`, `TRANSACTION:${ids.reversed}`,
      `TRANSACTION:${ids.kazan}`, `CRYPTO_TRANSACTION:${ids.crypto}`, `TRANSACTION:${ids.sell}`, `TRANSACTION:${ids.buy}`,
    ]);
    const row = (kind: string, id: number) => res.body.results.find((r: { kind: string; id: number }) => r.kind === kind && r.id === id);
    expect(row('TRANSACTION', ids.buy)).toEqual({
      kind: 'TRANSACTION', id: ids.buy, created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      city: { id: f.cities.moscow, name: 'Москва' }, cash_register: { id: f.registers.m1, name: expect.any(String) },
      operation_type: 'BUY', currency: 'USD', amount: '100.00', total: '9000.00', reversed: false,
    });
    expect(row('CRYPTO_TRANSACTION', ids.crypto)).toMatchObject({ operation_type: 'BUY', currency: 'USDT', total: '138.00', reversed: false });
    expect(row('TRANSACTION', ids.kazan)).toMatchObject({ city: { id: f.cities.kazan, name: 'Казань' }, amount: '20.00' });
    expect(row('TRANSACTION', ids.reversed)).toMatchObject({ amount: '7.00', reversed: true });
    expect(row('TRANSFER_SENT', ids.sent)).toMatchObject({ operation_type: 'EXTERNAL', currency: 'RUB', amount: '1000.00', total: null, reversed: false });
    expect(row('TRANSFER_SENT', ids.cancelled)).toMatchObject({ amount: '300.00', reversed: true });
    expect(row('TRANSFER_RECEIVED', ids.received)).toMatchObject({
      operation_type: 'EXTERNAL', cash_register: { id: f.registers.m1, name: expect.any(String) }, amount: '250.00', reversed: false,
    });
  });

  it('sums per currency over the whole period, not the page, reversed and cancelled rows left out', async () => {
    const res = await operations('admin', '?size=2&page=2');
    expect(res.status).toBe(200);
    expect(res.body.results).toHaveLength(2);
    expect(res.body.next).toBe(`/api/client/${clientId}/operations/?size=2&page=3`);
    expect(res.body.totals).toEqual([
      { currency: 'RUB', bought: '0.00', sold: '0.00', sent: '1000.00', received: '250.00' },
      { currency: 'USD', bought: '120.00', sold: '50.00', sent: '0.00', received: '0.00' },
      { currency: 'USDT', bought: expect.stringMatching(/^1\.50*$/), sold: expect.stringMatching(/^0(\.0+)?$/), sent: expect.stringMatching(/^0(\.0+)?$/), received: expect.stringMatching(/^0(\.0+)?$/) },
    ]);
  });

  it('shows a cashier the rows of their own cities; compliance officers and admins every city', async () => {
    const moscow = await operations('cashier');
    expect(kinds(moscow.body.results)).not.toContain(`TRANSACTION:${ids.kazan}`);
    expect(moscow.body.count).toBe(7);
    expect(moscow.body.totals.find((t: { currency: string }) => t.currency === 'USD')).toMatchObject({ bought: '100.00', sold: '50.00' });
    const kazan = await operations('kazan');
    expect(kinds(kazan.body.results)).toEqual([`TRANSACTION:${ids.kazan}`]);
    expect(kazan.body.totals).toEqual([{ currency: 'USD', bought: '20.00', sold: '0.00', sent: '0.00', received: '0.00' }]);
    expect((await operations('compliance')).body.count).toBe(8);
    expect((await operations('supervisor')).body.count).toBe(8);
  });

  it('hides crypto deals from a user without the crypto permission', async () => {
    const res = await operations('noPerms');
    expect(res.status).toBe(200);
    expect(kinds(res.body.results)).not.toContain(`CRYPTO_TRANSACTION:${ids.crypto}`);
    expect(res.body.totals.map((t: { currency: string }) => t.currency)).toEqual(['RUB', 'USD']);
  });

  it('takes a period of days: a day with nothing is an empty page with no totals', async () => {
    expect((await operations('admin', `?date_from=${DAY}&date_to=${DAY}`)).body.count).toBe(8);
    expect(await operations('admin', '?date_from=2020-01-01&date_to=2020-01-31')).toEqual({
      status: 200, body: { count: 0, next: null, previous: null, results: [], totals: [] },
    });
  });

  it('takes the period as from_date/to_date, the old date_from/date_to still read (both at once: 400 on the old)', async () => {
    expect((await operations('admin', `?from_date=${DAY}&to_date=${DAY}`)).body.count).toBe(8);
    expect((await operations('admin', '?from_date=2020-01-01&to_date=2020-01-31')).body.count).toBe(0);
    expect((await operations('admin', `?from_date=2020-01-01&date_to=${DAY}`)).body.count).toBe(8);
    expect(await operations('admin', '?from_date=2026-02-30')).toEqual({ status: 400, body: { from_date: ['Неправильный формат даты. Используйте формат YYYY-MM-DD.'] } });
    expect(await operations('admin', '?from_date=2026-03-02&to_date=2026-03-01')).toEqual({ status: 400, body: { to_date: ['Конец периода раньше начала.'] } });
    expect(await operations('admin', `?from_date=${DAY}&date_from=${DAY}`)).toEqual({
      status: 400, body: { date_from: ['Устаревшее имя параметра: передайте только from_date.'] },
    });
  });

  it('answers 400 for bad dates, 404 for a client that does not exist, 401 without a token', async () => {
    expect(await operations('admin', '?date_from=2026-02-30')).toEqual({ status: 400, body: { date_from: ['Неправильный формат даты. Используйте формат YYYY-MM-DD.'] } });
    expect(await operations('admin', '?date_to=01.02.2026')).toEqual({ status: 400, body: { date_to: ['Неправильный формат даты. Используйте формат YYYY-MM-DD.'] } });
    expect(await operations('admin', '?date_from=2026-03-02&date_to=2026-03-01')).toEqual({ status: 400, body: { date_to: ['Конец периода раньше начала.'] } });
    expect((await as('cashier').get('/api/client/999999/operations/')).status).toBe(404);
    expect((await as('cashier').get('/api/client/abc/operations/')).status).toBe(404);
    expect((await operations('admin', '?page=99')).status).toBe(404);
    expect((await operations('anonymous')).status).toBe(401);
  });
});
