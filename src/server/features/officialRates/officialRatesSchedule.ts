import type { Db } from '../../db/types';
import { todayInTimeZone } from '../../../shared/dates';
import { daySettings } from '../../config';
import { fetchOfficialRates } from './fetchOfficialRates';
import { hasOfficialRates } from './officialRatesStore';

export interface OfficialRatesSchedule {
  url: string;
  /** HH:MM in timeZone. */
  at: string;
  timeZone: string;
  log: { info(msg: string): void; warn(msg: string): void };
  now?: () => Date;
}

/** Milliseconds from `now` until the next HH:MM on the wall clock of `timeZone` (tomorrow's if it has passed). */
export function msUntilNext(at: string, timeZone: string, now: Date): number {
  const [h, m] = at.split(':').map(Number);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, hour12: false, hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const secondsNow = (Number(parts.hour) % 24) * 3600 + Number(parts.minute) * 60 + Number(parts.second);
  let wait = h * 3600 + m * 60 - secondsNow;
  if (wait <= 0) wait += 24 * 3600;
  return wait * 1000 - now.getMilliseconds();
}

const today = (zone: string, now: Date) => daySettings().fakeDate ?? todayInTimeZone(zone, now);

/**
 * While the server runs: the day's official rates at start when they are missing, then every
 * day at `at`. A failure (no internet, the source down) is one warning line and changes
 * nothing; the server goes on. Returns the stop.
 */
export function scheduleOfficialRates(db: Db, opts: OfficialRatesSchedule): () => void {
  const now = opts.now ?? (() => new Date());
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const fetchToday = async () => {
    const date = today(opts.timeZone, now());
    try {
      const { count } = await fetchOfficialRates(db, { url: opts.url, date });
      opts.log.info(`official rates for ${date}: ${count} currencies stored`);
    } catch (err) {
      opts.log.warn((err as Error).message);
    }
  };
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => void fetchToday().finally(next), msUntilNext(opts.at, opts.timeZone, now()));
    timer.unref();
  };
  void (async () => {
    const missing = !(await hasOfficialRates(db, today(opts.timeZone, now())).catch(() => true));
    if (missing && !stopped) await fetchToday();
    next();
  })();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
