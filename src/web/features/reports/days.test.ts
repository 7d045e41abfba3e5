import { daysBetween, lastDays } from './days';

describe('report days', () => {
  it('lists calendar days across a month end, both ends included', () => {
    expect(daysBetween('2026-10-30', '2026-11-02')).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    expect(daysBetween('2026-11-02', '2026-11-01')).toEqual([]);
  });
  it('counts back from the last day, crossing the March time change without losing a day', () => {
    const days = lastDays('2026-03-30', 30);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-03-01');
    expect(days.at(-1)).toBe('2026-03-30');
  });
});
