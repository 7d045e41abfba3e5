import { RefSchema } from './entities';
import { Decimal, Id, Nullable, StringEnum, Type } from './kit';
import { CurrencyRefSchema } from './ledger';
import { CashOrderSchema } from './cashOrders';

/** A register's standing against its limits: outside one that is set, or within them. */
export const STOCK_STATES = ['below_min', 'above_max', 'ok'] as const;

/**
 * One register and currency with a minimum or a maximum set (docs/VAULT.md "Stock and
 * suggested orders"): what it holds, what is on its way to it (dispatched cash orders and
 * pending internal transfers), and its city's vault's stock of the currency.
 */
export const StockLevelSchema = Type.Object({
  cash_register: RefSchema,
  kind: StringEnum(['till', 'vault'] as const),
  city: RefSchema,
  currency: CurrencyRefSchema,
  balance: Decimal,
  min: Nullable(Decimal),
  max: Nullable(Decimal),
  refill_to: Nullable(Decimal),
  state: StringEnum(STOCK_STATES),
  in_transit: Decimal,
  /** The city's vault and its balance in the currency; null when the city has none. */
  vault: Nullable(Type.Object({ id: Id, name: Type.String(), balance: Decimal })),
});

/**
 * A suggested order: `refill` from the vault up to the till's refill level, or `surplus` back
 * to the vault down to its refill level (its maximum when unset). `wanted` is the whole need;
 * `amount` what the vault can give (less than `wanted` when the vault runs short).
 */
export const StockSuggestionSchema = Type.Object({
  kind: StringEnum(['refill', 'surplus'] as const),
  cash_register: RefSchema,
  currency: CurrencyRefSchema,
  balance: Decimal,
  /** The balance with the orders and internal transfers already on their way in or out. */
  expected: Decimal,
  min: Nullable(Decimal),
  max: Nullable(Decimal),
  refill_to: Nullable(Decimal),
  wanted: Decimal,
  amount: Decimal,
});

/** `GET /api/stock_levels/suggestions/?city=`. */
export const StockSuggestionsSchema = Type.Object({
  city: RefSchema,
  vault: Nullable(RefSchema),
  suggestions: Type.Array(StockSuggestionSchema),
});

/** `POST /api/stock_levels/suggestions/`: the orders made, in the order of the items. */
export const SuggestedOrdersSchema = Type.Object({ orders: Type.Array(CashOrderSchema) });
