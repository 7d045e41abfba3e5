// The browser tests share one demo world made for the product's "today" (its TIME_ZONE, Moscow
// unless set): that day's rates, deals made minutes before the tests begin. A run that crosses
// the zone's midnight meets a new day with neither: on 2026-11-30 a run that began at 00:00
// Moscow failed four tests (the offline deals found no rate of the day, the signs of
// structuring list of the new day was empty). `npm run test:e2e` so waits for midnight first
// when the run would start within the margin before it (docs/testing.md, "One product day").

const DAY_MS = 86_400_000;

/** Milliseconds from `now` to the next midnight in `timeZone`. */
function msToMidnight(timeZone, now = new Date()) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type) => Number(parts.find((p) => p.type === type).value);
  const sinceMidnight = ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000 + now.getMilliseconds();
  return DAY_MS - sinceMidnight;
}

/**
 * How long a run starting `now` waits so that it does not cross the product's midnight: 0 when
 * midnight is more than `marginMs` away or FAKE_DATE fixes the day; else until 30 s past it.
 */
function waitBeforeRun(env, now = new Date(), marginMs = Number(env.E2E_DAY_MARGIN_MIN ?? 25) * 60_000) {
  if (env.FAKE_DATE) return 0;
  const left = msToMidnight(env.TIME_ZONE || 'Europe/Moscow', now);
  return left > marginMs ? 0 : left + 30_000;
}

module.exports = { msToMidnight, waitBeforeRun };
