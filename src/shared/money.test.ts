import { compareDecimal, formatAmount, groupThousands, isDecimalString } from './money';

describe('money strings (never a float)', () => {
  it.each([
    ['1', '1', 0],
    ['1.50', '1.5', 0],
    ['0010', '10', 0],
    ['9', '10', -1],
    ['10.01', '10.009', 1],
    ['99999999999.99', '100000000000', -1],
    ['0.1', '0.10000001', -1],
  ])('compareDecimal(%s, %s) = %i', (a, b, expected) => {
    expect(compareDecimal(a, b)).toBe(expected);
  });

  it('compares past a float\'s precision', () => {
    // As floats both are 9007199254740992.
    expect(compareDecimal('9007199254740993', '9007199254740992')).toBe(1);
  });

  it('groups thousands with a narrow space, padded or as typed', () => {
    expect(formatAmount('1234567.5')).toBe('1\u202f234\u202f567.50');
    expect(groupThousands('1234567.5')).toBe('1\u202f234\u202f567.5');
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands('1000.')).toBe('1\u202f000.');
  });

  it('accepts plain decimals with at most the scale', () => {
    expect(isDecimalString('12.34', 2)).toBe(true);
    expect(isDecimalString('12.345', 2)).toBe(false);
    expect(isDecimalString('1e3', 2)).toBe(false);
  });
});
