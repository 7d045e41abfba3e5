/**
 * Calendar dates on the wire are `yyyy-MM-dd` (docs/PRODUCT.md §7) and mean a calendar day, not
 * an instant, so these helpers never go through UTC: a Date is read with its local fields.
 */
export const WIRE_DATE_FORMAT = 'yyyy-MM-dd';
export const DISPLAY_DATE_FORMAT = 'dd/MM/yyyy';
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

const WIRE_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A local Date → `yyyy-MM-dd`. */
export function toWireDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function isWireDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = WIRE_DATE.exec(value);
  if (!m) return false;
  const date = fromWireDate(value);
  return toWireDate(date) === value;
}

/** `yyyy-MM-dd` → a local Date at midnight (no time-zone shift). */
export function fromWireDate(value: string): Date {
  const m = WIRE_DATE.exec(value);
  if (!m) throw new RangeError(`Not a yyyy-MM-dd date: ${value}`);
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

// One formatter per zone: building one costs far more than formatting with it.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's calendar day in `timeZone` as `yyyy-MM-dd` ("a day" is the configured zone's day). */
export function todayInTimeZone(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats as yyyy-MM-dd.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}
