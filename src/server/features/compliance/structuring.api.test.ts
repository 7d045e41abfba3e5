import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SYSTEM_ACTOR } from '../../http/scope';
import { client } from '../../ledger/testing/apiClient';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { clientBody } from '../clients/testing/clientBodies';
import { createExchange } from '../exchange/exchangeService';

/**
 * Signs of structuring (docs/api/clients.md, «Признаки дробления»). Казань: identification
 * from 40 000.00 RUB, no board rate for USD (deals are valued at their totals), window 30
 * minutes unless a test sets it.
 */
const f = useLedgerFixture({ app: true });
const as = client(f);
const URL = '/api/compliance/structuring/';

beforeAll(async () => {
  await fund(f, f.registers.k1, 'RUB', '100000000.00', new Date('2026-01-01T00:00:00Z'));
  await fund(f, f.registers.m1, 'RUB', '100000000.00', new Date('2026-01-01T00:00:00Z'));
  await setKazan();
}, 60_000);

async function setKazan(window?: number) {
  const res = await as('compliance').put(`/api/city_compliance/${f.cities.kazan}/`, {
    identification_threshold: '40000', mandatory_control_threshold: '600000', identify_transfers: false,
    ...(window === undefined ? {} : { structuring_window_minutes: window }),
  });
  expect(res.status).toBe(200);
  return res.body;
}

/** A client-less purchase of USD at К1 written at `at` (the service takes the time; the route writes now). */
const buyAt = (at: string, amount: string, rate = '87.45', over: object = {}) =>
  createExchange(f.db, SYSTEM_ACTOR, { cash_register: f.registers.k1, currency: f.currencies.USD, operation_type: 'BUY', amount, rate, ...over }, { at: new Date(at) });
const rowsOfDay = async (day: string) => (await as('compliance').get(`${URL}?city=${f.cities.kazan}&from_date=${day}&to_date=${day}`)).body;

describe('five client-less buys of 457.29 USD at 87.45 within a minute at one register (the documented example)', () => {
  it('make one row, found by the second, grown by the rest; the cashier sees nothing', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const res = await as('kazan').post('/api/transaction/create/', {
        cash_register: f.registers.k1, currency: f.currencies.USD, operation_type: 'BUY', amount: '457.29', rate: '87.45',
      });
      expect(res.status).toBe(201);
      answers.push(res.body);
    }
    // The answer of the deal that completed the group is shaped as the first one's.
    expect(Object.keys(answers[1]).sort()).toEqual(Object.keys(answers[0]).sort());
    const page = (await as('compliance').get(`${URL}?city=${f.cities.kazan}&status=new`)).body;
    expect(page.count).toBe(1);
    const [row] = page.results;
    expect(row).toMatchObject({
      city: { id: f.cities.kazan, name: 'Казань' },
      cash_register: { id: f.registers.k1 },
      cashiers: [{ id: f.users.kazan }],
      total: '199950.05',
      threshold: '40000.00',
      window_minutes: 30,
      status: 'new',
      decided_by: null,
      note: '',
    });
    expect(row.deals.map((d: { id: number; base_total: string; amount: string; record_kind: string }) => [d.record_kind, d.id, d.amount, d.base_total]))
      .toEqual(answers.map((a) => ['TRANSACTION', a.id, '457.29', '39990.01']));
    expect(row.first_at).toBe(answers[0].created_at);
    expect(row.last_at).toBe(answers[4].created_at);

    // The documented example is this burst: each deal's value, and the window's running sum
    // (the last one the row's total).
    const doc = readFileSync(join(__dirname, '../../../../docs/api/clients.md'), 'utf8').split('### A worked example of a burst')[1].split('\n## ')[0];
    const table = doc.split('\n').filter((l) => /^\| \d/.test(l)).map((l) => l.split('|').map((c) => c.trim().replace(/\s/g, '')));
    expect(table.map((c) => c[2])).toEqual(row.deals.map((d: { base_total: string }) => d.base_total));
    expect(table[4][3]).toBe(row.total);
  });
});

describe('what is not a sign', () => {
  it('deals with a client do not count, and a client-less deal that does not reach the sum with them makes no row', async () => {
    const c = (await as('kazan').post('/api/client/create/', clientBody())).body.id;
    await buyAt('2026-02-02T10:00:00Z', '457.29', '87.45', { client: c });
    await buyAt('2026-02-02T10:01:00Z', '457.29', '87.45', { client: c });
    await buyAt('2026-02-02T10:02:00Z', '457.29');
    expect((await rowsOfDay('2026-02-02')).count).toBe(0);
  });

  it('deals further apart than the window make no row', async () => {
    await buyAt('2026-02-03T10:00:00Z', '300');
    await buyAt('2026-02-03T10:31:00Z', '300');
    expect((await rowsOfDay('2026-02-03')).count).toBe(0);
    // Two within the window (26 235.00 + 26 235.00 ≥ 40 000): a row.
    await buyAt('2026-02-03T10:40:00Z', '300');
    expect((await rowsOfDay('2026-02-03')).results.map((r: { deals: unknown[] }) => r.deals.length)).toEqual([2]);
  });

  it('deals at other registers are not summed together', async () => {
    await buyAt('2026-02-04T10:00:00Z', '300');
    await createExchange(f.db, SYSTEM_ACTOR, {
      cash_register: f.registers.m1, currency: f.currencies.USD, operation_type: 'BUY', amount: '300', rate: '87.45',
    }, { at: new Date('2026-02-04T10:01:00Z') });
    expect((await as('compliance').get(`${URL}?from_date=2026-02-04&to_date=2026-02-04`)).body.count).toBe(0);
  });
});

