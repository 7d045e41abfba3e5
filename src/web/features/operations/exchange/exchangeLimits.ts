import type { CityLimits, Me, OperationType } from '../../../../shared/contract';
import { canSetRates } from '../../../../shared/contract';
import { amountOverLimitMessage, formatBand, rateBand, rateInBand, rateOutOfBandMessage, totalOverLimit, type RateBand } from '../../../../shared/limits';
import { isDecimalString, RATE_DECIMALS } from '../../../../shared/money';

/**
 * The exchange form's view of the city's limits (docs/api/limits.md). The server is
 * the judge; this shows the band under the rate while typing and refuses, before sending, what
 * the server would refuse a cashier. Bound = not a rate setter, the API's rule (exchangeLimits.ts).
 */
export interface FormLimits {
  bound: boolean;
  /** null: no board rate for the day, so no band. */
  band: RateBand | null;
  max: string | null;
  baseCode: string;
}

export function formLimits(me: Pick<Me, 'isAdmin' | 'role'> | undefined, limits: CityLimits | undefined, boardRate: string, baseCode: string): FormLimits {
  return {
    // Until /api/me answers, assume the stricter reading: the server decides anyway.
    bound: !me || !canSetRates(me),
    band: limits && boardRate ? rateBand(boardRate, limits.rate_tolerance_percent) : null,
    max: limits?.max_operation_amount ?? null,
    baseCode,
  };
}

/** The line under the rate field: the day's rate and, with one, the allowed band. */
export function rateHint(l: FormLimits, hasBoardRate: boolean): string {
  if (!hasBoardRate) return 'Курс дня не задан';
  if (!l.band) return 'Курс дня';
  return l.bound ? `Курс дня; допустимо ${formatBand(l.band)}` : `Курс дня; лимит ${formatBand(l.band)} (вне — с отметкой)`;
}

/** The rate field's own error while typing (shown live), for a bound user only. */
export function rateLimitError(l: FormLimits, rate: string): string | undefined {
  if (!l.bound || !l.band || !isDecimalString(rate, RATE_DECIMALS)) return undefined;
  return rateInBand(rate, l.band) ? undefined : rateOutOfBandMessage(l.band);
}

/** The errors the server would answer a bound user with, checked before sending. */
export function limitErrors(l: FormLimits, rate: string, total: string | null): { rate?: string; amount?: string } {
  const errors: { rate?: string; amount?: string } = {};
  const rateError = rateLimitError(l, rate);
  if (rateError) errors.rate = rateError;
  if (l.bound && total !== null && totalOverLimit(total, l.max)) errors.amount = amountOverLimitMessage(l.max!, l.baseCode);
  return errors;
}

export type { OperationType };
