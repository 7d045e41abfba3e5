import { migrate } from '../src/server/db/migrate';
import { openPostgres } from '../src/server/db/postgresDb';
import type { Db } from '../src/server/db/types';
import { adminQuery, databaseUrlOf, openTestDb } from '../src/server/testing/testDb';

export interface BenchDb {
  db: Db;
  /** The database's own URL (PostgreSQL), for the API processes. */
  url: string | null;
  /** Ledger entries it held when opened (0: new). */
  entries: number;
}

export async function countEntries(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_entries');
  return rows[0].n;
}

/**
 * The bench's database on the server TEST_DATABASE_URL names (PostgreSQL), or PGlite:
 * - no name: a throwaway database (openTestDb), dropped on close;
 * - a name (PostgreSQL only): that database is kept after the run. If it already holds at
 *   least `entries` ledger entries it is used as it is, migrated to the current schema (a
 *   10-million-entry load takes many minutes, the measurement a few); if it holds fewer, it
 *   is dropped and made anew, empty, for the caller to seed.
 */
export async function openBenchDb(opts: { name?: string; entries: number }): Promise<BenchDb> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!opts.name || !adminUrl) {
    const db = await openTestDb();
    return { db, url: adminUrl ? await databaseUrlOf(db, adminUrl) : null, entries: 0 };
  }
  if (!/^[a-z_][a-z0-9_]*$/.test(opts.name)) throw new Error(`--database ${opts.name}: letters, digits and _ only`);
  const url = new URL(adminUrl);
  url.pathname = `/${opts.name}`;
  const exists = (await adminQuery(adminUrl, 'SELECT 1 FROM pg_database WHERE datname = $1', [opts.name])).rowCount! > 0;
  if (exists) {
    const db = await openPostgres(url.toString(), 4);
    await migrate(db);
    const entries = await countEntries(db).catch(() => 0);
    if (entries >= opts.entries) return { db, url: url.toString(), entries };
    await db.close();
    await adminQuery(adminUrl, `DROP DATABASE ${opts.name} WITH (FORCE)`);
  }
  await adminQuery(adminUrl, `CREATE DATABASE ${opts.name}`);
  const db = await openPostgres(url.toString(), 4);
  await migrate(db);
  return { db, url: url.toString(), entries: 0 };
}
