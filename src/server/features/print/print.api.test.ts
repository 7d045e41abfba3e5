import type { LightMyRequestResponse } from 'fastify';
import { createTestUser, login } from '../../testing/testApp';
import { SYSTEM_ACTOR } from '../../http/scope';
import { WIRE_DATE_ERROR } from '../../../shared/contract/request/fields';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { setValueSetting } from '../currencies/valueSettingService';
import { createOutTransaction } from '../operationPersons/outTransactionService';
import { createPerson, setPersonActive } from '../operationPersons/personService';
import { findCell, pdfText, xlsxRows } from '../../documents/testing/readBack';
import { RATE_FORMAT } from '../../documents/xlsxSheet';

/**
 * The print endpoints through the whole app. Москва: Алексей Смирнов (USD 1 500,00 in,
 * 265,50 out → balance 1 234,50), Борис Должников (a debtor, −300,00 USD), an inactive
 * person, and rates for 2026-11-20; Казань: one person. pdftotext reads the no-break
 * group separator back as a plain space.
 */
const f = useLedgerFixture({ app: true });
let printer: string; // isAllowToPrint only, Moscow
let alexey: number;
let inactive: number;
let azat: number;
const DAY = '2026-11-20';
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  await fund(f, f.registers.m1, 'USD', '10000.00', at('2026-11-01T09:00:00Z'));
  const person = (first_name: string, last_name: string, city = f.cities.moscow) =>
    createPerson(f.db, SYSTEM_ACTOR, { first_name, last_name, phone: '+7 900 000-00-00', city });
  alexey = (await person('Алексей', 'Смирнов')).id;
  const boris = (await person('Борис', 'Должников')).id;
  inactive = (await person('Игорь', 'Неактивный')).id;
  azat = (await person('Азат', 'Казанский', f.cities.kazan)).id;
  const out = (who: number, operation_type: 'REPLENISHMENT' | 'HANDED_OVER', amount: string, when: string, comment = '') =>
    createOutTransaction(
      f.db, f.actors.cashier,
      { cash_register: f.registers.m1, operation_person: who, currency: f.currencies.USD, operation_type, amount, comment },
      { crypto: false, at: at(when) },
    );
  await out(alexey, 'REPLENISHMENT', '1500.00', '2026-11-20T10:00:00Z', 'Вклад');
  await out(alexey, 'HANDED_OVER', '265.50', '2026-11-21T10:00:00Z');
  await out(boris, 'HANDED_OVER', '300.00', '2026-11-20T11:00:00Z');
  await out(inactive, 'REPLENISHMENT', '77.00', '2026-11-20T12:00:00Z');
  await setPersonActive(f.db, SYSTEM_ACTOR, inactive, false);

  const rates = (currency: number, buy_rate: string, sell_rate: string, where: { city?: number; cash_register?: number }) =>
    setValueSetting(f.db, SYSTEM_ACTOR, { ...where, currency, date: DAY, buy_rate, sell_rate });
  await rates(f.currencies.USD, '92.5', '95.25', { city: f.cities.moscow });
  await rates(f.currencies.EUR, '1234.5', '1250', { city: f.cities.moscow });
  await rates(f.currencies.USD, '93', '94', { cash_register: f.registers.m2 });

  await createTestUser(f.db, { username: 'printer', cityIds: [f.cities.moscow], permissions: { isAllowToPrint: true } });
  printer = await login(f.app, 'printer');
}, 60_000);

type Who = 'anonymous' | 'admin' | 'cashier' | 'kazan' | 'noPerms' | 'printer';

async function get(who: Who, url: string): Promise<LightMyRequestResponse> {
  const token = who === 'anonymous' ? null : who === 'printer' ? printer : await f.token(who);
  return f.app.inject({ method: 'GET', url, headers: token ? { authorization: `Token ${token}` } : {} });
}

