import { PGlite } from '@electric-sql/pglite';
import { pgliteStartParams } from './pgliteStartParams';
import { PgliteStatements } from './pgliteStatements';
import { hookedTransaction } from './transactionHook';
import type { Db } from './types';

export interface PgliteDb extends Db {
  /** The whole data folder as a tar: a snapshot another PGlite can start from. */
  dumpDataDir(): Promise<Blob>;
}

/**
 * Embedded PostgreSQL (WASM). One connection: PGlite runs one statement at a time and its
 * transaction() holds an exclusive lock, so transactions never interleave. Queries run as
 * named prepared statements (pgliteStatements.ts), inside a transaction and outside.
 * dataDir undefined = in memory (tests). loadDataDir: start from a dumped data folder
 * (tests reuse a migrated template: ~0.7 s instead of ~3 s for a fresh initdb).
 */

export async function openPglite(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<PgliteDb> {
  return pgliteDb(await startPglite(dataDir, options));
}

/** The PGlite itself, ready: openPglite's, or a test's that compares the Db with PGlite's own calls. */
export async function startPglite(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<PGlite> {
  // One options object: `new PGlite(undefined, options)` drops the options (the constructor
  // reads its second argument only after a string), so the tests' template was never loaded
  // and every test database ran initdb (~2 s instead of ~0.6 s).
  const pg = new PGlite({ ...options, dataDir, startParams: pgliteStartParams() });
  await pg.waitReady;
  return pg;
}

/** The Db of a PGlite that is ready (the tests' worker database is made elsewhere: testing/workerDatabase.ts). */
export function pgliteDb(pg: PGlite): PgliteDb {
  const statements = new PgliteStatements(pg);
  return {
    kind: 'pglite',
    query: (sql, params) => statements.query(sql, params),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    transaction: (fn) => pg.transaction((tx) => hookedTransaction(statements.queryable(tx), fn)),
    // One connection: a NOTIFY from this process is delivered to its own LISTEN on commit.
    listen: (channel, onPayload) => pg.listen(channel, onPayload).then((stop) => () => stop()),
    close: () => pg.close(),
    dumpDataDir: () => pg.dumpDataDir('none'),
  };
}
