import { client } from '../../ledger/testing/apiClient';
import { useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { pdfPages, pdfText } from '../../documents/testing/readBack';

/** «Печать курсов»: the city's rates on one A4 page, Cyrillic and figures read back by pdftotext. */
const f = useLedgerFixture({ app: true });
const as = client(f);

const sheet = async (who: 'cashier' | 'kazan', query: string) => {
  const res = await f.app.inject({ method: 'GET', url: `/api/print_rate_sheet/?${query}`, headers: { authorization: `Token ${await f.token(who)}` } });
  return res;
};

describe('GET /api/print_rate_sheet/', () => {
  it("prints the city's rates of the day on one A4 page, as the feed has them", async () => {
    await as('supervisor').post('/api/value_setting/create_many/', {
      city: f.cities.moscow,
      rates: [
        { currency: f.currencies.USD, buy_rate: '91.25', sell_rate: '93.40' },
        { currency: f.currencies.EUR, buy_rate: '99', sell_rate: '102.5' },
      ],
    });
    const res = await sheet('cashier', `city=${f.cities.moscow}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/\.pdf/);
    const text = await pdfText(res.rawPayload);
    expect(text).toMatch(/Курсы валют/);
    expect(text).toMatch(/Москва/);
    expect(text).toMatch(/USD[\s\S]*91\.25[\s\S]*93\.40/);
    expect(text).toMatch(/Евро/);
    expect(text).toMatch(/Напечатано: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(pdfPages(text)).toBe(1);
  });

  it('says «Курсы уточняйте в кассе» on a day with no rates, and is 404 outside the user’s cities', async () => {
    const empty = await sheet('cashier', `city=${f.cities.moscow}&date=2020-01-01`);
    expect(await pdfText(empty.rawPayload)).toMatch(/Курсы уточняйте в кассе/);
    expect((await sheet('kazan', `city=${f.cities.moscow}`)).statusCode).toBe(404);
    expect((await sheet('cashier', '')).statusCode).toBe(400);
  });
});
