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

// Declared in request/compliance.ts (TypeBox values the server validates with).
export type { StructuringDecisionBody, StructuringQuery } from './request/compliance';

export const STRUCTURING_NOTE_REQUIRED = 'Укажите, что и куда сообщено.';
