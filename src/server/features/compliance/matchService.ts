import type { ComplianceMatch, MatchStatus } from '../../../shared/contract/clients';
import type { Db, Queryable } from '../../db/types';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { Actor } from '../../http/scope';
import { auditRecord, recordSnapshot } from '../../lib/audit';
import { restateClient } from '../../checks/screening';
import { matchRow } from './matchQueries';
import { SERVER_MESSAGES as M } from '../../http/messages';

/**
 * The decisions on the matches (docs/api/clients.md; the list: matchQueries.ts): clear an open one (a
 * namesake: the client is clear until a new list matches them again), confirm it (blocked),
 * or lift a confirmed one with a reason. A match of an earlier list that is still in force is
 * listed and decided like the others, flagged as not in the current list. Every decision is
 * audited, and nobody decides a match on a client they created.
 */

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
