import { OFFLINE_FLAGS, OFFLINE_REVIEW_STATUSES } from '../offlineRules';
import { RefSchema } from './entities';
import { Id, Instant, Nullable, StringEnum, Type, type Static } from './kit';
import { ExchangeTransactionSchema } from './ledger';

/**
 * A row of «Офлайн-операции на проверку» (`GET /api/offline_review/`, docs/OFFLINE.md): a
 * flagged offline deal, its flags, when it was made and when it arrived, who made it where,
 * and whether a supervisor has checked it. `deal` is the exchange as its own list answers it,
 * so a reversal (storno) shows there (`reversed_by`, `correction_pending`).
 */
export const OfflineReviewSchema = Type.Object({
  /** The deal's id (one row per deal). */
  id: Id,
  status: StringEnum(OFFLINE_REVIEW_STATUSES),
  flags: Type.Array(StringEnum(OFFLINE_FLAGS)),
  made_at: Instant,
  received_at: Instant,
  cashier: Nullable(RefSchema),
  cash_register: RefSchema,
  city: RefSchema,
  checked_by: Nullable(RefSchema),
  checked_at: Nullable(Instant),
  deal: ExchangeTransactionSchema,
});
export type OfflineReview = Static<typeof OfflineReviewSchema>;
