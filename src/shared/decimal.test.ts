import DecimalJs from 'decimal.js';
import fc from 'fast-check';
import { Decimal } from './decimal';

// decimal.js with room for every digit: the reference the BigInt arithmetic must equal.
const Ref = DecimalJs.clone({ precision: 200, toExpNeg: -200, toExpPos: 200 });
const MODES = { 'half-up': DecimalJs.ROUND_HALF_UP, up: DecimalJs.ROUND_UP, down: DecimalJs.ROUND_DOWN } as const;

/** Plain decimals as the app sees them: up to 12 integer digits and 8 decimals, either sign; small ones often. */
const plain = fc
  .tuple(
    fc.boolean(),
    fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 12n - 1n }), fc.bigInt({ min: 0n, max: 9n })),
    fc.option(fc.oneof(fc.stringMatching(/^\d{1,8}$/), fc.stringMatching(/^0{1,6}[0-9]{1,2}$/)), { nil: undefined }),
  )
  .map(([negative, int, fraction]) => `${negative ? '-' : ''}${int}${fraction === undefined ? '' : `.${fraction}`}`);
const RUNS = { numRuns: 500 };
const places = fc.integer({ min: 0, max: 8 });
const mode = fc.constantFrom<keyof typeof MODES>('half-up', 'up', 'down');

describe('Decimal: exact, and equal to decimal.js', () => {
  it('adds, subtracts and multiplies', () => {
    fc.assert(
      fc.property(plain, plain, (a, b) => {
        expect(Decimal.of(a).plus(b).toFixed()).toBe(new Ref(a).plus(b).toFixed());
        expect(Decimal.of(a).minus(b).toFixed()).toBe(new Ref(a).minus(b).toFixed());
        expect(Decimal.of(a).times(b).toFixed()).toBe(new Ref(a).times(b).toFixed());
        expect(Decimal.of(a).cmp(b)).toBe(new Ref(a).comparedTo(b));
      }),
      RUNS,
    );
  });

  it('rounds to a number of places half-up, up (away from zero) and down (towards it)', () => {
    fc.assert(
      fc.property(plain, plain, places, mode, (a, b, dp, rounding) => {
        const product = Decimal.of(a).times(b);
        const ref = new Ref(a).times(b).toDecimalPlaces(dp, MODES[rounding]);
        expect(product.round(dp, rounding).toFixed(dp)).toBe(ref.toFixed(dp));
        expect(product.round(dp, rounding).toFixed()).toBe(ref.toFixed());
      }),
      RUNS,
    );
  });

  it('divides by a power of ten, counts its places and prints fixed places half-up', () => {
    fc.assert(
      fc.property(plain, places, (a, dp) => {
        expect(Decimal.of(a).shiftLeft(2).toFixed()).toBe(new Ref(a).div(100).toFixed());
        expect(Decimal.of(a).decimalPlaces()).toBe(new Ref(a).decimalPlaces());
        // Rounded first, as every caller does: a negative value that rounds to zero is "0.00"
        // (decimal.js's own toFixed(2) would print "-0.00" for -0.001).
        expect(Decimal.of(a).toFixed(dp)).toBe(new Ref(a).toDecimalPlaces(dp, DecimalJs.ROUND_HALF_UP).toFixed(dp));
      }),
      RUNS,
    );
  });

  it('examples', () => {
    expect(Decimal.of('0.1').times('3').toFixed(2)).toBe('0.30');
    expect(Decimal.of('0.005').toFixed(2)).toBe('0.01');
    expect(Decimal.of('-0.005').toFixed(2)).toBe('-0.01');
    expect(Decimal.of('-0.001').toFixed(2)).toBe('0.00');
    expect(Decimal.of('88.200').toFixed()).toBe('88.2');
    expect(Decimal.of('100').toFixed()).toBe('100');
    expect(Decimal.of('0.00').toFixed()).toBe('0');
    expect(Decimal.of('1.0000001').round(6, 'up').toFixed()).toBe('1.000001');
    expect(Decimal.of('1.0000009').round(6, 'down').toFixed()).toBe('1');
    expect(() => Decimal.of('1e5')).toThrow(RangeError);
    expect(() => Decimal.of('')).toThrow(RangeError);
  });
});
