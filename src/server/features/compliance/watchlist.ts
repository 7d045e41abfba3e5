import type { WatchlistApplied, WatchlistPreview, WatchlistState } from '../../../shared/contract';
import type { Db, Queryable } from '../../db/types';
import { conflict, fieldError, notFound } from '../../http/errors';
import type { Actor } from '../../http/scope';
import { audit } from '../../lib/audit';
import { currentImportId, rescreenAll } from '../../checks/screening';
import { isoSql } from '../../ledger/sqlRefs';
import { readWatchlistCsv, WatchlistFormatError } from './watchlistCsv';
import { previewOf } from './watchlistPreview';
import {
  beginStaging,
  dedupeAndCompare,
  DEFAULT_CHUNK_ROWS,
  PREVIEW_LIFETIME,
  removeUnusedEntries,
  writeEntries,
  type StagingOptions,
} from './watchlistStaging';
import { SERVER_MESSAGES as M } from '../../http/messages';

/**
 * The official list (docs/api/clients.md, "The list"). An upload is parsed, staged in short
 * transactions (watchlistStaging.ts), then either applied — the current list switches and
 * every client is screened again, in one short transaction — or, when it drops more than a
 * tenth of the entries in force, kept as a preview until an officer confirms it. A malformed
 * or empty file, or a failure half way, leaves the old list and every client as they were.
 */

export interface UploadedFile {
  filename: string;
  content: Buffer;
}

export type UploadOutcome = { applied: WatchlistApplied } | { preview: WatchlistPreview };

/** More than this share of the entries in force missing from a new list: most likely a wrong file. */
const MAX_SILENT_DROP = 0.1;

