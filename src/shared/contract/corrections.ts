import type { Static } from 'typebox';
import type { CorrectionRecordKind, CorrectionStatus } from './enums';
import type { CorrectionSchema } from './schema/corrections';

// What may be reversed and a request's states sit with the other enums (enums.ts), where the
// schema takes them without importing this file back; this file still offers them.
export { CORRECTION_RECORD_KINDS, CORRECTION_STATUSES, type CorrectionRecordKind, type CorrectionStatus } from './enums';

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
