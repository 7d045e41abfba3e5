import type { JournalRow } from '../../../shared/contract/journal';
import { client } from '../../ledger/testing/apiClient';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { shiftCalls } from '../shifts/testing/shiftCalls';

/**
 * A count's differences in the day journal: a close counted short in RUB and over
 * in USD, then an opening count short again, make three rows of kind CASH_COUNT, signed as
 * their ledger entries, by whoever counted, with their reasons; a count equal to the books
 * makes none. Together with the day's other rows they explain the day's balance.
 */
const f = useLedgerFixture({ app: true });
const as = client(f);
let shifts: ReturnType<typeof shiftCalls>;

beforeAll(async () => {
  shifts = shiftCalls(f);
  await fund(f, f.registers.m2, 'RUB', '50000.00');
  await fund(f, f.registers.m2, 'USD', '500.00');
}, 60_000);

const journal = async (query = '') => {
  const res = await as('supervisor').get(`/api/operation/?cash_register=${f.registers.m2}${query}`);
  expect(res.status).toBe(200);
  return res.body as { count: number; results: JournalRow[] };
};
const countRows = async (query = '') => (await journal(query)).results.filter((r) => r.kind === 'CASH_COUNT');

describe('GET /api/operation/: a count’s differences', () => {
  it('a count equal to the books makes no row', async () => {
    expect((await shifts.close(f.registers.m2, 'cashier')).status).toBe(200);
    expect((await shifts.open(f.registers.m2, 'colleague')).status).toBe(201);
    expect(await countRows()).toEqual([]);
  });

  it('a close short in RUB and over in USD, then a short opening: a signed row per currency, by whoever counted, with the reason', async () => {
    expect((await shifts.close(f.registers.m2, 'colleague', { RUB: '-500', USD: '5' }, 'недостача при сдаче')).status).toBe(200);
    expect((await shifts.open(f.registers.m2, 'cashier', { RUB: '-100' }, 'приняла с недостачей')).status).toBe(201);

    const rows = await countRows();
    const shown = rows.map((r) => [r.operation_type, r.amount, r.currency.code, r.user?.name, r.comment]);
    // Newest first: the opening's row, then the close's two (one moment, in either order).
    expect(shown[0]).toEqual(['SHORTAGE', '-100.00', 'RUB', expect.stringContaining('cashier'), 'приняла с недостачей']);
    expect(shown.slice(1)).toHaveLength(2);
    expect(shown.slice(1)).toEqual(expect.arrayContaining([
      ['SURPLUS', '5.00', 'USD', expect.stringContaining('colleague'), 'недостача при сдаче'],
      ['SHORTAGE', '-500.00', 'RUB', expect.stringContaining('colleague'), 'недостача при сдаче'],
    ]));
    for (const r of rows) {
      expect(r).toMatchObject({ rate: null, total: null, fee: null, reverses: null, reversed_by: null, correction_pending: false, is_crypto: false });
      expect(r.id).toBe(`CASH_COUNT:${r.record_id}`);
    }
    // Each row is its ledger entry: the same amounts, posted from the same count lines.
    const { rows: entries } = await f.db.query<{ source_id: string; amount: string }>(
      "SELECT source_id::text, round(amount, 2)::text AS amount FROM ledger_entries WHERE source_type = 'CASH_COUNT' AND cash_register_id = $1 AND account = 'CASH'",
      [f.registers.m2],
    );
    const pairs = (list: Array<[string, string]>) => list.map((p) => p.join(' ')).sort();
    expect(pairs(entries.map((e) => [e.source_id, e.amount]))).toEqual(pairs(rows.map((r) => [String(r.record_id), r.amount])));
  });

  it('the kind filter takes CASH_COUNT, and the count of rows follows it', async () => {
    const only = await journal('&kind=CASH_COUNT');
    expect(only.count).toBe(3);
    expect(only.results.every((r) => r.kind === 'CASH_COUNT')).toBe(true);
    const all = await journal();
    expect(all.results.filter((r) => r.kind === 'CASH_COUNT')).toHaveLength(3);
    expect((await as('supervisor').get(`/api/operation/?cash_register=${f.registers.m2}&kind=COUNT`)).status).toBe(400);
  });
});
