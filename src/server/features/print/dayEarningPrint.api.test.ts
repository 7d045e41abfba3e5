import type { LightMyRequestResponse } from 'fastify';
import type { EarningReport } from '../../../shared/contract/reports';
import { createTestUser, login } from '../../testing/testApp';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { createExchange } from '../exchange/exchangeService';
import { pdfText, xlsxRows } from '../../documents/testing/readBack';

/**
 * print_day_report and print_earning_report through the app. М1 (Москва) holds 200 000,00 RUB
 * and 10 000,00 USD from 2026-11-01; on 2026-11-20 it buys 1 000 USD at 90 (−90 000 RUB) and
 * sells 500 USD at 93 (+46 500 RUB): RUB closes that day at 156 500,00. К1 (Казань) holds
 * 700,00 USD. The files must say what the JSON calls say.
 */
const f = useLedgerFixture({ app: true });
const DAY = '2026-11-20';

beforeAll(async () => {
  await fund(f, f.registers.m1, 'RUB', '200000.00', new Date('2026-11-01T09:00:00Z'));
  await fund(f, f.registers.m1, 'USD', '10000.00', new Date('2026-11-01T09:00:00Z'));
  await fund(f, f.registers.k1, 'USD', '700.00', new Date('2026-11-01T09:00:00Z'));
  const trade = (operation_type: 'BUY' | 'SELL', amount: string, rate: string, iso: string) =>
    createExchange(f.db, f.actors.cashier, { cash_register: f.registers.m1, currency: f.currencies.USD, operation_type, amount, rate }, { at: new Date(iso) });
  await trade('BUY', '1000.00', '90.00', `${DAY}T08:00:00Z`);
  await trade('SELL', '500.00', '93.00', `${DAY}T09:00:00Z`);
}, 60_000);

type Who = 'admin' | 'supervisor' | 'cashier' | 'noPerms' | 'kazan';
async function get(who: Who, url: string): Promise<LightMyRequestResponse> {
  return f.app.inject({ method: 'GET', url, headers: { authorization: `Token ${await f.token(who)}` } });
}
const flat = (values: unknown[][]) => values.map((row) => row.filter((v) => v !== null && v !== undefined && v !== ''));

describe('GET /api/print_day_report/', () => {
  it("prints a city's registers and total for the day, the same figures as city_data", async () => {
    const res = await get('cashier', `/api/print_day_report/?city=${f.cities.moscow}&date=${DAY}`);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent(`Остатки Москва ${DAY}.pdf`));
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Остатки за день');
    expect(text).toContain('Дата: 20/11/2026');
    expect(text).toMatch(/М1[\s\S]*RUB\s+200 000,00\s+46 500,00\s+90 000,00\s+156 500,00/);
    expect(text).toContain('Итого по городу');
    expect(text).not.toContain('К1');
  });

  it('downloads the network day as XLSX: each city, then the total, with numeric cells', async () => {
    const res = await get('supervisor', `/api/print_day_report/?date=${DAY}&format=xlsx`);
    expect(res.statusCode).toBe(200);
    const api = (await get('supervisor', `/api/overall_day_amount/?date=${DAY}`)).json();
    const rows = flat((await xlsxRows(res.rawPayload)).values);
    const usd = (after: string) => rows.slice(rows.findIndex((r) => r[0] === after)).find((r) => r[0] === 'USD')!;
    const apiUsd = (totals: Array<{ currency: { code: string }; closing: string }>) => Number(totals.find((t) => t.currency.code === 'USD')!.closing);
    expect(usd('Казань')).toEqual(['USD', 700, 0, 0, 700]);
    expect(usd('Итого по сети')[4]).toBe(apiUsd(api.totals));
    expect(usd('Итого по сети')[4]).toBe(11_200); // 10 000 + 1 000 − 500 (Москва) + 700 (Казань)
  });

  it('answers 403 without the print right, 404 for a city outside the user’s, 400 for a bad date', async () => {
    expect((await get('noPerms', `/api/print_day_report/?city=${f.cities.moscow}`)).statusCode).toBe(403);
    expect((await get('kazan', `/api/print_day_report/?city=${f.cities.moscow}`)).statusCode).toBe(404);
    const bad = await get('cashier', `/api/print_day_report/?date=2026-02-30`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('date');
  });
});

describe('GET /api/print_earning_report/', () => {
  const period = `from_date=${DAY}&to_date=${DAY}`;

  it("prints the city's earning report with the API's figures", async () => {
    const api: EarningReport = (await get('supervisor', `/api/city_earning_report/?city=${f.cities.moscow}&${period}`)).json();
    const res = await get('supervisor', `/api/print_earning_report/?city=${f.cities.moscow}&${period}`);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Отчет о доходах');
    expect(text).toContain('Город: Москва');
    expect(text).toContain('Период: 20/11/2026 — 20/11/2026');
    const usd = api.exchange.find((r) => r.currency.code === 'USD')!;
    expect(usd.sold_amount).toBe('500.00');
    const grouped = (v: string) => v.replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
    expect(text).toMatch(new RegExp(`USD\\s+1 000,00\\s+500,00\\s+${grouped(usd.earning)}`));
  });

  it('downloads the full report as XLSX with one row per currency of the API', async () => {
    const api: EarningReport = (await get('admin', `/api/full_earning_report/?${period}`)).json();
    const res = await get('admin', `/api/print_earning_report/?${period}&format=xlsx`);
    expect(res.statusCode).toBe(200);
    const rows = flat((await xlsxRows(res.rawPayload)).values);
    const start = rows.findIndex((r) => r[0] === 'Итого по валютам') + 2;
    // Columns: currency, exchange, transfer fees, crypto fees, income, expenses, cash differences, total.
    expect(rows.slice(start, start + api.totals.length).map((r) => [r[0], r[6], r[7]])).toEqual(
      api.totals.map((t) => [t.currency.code, Number(t.cash_differences), Number(t.total)]),
    );
  });

  it('needs the earning right on top of the print right, and a valid period', async () => {
    await createTestUser(f.db, { username: 'printonly', cityIds: [f.cities.moscow], permissions: { isAllowToPrint: true } });
    const printOnly = await login(f.app, 'printonly');
    const refused = await f.app.inject({
      method: 'GET',
      url: `/api/print_earning_report/?city=${f.cities.moscow}&${period}`,
      headers: { authorization: `Token ${printOnly}` },
    });
    expect(refused.statusCode).toBe(403);
    const reversed = await get('supervisor', `/api/print_earning_report/?from_date=${DAY}&to_date=2026-11-01`);
    expect(reversed.statusCode).toBe(400);
  });
});
