import { CORRECTION_RECORD_KINDS, CORRECTION_STATUSES } from '../enums';
import { RefSchema } from './entities';
import { CurrencyRefSchema } from './ledger';
import { Decimal, Id, Instant, Nullable, StringEnum, Type } from './kit';

/**
 * A correction (storno): a request to reverse one record, and its decision. The
 * `record` summary is what the approval queue shows without a second call; `reversal_id` is
 * the reversing record (same kind, amounts negated) once approved.
 */
export const CorrectionRecordSummarySchema = Type.Object({
  /** BUY/SELL, REPLENISHMENT/HANDED_OVER, Income/Outcome. */
  operation_type: Type.String(),
  amount: Decimal,
  currency: CurrencyRefSchema,
  /** The base or fiat total of an exchange (null for the other kinds). */
  total: Nullable(Decimal),
  total_currency: Nullable(CurrencyRefSchema),
  created_at: Instant,
  user: Nullable(RefSchema),
  operation_person: Nullable(RefSchema),
  comment: Type.String(),
});

export const CorrectionSchema = Type.Object({
  id: Id,
  record_kind: StringEnum(CORRECTION_RECORD_KINDS),
  record_id: Id,
  reason: Type.String(),
  status: StringEnum(CORRECTION_STATUSES),
  requested_by: Nullable(RefSchema),
  /** The caller asked for it: they may not decide it (four eyes), so the web app offers no decision. */
  requested_by_me: Type.Boolean(),
  requested_at: Instant,
  decided_by: Nullable(RefSchema),
  decided_at: Nullable(Instant),
  decision_comment: Type.String(),
  cash_register: RefSchema,
  city: RefSchema,
  reversal_id: Nullable(Id),
  record: CorrectionRecordSummarySchema,
});
