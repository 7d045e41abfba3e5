import { openOwnPglite } from '../testing/testDb';
import { openPglite } from './pgliteDb';

/**
 * openPglite's loadDataDir is honoured: a database started from another's dump holds that
 * one's data (the tests' migrated template, testing/testDb.ts, depends on it; it was once
 * silently ignored, and every test database ran initdb instead).
 */
it('starts from a dumped data folder when given one', async () => {
  // The source itself from the template's dump (initdb is not what is tested here).
  const source = await openOwnPglite();
  await source.exec("CREATE TABLE marker (note text); INSERT INTO marker VALUES ('from the dump')");
  const dump = await source.dumpDataDir();
  await source.close();
  const copy = await openPglite(undefined, { loadDataDir: dump });
  try {
    expect((await copy.query<{ note: string }>('SELECT note FROM marker')).rows).toEqual([{ note: 'from the dump' }]);
  } finally {
    await copy.close();
  }
}, 60_000);
