import type { WatchlistState } from '../../../shared/contract/clients';
import type { Db, Queryable } from '../../db/types';
import { fieldError } from '../../http/errors';
import type { Actor } from '../../http/scope';
import { audit } from '../../lib/audit';
import { rescreenAll } from '../../checks/screening';
import { isoSql } from '../../ledger/sqlRefs';
import { parseWatchlistCsv, WatchlistFormatError } from './watchlistCsv';

/**
 * The official list (docs/api/clients.md): an upload replaces it whole, in one transaction —
 * the new import and its entries, the old entries gone, every client screened again — so a
 * malformed file, or a failure half way, leaves the old list and every client as they were.
 */

export interface UploadedFile {
  filename: string;
  content: Buffer;
}

/** Entries go in batches of this many rows per INSERT (arrays of columns, unnest). */
const BATCH = 5000;

export async function importWatchlist(db: Db, actor: Actor, file: UploadedFile): Promise<WatchlistState & { matched: number }> {
  let parsed;
  try {
    parsed = parseWatchlistCsv(file.content);
  } catch (err) {
    if (err instanceof WatchlistFormatError) throw fieldError('file', err.message);
    throw err;
  }
  const { rows, extraColumns } = parsed;
  return db.transaction(async (tx) => {
    // One upload at a time: a second waits and then replaces the first.
    await tx.query('SELECT pg_advisory_xact_lock(2025, 1)');
    const { rows: made } = await tx.query<{ id: number }>(
      'INSERT INTO watchlist_imports (imported_by, file_name, entries, extra_columns) VALUES ($1, $2, $3, $4) RETURNING id',
      [actor.id, file.filename.slice(0, 255), rows.length, extraColumns],
    );
    const importId = made[0].id;
    await tx.query('DELETE FROM watchlist_entries WHERE import_id <> $1', [importId]);
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch = rows.slice(i, i + BATCH);
      await tx.query(
        `INSERT INTO watchlist_entries (import_id, line, full_name, birth_date, extra)
         SELECT $1, l, n, b::date, CASE WHEN e IS NULL THEN '{}'::text[] ELSE (SELECT array_agg(x) FROM json_array_elements_text(e::json) x) END
           FROM unnest($2::int[], $3::text[], $4::text[], $5::text[]) AS u(l, n, b, e)`,
        [importId, batch.map((r) => r.line), batch.map((r) => r.full_name), batch.map((r) => r.birth_date),
          batch.map((r) => (r.extra.length ? JSON.stringify(r.extra) : null))],
      );
    }
    const { matched } = await rescreenAll(tx, importId);
    await audit(tx, actor, 'watchlist.import', { import: importId, entries: rows.length, file: file.filename, matched });
    return { ...(await watchlistState(tx)), matched };
  });
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
       LEFT JOIN LATERAL (SELECT * FROM watchlist_imports ORDER BY id DESC LIMIT 1) i ON true
       LEFT JOIN users u ON u.id = i.imported_by`,
  );
  return rows[0];
}
