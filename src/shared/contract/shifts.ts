import type { Static } from 'typebox';
import type { ShiftApproval } from './enums';
import type { CashDifferencesReportSchema, CountSheetLineSchema, CountSheetSchema, ShiftCountLineSchema, ShiftSchema } from './schema/shifts';

/** Shifts (docs/SHIFTS.md): a register's working period, opened and closed with a count. */
// Its states sit with the other enums (enums.ts), where the schema takes them without
// importing this file back; this file still offers them.
export { SHIFT_APPROVAL_STATES, SHIFT_STATUSES, type ShiftApproval, type ShiftStatus } from './enums';

export const SHIFT_APPROVAL_LABELS: Record<ShiftApproval, string> = {
  NOT_NEEDED: 'без расхождений сверх порога',
  WAITING: 'ждёт подтверждения',
  APPROVED: 'подтверждена',
};

/** What the API answers when a cash-moving write meets a register without an open shift. */
export const REGISTER_CLOSED = 'Касса закрыта: откройте смену.';

export type Shift = Static<typeof ShiftSchema>;
export type ShiftCountLine = Static<typeof ShiftCountLineSchema>;
export type CountSheet = Static<typeof CountSheetSchema>;
export type CountSheetLine = Static<typeof CountSheetLineSchema>;
export type CashDifferencesReport = Static<typeof CashDifferencesReportSchema>;

// Declared in request/shifts.ts.
export type { ApproveShiftBody, CloseShiftBody, CountedLine as CountedAmount, OpenShiftBody } from './request/shifts';
