import type { TransferKind } from '../../shared/machines/transferLifecycle';
import { SYSTEM_ACTOR } from '../http/scope';
import { createPerson } from '../features/operationPersons/personService';
import { client, type Who } from './testing/apiClient';
import { fund, useLedgerFixture } from './testing/ledgerFixture';
import { verifyLedger } from './verify';
import { get, post, put, TRANSFER_PATH, transferMaker, type Req } from './testing/matrixRequests';

/**
 * The permissions matrix: every call × no token / another city's user / a Moscow user
 * without permission flags / a Moscow cashier with them / a supervisor of both cities / an
 * admin. Moscow's register М1 is what the calls name; transfers to accept come from Kazan.
 */
const f = useLedgerFixture({ app: true });
const as = client(f);
let personId: number;

beforeAll(async () => {
  await fund(f, f.registers.m1, 'RUB', '10000000.00');
  await fund(f, f.registers.m1, 'USD', '100000.00');
  await fund(f, f.registers.m1, 'USDT', '10000');
  await fund(f, f.registers.k1, 'USD', '100000.00');
  await fund(f, f.registers.k1, 'USDT', '10000');
  personId = (await createPerson(f.db, SYSTEM_ACTOR, { first_name: 'Матрица', city: f.cities.moscow })).id;
}, 60_000);

const USERS: Who[] = ['anonymous', 'kazan', 'noPerms', 'cashier', 'supervisor', 'admin'];
/** Expected statuses in USERS order. */
const S = (...codes: number[]) => Object.fromEntries(USERS.map((u, i) => [u, codes[i]])) as Record<Who, number>;
const OPEN = S(401, 404, 200, 200, 200, 200);
const CREATED = S(401, 404, 201, 201, 201, 201);
const GATED = S(401, 404, 403, 200, 200, 200);
const GATED_CREATED = S(401, 404, 403, 201, 201, 201);

const { money, transfer } = transferMaker(() => f);
const PATH = TRANSFER_PATH;

const m1 = () => f.registers.m1;
const msk = () => f.cities.moscow;

