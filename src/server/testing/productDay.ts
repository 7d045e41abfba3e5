import { msUntilNext } from '../features/officialRates/officialRatesSchedule';
import { DEFAULT_TIME_ZONE } from '../../shared/dates';

/**
 * The browser tests share one demo world made for the product's "today" (its TIME_ZONE): that
 * day's rates, deals made minutes before the tests begin. A run that crosses the zone's midnight
 * meets a new day with neither (docs/testing.md, "One product day"), so `npm run test:e2e` runs
 * this first: it waits for midnight when the run would start within the margin before it.
 */

/** How long a run starting `now` waits: 0 when midnight is more than the margin away or FAKE_DATE fixes the day, else until 30 s past it. */
export function waitBeforeRun(env: NodeJS.ProcessEnv, now = new Date(), marginMs = Number(env.E2E_DAY_MARGIN_MIN ?? 25) * 60_000): number {
  if (env.FAKE_DATE) return 0;
  const left = msUntilNext('00:00', env.TIME_ZONE || DEFAULT_TIME_ZONE, now);
  return left > marginMs ? 0 : left + 30_000;
}

if (require.main === module) {
  const wait = waitBeforeRun(process.env);
  if (wait > 0) {
    console.log(`The product's day ends in ${Math.round(wait / 60_000)} min: the browser tests wait for the new day first.`);
    setTimeout(() => undefined, wait);
  }
}
