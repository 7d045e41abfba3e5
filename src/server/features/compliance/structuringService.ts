import { STRUCTURING_NOTE_REQUIRED, type StructuringDecision, type StructuringSign } from '../../../shared/contract/structuring';
import type { Db } from '../../db/types';
import { conflict, fieldError, notFound } from '../../http/errors';
import { SERVER_MESSAGES as M } from '../../http/messages';
import type { Actor } from '../../http/scope';
import { auditRecord, recordSnapshot } from '../../lib/audit';
import { signRow } from './structuringQueries';

/** The queue of structuring signs' one write: an officer's decision (docs/api/clients.md). */

/**
 * PUT /api/compliance/structuring/{id}/decide/ {decision, note}: «проверено» (nothing to
 * report; the note is optional) or «сообщено» (the note says what was reported and where: it
 * is required). A note of spaces only is refused either way; a row is decided once (409).
 */
export async function decideStructuringSign(
  db: Db,
  actor: Actor,
  id: number,
  input: { decision: StructuringDecision; note?: string },
): Promise<StructuringSign> {
  const note = (input.note ?? '').trim();
  if (input.note !== undefined && input.note !== '' && note === '') throw fieldError('note', M.blankNote);
  if (input.decision === 'reported' && note === '') throw fieldError('note', STRUCTURING_NOTE_REQUIRED);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: string }>('SELECT status FROM structuring_signs WHERE id = $1 FOR UPDATE', [id]);
    if (!rows[0]) throw notFound();
    if (rows[0].status !== 'new') throw conflict(M.structuringDecided);
    const before = await recordSnapshot(tx, 'structuring_signs', id);
    await tx.query('UPDATE structuring_signs SET status = $2, note = $3, decided_by = $4, decided_at = now() WHERE id = $1', [
      id, input.decision, note, actor.id,
    ]);
    await auditRecord(tx, actor, 'structuring_sign.decide', 'structuring_signs', id, before);
    return signRow(tx, id);
  });
}
