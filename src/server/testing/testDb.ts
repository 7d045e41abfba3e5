import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Client } from 'pg';
import { migrate } from '../db/migrate';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite, pgliteDb, startPglite, type PgliteDb } from '../db/pgliteDb';
import { openPostgres } from '../db/postgresDb';
import type { Db } from '../db/types';
import { withFileLock } from './fileLock';
import { borrowWorkerDatabase } from './workerDatabase';

const MIGRATIONS_DIR = join(__dirname, '..', 'db', 'migrations');
/** Changed when the template is made differently (2: checkpointed, 3: no template0/template1). */
const TEMPLATE_RECIPE = '3';

/**
 * A fresh, migrated database for one test file (or one test):
 * - TEST_DATABASE_URL set (an admin URL of a PostgreSQL server, scripts/with-postgres.mjs):
 *   a new database m247_t_<random>, a copy of the migrated template, dropped on close;
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
 * in its own module registry) and every later run reuses it. A file's first database is the
 * jest worker's, put back as the template left it (workerDatabase.ts); any other starts from
 * the dump.
 */
const templateFile = (key: string) => join(tmpdir(), `m247-pglite-template-${key}.tar`);

/**
 * A PGlite of the test's own, never the worker's, started from the migrated template's dump
 * (made first if there is none): for a test of PGlite itself that changes what a shared
 * database must not keep. Half a second of CPU instead of initdb's several (under load, 8–15 s
 * a file here).
 */
export async function openOwnPglite(): Promise<PgliteDb> {
  return pgliteDb(await ownPglite());
}

/** The PGlite itself of openOwnPglite(): for a test that compares the product's calls with PGlite's own. */
export async function ownPglite(): Promise<PGlite> {
  const file = templateFile(templateKey());
  if (!existsSync(file)) await (await openTestPglite()).close();
  return startPglite(undefined, { loadDataDir: tarball(file) });
}

async function openTestPglite(): Promise<Db> {
  const key = templateKey();
  const file = templateFile(key);
  const fromTemplate = await openFromTemplate(key, file);
  if (fromTemplate) return fromTemplate;
  // One maker at a time: on a cold run every worker finds no template at once. Each made its
  // own and renamed it over the others' (initdb and the migrations three times over), and a
  // worker's database loaded from one maker's template then differed from a database loaded
  // later from another's (the migrations' and the site settings' timestamps).
  return withFileLock(`${file}.lock`, async () => (await openFromTemplate(key, file)) ?? makeTemplate(file));
}

/** A database from the template file, or null when there is none or it is stale or damaged. */
async function openFromTemplate(key: string, file: string): Promise<Db | null> {
  if (!existsSync(file)) return null;
  try {
    const db = (await borrowWorkerDatabase(key, () => tarball(file))) ?? (await openPglite(undefined, { loadDataDir: tarball(file) }));
    // The key names the migrations the template was made with, so migrate() would find
    // nothing to do; it took ~0.1 s (a transaction per migration) on each database. One
    // count instead: a template that lacks a migration is made again.
    const { rows } = await db.query<{ applied: number }>('SELECT count(*)::int AS applied FROM schema_migrations');
    if (rows[0].applied === migrationFiles().length) return db;
    await db.close();
  } catch {
    // A damaged template: made again.
  }
  return null;
}

/** Migrates a new PGlite, writes its dump to `file` and returns it (the caller holds the lock). */
async function makeTemplate(file: string): Promise<Db> {
  const db = await openPglite();
  await migrate(db);
  await dropTemplateDatabases(db);
  // Written to the data files, so that each database made from the template starts without
  // replaying the migrations from the WAL (~0.15 s of CPU each).
  await db.exec('CHECKPOINT');
  const dump = await db.dumpDataDir();
  // Written aside then renamed: a reader that does not wait for the lock never reads half a file.
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

/**
 * A test database on PostgreSQL is a copy of a migrated template database (`CREATE DATABASE …
 * TEMPLATE`, ~0.1 s) rather than a new one migrated (~0.5–1 s: a transaction per migration).
 * The template is named by the same key as PGlite's, made once per server by whichever worker
 * asks first (the others wait on an advisory lock), and kept with the server (a throwaway
 * cluster, scripts/with-postgres.mjs).
 */
async function openTestPostgres(adminUrl: string): Promise<Db> {
  const template = await postgresTemplate(adminUrl);
  const name = `m247_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const db = await openPostgres(databaseUrl(adminUrl, name), 4);
  return {
    ...db,
    async close() {
      await db.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Any number, the same in every worker: the lock under which the template is made. */
const TEMPLATE_LOCK = 74_247;
let templateMade: Promise<string> | undefined;

function postgresTemplate(adminUrl: string): Promise<string> {
  templateMade ??= makePostgresTemplate(adminUrl).catch((err) => {
    templateMade = undefined;
    throw err;
  });
  return templateMade;
}

async function makePostgresTemplate(adminUrl: string): Promise<string> {
  const name = `m247_template_${templateKey()}`;
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      // Made under another name and renamed when whole: a worker killed half-way leaves no
      // half-migrated template behind under the real name.
      const building = `${name}_building`;
      await client.query(`DROP DATABASE IF EXISTS ${building}`);
      await client.query(`CREATE DATABASE ${building}`);
      const db = await openPostgres(databaseUrl(adminUrl, building), 1);
      try {
        await migrate(db);
      } finally {
        await db.close();
      }
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
    return name;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await client.end();
  }
}