describe('the window, per city', () => {
  afterAll(() => setKazan(30));

  it('is set beside the thresholds, 1 to 1440 minutes, kept when left out', async () => {
    expect((await setKazan(5)).structuring_window_minutes).toBe(5);
    expect((await setKazan()).structuring_window_minutes).toBe(5);
    for (const bad of [0, 1441, null, 'x']) {
      const res = await as('compliance').put(`/api/city_compliance/${f.cities.kazan}/`, {
        identification_threshold: '40000', mandatory_control_threshold: null, identify_transfers: false, structuring_window_minutes: bad,
      });
      expect([res.status, Object.keys(res.body)]).toEqual([400, ['structuring_window_minutes']]);
    }
    expect((await as('cashier').get(`/api/city_compliance/?city=${f.cities.moscow}`)).body.structuring_window_minutes).toBe(30);
  });

  it('decides which deals are summed: 10 minutes apart is no row at 5, a row at 15', async () => {
    await setKazan(5);
    await buyAt('2026-02-05T10:00:00Z', '300');
    await buyAt('2026-02-05T10:10:00Z', '300');
    expect((await rowsOfDay('2026-02-05')).count).toBe(0);
    await setKazan(15);
    await buyAt('2026-02-05T10:20:00Z', '300');
    const page = await rowsOfDay('2026-02-05');
    expect(page.results.map((r: { window_minutes: number; deals: unknown[] }) => [r.window_minutes, r.deals.length])).toEqual([[15, 2]]);
  });
});

describe('the decision', () => {
  let id: number;
  beforeAll(async () => {
    await buyAt('2026-02-06T10:00:00Z', '300');
    await buyAt('2026-02-06T10:01:00Z', '300');
    id = (await rowsOfDay('2026-02-06')).results[0].id;
  });
  const decide = (body: object, who: 'compliance' | 'cashier' | 'admin' = 'compliance') => as(who).put(`${URL}${id}/decide/`, body);

  it('«сообщено» needs a note; a note of spaces only is refused for either decision; nothing changes', async () => {
    expect(await decide({ decision: 'reported' })).toEqual({ status: 400, body: { note: ['Укажите, что и куда сообщено.'] } });
    expect((await decide({ decision: 'reported', note: '  \t ' })).status).toBe(400);
    expect(Object.keys((await decide({ decision: 'checked', note: '   ' })).body)).toEqual(['note']);
    expect(Object.keys((await decide({ decision: 'new' })).body)).toEqual(['decision']);
    expect((await rowsOfDay('2026-02-06')).results[0].status).toBe('new');
  });

  it('a cashier does not see the queue', async () => {
    expect((await decide({ decision: 'checked' }, 'cashier')).status).toBe(404);
    expect((await as('cashier').get(URL)).status).toBe(404);
  });

  it('is taken once (409), audited, with who and when', async () => {
    const res = await decide({ decision: 'reported', note: '  Сообщение в ФЭС № 17 ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'reported', note: 'Сообщение в ФЭС № 17', decided_by: { id: f.users.compliance } });
    expect(res.body.decided_at).toEqual(expect.any(String));
    expect((await decide({ decision: 'checked' }, 'admin')).status).toBe(409);
    expect((await as('compliance').put(`${URL}999999/decide/`, { decision: 'checked' })).status).toBe(404);
    const { rows } = await f.db.query("SELECT record_id FROM audit_log WHERE action = 'structuring_sign.decide'");
    expect(rows.map((r) => Number(r.record_id))).toEqual([id]);
    expect((await as('compliance').get(`${URL}?status=reported`)).body.results.map((r: { id: number }) => r.id)).toEqual([id]);
  });

  it('a decided row is closed: the burst going on opens a new one', async () => {
    await buyAt('2026-02-06T10:02:00Z', '300');
    const rows = (await rowsOfDay('2026-02-06')).results;
    expect(rows.map((r: { status: string; deals: unknown[] }) => [r.status, r.deals.length])).toEqual([['new', 3], ['reported', 2]]);
  });
});

describe('the list', () => {
  it('checks its period and its city', async () => {
    expect(Object.keys((await as('compliance').get(`${URL}?from_date=2026-02-30`)).body)).toEqual(['from_date']);
    expect(Object.keys((await as('compliance').get(`${URL}?from_date=2026-02-06&to_date=2026-02-05`)).body)).toEqual(['to_date']);
    expect((await as('compliance').get(`${URL}?city=999999`)).status).toBe(404);
    const page = (await as('compliance').get(`${URL}?size=1&page=2`)).body;
    expect(page.results).toHaveLength(1);
    expect(page.previous).toContain('page=1');
  });
});