async function pdf(who: Who, url: string): Promise<string> {
  const res = await get(who, url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return pdfText(res.rawPayload);
}

async function xlsx(who: Who, url: string) {
  const res = await get(who, `${url}${url.includes('?') ? '&' : '?'}format=xlsx`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  return xlsxRows(res.rawPayload);
}

function expectFileName(res: LightMyRequestResponse, cyrillic: string, ascii: string) {
  const header = String(res.headers['content-disposition']);
  expect(header).toMatch(/^attachment; /);
  expect(header).toContain(`filename="${ascii}`);
  expect(header).toContain(`filename*=UTF-8''${encodeURIComponent(cyrillic)}`);
  expect(res.headers['cache-control']).toBe('no-store');
}

describe('GET /api/print_operation_person_list/', () => {
  const url = `/api/print_operation_person_list/?city=`;

  it('prints the city persons with balances grouped by thousands, totals, the Cyrillic file name', async () => {
    const res = await get('cashier', `${url}${f.cities.moscow}`);
    expectFileName(res, 'Кредиторы-дебиторы Москва ', 'Kreditory-debitory Moskva ');
    expect(String(res.headers['content-disposition'])).toMatch(/\.pdf"; /);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Список кредиторов и дебиторов');
    expect(text).toContain('Город: Москва');
    expect(text).toMatch(/Алексей Смирнов.*1 234,50/);
    expect(text).toMatch(/Борис Должников.*-300,00/);
    expect(text).toMatch(/Игорь Неактивный.*неактивен/); // the cashier may see inactive persons
    expect(text).toMatch(/Кредиторы \(сеть должна\)\s+11 311,50/); // 10 000 + 1 234,50 + 77
    expect(text).toMatch(/Дебиторы \(должны сети\)\s+-300,00/);
    expect(text).not.toContain('Азат');
    expect(text).toContain('Страница 1 из 1');
  });

  it('downloads the same as XLSX: numeric cells with the #,##0.00 format', async () => {
    const { sheet, values } = await xlsx('cashier', `${url}${f.cities.moscow}&search=смирн`);
    expect(values[0]).toEqual(['Список кредиторов и дебиторов']);
    expect(findCell(sheet, 'Имя')!.font.bold).toBe(true);
    const name = findCell(sheet, 'Алексей Смирнов')!;
    const usdColumn = Number(findCell(sheet, 'USD')!.col);
    const balance = sheet.getRow(Number(name.row)).getCell(usdColumn);
    expect(balance.value).toBe(1234.5);
    expect(balance.numFmt).toBe('#,##0.00');
    expect(findCell(sheet, 'Борис Должников')).toBeUndefined();
  });

  it('leaves inactive persons out without the permission, and refuses to list only them', async () => {
    const text = await pdf('printer', `${url}${f.cities.moscow}`);
    expect(text).toContain('Алексей Смирнов');
    expect(text).not.toContain('Игорь Неактивный');
    const res = await get('printer', `${url}${f.cities.moscow}&is_active=false`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: expect.any(String) });
  });

  it('answers 401 / 403 / 404 / 400', async () => {
    expect((await get('anonymous', `${url}${f.cities.moscow}`)).statusCode).toBe(401);
    const forbidden = await get('noPerms', `${url}${f.cities.moscow}`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ detail: 'У вас недостаточно прав для выполнения данного действия.' });
    // Without the right, 403 comes before the query is looked at (as in DRF).
    expect((await get('noPerms', '/api/print_operation_person_list/')).statusCode).toBe(403);
    expect((await get('kazan', `${url}${f.cities.moscow}`)).statusCode).toBe(404);
    expect((await get('cashier', `${url}999999`)).statusCode).toBe(404);
    const missing = await get('cashier', '/api/print_operation_person_list/');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ city: ['Обязательное поле.'] });
    const bad = await get('cashier', `${url}abc&is_active=maybe&format=doc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      city: ['Введите правильное число.'],
      is_active: ['Требуется логическое значение.'],
      format: ['Значения "doc" нет среди допустимых вариантов.'],
    });
  });

  it('lets an admin print without any flag', async () => {
    expect(await pdf('admin', `${url}${f.cities.kazan}`)).toContain('Азат Казанский');
  });
});

describe('GET /api/print_operation_person_detail/{id}/', () => {
  const url = (id: number) => `/api/print_operation_person_detail/${id}/`;

  it('prints the person card: balance, operations and totals', async () => {
    const res = await get('cashier', url(alexey));
    expectFileName(res, 'Кредитор-дебитор Алексей Смирнов.pdf', 'Kreditor-debitor Aleksei Smirnov.pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Кредитор / дебитор: Алексей Смирнов');
    expect(text).toMatch(/USD — Доллар США\s+1 234,50\s+Кредитор/);
    expect(text).toMatch(/20\/11\/2026 13:00\s+М1\s+Пополнение\s+USD\s+1 500,00\s+Вклад/);
    expect(text).toMatch(/21\/11\/2026 13:00\s+М1\s+Выдача\s+USD\s+265,50/);
    expect(text).toMatch(/USD\s+1 500,00\s+265,50\s+1 234,50\s+2/);
    expect(text).toContain('Период операций: весь период');
  });

  it('limits the operations to the period; the XLSX carries the same values', async () => {
    const text = await pdf('cashier', `${url(alexey)}?from_date=2026-11-21&to_date=2026-11-21`);
    expect(text).toContain('Период операций: 21/11/2026');
    expect(text).not.toContain('1 500,00');
    expect(text).toContain('265,50');
    const { sheet } = await xlsx('cashier', `${url(alexey)}?to_date=${DAY}`);
    const kind = findCell(sheet, 'Пополнение')!;
    const row = sheet.getRow(Number(kind.row));
    expect(row.getCell(1).value).toEqual(new Date(Date.UTC(2026, 10, 20, 13, 0)));
    expect(row.getCell(5).value).toBe(1500);
    expect(row.getCell(5).numFmt).toBe('#,##0.00');
    expect(findCell(sheet, 265.5)).toBeUndefined(); // the 21st is after to_date
  });

  it('answers 404 for an inactive person without the permission and outside the cities, 400 for dates', async () => {
    expect((await get('printer', url(inactive))).statusCode).toBe(404);
    expect(await pdf('cashier', url(inactive))).toContain('Статус: неактивен');
    expect((await get('cashier', url(azat))).statusCode).toBe(404);
    expect((await get('cashier', '/api/print_operation_person_detail/abc/')).statusCode).toBe(404);
    expect((await get('anonymous', url(alexey))).statusCode).toBe(401);
    expect((await get('noPerms', url(alexey))).statusCode).toBe(403);
    const reversed = await get('cashier', `${url(alexey)}?from_date=2026-11-21&to_date=2026-11-20`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({ to_date: ['Дата окончания раньше даты начала.'] });
    const impossible = await get('cashier', `${url(alexey)}?to_date=2026-02-30`);
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json()).toEqual({ to_date: [WIRE_DATE_ERROR] });
  });
});

describe('GET /api/print_value_setting_detail/', () => {
  const url = `/api/print_value_setting_detail/?date=${DAY}&city=`;

  it('prints the rate board of the city and the registers’ own rates', async () => {
    const res = await get('printer', `${url}${f.cities.moscow}`);
    expectFileName(res, `Курсы валют Москва ${DAY}.pdf`, `Kursy valiut Moskva ${DAY}.pdf`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Курсы валют');
    expect(text).toContain('Курсы на 20/11/2026');
    expect(text).toMatch(/USD — Доллар США\s+92,50\s+95,25/);
    expect(text).toMatch(/EUR — Евро\s+1 234,50\s+1 250,00/);
    expect(text).toMatch(/М2\s+USD — Доллар США\s+93,00\s+94,00/);
  });

  it('downloads the board as XLSX with numeric rates', async () => {
    const { sheet } = await xlsx('printer', `${url}${f.cities.moscow}`);
    const eur = sheet.getRow(Number(findCell(sheet, 'EUR — Евро')!.row));
    expect(eur.getCell(2).value).toBe(1234.5);
    expect(eur.getCell(2).numFmt).toBe(RATE_FORMAT);
    expect(eur.getCell(3).value).toBe(1250);
  });

  it('says so when no rates are set, and answers 404 / 400 / 403', async () => {
    expect(await pdf('printer', `/api/print_value_setting_detail/?date=2026-11-19&city=${f.cities.moscow}`)).toContain(
      'Курсы на эту дату не заданы',
    );
    expect((await get('printer', `${url}${f.cities.kazan}`)).statusCode).toBe(404);
    expect((await get('noPerms', `${url}${f.cities.moscow}`)).statusCode).toBe(403);
    const bad = await get('printer', '/api/print_value_setting_detail/?date=20-11-2026');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ city: ['Обязательное поле.'], date: [WIRE_DATE_ERROR] });
  });
});

describe('GET /api/print_out_transaction_report/', () => {
  const url = (register: number, query = `&from_date=${DAY}&to_date=${DAY}`) =>
    `/api/print_out_transaction_report/?cash_register=${register}${query}`;

  it('prints a register’s operations over the period with totals per currency and type', async () => {
    const res = await get('cashier', url(f.registers.m1));
    expectFileName(res, `Операции кредиторов-дебиторов М1 ${DAY}_${DAY}.pdf`, `Operatsii kreditorov-debitorov M1 ${DAY}_${DAY}.pdf`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Отчет по операциям кредиторов / дебиторов');
    expect(text).toContain('Касса: М1');
    expect(text).toContain('Период: 20/11/2026');
    expect(text).toMatch(/Алексей Смирнов\s+Пополнение\s+USD\s+1 500,00/);
    expect(text).toMatch(/Борис Должников\s+Выдача\s+USD\s+300,00/);
    expect(text).toContain('Игорь Неактивный');
    expect(text).not.toContain('265,50'); // the 21st
    expect(text).not.toContain('10 000,00'); // the 1st
    expect(text).toMatch(/USD\s+1 577,00\s+300,00\s+1 277,00\s+3/);
  });

  it('downloads the report as XLSX with numeric amounts and totals', async () => {
    const { sheet } = await xlsx('cashier', url(f.registers.m1, '&from_date=2026-11-01&to_date=2026-11-30'));
    const owner = sheet.getRow(Number(findCell(sheet, 'Владелец')!.row));
    expect(owner.getCell(5).value).toBe(10000);
    expect(owner.getCell(5).numFmt).toBe('#,##0.00');
    const totals = sheet.getRow(Number(findCell(sheet, 'Итоги по валютам')!.row) + 2);
    expect(totals.values).toEqual([undefined, 'USD', 11577, 565.5, 11011.5, 5]);
  });

  it('answers 401 / 403 / 404 / 400', async () => {
    expect((await get('anonymous', url(f.registers.m1))).statusCode).toBe(401);
    expect((await get('noPerms', url(f.registers.m1))).statusCode).toBe(403);
    expect((await get('cashier', url(f.registers.k1))).statusCode).toBe(404);
    const missing = await get('cashier', '/api/print_out_transaction_report/');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ cash_register: ['Обязательное поле.'] });
    const reversed = await get('cashier', url(f.registers.m1, '&from_date=2026-11-21&to_date=2026-11-20'));
    expect(reversed.json()).toEqual({ to_date: ['Дата окончания раньше даты начала.'] });
  });
});
