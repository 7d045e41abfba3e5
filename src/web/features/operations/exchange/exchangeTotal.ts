import { Decimal } from '../../../../shared/decimal';
import { FIAT_DECIMALS, RATE_DECIMALS, isDecimalString } from '../../../../shared/money';

/**
 * The exchange form's live figures, computed exactly as the server does
 * (src/server/features/exchange/exchangeService.ts): half-up rounding like PostgreSQL's
 * round(numeric), the worn-note rate rounded to 6 places first, then the total to the base
 * currency's 2. The server's answer stays the truth; this only shows it before sending.
 * Exact BigInt arithmetic (shared/decimal.ts), not decimal.js: the form's chunk stays small.
 */
const fixed = (value: Decimal, places: number) => value.round(places, 'half-up').toFixed(places);

/** rate × (100 − percentage) / 100, to 6 places: what worn notes are bought at. */
export function effectiveRate(rate: string, dilapidationPercentage: string | null): string {
  const percentage = dilapidationPercentage ?? '0';
  return fixed(Decimal.of(rate).times(Decimal.of('100').minus(percentage)).shiftLeft(2), RATE_DECIMALS);
}

export interface ExchangeFigures {
  effectiveRate: string;
  total: string;
}

/**
 * The total in the base currency of `amount` at `rate` (less the worn-note percentage when
 * given), or null while the amount or the rate is not yet a number.
 */
export function exchangeFigures(
  amount: string,
  rate: string,
  dilapidationPercentage: string | null = null,
  baseDecimals = FIAT_DECIMALS,
): ExchangeFigures | null {
  if (!isDecimalString(amount, 8) || !isDecimalString(rate, RATE_DECIMALS)) return null;
  const effective = effectiveRate(rate, dilapidationPercentage);
  return { effectiveRate: effective, total: fixed(Decimal.of(amount).times(effective), baseDecimals) };
}

/** A crypto transaction's fiat total: amount × rate to 2 places (cryptoTransactionService.ts). */
export function cryptoTotal(amount: string, rate: string): string | null {
  if (!isDecimalString(amount, 8) || !isDecimalString(rate, RATE_DECIMALS)) return null;
  return fixed(Decimal.of(amount).times(rate), FIAT_DECIMALS);
}
