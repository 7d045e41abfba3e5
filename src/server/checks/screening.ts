import {
  CLIENT_BLOCKED_MESSAGE,
  CLIENT_REVIEW_MESSAGE,
  type ScreeningStatus,
} from '../../shared/contract/clients';
import type { Queryable } from '../db/types';
import { HttpError, noSuchObject } from '../http/errors';
import { matchingPairs } from './nameMatch';

/**
 * Screening (docs/api/clients.md): a client whose name matches an entry of the list
 * (nameMatch.ts: the same name, or one letter apart with the same birth date) is matched —
 * `blocked` on the same name and birth date, `review` otherwise. Everything is SQL over keys
 * PostgreSQL computed (migration 029), so the rescreen of every client after an upload is a
 * few set-based statements.
 *
 * A match is a decision about a person, not about a spelling, so nothing here deletes one or
 * lowers it: an edit of the client and a new list only add matches (or raise a namesake's to
 * a full match). A match is in force while open or confirmed, whatever list produced it; only
 * an officer ends it (clear an open one, lift a confirmed one with a reason: matches.ts).
 */

/** A match still in force: undecided, or confirmed and not lifted. */
export const MATCH_IN_FORCE = `m.status IN ('open', 'confirmed')`;

/** The client's state from its matches in force, of any list. */
const STATUS_OF = (clientAlias: string) => `COALESCE((
  SELECT CASE WHEN bool_or(m.status = 'confirmed' OR m.kind = 'blocked') THEN 'blocked' WHEN count(*) > 0 THEN 'review' END
    FROM compliance_matches m WHERE m.client_id = ${clientAlias}.id AND ${MATCH_IN_FORCE}), 'clear')`;

/** The list in force: the latest import. Matches of other imports are «not in the current list». */
export const CURRENT_IMPORT = "(SELECT max(id) FROM watchlist_imports WHERE state = 'applied')";

/** The current list: the last applied import (a staged upload or a preview is not yet in force). */
export async function currentImportId(q: Queryable): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>("SELECT max(id) AS id FROM watchlist_imports WHERE state = 'applied'");
  return rows[0]?.id ?? null;
}

/**
 * One client, on create or update, inside the write's transaction: new matches with the
 * current list are added; a namesake's match whose birth date now agrees too becomes a full
 * match, open again if it had been decided. Matches the new name no longer produces stay as
 * they are (an officer ends them), so the state this returns is never lower than before.
 */
export async function screenClient(tx: Queryable, clientId: number): Promise<ScreeningStatus> {
  const importId = await currentImportId(tx);
  if (importId !== null) {
    await tx.query(
      `INSERT INTO compliance_matches (import_id, client_id, entry_id, entry_full_name, entry_birth_date, kind)
       SELECT $2, p.client_id, e.id, e.full_name, e.birth_date, p.kind
         FROM (${matchingPairs('e.import_id = $2', 'c.id = $1')}) p JOIN watchlist_entries e ON e.id = p.entry_id
       ON CONFLICT (import_id, client_id, entry_id) DO UPDATE SET
         kind = 'blocked',
         status = CASE WHEN compliance_matches.status = 'confirmed' THEN 'confirmed' ELSE 'open' END,
         decided_at = CASE WHEN compliance_matches.status = 'confirmed' THEN compliance_matches.decided_at END,
         decided_by = CASE WHEN compliance_matches.status = 'confirmed' THEN compliance_matches.decided_by END,
         lifted_at = NULL, lifted_by = NULL, lift_reason = ''
       WHERE compliance_matches.kind = 'review' AND EXCLUDED.kind = 'blocked'`,
      [clientId, importId],
    );
  }
  const { rows } = await tx.query<{ status: ScreeningStatus }>(
    `UPDATE clients c SET screening_status = ${STATUS_OF('c')} WHERE c.id = $1 RETURNING c.screening_status AS status`,
    [clientId],
  );
  return rows[0].status;
}

/** A client's state again after an officer's decision on one of its matches. */
export async function restateClient(tx: Queryable, clientId: number): Promise<void> {
  await tx.query(`UPDATE clients c SET screening_status = ${STATUS_OF('c')} WHERE c.id = $1`, [clientId]);
}

/**
 * Every client against a new list (import `importId`, just written), in the upload's
 * transaction. A match in force whose entry the new list names again (same name key and
 * birth date) moves to the new list with its decision; then the new matches, by hash joins
 * on the keys and the birth date (nameMatch.ts); then the states — only the rows that change are written, and only
 * upwards: a match whose entry the new list dropped stays in force, «not in the current
 * list», for an officer to decide. Returns how many clients the new list matched.
 */
export async function rescreenAll(tx: Queryable, importId: number): Promise<{ matched: number }> {
  await tx.query(
    `WITH named_again AS (
       SELECT DISTINCT ON (m.id) m.id, m.client_id, m.status, e.id AS entry_id,
              CASE WHEN m.kind = 'blocked' OR e.birth_date = c.birth_date THEN 'blocked' ELSE 'review' END AS kind
         FROM compliance_matches m
         JOIN clients c ON c.id = m.client_id
         JOIN watchlist_entries e ON e.import_id = $1 AND e.name_key = client_name_key(m.entry_full_name)
                                 AND e.birth_date IS NOT DISTINCT FROM m.entry_birth_date
        WHERE m.import_id <> $1 AND ${MATCH_IN_FORCE}
        ORDER BY m.id, e.id),
     one_per_entry AS (
       SELECT DISTINCT ON (client_id, entry_id) * FROM named_again ORDER BY client_id, entry_id, status = 'confirmed' DESC, id DESC)
     UPDATE compliance_matches m SET import_id = $1, entry_id = o.entry_id, kind = o.kind
       FROM one_per_entry o WHERE m.id = o.id`,
    [importId],
  );
  await tx.query(
    `INSERT INTO compliance_matches (import_id, client_id, entry_id, entry_full_name, entry_birth_date, kind)
     SELECT $1, p.client_id, e.id, e.full_name, e.birth_date, p.kind
       FROM (${matchingPairs('e.import_id = $1', 'TRUE')}) p JOIN watchlist_entries e ON e.id = p.entry_id
     ON CONFLICT DO NOTHING`,
    [importId],
  );
  await tx.query(
    `WITH in_force AS (
       SELECT m.client_id, CASE WHEN bool_or(m.status = 'confirmed' OR m.kind = 'blocked') THEN 'blocked' ELSE 'review' END AS status
         FROM compliance_matches m WHERE ${MATCH_IN_FORCE} GROUP BY m.client_id)
     UPDATE clients c SET screening_status = f.status FROM in_force f
      WHERE c.id = f.client_id AND c.screening_status <> f.status`,
  );
  const { rows } = await tx.query<{ n: number }>(
    'SELECT count(DISTINCT client_id)::int AS n FROM compliance_matches WHERE import_id = $1',
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
