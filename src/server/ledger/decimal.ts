import Decimal from 'decimal.js';

/**
 * Decimal arithmetic for money (never JS floats). Half-up rounding matches PostgreSQL's
 * round(numeric), so a figure computed here and one summed in SQL agree to the last digit.
 */
export const Dec = Decimal.clone({
  precision: 60,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -60,
  toExpPos: 60,
});
export type Dec = Decimal;

export function dec(value: Decimal.Value): Decimal {
  return new Dec(value);
}

/** Rounded to `decimals` places and written out with exactly that many. */
export function fixed(value: Decimal.Value, decimals: number): string {
  return new Dec(value).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP).toFixed(decimals);
}

/** A base-currency total no real operation reaches, safely inside NUMERIC(20,2). */
export const MAX_TOTAL = 1e15;
