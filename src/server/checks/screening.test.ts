import { useLedgerFixture } from '../ledger/testing/ledgerFixture';
import { uploadWatchlist } from '../features/compliance/testing/watchlistUpload';
import { EVASIONS, LIST, ORDINARY, type ScreeningCase } from './screeningCases';
import { screenClient } from './screening';

/**
 * The screening table (screeningCases.ts) through the real path: the clients are written
 * (straight into the table: the API refuses names with invisible characters, but a name
 * stored before must screen all the same), the list is uploaded as a compliance officer
 * does (every client rescreened), and each client's state compared with the table's; then
 * each client is screened alone again, as a create or an update does, with the same answer.
 */
const f = useLedgerFixture({ app: true });
const CASES = [...EVASIONS, ...ORDINARY];
const ids = new Map<ScreeningCase, number>();

beforeAll(async () => {
  for (const [i, c] of CASES.entries()) {
    const { rows } = await f.db.query<{ id: number }>(
      `INSERT INTO clients (last_name, first_name, middle_name, birth_date, citizenship, document_type, document_number)
       VALUES ($1, $2, $3, $4, 'RU', 'Паспорт РФ', $5) RETURNING id`,
      [c.last_name, c.first_name, c.middle_name, c.birth_date, `S${100000 + i}`],
    );
    ids.set(c, rows[0].id);
  }
  const csv = ['full_name,birth_date', ...LIST.map(([name, birth]) => `${name},${birth}`)].join('\n');
  expect(await uploadWatchlist(f, 'compliance', csv)).toMatchObject({ status: 200 });
}, 60_000);

const label = (c: ScreeningCase) => `${c.why}: «${[c.last_name, c.first_name, c.middle_name].join(' ').trim()}» ${c.birth_date}`;

it('the table has at least 40 evasions and 40 ordinary names', () => {
  expect(EVASIONS.length).toBeGreaterThanOrEqual(40);
  expect(EVASIONS.every((c) => c.expected !== 'clear')).toBe(true);
  expect(ORDINARY.length).toBeGreaterThanOrEqual(40);
  expect(ORDINARY.every((c) => c.expected === 'clear')).toBe(true);
});

it.each(CASES.map((c) => [label(c), c] as const))('after the upload, %s', async (_label, c) => {
  const { rows } = await f.db.query<{ screening_status: string }>('SELECT screening_status FROM clients WHERE id = $1', [ids.get(c)]);
  expect(rows[0].screening_status).toBe(c.expected);
});

it.each(CASES.map((c) => [label(c), c] as const))('screened alone, %s', async (_label, c) => {
  expect(await f.db.transaction((tx) => screenClient(tx, ids.get(c)!))).toBe(c.expected);
});
