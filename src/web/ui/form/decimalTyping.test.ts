import { acceptTyped, inRange, normalise } from './decimalTyping';

describe('typing a decimal (docs/PRODUCT.md §5: values outside are rejected while typing)', () => {
  const fiat = { decimals: 2 };
  it.each([
    ['12', '12'],
    ['12.', '12.'],
    ['12,5', '12.5'],
    ['1 234.56', '1234.56'],
    ['', ''],
  ])('keeps %j as %j', (typed, kept) => {
    expect(acceptTyped(typed, fiat)).toBe(kept);
  });

  it.each(['12.345', '1e3', '-5', '12.3.4', 'abc', '1234567890123'])('refuses %j for a fiat amount', (typed) => {
    expect(acceptTyped(typed, fiat)).toBeNull();
  });

  it('takes 8 places for crypto and 6 for rates, and none past them', () => {
    expect(acceptTyped('0.12345678', { decimals: 8 })).toBe('0.12345678');
    expect(acceptTyped('0.123456789', { decimals: 8 })).toBeNull();
    expect(acceptTyped('95.123456', { decimals: 6 })).toBe('95.123456');
    expect(acceptTyped('95.1234567', { decimals: 6 })).toBeNull();
  });

  it('refuses a keystroke that goes past max, exactly (no float)', () => {
    const limits = { decimals: 2, max: '100' };
    expect(acceptTyped('100', limits)).toBe('100');
    expect(acceptTyped('100.01', limits)).toBeNull();
    expect(acceptTyped('1000', limits)).toBeNull();
  });

  it('lets a value pass under min while typing (150 starts with 1); the schema checks it on blur', () => {
    expect(acceptTyped('1', { decimals: 2, min: '100' })).toBe('1');
    expect(inRange('1', { decimals: 2, min: '100' })).toBe(false);
    expect(inRange('150', { decimals: 2, min: '100' })).toBe(true);
  });

  it('sends plain decimals', () => {
    expect(normalise('0012.50')).toBe('12.5');
    expect(normalise('.5')).toBe('0.5');
    expect(normalise('12.')).toBe('12');
    expect(normalise('.')).toBe('');
  });
});