export async function importWatchlist(db: Db, actor: Actor, file: UploadedFile, options: StagingOptions = {}): Promise<UploadOutcome> {
  const chunkRows = options.chunkRows ?? DEFAULT_CHUNK_ROWS;
  let list;
  try {
    list = await readWatchlistCsv(file.content);
  } catch (err) {
    if (err instanceof WatchlistFormatError) throw fieldError('file', err.message);
    throw err;
  }
  // An empty list would clear every blocked client at once: never what an officer means.
  if (!list.entries) throw fieldError('file', M.watchlistEmpty);
  const staged = await beginStaging(db, actor, file.filename, list.extraColumns, list.entries);
  let switched = false;
  try {
    await writeEntries(db, staged.id, list.chunks(chunkRows));
    const diff = await dedupeAndCompare(db, staged, chunkRows);
    const wrongFileLikely = staged.baseImportId !== null && diff.removed > diff.inForce * MAX_SILENT_DROP;
    const outcome: UploadOutcome = wrongFileLikely
      ? { preview: await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE watchlist_imports SET state = 'preview', entries = $2, entries_added = $3, entries_removed = $4, heartbeat_at = now()
            WHERE id = $1 AND state = 'staging'`,
          [staged.id, diff.entries, diff.added, diff.removed],
        );
        await audit(tx, actor, 'watchlist.preview', {
          import: staged.id, file: file.filename, entries: diff.entries, added: diff.added, removed: diff.removed, in_force: diff.inForce,
        });
        return previewOf(tx, staged.id);
      }) }
      : { applied: await switchTo(db, actor, staged.id, 'staging', diff) };
    switched = 'applied' in outcome;
    return outcome;
  } catch (err) {
    if (!switched) await discard(db, staged.id);
    // The file was checked whole before staging; its second read finds the same lines.
    if (err instanceof WatchlistFormatError) throw fieldError('file', err.message);
    throw err;
  } finally {
    if (switched) await removeUnusedEntries(db, chunkRows).catch((e: Error) => console.warn(`Old list entries left for later: ${e.message}`));
  }
}

/** POST /api/compliance/watchlist/import/{id}/confirm/: the preview becomes the list in force. */
export async function confirmPreview(db: Db, actor: Actor, importId: number): Promise<WatchlistApplied> {
  const applied = await switchTo(db, actor, importId, 'preview');
  await removeUnusedEntries(db, DEFAULT_CHUNK_ROWS).catch((e: Error) => console.warn(`Old list entries left for later: ${e.message}`));
  return applied;
}

/** POST /api/compliance/watchlist/import/{id}/cancel/: the officer does not want the preview. */
export async function cancelPreview(db: Db, actor: Actor, importId: number): Promise<WatchlistState> {
  const state = await db.transaction(async (tx) => {
    if ((await lockedState(tx, importId)) !== 'preview') throw conflict(NOT_A_PREVIEW);
    await tx.query("UPDATE watchlist_imports SET state = 'discarded' WHERE id = $1", [importId]);
    await audit(tx, actor, 'watchlist.discard', { import: importId });
    return watchlistState(tx);
  });
  await removeUnusedEntries(db, DEFAULT_CHUNK_ROWS).catch((e: Error) => console.warn(`Discarded list entries left for later: ${e.message}`));
  return state;
}

const NOT_A_PREVIEW = 'Этот перечень уже не ждёт подтверждения: он применён, отменён, устарел или заменён другим. Загрузите файл снова.';

async function lockedState(tx: Queryable, importId: number): Promise<string> {
  const { rows } = await tx.query<{ state: string }>('SELECT state FROM watchlist_imports WHERE id = $1 FOR UPDATE', [importId]);
  if (!rows.length) throw notFound(M.noSuchWatchlist);
  return rows[0].state;
}

/**
 * The switch, in one short transaction: the staged import (or a confirmed preview) becomes the
 * current list and every client is screened against it — those created or changed while it
 * was staged included, since rescreenAll reads the clients as they are now. Refused (409)
 * when the list in force is no longer the one the upload was compared with.
 */
async function switchTo(db: Db, actor: Actor, importId: number, from: 'staging' | 'preview', diff?: { entries: number; added: number; removed: number }): Promise<WatchlistApplied> {
  return db.transaction(async (tx) => {
    // One switch at a time, across processes.
    await tx.query('SELECT pg_advisory_xact_lock(2025, 1)');
    const state = await lockedState(tx, importId);
    const { rows } = await tx.query<{ base_import_id: number | null; expired: boolean; file_name: string; entries: number }>(
      `SELECT base_import_id, heartbeat_at < now() - ${PREVIEW_LIFETIME} AS expired, file_name, entries FROM watchlist_imports WHERE id = $1`,
      [importId],
    );
    const stagedImport = rows[0];
    if (state !== from || (from === 'preview' && stagedImport.expired)) throw conflict(NOT_A_PREVIEW);
    if (stagedImport.base_import_id !== (await currentImportId(tx))) {
      throw conflict(M.watchlistSuperseded);
    }
    await tx.query(
      `UPDATE watchlist_imports SET state = 'applied', imported_at = now(), entries = COALESCE($2, entries),
              entries_added = COALESCE($3, entries_added), entries_removed = COALESCE($4, entries_removed)
        WHERE id = $1`,
      [importId, diff?.entries ?? null, diff?.added ?? null, diff?.removed ?? null],
    );
    const { matched } = await rescreenAll(tx, importId);
    await audit(tx, actor, from === 'preview' ? 'watchlist.confirm' : 'watchlist.import', {
      import: importId, entries: diff?.entries ?? stagedImport.entries, file: stagedImport.file_name, matched,
    });
    return { ...(await watchlistState(tx)), matched };
  });
}

/** A staged import that will not be applied: marked, and its entries deleted in chunks. */
async function discard(db: Db, importId: number): Promise<void> {
  try {
    await db.query("UPDATE watchlist_imports SET state = 'discarded' WHERE id = $1 AND state IN ('staging', 'preview')", [importId]);
    await removeUnusedEntries(db, DEFAULT_CHUNK_ROWS);
  } catch (e) {
    // The upload's own error is what the officer must see; a later upload sweeps the rest.
    console.warn(`Staged list ${importId} left for the next upload to discard: ${(e as Error).message}`);
  }
}

/**
 * GET /api/compliance/watchlist/: how many names, when and by whom; stale when never
 * imported or older than the smallest allowed age of any city (default 7 days).
 */
export async function watchlistState(q: Queryable): Promise<WatchlistState> {
  const { rows } = await q.query<WatchlistState>(
    `SELECT COALESCE(i.entries, 0) AS entries, ${isoSql('i.imported_at')} AS imported_at,
            CASE WHEN u.id IS NOT NULL THEN json_build_object('id', u.id, 'name', COALESCE(NULLIF(btrim(u.first_name || ' ' || u.last_name), ''), u.username)) END AS imported_by,
            (i.id IS NULL OR i.imported_at < now() - make_interval(days => (SELECT COALESCE(min(COALESCE(cc.watchlist_max_age_days, 7)), 7)
                                                                  FROM cities c LEFT JOIN city_compliance cc ON cc.city_id = c.id))) AS is_stale
       FROM (SELECT 1) one
       LEFT JOIN LATERAL (SELECT * FROM watchlist_imports WHERE state = 'applied' ORDER BY id DESC LIMIT 1) i ON true
       LEFT JOIN users u ON u.id = i.imported_by`,
  );
  return rows[0];
}
