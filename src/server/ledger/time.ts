import { todayInTimeZone } from '../../shared/dates';
import { daySettings } from '../config';

/**
 * "A day" is a calendar day in the configured zone (docs/PRODUCT-DECISIONS.md, Time); FAKE_DATE moves
 * "today" for tests, for the web app and the API alike. Both are read in config.ts only.
 */
export function timeZone(): string {
  return daySettings().timeZone;
}

export function today(): string {
  return daySettings().fakeDate || todayInTimeZone(timeZone());
}

/**
 * When a record happens. With FAKE_DATE it is the current time of day on the fake date, so
 * what a test creates shows up in "today's" balances and reports.
 */
export function recordTime(now: Date = new Date()): Date {
  const fake = daySettings().fakeDate;
  if (!fake) return now;
  const realToday = todayInTimeZone(timeZone(), now);
  const days = (Date.parse(`${fake}T00:00:00Z`) - Date.parse(`${realToday}T00:00:00Z`)) / 86_400_000;
  return new Date(now.getTime() + days * 86_400_000);
}

/** SQL for the first instant of a `yyyy-MM-dd` parameter's day in zone parameter `$tz`. */
export const dayStart = (dateParam: string, tzParam: string) =>
  `((${dateParam})::date::timestamp AT TIME ZONE ${tzParam})`;
/** SQL for the first instant after that day. */
export const dayEnd = (dateParam: string, tzParam: string) =>
  `(((${dateParam})::date + 1)::timestamp AT TIME ZONE ${tzParam})`;
