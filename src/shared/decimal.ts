/**
 * Exact decimal arithmetic on plain decimal strings, with BigInt: the few figures computed on
 * both sides before the server's answer — an exchange's total (the web form's live figure),
 * a rate band (shared/limits.ts, the API's judge and the form's hint). The whole of it is a
 * few hundred bytes, where decimal.js is 12.5 KB gzip in the web app's first visit to
 * Операции (docs/PERFORMANCE.md); src/shared/decimal.test.ts holds it equal to
 * decimal.js. Sums of money stay in SQL (docs/PRODUCT-DECISIONS.md, Money).
 */

/** How a value is rounded to fewer places (decimal.js's ROUND_HALF_UP, ROUND_UP, ROUND_DOWN). */
export type Rounding = 'half-up' | 'up' | 'down';

const PLAIN = /^([+-])?(\d+)(?:\.(\d+))?$/;
const TEN = 10n;

const pow10 = (n: number): bigint => TEN ** BigInt(n);

/** A decimal value: `units` × 10^−`scale`, exactly. */
export class Decimal {
  private constructor(
    private readonly units: bigint,
    private readonly scale: number,
  ) {}

  /** "-12.340", "5", "+0.5": a plain decimal (no exponent); anything else throws. */
  static of(value: string | Decimal): Decimal {
    if (value instanceof Decimal) return value;
    const m = PLAIN.exec(value.trim());
    if (!m) throw new RangeError(`Not a plain decimal: ${value}`);
    const fraction = m[3] ?? '';
    const units = BigInt(m[2] + fraction);
    return new Decimal(m[1] === '-' ? -units : units, fraction.length);
  }

  private aligned(other: Decimal): [bigint, bigint, number] {
    const scale = Math.max(this.scale, other.scale);
    return [this.units * pow10(scale - this.scale), other.units * pow10(scale - other.scale), scale];
  }

  plus(other: string | Decimal): Decimal {
    const [a, b, scale] = this.aligned(Decimal.of(other));
    return new Decimal(a + b, scale);
  }

  minus(other: string | Decimal): Decimal {
    const [a, b, scale] = this.aligned(Decimal.of(other));
    return new Decimal(a - b, scale);
  }

  times(other: string | Decimal): Decimal {
    const o = Decimal.of(other);
    return new Decimal(this.units * o.units, this.scale + o.scale);
  }

  /** This divided by 10^places, exactly (a percentage: `.shiftLeft(2)` is ÷ 100). */
  shiftLeft(places: number): Decimal {
    return new Decimal(this.units, this.scale + places);
  }

  /** -1, 0 or 1. */
  cmp(other: string | Decimal): -1 | 0 | 1 {
    const [a, b] = this.aligned(Decimal.of(other));
    return a < b ? -1 : a > b ? 1 : 0;
  }

  /** To `places` decimals: half-up and up round away from zero, down towards it. */
  round(places: number, rounding: Rounding = 'half-up'): Decimal {
    if (places >= this.scale) return new Decimal(this.units * pow10(places - this.scale), places);
    const divisor = pow10(this.scale - places);
    const negative = this.units < 0n;
    const magnitude = negative ? -this.units : this.units;
    let kept = magnitude / divisor;
    const rest = magnitude % divisor;
    if (rest !== 0n && (rounding === 'up' || (rounding === 'half-up' && rest * 2n >= divisor))) kept += 1n;
    return new Decimal(negative ? -kept : kept, places);
  }

  /** Decimal places once trailing zeros are dropped ("88.20" has 1). */
  decimalPlaces(): number {
    return this.normalized().scale;
  }

  /**
   * With `places`: rounded half-up to exactly that many decimals ("88.2" → "88.20"). Without:
   * the value as it is, trailing zeros dropped ("88.200" → "88.2", "100" → "100").
   */
  toFixed(places?: number): string {
    const value = places === undefined ? this.normalized() : this.round(places);
    const negative = value.units < 0n;
    const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
    const int = digits.slice(0, digits.length - value.scale);
    const fraction = value.scale > 0 ? `.${digits.slice(digits.length - value.scale)}` : '';
    return `${negative ? '-' : ''}${int}${fraction}`;
  }

  private normalized(): Decimal {
    let { units, scale } = this;
    while (scale > 0 && units % TEN === 0n) {
      units /= TEN;
      scale -= 1;
    }
    return new Decimal(units, scale);
  }
}
