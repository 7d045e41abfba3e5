import { Decimal } from './decimal';
import { trimRate } from './rateText';

/**
 * «Курсы от ЦБ»: a proposal around the official rate (per one unit), a margin in percent each
 * side — we buy below it and sell above it. Decimal arithmetic, rounded to 4 decimals; the
 * supervisor edits and publishes (the official rate never sets ours by itself).
 */
export function proposeFromOfficial(official: string, marginPercent: string): { buy_rate: string; sell_rate: string } {
  const rate = Decimal.of(official);
  const margin = rate.times(marginPercent).shiftLeft(2);
  return {
    buy_rate: trimRate(rate.minus(margin).round(4).toFixed()),
    sell_rate: trimRate(rate.plus(margin).round(4).toFixed()),
  };
}

/** Our rate's distance from the official one, in percent with one decimal and a sign ("+1.5", "−0.8"); null without an official rate. */
export function spreadPercent(ours: string, official: string | null | undefined): string | null {
  if (!official || Decimal.of(official).cmp('0') <= 0) return null;
  // (ours − official) / official × 100, to one decimal: scaled by 1000 first, then divided in whole numbers.
  const diff = Decimal.of(ours).minus(official);
  const permille = Number(diff.times('1000').round(6).toFixed()) / Number(official);
  const value = Math.round(permille) / 10;
  return `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(1)}`;
}
