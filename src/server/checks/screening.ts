import {
  CLIENT_BLOCKED_MESSAGE,
  CLIENT_REVIEW_MESSAGE,
  type ScreeningStatus,
} from '../../shared/contract/clients';
import type { Queryable } from '../db/types';
import { HttpError, noSuchObject } from '../http/errors';

/**
 * Screening (docs/api/clients.md): a client whose name key (clients.name_key, or short_key
 * without the patronymic) equals an entry's of the current list is matched — `blocked` with
 * the same birth date, `review` otherwise. A match an officer cleared counts no more; one
 * confirmed blocks. Everything is SQL over keys PostgreSQL computed (migration 025), so the
 * rescreen of every client after an upload is a few set-based statements.
 */

/** The client's state from its matches of import $2 (the current list). */
const STATUS_OF = (clientAlias: string) => `COALESCE((
  SELECT CASE WHEN bool_or(m.status = 'confirmed' OR (m.status = 'open' AND m.kind = 'blocked')) THEN 'blocked'
              WHEN bool_or(m.status = 'open') THEN 'review' END
    FROM compliance_matches m WHERE m.client_id = ${clientAlias}.id AND m.import_id = $2), 'clear')`;

const MATCH_KIND = `CASE WHEN e.birth_date = c.birth_date THEN 'blocked' ELSE 'review' END`;

/** The current list: the last applied import (a staged upload or a preview is not yet in force). */
export async function currentImportId(q: Queryable): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>("SELECT max(id) AS id FROM watchlist_imports WHERE state = 'applied'");
  return rows[0]?.id ?? null;
}

/**
 * One client, on create or update, inside the write's transaction: its matches with the
 * current list are brought up to date (a decided match stays decided while its kind holds),
 * and its state follows.
 */
export async function screenClient(tx: Queryable, clientId: number): Promise<ScreeningStatus> {
  const importId = await currentImportId(tx);
  if (importId === null) return 'clear';
  await tx.query(
    `DELETE FROM compliance_matches m USING clients c
      WHERE c.id = $1 AND m.client_id = c.id AND m.import_id = $2
        AND NOT EXISTS (SELECT 1 FROM watchlist_entries e WHERE e.id = m.entry_id AND e.name_key IN (c.name_key, c.short_key))`,
    [clientId, importId],
  );
  await tx.query(
    `INSERT INTO compliance_matches (import_id, client_id, entry_id, entry_full_name, entry_birth_date, kind)
     SELECT $2, c.id, e.id, e.full_name, e.birth_date, ${MATCH_KIND}
       FROM clients c JOIN watchlist_entries e ON e.import_id = $2 AND e.name_key IN (c.name_key, c.short_key)
      WHERE c.id = $1 AND c.name_key <> ''
     ON CONFLICT (import_id, client_id, entry_id) DO UPDATE SET
       kind = EXCLUDED.kind,
       status = CASE WHEN compliance_matches.kind = EXCLUDED.kind THEN compliance_matches.status ELSE 'open' END,
       decided_at = CASE WHEN compliance_matches.kind = EXCLUDED.kind THEN compliance_matches.decided_at END,
       decided_by = CASE WHEN compliance_matches.kind = EXCLUDED.kind THEN compliance_matches.decided_by END`,
    [clientId, importId],
  );
  const { rows } = await tx.query<{ status: ScreeningStatus }>(
    `UPDATE clients c SET screening_status = ${STATUS_OF('c')} WHERE c.id = $1 RETURNING c.screening_status AS status`,
    [clientId, importId],
  );
  return rows[0].status;
}

/** A client's state again after an officer's decision on one of its matches. */
export async function restateClient(tx: Queryable, clientId: number): Promise<void> {
  await tx.query(`UPDATE clients c SET screening_status = ${STATUS_OF('c')} WHERE c.id = $1`, [clientId, await currentImportId(tx)]);
}

/**
 * Every client against a new list (import `importId`, just written), in the upload's
 * transaction: the matches by two hash joins on the keys, then the states — only the rows
 * that change are written. Returns how many clients matched.
 */
export async function rescreenAll(tx: Queryable, importId: number): Promise<{ matched: number }> {
  await tx.query(
    `INSERT INTO compliance_matches (import_id, client_id, entry_id, entry_full_name, entry_birth_date, kind)
     SELECT $1, c.id, e.id, e.full_name, e.birth_date, ${MATCH_KIND}
       FROM watchlist_entries e JOIN clients c ON c.name_key = e.name_key
      WHERE e.import_id = $1 AND e.name_key <> ''
     UNION
     SELECT $1, c.id, e.id, e.full_name, e.birth_date, ${MATCH_KIND}
       FROM watchlist_entries e JOIN clients c ON c.short_key = e.name_key AND c.short_key <> c.name_key
      WHERE e.import_id = $1 AND e.name_key <> ''
     ON CONFLICT DO NOTHING`,
    [importId],
  );
  const { rows } = await tx.query<{ n: number }>(
    `WITH matched AS (
       SELECT client_id, CASE WHEN bool_or(kind = 'blocked') THEN 'blocked' ELSE 'review' END AS status
         FROM compliance_matches WHERE import_id = $1 GROUP BY client_id),
     cleared AS (
       UPDATE clients c SET screening_status = 'clear'
        WHERE c.screening_status <> 'clear' AND NOT EXISTS (SELECT 1 FROM matched m WHERE m.client_id = c.id)),
     flagged AS (
       UPDATE clients c SET screening_status = m.status FROM matched m
        WHERE c.id = m.client_id AND c.screening_status <> m.status)
     SELECT count(*)::int AS n FROM matched`,
    [importId],
  );
  return { matched: rows[0].n };
}

/**
 * The client an operation, transfer or payout names (`field`): it must exist (400 under the
 * field) and be neither blocked nor waiting for a decision (403 under `client`, whichever
 * field named it: the refusal is about the person, word for word as specified). Locked for
 * share, so a rescreen cannot change its state between this check and the write's commit.
 */
export async function refuseUnscreenedClient(tx: Queryable, clientId: number, field = 'client'): Promise<{ id: number; name: string }> {
  const { rows } = await tx.query<{ id: number; name: string; screening_status: ScreeningStatus }>(
    `SELECT id, btrim(last_name || ' ' || first_name || ' ' || middle_name) AS name, screening_status
       FROM clients WHERE id = $1 FOR SHARE`,
    [clientId],
  );
  const client = rows[0];
  if (!client) throw noSuchObject(field, clientId);
  if (client.screening_status === 'blocked') throw new HttpError(403, { client: [CLIENT_BLOCKED_MESSAGE] });
  if (client.screening_status === 'review') throw new HttpError(403, { client: [CLIENT_REVIEW_MESSAGE] });
  return { id: client.id, name: client.name };
}
