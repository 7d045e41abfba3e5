import type { CorrectionLiveEvent, CorrectionLiveEventType } from '../../shared/contract/events';
import type { CorrectionRecordKind } from '../../shared/contract/corrections';
import type { Queryable } from '../db/types';
import { EVENTS_CHANNEL, eventPayload } from './transferEvents';

/**
 * Tells every API process that a correction was asked for, approved or rejected:
 * the approval queue's count is live "as for incoming transfers". Called inside the
 * correction's own transaction, as notifyTransfer is: PostgreSQL delivers the NOTIFY only on
 * commit, so a refused request or approval is never announced and an announced one is
 * already readable by whoever refetches.
 */
export async function notifyCorrection(tx: Queryable, type: CorrectionLiveEventType, correctionId: number): Promise<void> {
  // The record's person (an out transaction's), so that an approval refreshes their balance.
  const { rows } = await tx.query<{
    record_kind: CorrectionRecordKind;
    record_id: string;
    cash_register_id: number;
    city_id: number;
    requested_by: number | null;
    operation_person_id: number | null;
  }>(
    `SELECT c.record_kind, c.record_id::text AS record_id, c.cash_register_id, r.city_id, c.requested_by,
            (SELECT o.operation_person_id FROM out_transactions o
              WHERE c.record_kind IN ('OUT_TRANSACTION', 'CRYPTO_OUT_TRANSACTION') AND o.id = c.record_id) AS operation_person_id
       FROM corrections c JOIN cash_registers r ON r.id = c.cash_register_id
      WHERE c.id = $1`,
    [correctionId],
  );
  const c = rows[0];
  if (!c) return;
  const event: CorrectionLiveEvent = {
    type,
    id: Number(correctionId),
    record_kind: c.record_kind,
    record_id: Number(c.record_id),
    cash_register: c.cash_register_id,
    city_ids: [c.city_id],
    operation_person: c.operation_person_id,
    requested_by: c.requested_by,
  };
  await tx.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, eventPayload(event)]);
}
