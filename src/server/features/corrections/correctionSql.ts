import type { Correction } from '../../../shared/contract/corrections';
import { currencyJson, iso, refJson, userJson } from '../../ledger/sqlRefs';

/**
 * A correction as its wire record (CorrectionSchema), with a summary of the record it names
 * read from that record's own table: one LEFT JOIN per table, each on its primary key.
 */
export const CORRECTION_ROWS = `
  SELECT c.id, c.record_kind, c.record_id::int AS record_id, c.reason, c.status, c.requested_at, c.decided_at,
         c.decision_comment, c.reversal_id::int AS reversal_id, c.cash_register_id, r.city_id,
         ${userJson('ru')} AS requested_by, ${userJson('du')} AS decided_by,
         ${refJson('r')} AS cash_register, ${refJson('ci')} AS city,
         COALESCE(et.operation_type, ct.operation_type, ot.operation_type, io.direction) AS operation_type,
         round(COALESCE(et.amount, ct.amount, ot.amount, io.amount), cur.decimals)::text AS amount,
         ${currencyJson('cur')} AS currency,
         COALESCE(et.total, ct.total)::text AS total,
         CASE WHEN tc.id IS NOT NULL THEN ${currencyJson('tc')} END AS total_currency,
         COALESCE(et.created_at, ct.created_at, ot.created_at, io.created_at) AS record_created_at,
         CASE WHEN uu.id IS NOT NULL THEN ${userJson('uu')} END AS record_user,
         CASE WHEN op.id IS NOT NULL THEN json_build_object('id', op.id, 'name', trim(op.first_name || ' ' || op.last_name)) END
           AS operation_person,
         COALESCE(et.comment, ct.comment, ot.comment, io.comment) AS record_comment
    FROM corrections c
    JOIN cash_registers r ON r.id = c.cash_register_id
    JOIN cities ci ON ci.id = r.city_id
    LEFT JOIN users ru ON ru.id = c.requested_by
    LEFT JOIN users du ON du.id = c.decided_by
    LEFT JOIN exchange_transactions et ON c.record_kind = 'TRANSACTION' AND et.id = c.record_id
    LEFT JOIN crypto_transactions ct ON c.record_kind = 'CRYPTO_TRANSACTION' AND ct.id = c.record_id
    LEFT JOIN out_transactions ot ON c.record_kind IN ('OUT_TRANSACTION', 'CRYPTO_OUT_TRANSACTION') AND ot.id = c.record_id
    LEFT JOIN income_outcome io ON c.record_kind = 'INCOME_OUTCOME' AND io.id = c.record_id
    JOIN currencies cur ON cur.id = COALESCE(et.currency_id, ct.crypto_currency_id, ot.currency_id, io.currency_id)
    LEFT JOIN currencies tc ON tc.id = COALESCE(et.base_currency_id, ct.currency_id)
    LEFT JOIN users uu ON uu.id = COALESCE(et.user_id, ct.user_id, ot.user_id, io.user_id)
    LEFT JOIN operation_persons op ON op.id = ot.operation_person_id`;

export interface CorrectionRow {
  id: number;
  record_kind: Correction['record_kind'];
  record_id: number;
  reason: string;
  status: Correction['status'];
  requested_at: Date;
  decided_at: Date | null;
  decision_comment: string;
  reversal_id: number | null;
  cash_register_id: number;
  city_id: number;
  requested_by: Correction['requested_by'];
  decided_by: Correction['decided_by'];
  cash_register: Correction['cash_register'];
  city: Correction['city'];
  operation_type: string;
  amount: string;
  currency: Correction['record']['currency'];
  total: string | null;
  total_currency: Correction['record']['total_currency'];
  record_created_at: Date;
  record_user: Correction['record']['user'];
  operation_person: Correction['record']['operation_person'];
  record_comment: string;
}

/** The wire record as `actorId` sees it (requested_by_me). */
export const toCorrection = (actorId: number | null) => (row: CorrectionRow): Correction => ({
  id: row.id,
  record_kind: row.record_kind,
  record_id: row.record_id,
  reason: row.reason,
  status: row.status,
  requested_by: row.requested_by,
  requested_by_me: actorId !== null && row.requested_by?.id === actorId,
  requested_at: iso(row.requested_at)!,
  decided_by: row.decided_by,
  decided_at: iso(row.decided_at),
  decision_comment: row.decision_comment,
  cash_register: row.cash_register,
  city: row.city,
  reversal_id: row.reversal_id,
  record: {
    operation_type: row.operation_type,
    amount: row.amount,
    currency: row.currency,
    total: row.total,
    total_currency: row.total_currency,
    created_at: iso(row.record_created_at)!,
    user: row.record_user,
    operation_person: row.operation_person,
    comment: row.record_comment,
  },
});
