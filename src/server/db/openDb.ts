import { mkdirSync } from 'node:fs';
import { openPglite } from './pgliteDb';
import { openPostgres } from './postgresDb';
import type { Db } from './types';

/** DATABASE_URL = a real PostgreSQL server; otherwise PGlite with its data in dataDir. */
export async function openDb(opts: { databaseUrl?: string; dataDir?: string }): Promise<Db> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  return openPglite(opts.dataDir);
}
