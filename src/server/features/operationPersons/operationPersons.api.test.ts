import { client } from '../../ledger/testing/apiClient';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';

const f = useLedgerFixture({ app: true });
const as = client(f);
beforeAll(async () => {
  await fund(f, f.registers.m1, 'RUB', '1000.00');
}, 60_000);

describe('operation persons over HTTP', () => {
  let ivan: number;

  it('creates a person (201) and validates the body', async () => {
    const res = await as('cashier').post('/api/operation_person/create/', { first_name: ' Иван ', last_name: 'Орлов', phone: '+7 111', city: f.cities.moscow });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number), first_name: 'Иван', last_name: 'Орлов', phone: '+7 111', comment: '', city: { id: f.cities.moscow, name: 'Москва' },
      is_active: true, balances: [], user: { id: f.users.cashier, name: 'cashier Тестов' }, created_at: expect.any(String),
    });
    ivan = res.body.id;
    expect((await as('cashier').post('/api/operation_person/create/', { city: f.cities.moscow })).body).toEqual({ first_name: ['Обязательное поле.'] });
    expect((await as('cashier').post('/api/operation_person/create/', { first_name: '', city: f.cities.moscow })).body).toEqual({
      first_name: ['Это поле не может быть пустым.'],
    });
    expect((await as('cashier').post('/api/operation_person/create/', { first_name: 'X', city: f.cities.kazan })).status).toBe(404);
  });

  it('records operations and shows balances per currency (creditor +, debtor −)', async () => {
    const op = (operation_type: string, amount: string) =>
      as('cashier').post('/api/out_transaction/create/', { cash_register: f.registers.m1, operation_person: ivan, currency: f.currencies.RUB, operation_type, amount });
    expect((await op('HANDED_OVER', '600.00')).status).toBe(201);
    expect((await op('HANDED_OVER', '600.00')).body).toEqual({ amount: ['Недостаточно средств в кассе: доступно 400.00 RUB.'] });
    const person = await as('cashier').get(`/api/operation_person/${ivan}/`);
    expect(person.body.balances).toEqual([{ currency: { id: f.currencies.RUB, code: 'RUB', name: 'Рубль' }, amount: '-600.00' }]);
    // Listed exactly as answered: the list sends PostgreSQL's JSON as it is, the answer goes
    // through the route's answer schema.
    const listed = await as('cashier').get(`/api/operation_person/?city=${f.cities.moscow}&search=орлов`);
    expect(listed.body.results).toEqual([person.body]);
    const list = await as('cashier').get(`/api/out_transaction/?operation_person=${ivan}&page=1`);
    expect(list.body).toMatchObject({ count: 1, results: [{ operation_type: 'HANDED_OVER', amount: '600.00', operation_person: { id: ivan, name: 'Иван Орлов' } }] });
    expect((await op('GIVE', '1')).body).toEqual({ operation_type: ['Значения "GIVE" нет среди допустимых вариантов.'] });
  });

  it('filters: search, is_active, ordering, size; deactivation blocks new operations', async () => {
    await as('cashier').post('/api/operation_person/create/', { first_name: 'Яна', city: f.cities.moscow });
    const search = await as('cashier').get(`/api/operation_person/?city=${f.cities.moscow}&search=орл`);
    expect(search.body.results.map((p: { first_name: string }) => p.first_name)).toEqual(['Иван']);
    const desc = await as('cashier').get(`/api/operation_person/?city=${f.cities.moscow}&ordering=-first_name&size=1`);
    expect(desc.body).toMatchObject({ count: 3, results: [{ first_name: 'Яна' }], next: expect.stringContaining('page=2') });
    expect((await as('cashier').get('/api/operation_person/?ordering=salary')).status).toBe(400);
    expect((await as('cashier').get('/api/operation_person/?is_active=maybe')).status).toBe(400);

    const off = await as('cashier').put(`/api/activation_operation_person/${ivan}/`, { is_active: false });
    expect(off.body).toMatchObject({ id: ivan, is_active: false });
    expect((await as('cashier').put(`/api/activation_operation_person/${ivan}/`, {})).status).toBe(400);
    const inactive = await as('cashier').get(`/api/operation_person/?city=${f.cities.moscow}&is_active=false`);
    expect(inactive.body.results.map((p: { id: number }) => p.id)).toEqual([ivan]);
    expect((await as('noPerms').get(`/api/operation_person/${ivan}/`)).status).toBe(404); // as if it did not exist
    const visible = await as('noPerms').get(`/api/all_operation_person/?city=${f.cities.moscow}`);
    expect(visible.body.map((p: { id: number }) => p.id)).not.toContain(ivan);
    const blocked = await as('cashier').post('/api/out_transaction/create/', {
      cash_register: f.registers.m1, operation_person: ivan, currency: f.currencies.RUB, operation_type: 'REPLENISHMENT', amount: '1',
    });
    expect(blocked).toEqual({ status: 400, body: { operation_person: ['Лицо деактивировано: новые операции с ним недоступны.'] } });
  });

  it('a person of another city cannot be used at this register', async () => {
    const azat = (await as('kazan').post('/api/operation_person/create/', { first_name: 'Азат', city: f.cities.kazan })).body;
    const res = await as('admin').post('/api/out_transaction/create/', {
      cash_register: f.registers.m1, operation_person: azat.id, currency: f.currencies.RUB, operation_type: 'REPLENISHMENT', amount: '1',
    });
    expect(res.body).toEqual({ operation_person: [`Недопустимый первичный ключ "${azat.id}" - объект не существует.`] });
  });
});

describe('income and expense over HTTP', () => {
  it('creates (201), lists newest first, validates direction', async () => {
    const res = await as('cashier').post('/api/income_outcome/create/', {
      cash_register: f.registers.m2, currency: f.currencies.RUB, direction: 'Income', amount: '250.50', comment: 'комиссия',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'INCOME_OUTCOME', direction: 'Income', amount: '250.50', cash_register: { id: f.registers.m2 } });
    const list = await as('cashier').get(`/api/income_outcome/?cash_register=${f.registers.m2}&page=1`);
    expect(list.body).toMatchObject({ count: 1, next: null, previous: null });
    const bad = await as('cashier').post('/api/income_outcome/create/', { cash_register: f.registers.m2, currency: f.currencies.RUB, direction: 'Out', amount: '1' });
    expect(bad.body).toEqual({ direction: ['Значения "Out" нет среди допустимых вариантов.'] });
    const crypto = await as('cashier').post('/api/income_outcome/create/', { cash_register: f.registers.m2, currency: f.currencies.BTC, direction: 'Income', amount: '1' });
    expect(crypto.status).toBe(400);
  });
});
