import { fromWireDate, isWireDate, toWireDate, todayInTimeZone } from './dates';

describe('wire dates', () => {
  it('formats a local date as yyyy-MM-dd and back', () => {
    expect(toWireDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(fromWireDate('2026-01-05')).toEqual(new Date(2026, 0, 5));
  });

  it('accepts only real calendar dates', () => {
    expect(isWireDate('2026-02-28')).toBe(true);
    expect(isWireDate('2026-02-30')).toBe(false);
    expect(isWireDate('28/02/2026')).toBe(false);
    expect(isWireDate(20260228)).toBe(false);
  });

  it("gives today's date in a time zone", () => {
    const instant = new Date(Date.UTC(2026, 11, 31, 22, 30));
    expect(todayInTimeZone('Europe/Moscow', instant)).toBe('2027-01-01');
    expect(todayInTimeZone('UTC', instant)).toBe('2026-12-31');
  });
});
