import { client } from '../ledger/testing/apiClient';
import { fund, useLedgerFixture } from '../ledger/testing/ledgerFixture';
import { SERVER_MESSAGES as M } from './messages';

/**
 * A JSON body's booleans and numbers are taken as their JSON types (jsonBodyTypes.ts): a
 * boolean is not an id and a number is not a boolean; text still becomes a number where one
 * is declared, numbers still become amounts, and query strings and form bodies convert as before.
 */
const f = useLedgerFixture({ app: true });
const as = client(f);
beforeAll(async () => {
  await fund(f, f.registers.m1, 'USD', '1000.00');
}, 60_000);

const rows = async () => Number((await f.db.query<{ n: string }>('SELECT count(*) AS n FROM exchange_transactions')).rows[0].n);
const exchange = (over: object) => ({ cash_register: f.registers.m1, currency: f.currencies.USD, operation_type: 'SELL', amount: '1.00', rate: '90', ...over });

it('refuses a boolean for an id and writes nothing', async () => {
  const before = await rows();
  const answer = await as('cashier').post('/api/transaction/create/', exchange({ cash_register: true, currency: false }));
  expect(answer).toEqual({ status: 400, body: { cash_register: [M.invalidInteger], currency: [M.invalidInteger] } });
  expect(await rows()).toBe(before);
});

it('refuses a number or text for a boolean, and reports the other fields too', async () => {
  const person = (await as('cashier').post('/api/operation_person/create/', { first_name: 'Пётр', city: f.cities.moscow })).body.id;
  for (const is_active of [1, 0, 'true']) {
    expect([is_active, await as('supervisor').put(`/api/activation_operation_person/${person}/`, { is_active })]).toEqual([
      is_active, { status: 400, body: { is_active: [M.invalidBoolean] } },
    ]);
  }
  const both = await as('cashier').post('/api/transaction/create/', exchange({ cash_register: true, amount: '' }));
  expect(both.status).toBe(400);
  expect(Object.keys(both.body).sort()).toEqual(['amount', 'cash_register']);
});

it('still takes text for an id and a number for an amount in JSON, as DRF does', async () => {
  const answer = await as('cashier').post('/api/transaction/create/', exchange({ cash_register: String(f.registers.m1), amount: 2 }));
  expect([answer.status, answer.body.amount]).toEqual([201, '2.00']);
});

it('still converts query strings and form bodies, which are all text', async () => {
  expect((await as('cashier').get(`/api/transaction/?cash_register=${f.registers.m1}&page=1`)).status).toBe(200);
  const person = (await as('cashier').post('/api/operation_person/create/', { first_name: 'Фома', city: f.cities.moscow })).body.id;
  const form = await f.app.inject({
    method: 'PUT',
    url: `/api/activation_operation_person/${person}/`,
    headers: { authorization: `Token ${await f.token('supervisor')}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'is_active=false',
  });
  expect([form.statusCode, form.json().is_active]).toEqual([200, false]);
});
