import { formatInstant } from '../../../ui/formatInstant';

/**
 * "с 09:00" for a shift opened today, "с 24/11/2026 21:00" for one opened earlier — on the
 * server's wall clock, as every instant of the app (ui/formatInstant.ts).
 */
export function shiftSince(openedAt: string, now: Date = new Date()): string {
  const opened = formatInstant(openedAt);
  const [day, time] = opened.split(' ');
  return day === formatInstant(now.toISOString()).split(' ')[0] ? `с ${time}` : `с ${day} ${time}`;
}
