import { client } from '../../ledger/testing/apiClient';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { verifyLedger } from '../../ledger/verify';
import { SERVER_MESSAGES as M } from '../../http/messages';
import { createTestUser, login } from '../../testing/testApp';

/**
 * «Офлайн-операции на проверку» (docs/OFFLINE.md): every flagged offline deal, for the city's
 * supervisors and admins; checked once, by whom and when; a reversal shows in the row.
 */
const f = useLedgerFixture({ app: true });
const as = client(f);
const HOUR = 3_600_000;

beforeAll(async () => {
  await fund(f, f.registers.m1, 'RUB', '500000.00', new Date(Date.now() - 13 * HOUR));
  await fund(f, f.registers.m1, 'USD', '1000.00', new Date(Date.now() - 13 * HOUR));
  await f.db.query('UPDATE cities SET offline_limit = 1000 WHERE id = $1', [f.cities.moscow]);
}, 60_000);

/** An offline deal made ten minutes ago; above 1 000 RUB it is flagged over_offline_limit. */
const offline = async (amount: string) => {
  const res = await as('cashier').post('/api/transaction/create/', {
    cash_register: f.registers.m1, currency: f.currencies.USD, operation_type: 'BUY', amount, rate: '90.00',
    offline: true, made_at: new Date(Date.now() - 10 * 60_000).toISOString(),
  });
  expect(res.status).toBe(201);
  return res.body as { id: number; created_at: string; received_at: string; offline_flags: string[] };
};
const queue = (who: Parameters<typeof as>[0], query = `city=${f.cities.moscow}&status=pending`) => as(who).get(`/api/offline_review/?${query}`);
const ids = (body: { results: Array<{ id: number }> }) => body.results.map((r) => r.id);

describe('GET /api/offline_review/', () => {
  it('lists every flagged offline deal of the city with its flags, times, cashier and register; clean ones never enter', async () => {
    const clean = await offline('10.00');
    const flagged = await offline('20.00');
    expect(clean.offline_flags).toEqual([]);
    expect(flagged.offline_flags).toEqual(['over_offline_limit']);
    const res = await queue('supervisor');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 1, next: null, previous: null });
    expect(res.body.results).toEqual([
      {
        id: flagged.id, status: 'pending', flags: ['over_offline_limit'], made_at: flagged.created_at, received_at: flagged.received_at,
        cashier: { id: f.users.cashier, name: 'cashier Тестов' }, cash_register: { id: f.registers.m1, name: 'М1' },
        city: { id: f.cities.moscow, name: 'Москва' }, checked_by: null, checked_at: null,
        deal: { ...flagged, reverses: null, reversed_by: null, correction_pending: false },
      },
    ]);
    // Admins see it too; the list of all the caller's cities is the same here.
    expect(ids((await queue('admin', 'page=1')).body)).toEqual([flagged.id]);
  });

  it('refuses cashiers (403) and hides another city (404); a bad status is a 400', async () => {
    expect((await queue('cashier')).status).toBe(403);
    expect((await queue('kazan')).status).toBe(403);
    expect((await as('supervisor').get('/api/offline_review/?city=99999')).status).toBe(404);
    expect((await queue('supervisor', 'status=done')).status).toBe(400);
  });
});

describe('POST /api/offline_review/{id}/check/', () => {
  it('marks the deal checked by whom and when, audited; a second check is a 409; the row moves to checked', async () => {
    const deal = await offline('30.00');
    const res = await as('supervisor').post(`/api/offline_review/${deal.id}/check/`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: deal.id, status: 'checked', checked_by: { id: f.users.supervisor }, checked_at: expect.any(String) });
    expect(await as('admin').post(`/api/offline_review/${deal.id}/check/`)).toEqual({ status: 409, body: { detail: M.offlineReviewChecked } });
    expect(ids((await queue('supervisor')).body)).not.toContain(deal.id);
    expect(ids((await queue('supervisor', `city=${f.cities.moscow}&status=checked`)).body)).toContain(deal.id);
    const audit = await f.db.query<{ user_id: number }>("SELECT user_id FROM audit_log WHERE action = 'offline_review.check' AND record_id = $1", [String(deal.id)]);
    expect(audit.rows).toEqual([{ user_id: f.users.supervisor }]);
  });

  it('refuses cashiers (403), and a deal that is not in the queue or not in the caller\'s cities (404)', async () => {
    const deal = await offline('40.00');
    expect((await as('cashier').post(`/api/offline_review/${deal.id}/check/`)).status).toBe(403);
    const clean = await offline('1.00');
    expect((await as('supervisor').post(`/api/offline_review/${clean.id}/check/`)).status).toBe(404);
    // A supervisor of Казань alone: Moscow's row does not exist for them.
    await createTestUser(f.db, { username: 'kazansup', cityIds: [f.cities.kazan], role: 'Супервайзер' });
    const token = await login(f.app, 'kazansup');
    const other = await f.app.inject({ method: 'POST', url: `/api/offline_review/${deal.id}/check/`, headers: { authorization: `Token ${token}` }, payload: {} });
    expect(other.statusCode).toBe(404);
    const list = await f.app.inject({ method: 'GET', url: '/api/offline_review/?status=pending', headers: { authorization: `Token ${token}` } });
    expect(list.json()).toMatchObject({ count: 0, results: [] });
  });
});

describe('a reversal', () => {
  it('is the usual storno with four eyes, and the queue row shows it', async () => {
    const deal = await offline('50.00');
    const asked = await as('cashier').post('/api/correction/create/', { record_kind: 'TRANSACTION', record_id: deal.id, reason: 'Офлайн: сумма неверна' });
    expect(asked.status).toBe(201);
    const pending = (await queue('supervisor')).body.results.find((r: { id: number }) => r.id === deal.id);
    expect(pending.deal.correction_pending).toBe(true);
    expect((await as('supervisor').put(`/api/correction/approve/${asked.body.id}/`, { comment: 'да' })).status).toBe(200);
    const reversed = (await queue('supervisor')).body.results.find((r: { id: number }) => r.id === deal.id);
    expect(reversed.deal).toMatchObject({ reversed_by: expect.any(Number), correction_pending: false });
    expect((await verifyLedger(f.db)).checks.filter((c) => !c.ok)).toEqual([]);
  });
});
