import { CASH_ORDER_KIND_VALUES, CASH_ORDER_STATE_VALUES } from '../cashOrderRules';
import { RefSchema } from './entities';
import { Decimal, Id, Instant, Nullable, StringEnum, Type, type Static } from './kit';
import { CurrencyRefSchema } from './ledger';

/** A line of a count by denomination, as answered. */
export const DenominationCountSchema = Type.Object({ value: Decimal, count: Type.Integer() });

/**
 * A cash order (docs/CASH-ORDERS.md). `blind`: the answer is the receiving side's before
 * receipt, so `amount` and `dispatched_denominations` are null (the receiver counts without
 * the expected figures); `difference` is received − sent once received. `requested_by_me` and
 * `received_by_me` are the caller's, as the correction's `requested_by_me`.
 */
export const CashOrderSchema = Type.Object({
  id: Id,
  kind: StringEnum(CASH_ORDER_KIND_VALUES),
  state: StringEnum(CASH_ORDER_STATE_VALUES),
  from_cash_register: RefSchema,
  to_cash_register: RefSchema,
  from_city: RefSchema,
  to_city: RefSchema,
  currency: CurrencyRefSchema,
  blind: Type.Boolean(),
  amount: Nullable(Decimal),
  expected_at: Nullable(Instant),
  comment: Type.String(),
  requested_by: Nullable(RefSchema),
  requested_at: Instant,
  approved_by: Nullable(RefSchema),
  approved_at: Nullable(Instant),
  auto_approved: Type.Boolean(),
  cancelled_by: Nullable(RefSchema),
  cancelled_at: Nullable(Instant),
  dispatched_by: Nullable(RefSchema),
  dispatched_at: Nullable(Instant),
  dispatched_denominations: Nullable(Type.Array(DenominationCountSchema)),
  seal: Nullable(Type.String()),
  courier: Nullable(Type.String()),
  received_by: Nullable(RefSchema),
  received_at: Nullable(Instant),
  received_denominations: Nullable(Type.Array(DenominationCountSchema)),
  received_amount: Nullable(Decimal),
  seal_intact: Nullable(Type.Boolean()),
  difference: Nullable(Decimal),
  settled_by: Nullable(RefSchema),
  settled_at: Nullable(Instant),
  settle_reason: Nullable(Type.String()),
  /** The caller asked for it: four eyes, someone else approves it (the page offers no approval). */
  requested_by_me: Type.Boolean(),
  /** The caller counted it in: four eyes, someone else settles its discrepancy. */
  received_by_me: Type.Boolean(),
});
export type CashOrder = Static<typeof CashOrderSchema>;
