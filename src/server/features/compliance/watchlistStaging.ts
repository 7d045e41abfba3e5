import { outsideTransactionHook } from '../../db/transactionHook';
import type { Db, Queryable } from '../../db/types';
import { conflict } from '../../http/errors';
import type { Actor } from '../../http/scope';
import { CURRENT_IMPORT, currentImportId } from '../../checks/screening';
import type { WatchlistChunk } from './watchlistCsv';
import { SERVER_MESSAGES as M } from '../../http/messages';

/**
 * A list upload, staged (docs/api/clients.md, "The list"): the entries go into an import that
 * is not yet current (state 'staging', migration 031) in short transactions of `chunkRows`
 * rows, with a pause between them, so that every other call of the office interleaves with a
 * 100 000-line upload instead of waiting behind it — PGlite has one connection, and one
 * transaction for the whole upload held it for tens of seconds. Nothing current changes
 * until the switch (watchlist.ts); a failure on the way discards the staged import.
 */

export interface StagingOptions {
  /** Rows per short transaction (tests make it small to fail half way). */
  chunkRows?: number;
}

/** ~50 ms of PGlite per chunk of new entries (their keys computed) on the reference machine: far under the calls' target. */
export const DEFAULT_CHUNK_ROWS = 500;

/** A staging without a heartbeat for this long was left by a process that died. */
const ABANDONED = "interval '5 minutes'";

/**
 * Lets the requests that arrived during a chunk reach the database before the next chunk:
 * a timer, not a microtask, so the event loop reads their sockets first.
 */
export const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 2));

/**
 * The staging's own transactions are not the request's write: an Idempotency-Key is taken by
 * the one transaction whose result is the answer (the switch, or the preview's), not by
 * the first chunk.
 */
export const sideTransaction = <T>(db: Db, fn: (tx: Queryable) => Promise<T>): Promise<T> =>
  outsideTransactionHook(() => db.transaction(fn));

export interface StagedImport {
  id: number;
  baseImportId: number | null;
}

