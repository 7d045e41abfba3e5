import type { Transfer } from '../../../shared/contract/ledger';
import { nextTransferStatus, type TransferKind } from '../../../shared/machines/transferLifecycle';
import type { Db } from '../../db/types';
import { auditRecord, recordSnapshot } from '../../lib/audit';
import { canSeeCity, type Actor } from '../../http/scope';
import { forbidden, notFound } from '../../http/errors';
import { recordTime } from '../../ledger/time';
import { withFreeCode } from './transferCode';
import { checkKindPermission, getTransfer } from './transferQueries';
import { conflictFor, lockTransfer } from './transferTransitions';
import { SERVER_MESSAGES as SM } from '../../http/messages';

export const NEW_CODE_ISSUER_DETAIL = SM.newCodeIssuer;

/**
 * PUT /api/{external,crypto}_transfer/new_code/{id}/ — a client who lost the code gets a new
 * one (docs/RELIABILITY.md "Security"). The transfer's creator asks, or an admin (anyone else of
 * the sending city: 403), while the transfer is Pending (the lifecycle's transfer.new_code;
 * otherwise 409); the old code stops working with this commit, since accept and "Поиск по
 * коду" compare with the row. Whoever issues it becomes a first pair of eyes: they may
 * neither accept nor deliver the transfer (transferTransitions.ts). The audit row says who and
 * when, never the code (lib/audit.ts strips it). The answer carries the new code, as a create
 * answer does: the caller hands it to the client.
 */
export async function issueNewCode(db: Db, actor: Actor, kind: TransferKind, id: number, options: { at?: Date } = {}): Promise<Transfer> {
  checkKindPermission(actor, kind);
  const at = options.at ?? recordTime();
  return db.transaction(async (tx) => {
    const t = await lockTransfer(tx, kind, id);
    if (!canSeeCity(actor, t.from_city_id)) throw notFound();
    const isCreator = actor.id !== null && t.user_id !== null && Number(t.user_id) === actor.id;
    if (!isCreator && !actor.isAdmin) throw forbidden(NEW_CODE_ISSUER_DETAIL);
    if (!nextTransferStatus(kind, t.status, 'transfer.new_code')) throw conflictFor('transfer.new_code', t.status);
    const before = await recordSnapshot(tx, 'transfers', t.id);
    // A code an open transfer holds writes nothing and another is drawn (as on create); a
    // transfer created with the same code at the same instant (one chance in 10^8) would meet
    // the partial unique index and fail this call, never share the code.
    const { code } = await withFreeCode(async (c) => {
      const { rows } = await tx.query(
        `UPDATE transfers SET transfer_code = $2, updated_at = $3, code_issued_by = $4
          WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM transfers o WHERE o.transfer_code = $2 AND o.status <> 'Delivered')
          RETURNING id`,
        [t.id, c, at.toISOString(), actor.id],
      );
      return rows[0] ? true : undefined;
    });
    await auditRecord(tx, actor, 'transfer.new_code', 'transfers', t.id, before);
    // Read back inside the write's transaction (an Idempotency-Key keeps this answer with the write).
    return { ...(await getTransfer(tx, actor, kind, id)), transfer_code: code };
  });
}
