import { Pool, types } from 'pg';
import { PostgresListener } from './postgresListener';
import { hookedTransaction } from './transactionHook';
import type { Db, Queryable, QueryResult } from './types';

/**
 * bigint (bigserial ids, count(*)) as PGlite gives it: a number. node-postgres' default is a
 * string, so the same service answered `"id": "2"` on one database and `2` on the other.
 * Past 2^53 a number would silently be wrong: such a value stays a string.
 */
const INT8_OID = 20;
function parseInt8(text: string): number | string {
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : text;
}
const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? parseInt8 : types.getTypeParser(oid, format)) as typeof types.getTypeParser,
};

/**
 * Named prepared statements: each connection parses and plans a statement once instead of on
 * every request. The product's SQL texts are a fixed set (values travel as parameters; only
 * page sizes, bounded by the schema, are written in); past MAX_PREPARED distinct texts the rest run unnamed, so nothing grows
 * without bound.
 */
const MAX_PREPARED = 1000;
const statementNames = new Map<string, string>();
function statementName(sql: string): string | undefined {
  let name = statementNames.get(sql);
  if (!name && statementNames.size < MAX_PREPARED) {
    name = `m247_${statementNames.size}`;
    statementNames.set(sql, name);
  }
  return name;
}

function wrap(client: { query: Pool['query'] }): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const res = await client.query({ name: statementName(sql), text: sql, values: params });
      return { rows: res.rows as T[], rowCount: res.rowCount ?? res.rows.length };
    },
    async exec(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which accepts many statements.
      await client.query(sql);
    },
  };
}

export async function openPostgres(connectionString: string, max = 10): Promise<Db> {
  // PostgreSQL's default plan cache mode: a prepared statement is planned with its values
  // for the first five runs, then keeps one generic plan when that is estimated no dearer.
  // Planning the joined list queries cost ~1 ms, more than running them; page sizes are
  // literals (http/pagination.ts), so a generic plan knows the LIMIT and keeps the index walk.
  const pool = new Pool({ connectionString, max, types: typeParsers });
  // An idle connection the server closes (a restart, an administrator, a dropped test
  // database) is reported here; without a listener node-postgres' pool would crash the
  // process. The pool opens a new connection for the next query.
  pool.on('error', (err) => console.warn(`PostgreSQL closed an idle connection: ${err.message}`));
  // Fail fast with a clear message when the server is not there.
  await pool.query('SELECT 1');
  const base = wrap(pool);
  const listener = new PostgresListener(connectionString);
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await hookedTransaction(wrap(client as unknown as Pool), fn);
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    listen: (channel, onPayload, onGap) => listener.listen(channel, onPayload, onGap),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
