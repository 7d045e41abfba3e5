import type { Db } from '../db/types';
import { FAST_SCRYPT } from '../auth/passwords';
import { createTestUser } from '../testing/testApp';
import { openTestDb } from '../testing/testDb';
import { needsDemoSeed, seedDemo } from './demo';

/**
 * A first start killed in the middle of the demo load (seen in the crash tests: accounts and
 * registers written, currencies and persons not) must be completed by the next start, which
 * asks needsDemoSeed, not "are there users?".
 */
// Opened by hand, per test: each test crashes a demo load part-way and needs a fresh database.
let db: Db;
beforeEach(async () => {
  db = await openTestDb();
}, 60_000);
afterEach(() => db.close());

const count = async (table: string) => Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n);

/** The database as a crash leaves it: every query from the first currency on fails. */
function crashingAtCurrencies(real: Db): Db {
  let crashed = false;
  const guard = (sql: string) => {
    if (/INSERT INTO currencies/i.test(sql)) crashed = true;
    if (crashed) throw new Error('killed');
  };
  const wrap = <Q extends { query: Db['query']; exec: Db['exec'] }>(q: Q): Q => ({
    ...q,
    query: (sql: string, params?: unknown[]) => (guard(sql), q.query(sql, params)),
    exec: (sql: string) => (guard(sql), q.exec(sql)),
  }) as Q;
  return { ...wrap(real), transaction: (fn) => real.transaction((tx) => fn(wrap(tx))) };
}

it('a new database needs the demo; a finished load does not', async () => {
  expect(await needsDemoSeed(db)).toBe(true);
  await seedDemo(db, { scrypt: FAST_SCRYPT });
  expect(await needsDemoSeed(db)).toBe(false);
});

it('a load cut off after the accounts still needs the demo, and seedDemo completes it', async () => {
  await expect(seedDemo(crashingAtCurrencies(db), { scrypt: FAST_SCRYPT })).rejects.toThrow('killed');
  expect(await count('users')).toBe(4);
  expect(await count('currencies')).toBe(0);
  expect(await needsDemoSeed(db)).toBe(true);

  await seedDemo(db, { scrypt: FAST_SCRYPT });
  expect(await count('users')).toBe(4);
  expect(await count('currencies')).toBe(8);
  expect(await count('operation_persons')).toBeGreaterThan(0);
  expect(await needsDemoSeed(db)).toBe(false);
});

it('a database with users and no record of a demo load (older, or made by hand) is left alone', async () => {
  await createTestUser(db, { username: 'someone', firstName: 'A', lastName: 'B' });
  expect(await needsDemoSeed(db)).toBe(false);
});
