import type { ComplianceMatch, MatchStatus } from '../../../shared/contract/clients';
import type { Paginated } from '../../../shared/contract/pagination';
import type { Db, Queryable } from '../../db/types';
import { conflict, forbidden, notFound } from '../../http/errors';
import { paginate, pageParams } from '../../http/pagination';
import type { Actor } from '../../http/scope';
import { auditRecord, recordSnapshot } from '../../lib/audit';
import { CURRENT_IMPORT, restateClient } from '../../checks/screening';
import { isoSql } from '../../ledger/sqlRefs';
import { SERVER_MESSAGES as M } from '../../http/messages';

/**
 * The matches for a compliance officer to decide (docs/api/clients.md): clear an open one (a
 * namesake: the client is clear until a new list matches them again), confirm it (blocked),
 * or lift a confirmed one with a reason. A match of an earlier list that is still in force is
 * listed and decided like the others, flagged as not in the current list. Every decision is
 * audited, and nobody decides a match on a client they created.
 */

const userRef = (alias: string) =>
  `CASE WHEN ${alias}.id IS NOT NULL THEN json_build_object('id', ${alias}.id, 'name', COALESCE(NULLIF(btrim(${alias}.first_name || ' ' || ${alias}.last_name), ''), ${alias}.username)) END`;

const COLUMNS = `m.id, json_build_object('id', c.id, 'name', btrim(c.last_name || ' ' || c.first_name || ' ' || c.middle_name)) AS client,
  to_char(c.birth_date, 'YYYY-MM-DD') AS client_birth_date,
  json_build_object('full_name', m.entry_full_name, 'birth_date', to_char(m.entry_birth_date, 'YYYY-MM-DD')) AS entry,
  m.kind, m.status, m.import_id = ${CURRENT_IMPORT} AS in_current_list,
  ${isoSql('m.created_at')} AS created_at, ${isoSql('m.decided_at')} AS decided_at, ${userRef('du')} AS decided_by,
  ${isoSql('m.lifted_at')} AS lifted_at, ${userRef('lu')} AS lifted_by, m.lift_reason`;
const FROM = `compliance_matches m JOIN clients c ON c.id = m.client_id
  LEFT JOIN users du ON du.id = m.decided_by LEFT JOIN users lu ON lu.id = m.lifted_by`;

const toMatch = (r: ComplianceMatch): ComplianceMatch => ({ ...r, id: Number(r.id) });

/**
 * GET /api/compliance/matches/?status&page — newest first: the current list's matches, and of
 * earlier lists those still in force (open, confirmed) and the lifted ones (who unblocked whom,
 * and why). An earlier list's cleared namesake is history: a new list asked again.
 */
export async function listMatches(db: Db, query: { status?: MatchStatus; page?: number; size?: number; url: string }): Promise<Paginated<ComplianceMatch>> {
  return paginate<ComplianceMatch, ComplianceMatch>(db, query.url, pageParams(query, 50), {
    sql: `SELECT ${COLUMNS} FROM ${FROM}
           WHERE (m.import_id = ${CURRENT_IMPORT} OR m.status <> 'cleared') AND ($1::text IS NULL OR m.status = $1::text)`,
    params: [query.status ?? null],
    orderBy: 'id DESC',
    map: toMatch,
  });
}

async function matchRow(q: Queryable, id: number): Promise<ComplianceMatch> {
  const { rows } = await q.query<ComplianceMatch>(`SELECT ${COLUMNS} FROM ${FROM} WHERE m.id = $1`, [id]);
  if (!rows[0]) throw notFound();
  return toMatch(rows[0]);
}

interface LockedMatch {
  status: MatchStatus;
  client_id: number;
  created_by: number | null;
}

/** The match locked for the decision; 404, or 403 on a client the officer created (four eyes). */
async function lockMatch(tx: Queryable, actor: Actor, id: number): Promise<LockedMatch> {
  const { rows } = await tx.query<LockedMatch>(
    `SELECT m.status, m.client_id, c.created_by
       FROM compliance_matches m JOIN clients c ON c.id = m.client_id WHERE m.id = $1 FOR UPDATE OF m`,
    [id],
  );
  const match = rows[0];
  if (!match) throw notFound();
  if (actor.id !== null && match.created_by === actor.id) throw forbidden(M.ownClientMatch);
  return match;
}

/**
 * PUT /api/compliance/matches/{id}/clear/ or …/confirm/: an open match, once, whichever list
 * produced it (one the current list no longer has is the officer's to decide too).
 */
export async function decideMatch(db: Db, actor: Actor, id: number, decision: 'cleared' | 'confirmed'): Promise<ComplianceMatch> {
  return db.transaction(async (tx) => {
    const match = await lockMatch(tx, actor, id);
    if (match.status !== 'open') throw conflict(M.matchDecided);
    const before = await recordSnapshot(tx, 'compliance_matches', id);
    await tx.query('UPDATE compliance_matches SET status = $2, decided_at = now(), decided_by = $3 WHERE id = $1', [id, decision, actor.id]);
    await restateClient(tx, match.client_id);
    await auditRecord(tx, actor, decision === 'cleared' ? 'compliance_match.clear' : 'compliance_match.confirm', 'compliance_matches', id, before, {
      client: match.client_id,
    });
    return matchRow(tx, id);
  });
}

/**
 * PUT /api/compliance/matches/{id}/lift/ {reason}: a confirmed match ends — the only way one
 * does (an edit of the client or a new list never ends it). The reason is kept on the match
 * and in the audit row; the client is clear unless another match holds them.
 */
export async function liftMatch(db: Db, actor: Actor, id: number, input: { reason: string }): Promise<ComplianceMatch> {
  // A blank reason never gets here: the route's schema refuses it (requiredText).
  const reason = input.reason.trim();
  return db.transaction(async (tx) => {
    const match = await lockMatch(tx, actor, id);
    if (match.status !== 'confirmed') throw conflict(M.liftConfirmedOnly);
    const before = await recordSnapshot(tx, 'compliance_matches', id);
    await tx.query(
      "UPDATE compliance_matches SET status = 'lifted', lifted_at = now(), lifted_by = $2, lift_reason = $3 WHERE id = $1",
      [id, actor.id, reason],
    );
    await restateClient(tx, match.client_id);
    await auditRecord(tx, actor, 'compliance_match.lift', 'compliance_matches', id, before, { client: match.client_id, reason });
    return matchRow(tx, id);
  });
}
