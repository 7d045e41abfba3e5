import { mkdirSync } from 'node:fs';
import { lockDataDir } from './dataDirLock';
import { openPglite } from './pgliteDb';
import { openPostgres } from './postgresDb';
import type { Db } from './types';

/**
 * DATABASE_URL = a real PostgreSQL server; otherwise PGlite with its data in dataDir,
 * locked to this process while open (db/dataDirLock.ts).
 */
export async function openDb(opts: { databaseUrl?: string | null; dataDir?: string; poolSize?: number }): Promise<Db> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize);
  if (!opts.dataDir) return openPglite();
  mkdirSync(opts.dataDir, { recursive: true });
  const release = lockDataDir(opts.dataDir);
  try {
    const db = await openPglite(opts.dataDir);
    return {
      ...db,
      async close() {
        try {
          await db.close();
        } finally {
          release();
        }
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}
