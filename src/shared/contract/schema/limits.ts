import { Decimal, Id, Nullable, Type } from './kit';

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
});
