/**
 * Signs of structuring (docs/api/clients.md, «Признаки дробления»): types of
 * schema/structuring.ts and the labels the web app and the API share.
 */
import type { Static } from 'typebox';
import type { StructuringDealSchema, StructuringSignSchema } from './schema/structuring';

export type StructuringSign = Static<typeof StructuringSignSchema>;
export type StructuringDeal = Static<typeof StructuringDealSchema>;
export type StructuringStatus = StructuringSign['status'];
export type StructuringDecision = Exclude<StructuringStatus, 'new'>;

export const STRUCTURING_STATUS_LABELS: Record<StructuringStatus, string> = {
  new: 'Новый',
  checked: 'Проверено',
  reported: 'Сообщено',
};

/** GET /api/compliance/structuring/ */
export interface StructuringQuery {
  from_date?: string;
  to_date?: string;
  city?: number;
  status?: StructuringStatus;
  page?: number;
  size?: number;
}

/** PUT /api/compliance/structuring/{id}/decide/: a note is required when the row is reported. */
export interface StructuringDecisionBody {
  decision: StructuringDecision;
  note?: string;
}

export const STRUCTURING_NOTE_REQUIRED = 'Укажите, что и куда сообщено.';
