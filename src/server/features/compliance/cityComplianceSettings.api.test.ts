import { SERVER_MESSAGES as M } from '../../http/messages';
import { client } from '../../ledger/testing/apiClient';
import { useLedgerFixture } from '../../ledger/testing/ledgerFixture';

/** A city's compliance settings take only what they mean (docs/api/clients.md, docs/api/conventions.md "Errors"). */
const f = useLedgerFixture({ app: true });
const as = client(f);
const url = () => `/api/city_compliance/${f.cities.moscow}/`;
const settings = (identification: string | null, control: string | null) => ({
  identification_threshold: identification, mandatory_control_threshold: control, identify_transfers: true,
});
const stored = async () => (await as('admin').get(`/api/city_compliance/?city=${f.cities.moscow}`)).body;

it('refuses a mandatory-control threshold below the identification threshold; equal or above is fine', async () => {
  expect((await as('admin').put(url(), settings('40000', '600000'))).status).toBe(200);
  const before = await stored();
  expect(await as('compliance').put(url(), settings('40000', '39999.99'))).toEqual({
    status: 400, body: { mandatory_control_threshold: ['Порог обязательного контроля не может быть ниже порога идентификации (40000).'] },
  });
  expect(await stored()).toEqual(before);
  expect((await as('admin').put(url(), settings('40000', '40000.00'))).status).toBe(200);
  // Either one unset: nothing to compare.
  expect((await as('admin').put(url(), settings(null, '100'))).status).toBe(200);
  expect((await as('admin').put(url(), settings('700000', null))).status).toBe(200);
});

it('refuses null, a number or an array for identify_transfers, and an array for a threshold', async () => {
  const before = await stored();
  for (const identify_transfers of [null, 0, [true]]) {
    const res = await as('admin').put(url(), { ...settings('40000', '600000'), identify_transfers });
    expect([identify_transfers, res.status, Object.keys(res.body)]).toEqual([identify_transfers, 400, ['identify_transfers']]);
  }
  expect((await as('admin').put(url(), { ...settings('40000', '600000'), identify_transfers: null })).body).toEqual({ identify_transfers: [M.notNull] });
  expect((await as('admin').put(url(), { ...settings(null, null), identification_threshold: ['40000'] })).status).toBe(400);
  expect(await stored()).toEqual(before);
});

it('refuses null for publish_rates and an array for a city name, instead of reading them as off and as the name', async () => {
  const city = `/api/admin/cities/${f.cities.kazan}/`;
  const read = async () => (await f.db.query('SELECT name, publish_rates FROM cities WHERE id = $1', [f.cities.kazan])).rows[0];
  const before = await read();
  expect(await as('admin').put(city, { publish_rates: null })).toEqual({ status: 400, body: { publish_rates: [M.notNull] } });
  expect(await as('admin').put(city, { name: ['Казань-2'] })).toEqual({ status: 400, body: { name: [M.invalidString] } });
  expect(await read()).toEqual(before);
});
