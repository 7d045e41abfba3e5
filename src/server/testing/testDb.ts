import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Client } from 'pg';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pgliteDb';
import { openPostgres } from '../db/postgresDb';
import type { Db } from '../db/types';

const MIGRATIONS_DIR = join(__dirname, '..', 'db', 'migrations');
/** Changed when the template is made differently (2: checkpointed, 3: no template0/template1). */
const TEMPLATE_RECIPE = '3';

/**
 * A fresh, migrated database for one test file (or one test):
 * - TEST_DATABASE_URL set (an admin URL of a PostgreSQL server, scripts/with-postgres.mjs):
 *   a new database m247_t_<random>, dropped on close;
 * - otherwise an in-memory PGlite.
 */
export function openTestDb(): Promise<Db> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? openTestPostgres(url) : openTestPglite();
}

const migrationFiles = () => readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{3}_.*\.sql$/.test(f));

/**
 * Names the migrated state: a new or changed migration (or PGlite) makes a new template, and
 * so does a new way of making it (TEMPLATE_RECIPE).
 */
function templateKey(): string {
  const hash = createHash('sha256').update(TEMPLATE_RECIPE);
  const pgliteDir = dirname(dirname(require.resolve('@electric-sql/pglite')));
  hash.update(readFileSync(join(pgliteDir, 'package.json')));
  for (const f of readdirSync(MIGRATIONS_DIR).sort()) hash.update(f).update(readFileSync(join(MIGRATIONS_DIR, f)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A fresh PGlite boots in ~3 s (initdb); one loaded from a dump of a migrated data folder
 * in ~0.5 s of CPU. The dump is kept in the temp folder so that every test file (jest runs each
 * in its own module registry) and every later run reuses it.
 */
async function openTestPglite(): Promise<Db> {
  const file = join(tmpdir(), `m247-pglite-template-${templateKey()}.tar`);
  if (existsSync(file)) {
    try {
      const db = await openPglite(undefined, { loadDataDir: tarball(file) });
      // The key names the migrations the template was made with, so migrate() would find
      // nothing to do; it took ~0.1 s (a transaction per migration) on each database. One
      // count instead: a template that lacks a migration is made again below.
      const { rows } = await db.query<{ applied: number }>('SELECT count(*)::int AS applied FROM schema_migrations');
      if (rows[0].applied === migrationFiles().length) return db;
      await db.close();
    } catch {
      // A damaged template: build a new one below.
    }
  }
  const db = await openPglite();
  await migrate(db);
  await dropTemplateDatabases(db);
  // Written to the data files, so that each database made from the template starts without
  // replaying the migrations from the WAL (~0.15 s of CPU each).
  await db.exec('CHECKPOINT');
  const dump = await db.dumpDataDir();
  // Written aside then renamed: parallel workers never read half a file.
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, file);
  // Templates of older migration sets are 28 MB each: keep only the current one.
  for (const f of readdirSync(tmpdir())) {
    if (/^m247-pglite-template-[0-9a-f]+\.tar$/.test(f) && join(tmpdir(), f) !== file) rmSync(join(tmpdir(), f), { force: true });
  }
  return db;
}

/**
 * initdb's template0 and template1 are a third of the data folder (14 of 43 MB), which every
 * test database unpacked and then never opened: the app works in its own database and never
 * creates one on PGlite. Dropped (by SQL, so the catalog stays whole), each test database
 * starts with ~20 % less CPU.
 */
async function dropTemplateDatabases(db: Db): Promise<void> {
  await db.exec("UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')");
  await db.exec('DROP DATABASE template0');
  await db.exec('DROP DATABASE template1');
}

/**
 * The template as PGlite's `loadDataDir` reads it: PGlite only calls its `arrayBuffer()`.
 * A Blob's `arrayBuffer()` in Node copies the 40 MB through a stream (0.3–0.5 s a database
 * here); the file's own bytes are handed over as they are.
 */
function tarball(file: string): Blob {
  const bytes = readFileSync(file);
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const buffer = whole ? bytes.buffer : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  return { type: 'application/x-tar', arrayBuffer: async () => buffer } as unknown as Blob;
}

/**
 * The connection string of `db`, a database on the server `adminUrl` names (by default the
 * tests' TEST_DATABASE_URL): for another process — a spawned server — to open the same one.
 */
export async function databaseUrlOf(db: Db, adminUrl = process.env.TEST_DATABASE_URL): Promise<string> {
  if (!adminUrl) throw new Error('databaseUrlOf: no PostgreSQL server (TEST_DATABASE_URL)');
  const { rows } = await db.query<{ name: string }>('SELECT current_database() AS name');
  const url = new URL(adminUrl);
  url.pathname = `/${rows[0].name}`;
  return url.toString();
}

/** One statement on the server's admin database (CREATE / DROP DATABASE). */
export async function adminQuery(adminUrl: string, sql: string, params: unknown[] = []): Promise<{ rowCount: number | null }> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

async function openTestPostgres(adminUrl: string): Promise<Db> {
  const name = `m247_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), 4);
  await migrate(db);
  return {
    ...db,
    async close() {
      await db.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
