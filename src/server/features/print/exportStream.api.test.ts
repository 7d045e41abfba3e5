import type { Db } from '../../db/types';
import { SYSTEM_ACTOR } from '../../http/scope';
import { useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { createPerson } from '../operationPersons/personService';
import { outOperationPages } from './outOperations';
import { xlsxRows } from '../../documents/testing/readBack';

/**
 * The register report's download carries every operation of the period, streamed page by
 * page, past the PDF's 5 000-row limit. 12 003 operations on 2026-11-20, many in the same
 * millisecond (they differ in microseconds), so a cursor that lost precision would repeat
 * or skip rows.
 */
const f = useLedgerFixture({ app: true });
const COUNT = 12_003;

async function insertOperations(db: Db, register: number, person: number, currency: number) {
  await db.query(
    `INSERT INTO out_transactions (cash_register_id, operation_person_id, currency_id, is_crypto, operation_type, amount, comment, created_at)
     SELECT $1, $2, $3, false, CASE WHEN g % 2 = 0 THEN 'REPLENISHMENT' ELSE 'HANDED_OVER' END, g + 0.25, 'строка ' || g,
            timestamptz '2026-11-20 10:00:00.123+03' + (g / 10) * interval '1 millisecond' + (g % 10) * interval '1 microsecond'
       FROM generate_series(1, $4::int) AS g`,
    [register, person, currency, COUNT],
  );
}

beforeAll(async () => {
  const person = await createPerson(f.db, SYSTEM_ACTOR, { first_name: 'Поток', last_name: 'Строк', phone: '', city: f.cities.moscow });
  await insertOperations(f.db, f.registers.m1, person.id, f.currencies.USD);
}, 60_000);

const url = (format: string) => `/api/print_out_transaction_report/?format=${format}&from_date=2026-11-20&to_date=2026-11-20&cash_register=`;

it('pages through every row once, in time order, whatever the page size', async () => {
  const seen: string[] = [];
  for await (const page of outOperationPages(f.db, f.actors.admin, { cash_register: f.registers.m1, from_date: '2026-11-20', to_date: '2026-11-20' }, 997)) {
    expect(page.length).toBeLessThanOrEqual(997);
    seen.push(...page.map((r) => r.comment));
  }
  expect(seen).toHaveLength(COUNT);
  expect(new Set(seen).size).toBe(COUNT);
  expect(seen.slice(0, 3)).toEqual(['строка 1', 'строка 2', 'строка 3']);
  expect(seen.at(-1)).toBe(`строка ${COUNT}`);
});

it('downloads all the operations as XLSX, with the totals, while the PDF asks for a shorter period', async () => {
  const token = await f.token('admin');
  const res = await f.app.inject({ method: 'GET', url: url('xlsx') + f.registers.m1, headers: { authorization: `Token ${token}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-length']).toBeUndefined(); // streamed
  const { values } = await xlsxRows(res.rawPayload);
  const operations = values.filter((row) => typeof row[5] === 'string' && String(row[5]).startsWith('строка '));
  expect(operations).toHaveLength(COUNT);
  expect(operations[0][4]).toBe(1.25);
  expect(operations.at(-1)![4]).toBe(COUNT + 0.25);
  // Totals: replenishments are the even g (2 + 4 + … + 12 002 = 6 001 × 6 002 = 36 018 002, plus 0,25 each).
  const usd = values.find((row) => row[0] === 'USD' && typeof row[4] === 'number' && row[4] === COUNT);
  expect(usd?.[1]).toBe(36_018_002 + 6001 * 0.25);

  const pdf = await f.app.inject({ method: 'GET', url: url('pdf') + f.registers.m1, headers: { authorization: `Token ${token}` } });
  expect(pdf.statusCode).toBe(400);
  expect(pdf.json().non_field_errors[0]).toMatch(/Слишком много операций/);
}, 120_000);
