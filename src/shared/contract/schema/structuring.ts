import { RefSchema } from './entities';
import { Decimal, Id, Instant, Nullable, StringEnum, Type } from './kit';
import { CurrencyRefSchema } from './ledger';

/**
 * Signs of structuring (docs/api/clients.md, «Признаки дробления»): deals without a client at
 * one register that together reach the city's identification threshold within the city's
 * window. A queue for compliance officers; the cashier is never told.
 */

export const STRUCTURING_STATUSES = ['new', 'checked', 'reported'] as const;
export const STRUCTURING_DECISIONS = ['checked', 'reported'] as const;

/** One deal of a row, oldest first. */
export const StructuringDealSchema = Type.Object({
  record_kind: StringEnum(['TRANSACTION', 'CRYPTO_TRANSACTION'] as const),
  id: Id,
  created_at: Instant,
  operation_type: StringEnum(['BUY', 'SELL'] as const),
  /** The currency (or crypto currency) dealt and its amount. */
  amount: Decimal,
  currency: CurrencyRefSchema,
  /** The deal's value in the base currency, as the threshold counted it (never less than at the day's board rate). */
  base_total: Decimal,
  /** Who wrote it; null for a deal the system wrote (the demo data). */
  cashier: Nullable(RefSchema),
});

export const StructuringSignSchema = Type.Object({
  id: Id,
  city: RefSchema,
  cash_register: RefSchema,
  /** Whoever wrote the deals, each once. */
  cashiers: Type.Array(RefSchema),
  deals: Type.Array(StructuringDealSchema),
  /** The deals' values together, the identification threshold they reached, in the base currency. */
  total: Decimal,
  threshold: Decimal,
  base_currency: CurrencyRefSchema,
  window_minutes: Type.Integer(),
  first_at: Instant,
  last_at: Instant,
  status: StringEnum(STRUCTURING_STATUSES),
  decided_by: Nullable(RefSchema),
  decided_at: Nullable(Instant),
  note: Type.String(),
  created_at: Instant,
});
