import { Decimal } from './decimal';
import { RATE_DECIMALS } from './money';

/**
 * A city's limits on a cashier's exchange (docs/api/limits.md): the rate must lie
 * within the day's board rate ± the tolerance, and the total (base currency) must not pass
 * the largest operation. One rule for the API (the judge) and the exchange form (the hint),
 * computed exactly (shared/decimal.ts).
 */
export const DEFAULT_RATE_TOLERANCE_PERCENT = '2.00';
/** A shift's differences above it (base currency) wait for a supervisor: 0 — any difference does (docs/SHIFTS.md). */
export const DEFAULT_SHIFT_DIFFERENCE_THRESHOLD = '0.00';

/** The allowed rates, inclusive, with at most RATE_DECIMALS places. */
export interface RateBand {
  min: string;
  max: string;
}

/**
 * board × (1 ∓ tolerance/100). A rate has at most 6 places, so the bounds are rounded inward
 * to 6 places (min up, max down): comparing with them is exact, and a bound shown is allowed.
 */
export function rateBand(boardRate: string, tolerancePercent: string): RateBand {
  const board = Decimal.of(boardRate);
  const share = Decimal.of(tolerancePercent).shiftLeft(2);
  return {
    min: board.times(Decimal.of('1').minus(share)).round(RATE_DECIMALS, 'up').toFixed(),
    max: board.times(Decimal.of('1').plus(share)).round(RATE_DECIMALS, 'down').toFixed(),
  };
}

export function rateInBand(rate: string, band: RateBand): boolean {
  const r = Decimal.of(rate);
  return r.cmp(band.min) >= 0 && r.cmp(band.max) <= 0;
}

/** "88.2" → "88.20", "88.320987" as it is: at least 2 places, no trailing zeros past them. */
export function formatBound(value: string): string {
  const d = Decimal.of(value);
  return d.decimalPlaces() <= 2 ? d.toFixed(2) : d.toFixed();
}

/** "88.20–91.80" (an en dash, a dot as the decimal point: the product's wording). */
export const formatBand = (band: RateBand): string => `${formatBound(band.min)}–${formatBound(band.max)}`;

/** The API's 400 under `rate`, word for word the product's: "Курс вне допустимого диапазона: 88.20–91.80". */
export const rateOutOfBandMessage = (band: RateBand): string => `Курс вне допустимого диапазона: ${formatBand(band)}`;

/** The API's 400 under `amount`, naming the limit: "Сумма больше наибольшей операции: 100000.00 RUB". */
export const amountOverLimitMessage = (limit: string, baseCode: string): string =>
  `Сумма больше наибольшей операции: ${Decimal.of(limit).toFixed(2)} ${baseCode}`;

/**
 * A crypto transaction paid in a fiat currency other than the base one (an API-only choice) is
 * valued at the day's board buy rate of that currency; without one it cannot be compared with
 * the limit, and a cashier may not make it alone.
 */
export const unvaluedOverLimitMessage = (fiatCode: string, limit: string, baseCode: string): string =>
  `Нет курса дня для ${fiatCode}: сумму не сравнить с наибольшей операцией ${Decimal.of(limit).toFixed(2)} ${baseCode}`;

export function totalOverLimit(total: string, limit: string | null): boolean {
  return limit !== null && Decimal.of(total).cmp(limit) > 0;
}
