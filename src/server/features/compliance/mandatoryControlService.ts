import type { MandatoryControlRow } from '../../../shared/contract/clients';
import type { Db } from '../../db/types';
import { conflict, notFound } from '../../http/errors';
import { SERVER_MESSAGES as M } from '../../http/messages';
import type { Actor } from '../../http/scope';
import { auditRecord, recordSnapshot } from '../../lib/audit';
import { controlRow, IDENTITY_FIELDS } from './mandatoryControlQueries';

/** The mandatory-control queue's one write: a row marked reported (docs/api/clients.md). */

/**
 * PUT /api/compliance/mandatory_control/{id}/report/ {reference}: who, when, the reference,
 * and the client's identity as it stands now — what the report sent; once.
 */
export async function reportMandatoryControl(db: Db, actor: Actor, id: number, reference: string): Promise<MandatoryControlRow> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: string }>('SELECT status FROM mandatory_control WHERE id = $1 FOR UPDATE', [id]);
    if (!rows[0]) throw notFound();
    if (rows[0].status === 'reported') throw conflict(M.alreadyReported);
    const before = await recordSnapshot(tx, 'mandatory_control', id);
    await tx.query(
      `UPDATE mandatory_control m SET status = 'reported', reported_at = now(), reported_by = $2, reference = $3,
              ${IDENTITY_FIELDS.map((f) => `filed_${f} = c.${f}`).join(', ')}
         FROM clients c WHERE m.id = $1 AND c.id = m.client_id`,
      [id, actor.id, reference.trim()],
    );
    await auditRecord(tx, actor, 'mandatory_control.report', 'mandatory_control', id, before);
    return controlRow(tx, id);
  });
}
