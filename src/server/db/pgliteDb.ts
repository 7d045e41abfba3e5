import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, QueryResult } from './types';

type PgliteLike = Pick<PGlite, 'query' | 'exec'>;

function wrap(conn: PgliteLike): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const res = await conn.query<T>(sql, params);
      return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
    },
    async exec(sql: string) {
      await conn.exec(sql);
    },
  };
}

/**
 * Embedded PostgreSQL (WASM). One connection: PGlite runs one statement at a time and its
 * transaction() holds an exclusive lock, so transactions never interleave.
 * dataDir undefined = in memory (tests).
 */
export async function openPglite(dataDir?: string): Promise<Db> {
  const pg = new PGlite(dataDir);
  await pg.waitReady;
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
