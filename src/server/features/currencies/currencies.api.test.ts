import { client } from '../../ledger/testing/apiClient';
import { useLedgerFixture } from '../../ledger/testing/ledgerFixture';

const f = useLedgerFixture({ app: true });
const as = client(f);

describe('reference data over HTTP', () => {
  it('currencies and crypto currencies by order', async () => {
    const fiat = await as('cashier').get('/api/currency/?ordering=order');
    expect(fiat.body.map((c: { code: string }) => c.code)).toEqual(['RUB', 'USD', 'EUR']);
    expect(fiat.body[0]).toEqual({ id: f.currencies.RUB, code: 'RUB', name: 'Рубль', order: 1, is_base: true, decimals: 2, denominations: ['5000', '2000', '1000', '500', '200', '100', '50', '10'] });
    expect((await as('cashier').get('/api/currency/?ordering=-order')).body.map((c: { code: string }) => c.code)).toEqual(['EUR', 'USD', 'RUB']);
    expect((await as('cashier').get('/api/currency/?ordering=price')).status).toBe(400);
    const crypto = await as('cashier').get('/api/crypto_currency/?ordering=order');
    expect(crypto.body).toEqual([
      { id: f.currencies.USDT, code: 'USDT', name: 'Tether', order: 1, decimals: 8 },
      { id: f.currencies.BTC, code: 'BTC', name: 'Bitcoin', order: 2, decimals: 8 },
    ]);
  });

  it('pairs of a register and worn-note percentages', async () => {
    const pairs = await as('cashier').get(`/api/available_currency_pair/?cash_register=${f.registers.m1}`);
    expect(pairs.body.map((p: { currency: { code: string } }) => p.currency.code)).toEqual(['USD', 'EUR']);
    expect(pairs.body[0]).toMatchObject({ cash_register: { id: f.registers.m1, name: 'М1' }, base_currency: { code: 'RUB' } });
    const mine = await as('kazan').get('/api/available_currency_pair/');
    expect(mine.body.map((p: { cash_register: { id: number } }) => p.cash_register.id)).toEqual([f.registers.k1]);
    const worn = await as('cashier').get('/api/percentage_dilapidation_currency/');
    expect(worn.body).toEqual([{ id: expect.any(Number), currency: { id: f.currencies.USD, code: 'USD', name: 'Доллар США' }, percentage: '2.00' }]);
  });

  it('value settings: a city\'s rates, a register\'s override, validation', async () => {
    const city = await as('supervisor').post('/api/value_setting/create/', {
      city: f.cities.moscow, currency: f.currencies.USD, date: '2026-04-01', buy_rate: '89.5', sell_rate: '91.25',
    });
    expect(city.status).toBe(201);
    expect(city.body).toMatchObject({ city: { id: f.cities.moscow }, cash_register: null, date: '2026-04-01', buy_rate: '89.500000', sell_rate: '91.250000' });
    await as('supervisor').post('/api/value_setting/create/', {
      cash_register: f.registers.m1, currency: f.currencies.USD, date: '2026-04-01', buy_rate: '89.7', sell_rate: '91',
    });
    // Setting the same day again replaces it.
    await as('supervisor').post('/api/value_setting/create/', {
      city: f.cities.moscow, currency: f.currencies.USD, date: '2026-04-01', buy_rate: '89.6', sell_rate: '91.3',
    });
    const list = await as('cashier').get(`/api/value_setting/?cash_register=${f.registers.m1}&date=2026-04-01`);
    expect(list.body.map((v: { cash_register: unknown; buy_rate: string }) => [v.cash_register ? 'register' : 'city', v.buy_rate])).toEqual([
      ['city', '89.600000'], ['register', '89.700000'],
    ]);
    const bad = await as('supervisor').post('/api/value_setting/create/', { city: f.cities.moscow, currency: f.currencies.USD, buy_rate: '92', sell_rate: '91' });
    expect(bad.body).toEqual({ buy_rate: ['Курс покупки выше курса продажи.'] });
    expect((await as('supervisor').post('/api/value_setting/create/', { currency: f.currencies.USD, buy_rate: '1', sell_rate: '2' })).status).toBe(400);
    expect((await as('kazan').get(`/api/value_setting/?city=${f.cities.moscow}`)).status).toBe(404);
    // Only admins and supervisors set rates; a cashier reads them.
    const refused = await as('cashier').post('/api/value_setting/create/', { city: f.cities.moscow, currency: f.currencies.USD, buy_rate: '1', sell_rate: '2' });
    expect(refused.status).toBe(403);
  });
});
