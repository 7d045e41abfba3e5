import { compareDecimal, MAX_INTEGER_DIGITS } from '../../../shared/money';

export interface DecimalLimits {
  /** Digits after the point: fiat 2, crypto 8, rates 6. */
  decimals: number;
  /** Inclusive bounds as decimal strings. */
  min?: string;
  max?: string;
}

/**
 * What a money input keeps of what was typed: digits and one point (a comma counts as one,
 * spaces are dropped), at most `decimals` after it and 12 before it, and never more than
 * `max`. Returns null to refuse the keystroke (the input keeps its previous text). A value
 * under `min` is not refused while typing, since more digits may still bring it into range
 * (typing 150 passes through 1); the form's schema refuses it on blur.
 */
export function acceptTyped(raw: string, { decimals, max }: DecimalLimits): string | null {
  const text = raw.replace(/[\s\u202f\u00a0]/g, '').replace(',', '.');
  if (text === '') return '';
  const pattern = decimals > 0 ? new RegExp(`^\\d*(\\.\\d{0,${decimals}})?$`) : /^\d*$/;
  if (!pattern.test(text)) return null;
  const [int] = text.split('.');
  if (int.length > MAX_INTEGER_DIGITS) return null;
  if (max !== undefined && isComplete(text) && compareDecimal(normalise(text), max) > 0) return null;
  return text;
}

const isComplete = (text: string) => /\d/.test(text);

/** "0012." → "12", ".5" → "0.5": the wire form of a typed value (the API takes plain decimals). */
export function normalise(text: string): string {
  if (!isComplete(text)) return '';
  let [int, frac = ''] = text.split('.');
  int = int.replace(/^0+(?=\d)/, '') || '0';
  frac = frac.replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}

/** Whether a normalised value is within [min, max]. */
export function inRange(value: string, { min, max }: DecimalLimits): boolean {
  return (min === undefined || compareDecimal(value, min) >= 0) && (max === undefined || compareDecimal(value, max) <= 0);
}
