import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminQuery } from '../../testing/testDb';
import { migrate } from '../../db/migrate';
import { openDb } from '../../db/openDb';
import type { Db } from '../../db/types';
import { seedDemo } from '../../seed/demo';
import { FAST_SCRYPT } from '../../auth/passwords';
import type { DbTarget } from '../../testing/serverProcess';

/**
 * The database the crashed server lives on, as the test sees it:
 * - PGlite: a data folder, which one process at a time may open (the server, or the test
 *   with openDb — the server's own path, lock included — while no server runs).
 * - PostgreSQL (TEST_DATABASE_URL, scripts/with-postgres.mjs): a database of its own,
 *   readable while the server runs.
 */
export interface CrashDatabase {
  name: 'PGlite' | 'PostgreSQL';
  target: DbTarget;
  /** The database itself (PGlite: only while no server runs). */
  open(): Promise<Db>;
  /**
   * The database as the crash left it, to check while the server restarts on the real one.
   * PGlite: a byte-for-byte copy of the folder the killed process left (stale lock included),
   * taken before the server touches it; opening the copy replays its WAL exactly as the
   * server's restart does with the original. PostgreSQL: the database itself (killing the
   * API process does not touch it).
   */
  crashedState(): { open(): Promise<Db>; discard(): void };
  /** PGlite: whether a lock file is there (a killed server leaves its own behind). */
  hasLockFile(): boolean;
  drop(): Promise<void>;
}

/** A new database with the schema and the demo network (cities, registers, users, currencies, persons). */
export async function createCrashDatabase(): Promise<CrashDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let db: CrashDatabase;
  if (adminUrl) {
    const name = `m247_crash_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    db = {
      name: 'PostgreSQL',
      target: { databaseUrl },
      open: () => openDb({ databaseUrl }),
      crashedState: () => ({ open: () => openDb({ databaseUrl }), discard: () => undefined }),
      hasLockFile: () => false,
      drop: async () => void (await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
    };
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'm247-crash-'));
    db = {
      name: 'PGlite',
      target: { dataDir },
      open: () => openDb({ dataDir }),
      crashedState: () => {
        const copy = mkdtempSync(join(tmpdir(), 'm247-crashed-'));
        cpSync(dataDir, copy, { recursive: true });
        return { open: () => openDb({ dataDir: copy }), discard: () => rmSync(copy, { recursive: true, force: true }) };
      },
      hasLockFile: () => existsSync(join(dataDir, 'm247.lock')),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const conn = await db.open();
  try {
    await migrate(conn);
    // The test signs in twice after every restart: passwords hashed at production cost would
    // spend ~80 ms of CPU on each, for nothing the test looks at.
    await seedDemo(conn, { scrypt: FAST_SCRYPT });
  } finally {
    await conn.close();
  }
  return db;
}
