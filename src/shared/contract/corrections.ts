import type { Static } from 'typebox';
import type { CorrectionStatus } from './enums';
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

// Declared in request/corrections.ts.
export type { CreateCorrectionBody, DecideCorrectionBody } from './request/corrections';
