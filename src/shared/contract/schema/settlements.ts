import { SETTLEMENT_KIND_VALUES } from '../settlementRules';
import { RefSchema } from './entities';
import { Decimal, Id, Instant, Nullable, StringEnum, Type, WireDate } from './kit';
import { CurrencyRefSchema } from './ledger';

/**
 * One ordered pair of cities in one currency (docs/SETTLEMENTS.md). `sent`: taken in
 * from_city and paid in to_city within the period; `paid`: the other way; `net` = sent − paid;
 * `settled`: what from_city paid to_city (less what it received) within the period;
 * `position`: from the beginning to the period's end, settlements included — above zero,
 * from_city owes to_city. The pair read the other way has every figure negated or swapped.
 */
export const SettlementPositionSchema = Type.Object({
  from_city: RefSchema,
  to_city: RefSchema,
  currency: CurrencyRefSchema,
  sent: Decimal,
  paid: Decimal,
  net: Decimal,
  settled: Decimal,
  position: Decimal,
});

/** A closed period: nothing may be dated inside it, and its figures are kept as they were. */
export const SettlementPeriodSchema = Type.Object({
  id: Id,
  from_date: WireDate,
  to_date: WireDate,
  closed_by: Nullable(RefSchema),
  closed_at: Instant,
});

/**
 * `GET /api/settlements/positions/`. `closed`: the period is a closed one and its figures are
 * those kept at its closing; `closed_through`: the last closed day, before which nothing new
 * is dated; `cities`: the cities the lines may name (the matrix's rows and columns).
 */
export const SettlementPositionsSchema = Type.Object({
  from_date: WireDate,
  to_date: WireDate,
  city: Nullable(RefSchema),
  closed: Type.Boolean(),
  closed_through: Nullable(WireDate),
  cities: Type.Array(RefSchema),
  periods: Type.Array(SettlementPeriodSchema),
  lines: Type.Array(SettlementPositionSchema),
});

/** A recorded settlement; a vault order's `cash_order` is the order it created, and its state. */
export const SettlementSchema = Type.Object({
  id: Id,
  kind: StringEnum(SETTLEMENT_KIND_VALUES),
  from_city: RefSchema,
  to_city: RefSchema,
  currency: CurrencyRefSchema,
  amount: Decimal,
  reference: Type.String(),
  date: Nullable(WireDate),
  cash_order: Nullable(Type.Object({ id: Id, state: Type.String() })),
  comment: Type.String(),
  created_by: Nullable(RefSchema),
  created_at: Instant,
});