const ROWS: Array<[string, Record<Who, number>, () => Promise<Req> | Req]> = [
  ['GET currency', S(401, 200, 200, 200, 200, 200), () => get('/api/currency/?ordering=order')],
  ['GET crypto_currency', S(401, 200, 403, 200, 200, 200), () => get('/api/crypto_currency/?ordering=order')],
  ['GET percentage_dilapidation_currency', S(401, 200, 200, 200, 200, 200), () => get('/api/percentage_dilapidation_currency/')],
  ['GET available_currency_pair', OPEN, () => get(`/api/available_currency_pair/?cash_register=${m1()}`)],
  ['GET value_setting', OPEN, () => get(`/api/value_setting/?cash_register=${m1()}`)],
  // Admins and supervisors only (canSetRates); refused before the body or the city is read.
  ['POST value_setting/create', S(401, 403, 403, 403, 201, 201), () =>
    post('/api/value_setting/create/', { cash_register: m1(), currency: f.currencies.USD, buy_rate: '90', sell_rate: '91' })],
  ['POST transaction/create', CREATED, () =>
    post('/api/transaction/create/', { cash_register: m1(), currency: f.currencies.USD, operation_type: 'BUY', amount: '1', rate: '90' })],
  ['GET transaction', OPEN, () => get(`/api/transaction/?cash_register=${m1()}&page=1`)],
  ['POST crypto_transaction/create', GATED_CREATED, () =>
    post('/api/crypto_transaction/create/', { cash_register: m1(), crypto_currency: f.currencies.USDT, operation_type: 'BUY', amount: '1', rate: '90' })],
  ['GET crypto_transaction', GATED, () => get(`/api/crypto_transaction/?cash_register=${m1()}&page=1`)],
  ['POST operation_person/create', CREATED, () => post('/api/operation_person/create/', { first_name: 'Новый', city: msk() })],
  ['GET operation_person', OPEN, () => get(`/api/operation_person/?city=${msk()}&page=1&ordering=first_name&size=10`)],
  ['GET operation_person inactive', GATED, () => get(`/api/operation_person/?city=${msk()}&is_active=false`)],
  ['GET operation_person/{id}', OPEN, () => get(`/api/operation_person/${personId}/`)],
  ['GET all_operation_person', OPEN, () => get(`/api/all_operation_person/?city=${msk()}&is_active=true`)],
  ['PUT activation_operation_person', GATED, () => put(`/api/activation_operation_person/${personId}/`, { is_active: true })],
  ['GET out_transaction', OPEN, () => get(`/api/out_transaction/?cash_register=${m1()}&page=1`)],
  ['GET out_transaction by person', OPEN, () => get(`/api/out_transaction/?operation_person=${personId}&page=1`)],
  ['POST out_transaction/create', CREATED, () =>
    post('/api/out_transaction/create/', { cash_register: m1(), operation_person: personId, currency: f.currencies.USD, operation_type: 'REPLENISHMENT', amount: '5' })],
  ['GET crypto_out_transaction', GATED, () => get(`/api/crypto_out_transaction/?cash_register=${m1()}&page=1`)],
  ['POST crypto_out_transaction/create', GATED_CREATED, () =>
    post('/api/crypto_out_transaction/create/', { cash_register: m1(), operation_person: personId, crypto_currency: f.currencies.USDT, operation_type: 'REPLENISHMENT', amount: '0.5' })],
  ['GET income_outcome', OPEN, () => get(`/api/income_outcome/?cash_register=${m1()}&page=1`)],
  ['POST income_outcome/create', CREATED, () =>
    post('/api/income_outcome/create/', { cash_register: m1(), currency: f.currencies.RUB, direction: 'Outcome', amount: '10' })],
  ...(['INTERNAL', 'EXTERNAL', 'CRYPTO'] as TransferKind[]).flatMap((kind) => {
    const p = PATH[kind];
    const gate = (codes: Record<Who, number>) => (kind === 'CRYPTO' ? { ...codes, noPerms: 403 } : codes);
    const rows: Array<[string, Record<Who, number>, () => Promise<Req> | Req]> = [
      [`POST ${p}/create`, gate(CREATED), () =>
        post(`/api/${p}/create/`, { from_cash_register: m1(), to_cash_register: f.registers.k1, ...money(kind) })],
      [`PUT ${p}/update`, gate(OPEN), async () => put(`/api/${p}/update/${(await transfer(kind, 'm1')).id}/`, { comment: 'правка' })],
      [`PUT ${p}/accept`, gate(OPEN), async () => {
        const t = await transfer(kind, 'k1');
        return put(`/api/${p}/accept/${t.id}/`, kind === 'INTERNAL' ? { id: t.id } : { transfer_code: t.transfer_code });
      }],
      [`GET ${p}`, gate(OPEN), () => get(`/api/${p}/?cash_register=${m1()}&page=1`)],
      [`GET city_${p}`, gate(OPEN), () => get(`/api/city_${p}/?city=${msk()}&page=1`)],
    ];
    if (kind !== 'INTERNAL') {
      rows.push([`PUT ${p}/deliver`, gate(OPEN), async () => put(`/api/${p}/deliver/${(await transfer(kind, 'k1', 'Accepted')).id}/`)]);
    }
    return rows;
  }),
  ['GET find_external_transfer', OPEN, async () =>
    get(`/api/find_external_transfer/?cash_register=${m1()}&code=${(await transfer('EXTERNAL', 'k1')).transfer_code}`)],
  ['GET operation (day journal)', OPEN, () => get(`/api/operation/?cash_register=${m1()}&page=1`)],
  ['GET operation kind=CRYPTO_TRANSACTION', GATED, () => get(`/api/operation/?cash_register=${m1()}&kind=CRYPTO_TRANSACTION`)],
  ['GET day_balance', OPEN, () => get(`/api/day_balance/?cash_register=${m1()}`)],
  ['GET city_data', OPEN, () => get(`/api/city_data/?city=${msk()}`)],
  ['GET overall_day_amount', S(401, 200, 200, 200, 200, 200), () => get('/api/overall_day_amount/')],
  ['GET full_earning_report', S(401, 200, 403, 200, 200, 200), () => get('/api/full_earning_report/?from_date=2026-01-01&to_date=2026-01-31')],
  ['GET city_earning_report', GATED, () => get(`/api/city_earning_report/?city=${msk()}`)],
  ['GET earning_report', GATED, () => get(`/api/earning_report/?cash_register=${m1()}`)],
  ['GET day_avg_rate', OPEN, () => get(`/api/day_avg_rate/?cash_register=${m1()}`)],
  ['GET average_rate_report', OPEN, () => get(`/api/average_rate_report/?cash_register=${m1()}`)],
  ['GET rate_report', OPEN, () => get(`/api/rate_report/?cash_register=${m1()}`)],
  ['GET day_replenishment_handed_over_report', OPEN, () => get(`/api/day_replenishment_handed_over_report/?city=${msk()}`)],
  ['GET day_crypto_avg_fee', GATED, () => get(`/api/day_crypto_avg_fee/?cash_register=${m1()}`)],
  ['GET day_crypto_balance', GATED, () => get(`/api/day_crypto_balance/?cash_register=${m1()}&from_date=2026-01-01`)],
  ['GET crypto_balance', S(401, 200, 403, 200, 200, 200), () => get('/api/crypto_balance/')],
];

describe.each(ROWS)('%s', (_name, expected, request) => {
  it.each(USERS)('as %s', async (who) => {
    const req = await request();
    const api = as(who);
    const res = req.method === 'GET' ? await api.get(req.url) : req.method === 'POST' ? await api.post(req.url, req.body) : await api.put(req.url, req.body);
    expect({ who, status: res.status, body: res.status === expected[who] ? 'ok' : res.body }).toEqual({ who, status: expected[who], body: 'ok' });
    if (res.status >= 400) expect(Object.keys(res.body)).toEqual(['detail']);
  }, 20_000);
});

it('leaves the ledger consistent', async () => {
  const report = await verifyLedger(f.db);
  expect(report.checks.filter((c) => !c.ok)).toEqual([]);
});
