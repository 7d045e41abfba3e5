// The browser tests' guard against crossing the product's midnight.
import { msUntilNext } from '../features/officialRates/officialRatesSchedule';
import { waitBeforeRun } from './productDay';

const MIN = 60_000;

it('counts to midnight in the product time zone, not the machine’s', () => {
  // 20:59 UTC is 23:59 in Moscow (UTC+3) and 01:59 in Yekaterinburg (UTC+5).
  expect(msUntilNext('00:00', 'Europe/Moscow', new Date('2026-11-30T20:59:00Z'))).toBe(MIN);
  expect(msUntilNext('00:00', 'Asia/Yekaterinburg', new Date('2026-11-30T20:59:00Z'))).toBe(22 * 60 * MIN + MIN);
  expect(msUntilNext('00:00', 'UTC', new Date('2026-11-30T00:00:00.250Z'))).toBe(24 * 60 * MIN - 250);
});

it('waits past midnight only when a run would start within the margin before it', () => {
  const at = (utc: string) => new Date(`2026-11-30T${utc}Z`);
  // 23:40 Moscow, 25 minutes' margin: wait the 20 minutes and 30 s more.
  expect(waitBeforeRun({}, at('20:40:00'))).toBe(20 * MIN + 30_000);
  expect(waitBeforeRun({}, at('20:59:00'))).toBe(MIN + 30_000);
  // 23:30 and 00:05 Moscow: far enough.
  expect(waitBeforeRun({}, at('20:30:00'))).toBe(0);
  expect(waitBeforeRun({}, at('21:05:00'))).toBe(0);
  // Another zone, another midnight: 23:50 in Yekaterinburg is 18:50 UTC.
  expect(waitBeforeRun({ TIME_ZONE: 'Asia/Yekaterinburg' }, at('18:50:00'))).toBe(10 * MIN + 30_000);
  expect(waitBeforeRun({ TIME_ZONE: 'Asia/Yekaterinburg' }, at('20:30:00'))).toBe(0);
  // A fixed day never crosses midnight; the margin is the environment's.
  expect(waitBeforeRun({ FAKE_DATE: '2026-11-30' }, at('20:59:00'))).toBe(0);
  expect(waitBeforeRun({ E2E_DAY_MARGIN_MIN: '5' }, at('20:40:00'))).toBe(0);
});
