/**
 * Money is never a JavaScript float (docs/PRODUCT-DECISIONS.md, Money): amounts and rates travel as decimal
 * strings and are added up in SQL or with decimal.js. These are the precisions and the one
 * syntax both sides accept.
 */
export const FIAT_DECIMALS = 2;
export const CRYPTO_DECIMALS = 8;
export const RATE_DECIMALS = 6;
/** Integer digits a NUMERIC(20, x) column keeps; more is refused before it reaches SQL. */
export const MAX_INTEGER_DIGITS = 12;

/** `^\d{1,12}(\.\d{1,max})?$` — a non-negative plain decimal, no exponent, no sign. */
export function decimalPattern(maxDecimals: number): string {
  const fraction = maxDecimals > 0 ? `(\\.\\d{1,${maxDecimals}})?` : '';
  return `^\\d{1,${MAX_INTEGER_DIGITS}}${fraction}$`;
}

export function isDecimalString(value: unknown, maxDecimals: number): value is string {
  return typeof value === 'string' && new RegExp(decimalPattern(maxDecimals)).test(value);
}

/** Decimals a currency's amounts have: crypto 8, fiat 2. */
export function amountDecimals(currency: { is_crypto?: boolean; decimals?: number }): number {
  if (typeof currency.decimals === 'number') return currency.decimals;
  return currency.is_crypto ? CRYPTO_DECIMALS : FIAT_DECIMALS;
}

/**
 * "1234567.5" → "1 234 567.50": thousands grouped with a narrow space (docs/PRODUCT.md §9's
 * thousands grouping), the fraction padded to `decimals`. Works on the string, so no precision is lost.
 */
export function formatAmount(value: string, decimals = FIAT_DECIMALS): string {
  const negative = value.startsWith('-');
  const [intPart, frac = ''] = (negative ? value.slice(1) : value).split('.');
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  const fraction = decimals > 0 ? `.${frac.padEnd(decimals, '0').slice(0, decimals)}` : '';
  return `${negative ? '-' : ''}${grouped}${fraction}`;
}

/** Compares two plain non-negative decimal strings exactly (no float): -1, 0 or 1. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const [ai, af = ''] = a.split('.');
  const [bi, bf = ''] = b.split('.');
  const aInt = ai.replace(/^0+(?=\d)/, '');
  const bInt = bi.replace(/^0+(?=\d)/, '');
  if (aInt.length !== bInt.length) return aInt.length < bInt.length ? -1 : 1;
  const width = Math.max(af.length, bf.length);
  const x = aInt + af.padEnd(width, '0');
  const y = bInt + bf.padEnd(width, '0');
  return x === y ? 0 : x < y ? -1 : 1;
}

/** "1234567.5" → "1 234 567.5": thousands grouped, the fraction as it is (for an input at rest). */
export function groupThousands(value: string): string {
  const [intPart, frac] = value.split('.');
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  return frac === undefined ? grouped : `${grouped}.${frac}`;
}
