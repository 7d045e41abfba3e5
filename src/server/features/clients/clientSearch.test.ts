import { useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { searchTerms } from './clientQueries';
import { searchClients, type SearchLimits } from './clientSearch';

/**
 * The search's three plans (clientSearch.ts) give the same answer: each is reached here with
 * small hand-over limits on a few dozen clients, and every page is compared with a plain
 * count and a plain sort of the same condition. Among the clients, some match the word in
 * two keys (Филипп Филиппов), which the plans must count and list once.
 */
const f = useLedgerFixture();

const SURNAMES = ['Филиппов', 'Филиппова', 'Иванов', 'Аксенов', 'Яшин', 'Филин'];
const FIRST = ['Филипп', 'Анна', 'Пётр', 'Филипп', 'Ольга', 'Юрий', 'Мария'];

beforeAll(async () => {
  for (let i = 0; i < 42; i++) {
    await f.db.query(
      `INSERT INTO clients (last_name, first_name, middle_name, birth_date, citizenship, document_type, document_number)
       VALUES ($1, $2, $3, '1980-01-01', 'RU', 'Паспорт РФ', $4)`,
      [SURNAMES[i % SURNAMES.length], FIRST[i % FIRST.length], i % 5 === 0 ? 'Филиппович' : 'Иванович', String(500000 + i)],
    );
  }
});

async function plain(search: string): Promise<number[]> {
  const terms = await searchTerms(f.db, search);
  const { rows } = await f.db.query<{ id: number }>(
    `SELECT c.id FROM clients c WHERE ${terms!.all} ORDER BY c.last_name, c.first_name, c.middle_name, c.id`,
  );
  return rows.map((r) => r.id);
}

async function pages(search: string, limits: SearchLimits, size: number) {
  const terms = await searchTerms(f.db, search);
  const seen: number[] = [];
  let count = -1;
  for (let page = 1; ; page++) {
    const answer = await searchClients(f.db, terms, '/api/client/', { page, size }, limits);
    count = answer.count;
    seen.push(...answer.results.map((c) => c.id));
    if (!answer.next) return { count, ids: seen };
  }
}

const PLANS: Array<[string, SearchLimits]> = [
  ['few: every match kept and sorted', { few: 1000, candidates: 2000, countCap: 1000 }],
  ['many: counted from ids, the page read again', { few: 3, candidates: 1000, countCap: 1000 }],
  ['walk: in name order, counted exactly', { few: 3, candidates: 10, countCap: 1000 }],
];

describe.each(PLANS)('%s', (_name, limits) => {
  it.each(['фили', 'Филипп Фил', 'ива', 'юрий яшин', 'нет такого', '500003', '500 003', 'Филиппов 500006'])('«%s»: the count and every page equal a plain query', async (search) => {
    const expected = await plain(search);
    const got = await pages(search, limits, 4);
    expect(got.count).toBe(expected.length);
    expect(got.ids).toEqual(expected);
  });
});

it('the walk counts up to the cap and serves the pages inside it', async () => {
  const expected = await plain('фили');
  expect(expected.length).toBeGreaterThan(12);
  const got = await pages('фили', { few: 3, candidates: 10, countCap: 12 }, 4);
  expect(got.count).toBe(12);
  expect(got.ids).toEqual(expected.slice(0, 12));
});

it('a document is found by its whole number only, never by a part of it', async () => {
  const whole = await pages('500007', PLANS[0][1], 4);
  expect(whole.count).toBe(1);
  for (const part of ['50000', '5000', '00007', '500 00']) {
    for (const [, limits] of PLANS) expect(await pages(part, limits, 4)).toEqual({ count: 0, ids: [] });
  }
});
