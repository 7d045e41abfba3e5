import { dec } from '../ledger/decimal';

/**
 * How printed and downloaded files write numbers and dates. Russian style: thousands grouped
 * with a no-break space (U+00A0 — Montserrat has no narrow U+202F glyph), a decimal comma,
 * dates dd/MM/yyyy (docs/PRODUCT.md §9). Amounts stay decimal strings end to end: they are
 * rounded with decimal.js and grouped as text, never through a JS float.
 */
export const GROUP_SEPARATOR = '\u00a0';
export const DECIMAL_SEPARATOR = ',';

/** Digits after the point of a decimal string ("12.50" → 2, "7" → 0). */
export function fractionDigits(value: string): number {
  const point = value.indexOf('.');
  return point < 0 ? 0 : value.length - point - 1;
}

/** "-1234567.5" → "-1 234 567,50" (rounded half-up to `decimals`; the string's own by default). */
export function formatAmount(value: string, decimals = fractionDigits(value)): string {
  const fixed = dec(value).toDecimalPlaces(decimals).toFixed(decimals);
  const negative = fixed.startsWith('-') && /[1-9]/.test(fixed);
  const [intPart, frac] = fixed.replace(/^-/, '').split('.');
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR);
  return `${negative ? '-' : ''}${grouped}${frac ? DECIMAL_SEPARATOR + frac : ''}`;
}

/** Rates keep up to 6 decimals but show at least 2: "92.500000" → "92,50", "0.012345" → "0,012345". */
export function formatRate(value: string): string {
  const trimmed = value.includes('.') ? value.replace(/0+$/, '') : value;
  return formatAmount(trimmed, Math.max(2, fractionDigits(trimmed)));
}

/** yyyy-MM-dd → dd/MM/yyyy. */
export function formatWireDate(value: string): string {
  const [y, m, d] = value.split('-');
  return `${d}/${m}/${y}`;
}

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The calendar fields of an instant in a time zone (the server's "day", docs/PRODUCT-DECISIONS.md Time). */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs far more than using it (thousands of rows). */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function wallClock(at: Date | string, timeZone: string): WallClock {
  const parts = formatterFor(timeZone).formatToParts(typeof at === 'string' ? new Date(at) : at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An instant as "22/11/2026 14:05" in the zone. */
export function formatDateTime(at: Date | string, timeZone: string): string {
  const w = wallClock(at, timeZone);
  return `${pad(w.day)}/${pad(w.month)}/${pad(w.year, 4)} ${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * Digits between the first and the last non-zero one ("0012.3400" → 4, "1200" → 2). A
 * decimal with at most 15 of them survives string → double → display unchanged (DBL_DIG).
 */
export function significantDigits(value: string): number {
  return value.replace(/^-/, '').replace('.', '').replace(/^0+/, '').replace(/0+$/, '').length;
}

/** A printed period: from and to days, each optional (yyyy-MM-dd). */
export interface Period {
  from_date?: string;
  to_date?: string;
}

/** "с 01/11/2026 по 22/11/2026", "с 01/11/2026", "по …" or "весь период". */
export function periodText({ from_date, to_date }: Period): string {
  if (from_date && to_date) return from_date === to_date ? formatWireDate(from_date) : `с ${formatWireDate(from_date)} по ${formatWireDate(to_date)}`;
  if (from_date) return `с ${formatWireDate(from_date)}`;
  if (to_date) return `по ${formatWireDate(to_date)}`;
  return 'весь период';
}
