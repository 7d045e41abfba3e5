import { createProcessState } from '../../processState';
import { sessionLifetimesOf } from '../../auth/sessionLifetime';
import { client } from '../../ledger/testing/apiClient';
import { useLedgerFixture } from '../../ledger/testing/ledgerFixture';

/** /api/admin/settings/: every setting with its default; the limits it shows are written by PUT /api/city_limits/. */
const f = useLedgerFixture({ app: true });
const as = client(f);

describe('GET /api/admin/settings/', () => {
  it("shows each city's limits (the defaults where none were set) and the session lifetimes in force", async () => {
    expect((await as('supervisor').put(`/api/city_limits/${f.cities.kazan}/`, { rate_tolerance_percent: '1.5', max_operation_amount: '500000' })).status).toBe(200);
    const res = await as('admin').get('/api/admin/settings/');
    expect(res.status).toBe(200);
    expect(res.body.limits).toEqual({
      defaults: { rate_tolerance_percent: '2.00', max_operation_amount: null, shift_difference_threshold: '0.00' },
      base_currency: { id: f.currencies.RUB, code: 'RUB', name: 'Рубль' },
      cities: [
        { city: { id: f.cities.kazan, name: 'Казань' }, rate_tolerance_percent: '1.50', max_operation_amount: '500000.00', shift_difference_threshold: '0.00', is_default: false },
        { city: { id: f.cities.moscow, name: 'Москва' }, rate_tolerance_percent: '2.00', max_operation_amount: null, shift_difference_threshold: '0.00', is_default: true },
      ],
    });
    expect(res.body.sessions).toEqual({
      idle_hours: 12, max_days: 7, default_idle_hours: 12, default_max_days: 7, idle_variable: 'SESSION_IDLE_HOURS', max_variable: 'SESSION_MAX_DAYS',
    });
  });

  it('shows the lifetimes this process runs with, not the defaults', async () => {
    createProcessState(f.db, Date.now, sessionLifetimesOf({ sessionIdleHours: 2, sessionMaxDays: 30 }));
    const { sessions } = (await as('admin').get('/api/admin/settings/')).body;
    expect(sessions).toMatchObject({ idle_hours: 2, max_days: 30, default_idle_hours: 12, default_max_days: 7 });
    createProcessState(f.db);
  });

  it('a limits change is one audit row whose record is the city, with before and after', async () => {
    await as('admin').put(`/api/city_limits/${f.cities.moscow}/`, { rate_tolerance_percent: '3', max_operation_amount: null });
    const { rows } = await f.db.query<{ kind: string; record_id: string; before: unknown; after: unknown }>(
      "SELECT kind, record_id, before, after FROM audit_log WHERE action = 'city_limits.set' ORDER BY id DESC LIMIT 1",
    );
    expect(rows[0]).toEqual({
      kind: 'city_limits', record_id: String(f.cities.moscow), before: null,
      after: { city: f.cities.moscow, rate_tolerance_percent: '3.00', offline_limit: null, max_operation_amount: null, shift_difference_threshold: '0.00' },
    });
  });

  it("shows a city's shift difference threshold once set; a city of default values with it set is not \"by default\"", async () => {
    const url = `/api/city_limits/${f.cities.moscow}/`;
    expect((await as('admin').put(url, { rate_tolerance_percent: '2', max_operation_amount: null, shift_difference_threshold: '1500.5' })).status).toBe(200);
    const moscow = async () =>
      (await as('admin').get('/api/admin/settings/')).body.limits.cities.find((c: { city: { id: number } }) => c.city.id === f.cities.moscow);
    expect(await moscow()).toEqual({
      city: { id: f.cities.moscow, name: 'Москва' }, rate_tolerance_percent: '2.00', max_operation_amount: null, shift_difference_threshold: '1500.50', is_default: false,
    });
    // Left out of a later write, it stays; set back to 0 the city is on the defaults again.
    await as('admin').put(url, { rate_tolerance_percent: '2', max_operation_amount: null });
    expect(await moscow()).toMatchObject({ shift_difference_threshold: '1500.50', is_default: false });
    await as('admin').put(url, { rate_tolerance_percent: '2', max_operation_amount: null, shift_difference_threshold: '0' });
    expect(await moscow()).toMatchObject({ shift_difference_threshold: '0.00', is_default: true });
  });

  it('does not exist for anyone but an admin', async () => {
    expect((await as('supervisor').get('/api/admin/settings/')).status).toBe(404);
  });
});
