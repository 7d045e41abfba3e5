import { effectiveRate, exchangeFigures } from './exchangeTotal';

describe('exchangeFigures (the live total, as the server computes it)', () => {
  it('multiplies exactly, where a float would not', () => {
    // 0.1 × 3 in floats is 0.30000000000000004; 1.15 × 100 is 114.99999999999999.
    expect(exchangeFigures('3', '0.1')?.total).toBe('0.30');
    expect(exchangeFigures('100', '1.15')?.total).toBe('115.00');
    expect(exchangeFigures('123456789012.99', '99.123456')?.total).toBe('12237463593630.40') // …630.39769344 (python Decimal);
  });

  it('rounds half up to the kopeck, like round(numeric)', () => {
    expect(exchangeFigures('0.05', '0.1')?.total).toBe('0.01'); // 0.005 → 0.01
    expect(exchangeFigures('0.01', '0.4')?.total).toBe('0.00');
  });

  it('takes the worn-note percentage off the rate, rounded to 6 places first', () => {
    expect(effectiveRate('92.5', '5')).toBe('87.875000');
    expect(effectiveRate('1.234567', '3.5')).toBe('1.191357'); // 1.19135715… → 6 places
    expect(exchangeFigures('100', '1.234567', '3.5')).toEqual({ effectiveRate: '1.191357', total: '119.14' });
  });

  it('has nothing to show until amount and rate are numbers', () => {
    expect(exchangeFigures('', '90')).toBeNull();
    expect(exchangeFigures('10', '')).toBeNull();
    expect(exchangeFigures('1.', '90')).toBeNull();
  });
});
