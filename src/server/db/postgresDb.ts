import { Pool, types } from 'pg';
import type { Db, Queryable, QueryResult } from './types';

// bigint (count(*), bigserial) as a JS number would silently lose precision past 2^53;
// keep node-postgres' default (string) and cast counts to int in SQL instead.
void types;

function wrap(client: { query: Pool['query'] }): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const res = await client.query(sql, params as unknown[]);
      return { rows: res.rows as T[], rowCount: res.rowCount ?? res.rows.length };
    },
    async exec(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which accepts many statements.
      await client.query(sql);
    },
  };
}

export async function openPostgres(connectionString: string, max = 10): Promise<Db> {
  const pool = new Pool({ connectionString, max });
  // Fail fast with a clear message when the server is not there.
  await pool.query('SELECT 1');
  const base = wrap(pool);
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client as unknown as Pool));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