/** The staging row, or 409 while another upload is being written (one at a time). */
export async function beginStaging(db: Db, actor: Actor, fileName: string, extraColumns: string[], lines: number): Promise<StagedImport> {
  return sideTransaction(db, async (tx) => {
    await tx.query(`UPDATE watchlist_imports SET state = 'discarded' WHERE state = 'staging' AND heartbeat_at < now() - ${ABANDONED}`);
    const { rows: busy } = await tx.query("SELECT 1 FROM watchlist_imports WHERE state = 'staging'");
    if (busy.length) throw conflict(M.watchlistBusy);
    const baseImportId = await currentImportId(tx);
    // The unique index on the staging state settles two uploads that passed the check at once.
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO watchlist_imports (imported_by, file_name, entries, extra_columns, state, base_import_id)
       VALUES ($1, $2, $3, $4, 'staging', $5) RETURNING id`,
      [actor.id, fileName.slice(0, 255), lines, extraColumns, baseImportId],
    ).catch((err: { code?: string }) => {
      if (err.code === '23505') throw conflict(M.watchlistBusy);
      throw err;
    });
    return { id: rows[0].id, baseImportId };
  });
}

/**
 * The file's entries into the staged import, a chunk per transaction (their name keys
 * computed by the database), each chunk parsed only when the previous one is written.
 */
export async function writeEntries(db: Db, importId: number, chunks: AsyncIterable<WatchlistChunk>): Promise<void> {
  for await (const chunk of chunks) {
    await sideTransaction(db, async (tx) => {
      await heartbeat(tx, importId);
      await tx.query(
        `INSERT INTO watchlist_entries (import_id, line, full_name, birth_date, extra)
         SELECT $1, l, n, b::date, CASE WHEN e IS NULL THEN '{}'::text[] ELSE (SELECT array_agg(x) FROM json_array_elements_text(e::json) x) END
           FROM unnest($2::int[], $3::text[], $4::text[], $5::text[]) AS u(l, n, b, e)`,
        [importId, chunk.lines, chunk.names, chunk.births, chunk.extras],
      );
    });
    await pause();
  }
}

async function heartbeat(tx: Queryable, importId: number): Promise<void> {
  const { rowCount } = await tx.query("UPDATE watchlist_imports SET heartbeat_at = now() WHERE id = $1 AND state = 'staging'", [importId]);
  // Discarded meanwhile (taken for abandoned after a stall of minutes): stop writing.
  if (!rowCount) throw conflict(M.watchlistUploadLost);
}

/**
 * Two entries are the same when their name keys and birth dates are (a name without letters
 * has an empty key: then its written form decides). Used for duplicates within a file and
 * for the difference with the list in force.
 */
const SAME_ENTRY = (a: string, b: string) =>
  `${a}.name_key = ${b}.name_key AND ${a}.birth_date IS NOT DISTINCT FROM ${b}.birth_date AND (${a}.name_key <> '' OR ${a}.full_name = ${b}.full_name)`;
/** How long a preview waits for its confirmation (SQL). */
export const PREVIEW_LIFETIME = "interval '1 hour'";

export const ABSENT_FROM = (alias: string, importParam: string) =>
  `NOT EXISTS (SELECT 1 FROM watchlist_entries o WHERE o.import_id = ${importParam} AND ${SAME_ENTRY('o', alias)})`;

export interface Difference {
  entries: number;
  inForce: number;
  added: number;
  removed: number;
}

/** Calls fn over the import's entry ids in windows of `size`, pausing between them. */
async function inWindows(db: Db, importId: number, size: number, fn: (tx: Queryable, from: number, to: number) => Promise<void>) {
  const { rows } = await db.query<{ lo: number | null; hi: number | null }>(
    'SELECT min(id) AS lo, max(id) AS hi FROM watchlist_entries WHERE import_id = $1', [importId]);
  const { lo, hi } = rows[0];
  if (lo === null || hi === null) return;
  for (let from = Number(lo); from <= Number(hi); from += size) {
    await sideTransaction(db, (tx) => fn(tx, from, from + size));
    await pause();
  }
}

/**
 * Repeated lines of the staged import removed (the first stays), then its difference with the
 * list in force counted both ways — window by window, each a short transaction of index
 * look-ups.
 */
export async function dedupeAndCompare(db: Db, staged: StagedImport, chunkRows: number): Promise<Difference> {
  // The planner's statistics still say the import has no rows: without them every window's
  // look-up walks the whole import (a nested loop over its id index), seconds per window.
  await db.query('ANALYZE watchlist_entries');
  const diff: Difference = { entries: 0, inForce: 0, added: 0, removed: 0 };
  await inWindows(db, staged.id, chunkRows, async (tx, from, to) => {
    await heartbeat(tx, staged.id);
    await tx.query(
      `DELETE FROM watchlist_entries e WHERE e.import_id = $1 AND e.id >= $2 AND e.id < $3
          AND EXISTS (SELECT 1 FROM watchlist_entries d WHERE d.import_id = $1 AND d.id < e.id AND ${SAME_ENTRY('d', 'e')})`,
      [staged.id, from, to],
    );
    const window = await countWindow(tx, staged.id, from, to, staged.baseImportId);
    diff.entries += window.entries;
    diff.added += window.absent;
  });
  const base = staged.baseImportId;
  if (base === null) return diff;
  await inWindows(db, base, chunkRows, async (tx, from, to) => {
    await heartbeat(tx, staged.id);
    const window = await countWindow(tx, base, from, to, staged.id);
    diff.inForce += window.entries;
    diff.removed += window.absent;
  });
  return diff;
}

/** An import's entries in the id window [from, to), and how many of them `other` lacks (all when it is null). */
async function countWindow(tx: Queryable, importId: number, from: number, to: number, other: number | null): Promise<{ entries: number; absent: number }> {
  const { rows } = await tx.query<{ entries: number; absent: number }>(
    `SELECT count(*)::int AS entries, count(*) FILTER (WHERE ${ABSENT_FROM('e', '$4')})::int AS absent
       FROM watchlist_entries e WHERE e.import_id = $1 AND e.id >= $2 AND e.id < $3`,
    [importId, from, to, other],
  );
  return rows[0];
}

/**
 * Entries no list needs any more — the replaced lists', and those of discarded imports
 * (cancelled, expired, overtaken, failed half way) — deleted a chunk at a time. Previews
 * that can no longer be confirmed are discarded first.
 */
export async function removeUnusedEntries(db: Db, chunkRows: number): Promise<void> {
  await db.query(
    `UPDATE watchlist_imports SET state = 'discarded'
      WHERE state = 'preview' AND (heartbeat_at < now() - ${PREVIEW_LIFETIME} OR base_import_id IS DISTINCT FROM ${CURRENT_IMPORT})`,
  );
  for (;;) {
    const { rowCount } = await sideTransaction(db, (tx) =>
      tx.query(
        `DELETE FROM watchlist_entries WHERE id IN (
           SELECT e.id FROM watchlist_imports i JOIN watchlist_entries e ON e.import_id = i.id
            WHERE i.state = 'discarded'
               OR (i.state = 'applied' AND i.id < ${CURRENT_IMPORT})
            LIMIT $1)`,
        [chunkRows],
      ),
    );
    if (rowCount < chunkRows) return;
    await pause();
  }
}
