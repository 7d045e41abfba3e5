import { checkPeriod, REVERSED_PERIOD } from './period';
import { WIRE_DATE_ERROR } from '../../shared/contract/request/fields';

/** The one period check (period.ts): real days, the end not before the start, the old query names. */
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (e) {
    return { status: (e as { statusCode: number }).statusCode, body: (e as { body: unknown }).body };
  }
  return null;
};

describe('checkPeriod', () => {
  it('passes a period, an open one and none', () => {
    expect(checkPeriod({ from_date: '2026-03-01', to_date: '2026-03-01', page: 2 })).toEqual({ from_date: '2026-03-01', to_date: '2026-03-01', page: 2 });
    expect(checkPeriod({ to_date: '2026-03-01' })).toEqual({ to_date: '2026-03-01' });
    expect(checkPeriod({})).toEqual({});
  });

  it('refuses a day that does not exist, under the name sent', () => {
    expect(refusal(() => checkPeriod({ from_date: '2026-02-30' }))).toEqual({ status: 400, body: { from_date: [WIRE_DATE_ERROR] } });
    expect(refusal(() => checkPeriod({ date_to: '2026-02-30' }))).toEqual({ status: 400, body: { date_to: [WIRE_DATE_ERROR] } });
  });

  it('refuses an end before the start in the words and under the field of the route family', () => {
    const reversed = { from_date: '2026-03-02', to_date: '2026-03-01' };
    expect(refusal(() => checkPeriod(reversed))).toEqual({ status: 400, body: { to_date: ['Конец периода раньше начала.'] } });
    expect(refusal(() => checkPeriod(reversed, REVERSED_PERIOD.print))).toEqual({ status: 400, body: { to_date: ['Дата окончания раньше даты начала.'] } });
    expect(refusal(() => checkPeriod(reversed, REVERSED_PERIOD.report))).toEqual({ status: 400, body: { from_date: ['Дата начала позже даты окончания.'] } });
    expect(refusal(() => checkPeriod({ date_from: '2026-03-02', date_to: '2026-03-01' }))).toEqual({ status: 400, body: { date_to: ['Конец периода раньше начала.'] } });
  });

  it('reads the old names as the new ones, and refuses an old name sent beside its new one', () => {
    expect(checkPeriod({ date_from: '2026-03-01', to_date: '2026-03-02' })).toEqual({ from_date: '2026-03-01', to_date: '2026-03-02' });
    expect(refusal(() => checkPeriod({ from_date: '2026-03-01', date_from: '2026-03-01', date_to: '2026-03-02', to_date: '2026-03-02' }))).toEqual({
      status: 400,
      body: { date_from: ['Устаревшее имя параметра: передайте только from_date.'], date_to: ['Устаревшее имя параметра: передайте только to_date.'] },
    });
  });
});
