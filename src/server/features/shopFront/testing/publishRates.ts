import type { client } from '../../../ledger/testing/apiClient';

/**
 * A day's rates of every currency at once, as the rate board publishes them
 * (`POST /api/value_setting/create_many/`), by a supervisor; the answer's body (201 asserted).
 */
export async function publishRates(as: ReturnType<typeof client>, body: object) {
  const res = await as('supervisor').post('/api/value_setting/create_many/', body);
  expect(res.status).toBe(201);
  return res.body;
}
