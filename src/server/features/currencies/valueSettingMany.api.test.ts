import { client } from '../../ledger/testing/apiClient';
import { useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { publishRates } from '../shopFront/testing/publishRates';

/**
 * POST /api/value_setting/create_many/ (valueSettingMany.ts): a day's rates of every currency
 * of a city at once, as the rate board publishes them (docs/SHOP-FRONT.md) — one transaction,
 * one audit row, all refused if one is wrong.
 */
const f = useLedgerFixture({ app: true });
const as = client(f);

const publish = (body: object) => publishRates(as, body);

describe('POST /api/value_setting/create_many/', () => {
  it('writes every currency in one transaction with one audit row, and refuses all if one is wrong', async () => {
    const auditRows = async () =>
      (await f.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'value_setting.set_many'`)).rows[0].n;
    const before = await auditRows();
    const date = '2026-01-15';
    const made = await publish({
      city: f.cities.kazan, date,
      rates: [
        { currency: f.currencies.USD, buy_rate: '80', sell_rate: '82' },
        { currency: f.currencies.EUR, buy_rate: '85', sell_rate: '88' },
      ],
    });
    expect(made.map((v: { currency: { code: string }; buy_rate: string }) => [v.currency.code, v.buy_rate])).toEqual([
      ['USD', '80.000000'],
      ['EUR', '85.000000'],
    ]);
    expect(await auditRows()).toBe(before + 1);
    const refused = await as('supervisor').post('/api/value_setting/create_many/', {
      city: f.cities.kazan, date,
      rates: [
        { currency: f.currencies.USD, buy_rate: '70', sell_rate: '72' },
        { currency: f.currencies.EUR, buy_rate: '90', sell_rate: '88' },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ rates: ['EUR: курс покупки выше курса продажи.'] });
    const { rows } = await f.db.query<{ buy: string }>(
      'SELECT buy_rate::text AS buy FROM value_settings WHERE city_id = $1 AND date = $2 AND currency_id = $3',
      [f.cities.kazan, date, f.currencies.USD],
    );
    expect(rows).toEqual([{ buy: '80.000000' }]);
    expect(await auditRows()).toBe(before + 1);
  });

  it('refuses a cashier (403), the base currency, a currency twice and an empty list', async () => {
    const body = { city: f.cities.moscow, rates: [{ currency: f.currencies.USD, buy_rate: '90', sell_rate: '91' }] };
    expect((await as('cashier').post('/api/value_setting/create_many/', body)).status).toBe(403);
    const base = await as('supervisor').post('/api/value_setting/create_many/', {
      ...body, rates: [{ currency: f.currencies.RUB, buy_rate: '1', sell_rate: '1' }],
    });
    expect(base.body).toEqual({ rates: ['Курс базовой валюты не задаётся.'] });
    const twice = await as('supervisor').post('/api/value_setting/create_many/', { ...body, rates: [...body.rates, ...body.rates] });
    expect(twice.body).toEqual({ rates: ['Валюта USD указана дважды.'] });
    expect((await as('supervisor').post('/api/value_setting/create_many/', { ...body, rates: [] })).status).toBe(400);
  });
});
