import { REGISTER_LIMIT_STATES } from '../enums';
import { CurrencyRefSchema } from './ledger';
import { Decimal, Id, Nullable, StringEnum, Type } from './kit';

/**
 * A city's limits on a cashier's exchange (docs/api/limits.md). A city nobody set
 * answers the defaults: tolerance 2 %, no largest operation.
 */
export const CityLimitsSchema = Type.Object({
  city: Id,
  /** The allowed rate is the day's board rate ± this percent. */
  rate_tolerance_percent: Decimal,
  /** The largest exchange total in the base currency; null: none. */
  max_operation_amount: Nullable(Decimal),
  /**
   * Shifts: a shift whose count differences, valued in the base currency, exceed
   * this waits for a supervisor's approval; "0.00" (the default): any difference waits.
   */
  shift_difference_threshold: Decimal,
  /**
   * The city's offline limit (docs/OFFLINE.md), shown here because the register screen loads
   * these limits already: the largest deal during an outage, in the base currency; null:
   * offline trading off. Set by an admin on the city (PUT /api/admin/cities/{id}/), not here.
   */
  offline_limit: Nullable(Decimal),
});

/**
 * One currency of a register's limits (docs/VAULT.md) beside what the register holds now.
 * `state`: 'below_min' or 'above_max' when the balance is outside a set limit, 'ok' inside
 * them, 'unset' when the currency has neither a minimum nor a maximum.
 */
export const RegisterLimitSchema = Type.Object({
  currency: CurrencyRefSchema,
  min: Nullable(Decimal),
  max: Nullable(Decimal),
  refill_to: Nullable(Decimal),
  balance: Decimal,
  state: StringEnum(REGISTER_LIMIT_STATES),
});

/** GET and PUT /api/cash_register/{id}/limits/: every currency with a limit or a balance, in display order. */
export const RegisterLimitsSchema = Type.Object({ cash_register: Id, limits: Type.Array(RegisterLimitSchema) });
