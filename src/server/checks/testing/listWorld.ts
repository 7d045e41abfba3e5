import type { Db } from '../../db/types';
import { rescreenAll } from '../screening';

/**
 * A new list in force, written as an upload writes it — a new import, the earlier entries
 * gone, every client screened again (rescreenAll) — without the upload's own checks of the
 * file (test-only): the status tests are about what a list in force does to people, not
 * about how a file gets accepted.
 */
export async function replaceWatchlist(db: Db, entries: ReadonlyArray<{ full_name: string; birth_date: string | null }>): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      "INSERT INTO watchlist_imports (file_name, entries) VALUES ('test.csv', $1) RETURNING id",
      [entries.length],
    );
    const importId = rows[0].id;
    await tx.query('DELETE FROM watchlist_entries WHERE import_id <> $1', [importId]);
    await tx.query(
      `INSERT INTO watchlist_entries (import_id, line, full_name, birth_date)
       SELECT $1, l + 1, n, b::date FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS u(n, b, l)`,
      [importId, entries.map((e) => e.full_name), entries.map((e) => e.birth_date)],
    );
    await rescreenAll(tx, importId);
    return importId;
  });
}
