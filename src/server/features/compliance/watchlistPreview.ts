import type { WatchlistEntry, WatchlistPreview, WatchlistPreviewClient } from '../../../shared/contract';
import type { Queryable } from '../../db/types';
import { isoSql } from '../../ledger/sqlRefs';
import { ABSENT_FROM, PREVIEW_LIFETIME } from './watchlistStaging';

/**
 * What an officer sees before confirming a list that drops more than a tenth of the entries
 * in force (docs/api/clients.md, "The list"): the counts both ways with the first few entries
 * of each, and the clients whose state the list would change — the clear ones it would
 * match, and those whose match is on an entry it no longer has. Read-only: nothing changes
 * until the confirmation.
 */

const SAMPLE = 10;
const CLIENTS = 50;

const CLIENT_NAME = `btrim(c.last_name || ' ' || c.first_name || ' ' || c.middle_name)`;

interface PreviewRow {
  id: number;
  file_name: string;
  entries: number;
  entries_added: number;
  entries_removed: number;
  base_import_id: number;
  in_force: number;
  expires_at: string;
  staged_by: { id: number; name: string } | null;
}

export async function previewOf(q: Queryable, importId: number): Promise<WatchlistPreview> {
  const { rows } = await q.query<PreviewRow>(
    `SELECT i.id, i.file_name, i.entries, i.entries_added, i.entries_removed, i.base_import_id,
            (SELECT count(*)::int FROM watchlist_entries b WHERE b.import_id = i.base_import_id) AS in_force,
            ${isoSql(`(i.heartbeat_at + ${PREVIEW_LIFETIME})`)} AS expires_at,
            CASE WHEN u.id IS NOT NULL THEN json_build_object('id', u.id, 'name', COALESCE(NULLIF(btrim(u.first_name || ' ' || u.last_name), ''), u.username)) END AS staged_by
       FROM watchlist_imports i LEFT JOIN users u ON u.id = i.imported_by WHERE i.id = $1`,
    [importId],
  );
  const row = rows[0];
  const sample = async (from: number, against: number) =>
    (await q.query<WatchlistEntry>(
      `SELECT e.full_name, to_char(e.birth_date, 'YYYY-MM-DD') AS birth_date FROM watchlist_entries e
        WHERE e.import_id = $1 AND ${ABSENT_FROM('e', '$2')} ORDER BY e.id LIMIT ${SAMPLE}`,
      [from, against],
    )).rows;
  const clients = async (sql: string) => {
    const found = (await q.query<WatchlistPreviewClient & { total: number }>(sql, [importId, row.base_import_id])).rows;
    return { total: found[0]?.total ?? 0, clients: found.map(({ total: _total, ...client }) => client) };
  };
  // Clear clients the new list would match (by either key, as screening does).
  const newlyMatched = await clients(
    `SELECT json_build_object('id', c.id, 'name', ${CLIENT_NAME}) AS client, c.screening_status, m.kind,
            json_build_object('full_name', m.full_name, 'birth_date', to_char(m.birth_date, 'YYYY-MM-DD')) AS entry,
            count(*) OVER ()::int AS total
       FROM clients c
       CROSS JOIN LATERAL (
         SELECT e.full_name, e.birth_date, CASE WHEN e.birth_date = c.birth_date THEN 'blocked' ELSE 'review' END AS kind
           FROM watchlist_entries e
          WHERE e.import_id = $1 AND e.name_key <> '' AND e.name_key IN (c.name_key, c.short_key)
          ORDER BY (e.birth_date = c.birth_date) DESC NULLS LAST, e.id LIMIT 1) m
      WHERE c.screening_status = 'clear' AND $2::int IS NOT NULL
      ORDER BY c.last_name, c.first_name, c.id LIMIT ${CLIENTS}`,
  );
  // Clients with a match (not cleared as a namesake) on an entry the new list lacks.
  const noLonger = await clients(
    `SELECT client, screening_status, kind, entry, count(*) OVER ()::int AS total FROM (
       SELECT DISTINCT ON (c.last_name, c.first_name, c.id) json_build_object('id', c.id, 'name', ${CLIENT_NAME}) AS client,
              c.screening_status, m.kind, c.last_name, c.first_name, c.id,
              json_build_object('full_name', m.entry_full_name, 'birth_date', to_char(m.entry_birth_date, 'YYYY-MM-DD')) AS entry
         FROM compliance_matches m
         JOIN clients c ON c.id = m.client_id
         JOIN watchlist_entries e ON e.id = m.entry_id
        WHERE m.import_id = $2 AND m.status <> 'cleared' AND ${ABSENT_FROM('e', '$1')}
        ORDER BY c.last_name, c.first_name, c.id, m.id) gone
      ORDER BY last_name, first_name, id LIMIT ${CLIENTS}`,
  );
  return {
    preview: row.id,
    file_name: row.file_name,
    entries: row.entries,
    entries_in_force: row.in_force,
    added: row.entries_added,
    removed: row.entries_removed,
    added_sample: await sample(importId, row.base_import_id),
    removed_sample: await sample(row.base_import_id, importId),
    newly_matched: newlyMatched.total,
    newly_matched_clients: newlyMatched.clients,
    no_longer_listed: noLonger.total,
    no_longer_listed_clients: noLonger.clients,
    expires_at: row.expires_at,
    staged_by: row.staged_by,
  };
}
