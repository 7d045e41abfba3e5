import type { Static } from 'typebox';
import type { CorrectionSchema } from './schema/corrections';

/** Corrections (storno): what may be reversed, and a request's states. */
export const CORRECTION_RECORD_KINDS = [
  'TRANSACTION',
  'CRYPTO_TRANSACTION',
  'OUT_TRANSACTION',
  'CRYPTO_OUT_TRANSACTION',
  'INCOME_OUTCOME',
] as const;
export type CorrectionRecordKind = (typeof CORRECTION_RECORD_KINDS)[number];

export const CORRECTION_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

export const CORRECTION_STATUS_LABELS: Record<CorrectionStatus, string> = {
  Pending: 'ждёт подтверждения',
  Approved: 'подтверждено',
  Rejected: 'отклонено',
};

export type Correction = Static<typeof CorrectionSchema>;

export interface CreateCorrectionBody {
  record_kind: CorrectionRecordKind;
  record_id: number;
  reason: string;
}
export interface DecideCorrectionBody {
  comment?: string;
}
