import { fromWireDate, toWireDate } from '../../../shared/dates';

/** The longest period the by-day chart composes (one call per day, see docs/web/reports.md). */
export const MAX_SERIES_DAYS = 31;

/** Every wire date from `from` to `to`, both included (calendar days, no time-zone shift). */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const day = fromWireDate(from);
  const last = fromWireDate(to);
  while (day <= last && out.length <= 366) {
    out.push(toWireDate(day));
    day.setDate(day.getDate() + 1);
  }
  return out;
}

/** The `count` days that end with `to`. */
export function lastDays(to: string, count: number): string[] {
  const first = fromWireDate(to);
  first.setDate(first.getDate() - (count - 1));
  return daysBetween(toWireDate(first), to);
}
