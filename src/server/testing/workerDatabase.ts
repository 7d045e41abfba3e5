import type { PGlite } from '@electric-sql/pglite';
import { type PgliteDb, pgliteDb } from '../db/pgliteDb';
import { pgliteStartParams } from '../db/pgliteStartParams';
import { adoptError, adoptingQueryable, type DatabaseRealm } from './realmAdoption';
import { captureTemplate, resetToTemplate, type TemplateState } from './templateReset';

/**
 * One PGlite per jest worker, lent to the worker's test files in turn (docs/testing.md, "Why a
 * test file starts fast"). Starting a PGlite from the migrated template costs ~0.5 s of CPU
 * quiet and 1–1.5 s beside another worker; putting the lent one back as the template left it
 * (templateReset.ts) costs a few tens of milliseconds. A file sees exactly what a fresh
 * database would show it: the template's rows and sequences, no session state, and a database
 * whose schema a test changed is thrown away rather than lent again.
 *
 * The instance is made with the PGlite class of the jest environment's realm
 * (src/testing/serverTestEnvironment.js): jest gives every test file its own modules, so an
 * instance made with the file's own class would die with the file. Its answers are copied into
 * the file's realm (realmAdoption.ts).
 */
interface LentDatabase {
  pg: PGlite;
  /** The template's key (testDb.ts): a changed migration makes a new database. */
  key: string;
  template: TemplateState;
}

/** src/testing/serverTestEnvironment.js's worker object. */
interface WorkerShared extends DatabaseRealm {
  PGlite: typeof PGlite;
  database: LentDatabase | null;
  /** A file holds the database (from its open to its close). */
  lent: boolean;
  lend(): void;
  giveBack(): void;
  /** Closes the database (a new one is made at the next borrow). */
  close(): void;
}

const shared = (): WorkerShared | undefined => (globalThis as { __m247Worker?: WorkerShared }).__m247Worker;

/** A database left in a transaction that never ended would keep the reset waiting for ever. */
const RESET_TIMEOUT_MS = 10_000;

/**
 * The worker's database, as the template left it; null when there is none to lend (not under
 * the server's jest environment, or this file holds it already: a second database of one file
 * is a PGlite of its own).
 */
export async function borrowWorkerDatabase(key: string, template: () => Blob): Promise<PgliteDb | null> {
  const worker = shared();
  if (!worker || worker.lent) return null;
  worker.lend();
  try {
    let lent = worker.database;
    if (lent && (lent.key !== key || !(await reset(lent)))) {
      worker.close();
      lent = null;
    }
    if (!lent) {
      const pg = new worker.PGlite({ loadDataDir: template(), startParams: pgliteStartParams() });
      await pg.waitReady;
      lent = { pg, key, template: await captureTemplate(pg) };
      worker.database = lent;
    }
    return lend(worker, lent);
  } catch (err) {
    worker.giveBack();
    throw err;
  }
}

async function reset(lent: LentDatabase): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), RESET_TIMEOUT_MS);
  });
  try {
    return await Promise.race([resetToTemplate(lent.pg, lent.template), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The file's Db on the worker's PGlite. Its close stops the file's LISTENs (their callbacks are
 * the file's) and gives the database back; a call after that fails as on a closed PGlite.
 */
function lend(worker: WorkerShared, lent: LentDatabase): PgliteDb {
  const db = pgliteDb(lent.pg);
  const listening = new Set<() => Promise<void>>();
  let closed = false;
  // Rejects, as a closed PGlite's calls do (callers may chain .then on the call itself).
  const open = async () => {
    if (closed) throw new Error('the test database was closed');
  };
  const adopted = adoptingQueryable(db, worker);
  return {
    ...db,
    query: (sql, params) => open().then(() => adopted.query(sql, params)),
    exec: (sql) => open().then(() => adopted.exec(sql)),
    transaction: (fn) =>
      open().then(() =>
        db.transaction((tx) => fn(adoptingQueryable(tx, worker))).catch((err: unknown) => {
          throw adoptError(err);
        }),
      ),
    async listen(channel, onPayload) {
      await open();
      const stop = await db.listen(channel, onPayload);
      const stopOnce = async () => {
        if (listening.delete(stopOnce)) await stop();
      };
      listening.add(stopOnce);
      return stopOnce;
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const stop of [...listening]) await stop().catch(() => undefined);
      worker.giveBack();
    },
  };
}
