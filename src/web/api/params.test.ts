import { cleanParams } from './params';

describe('cleanParams', () => {
  it('drops empty values and keeps false and 0', () => {
    expect(cleanParams({ a: undefined, b: null, c: '', d: 0, e: false, f: 'x' })).toEqual({ d: '0', e: 'false', f: 'x' });
  });

  it('sends dates as yyyy-MM-dd, whatever the time of day', () => {
    expect(cleanParams({ from_date: new Date(2026, 0, 5, 23, 59), to_date: new Date(2026, 11, 31) })).toEqual({
      from_date: '2026-01-05',
      to_date: '2026-12-31',
    });
  });

  it('drops an invalid date instead of sending "Invalid Date"', () => {
    expect(cleanParams({ date: new Date('nope') })).toEqual({});
  });
});
