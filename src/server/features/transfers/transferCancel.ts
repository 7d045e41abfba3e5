import type { Transfer } from '../../../shared/contract/ledger';
import type { CancelTransferBody } from '../../../shared/contract/request/transfers';
import { nextTransferStatus, type TransferKind } from '../../../shared/machines/transferLifecycle';
import type { Db } from '../../db/types';
import { auditRecord, recordSnapshot } from '../../lib/audit';
import { canSeeCity, type Actor } from '../../http/scope';
import { fieldError, forbidden, notFound } from '../../http/errors';
import { isFrozenTransfer } from '../../checks/identification';
import { FROZEN_TRANSFER_CANCEL_MESSAGE } from '../../../shared/contract/clients';
import { dec } from '../../ledger/decimal';
import { moneyTransaction, post } from '../../ledger/posting';
import { recordTime } from '../../ledger/time';
import { notifyTransfer } from '../../notifications/transferEvents';
import { RECORD_KIND, checkKindPermission, getTransfer } from './transferQueries';
import { creationPostings } from './transferService';
import { conflictFor, lockTransfer } from './transferTransitions';
import { SERVER_MESSAGES as M } from '../../http/messages';

/**
 * PUT /api/{internal,external,crypto}_transfer/cancel/{id}/: the sender side takes
 * a Pending transfer back. The creation's entries are posted negated in one transaction with
 * the audit row: the amount leaves transit for the sender's cash and, for a client's transfer,
 * the amount and the fee go back to the client, so the transfer nets to nothing. The row is
 * locked before the lifecycle is asked, so a cancel racing an accept: exactly one wins.
 * Four eyes does not apply: the sender cancels its own transfer. A frozen transfer (its sender
 * now blocked or waiting: docs/api/clients.md) would hand a listed person's money back: only a
 * compliance officer cancels it.
 */
export async function cancelTransfer(
  db: Db,
  actor: Actor,
  kind: TransferKind,
  id: number,
  input: CancelTransferBody,
  options: { at?: Date } = {},
): Promise<Transfer> {
  checkKindPermission(actor, kind);
  const reason = input.reason.trim();
  if (!reason) throw fieldError('reason', M.cancelReasonRequired);
  const at = options.at ?? recordTime();
  return moneyTransaction(db, async (tx) => {
    const t = await lockTransfer(tx, kind, id);
    // The sending register's city (or an admin); the receiving side does not know of a cancel button.
    if (!canSeeCity(actor, t.from_city_id)) throw notFound();
    const next = nextTransferStatus(kind, t.status, 'transfer.cancel');
    if (!next) throw conflictFor('transfer.cancel', t.status);
    if (!actor.permissions.isComplianceOfficer && (await isFrozenTransfer(tx, t))) throw forbidden(FROZEN_TRANSFER_CANCEL_MESSAGE);
    const before = await recordSnapshot(tx, 'transfers', t.id);
    const created = creationPostings(kind, {
      fromRegisterId: t.from_cash_register_id, currencyId: t.currency_id, amount: dec(t.amount), fee: dec(t.fee),
    });
    await post(
      tx,
      { type: RECORD_KIND[kind], id: t.id, at },
      created.map((p) => ({ ...p, amount: p.amount.negated(), kind: `CANCEL_${p.kind}` })),
    );
    await tx.query(
      'UPDATE transfers SET status = $2, cancelled_at = $3, cancelled_by = $4, cancel_reason = $5, updated_at = $3 WHERE id = $1',
      [t.id, next, at.toISOString(), actor.id, reason],
    );
    // The receiving register's open screens drop it at once (docs/api/events.md).
    await notifyTransfer(tx, 'transfer.cancelled', { ...t, kind });
    await auditRecord(tx, actor, 'transfer.cancel', 'transfers', t.id, before, { reason });
    // Read back inside the write's transaction (an Idempotency-Key keeps this answer with the write).
    return getTransfer(tx, actor, kind, id);
  });
}
