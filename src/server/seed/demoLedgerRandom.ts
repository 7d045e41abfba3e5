/**
 * Reproducible randomness and a small market for the demo history: the same seed gives the
 * same network, operation for operation.
 */

/** mulberry32: tiny, fast and good enough for demo data (not for codes clients rely on). */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    chance: (p: number) => next() < p,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    /** Picks by weight: [[value, weight], ...]. */
    weighted: <T>(list: ReadonlyArray<readonly [T, number]>): T => {
      let r = next() * list.reduce((s, [, w]) => s + w, 0);
      for (const [value, w] of list) if ((r -= w) < 0) return value;
      return list[list.length - 1][0];
    },
  };
}
export type Prng = ReturnType<typeof prng>;

/** A tradeable currency of the demo: mid rate in RUB, daily drift, typical client amounts. */
export interface MarketCurrency {
  code: string;
  name: string;
  order: number;
  crypto?: boolean;
  mid: number;
  volatility: number;
  /** Rate decimals used for quotes (KZT needs more than USD). */
  rateDecimals: number;
  amount: [min: number, max: number, step: number];
  dilapidation?: string;
}

export const DEMO_BASE = { code: 'RUB', name: 'Российский рубль', order: 1 };

export const DEMO_CURRENCIES: MarketCurrency[] = [
  { code: 'USD', name: 'Доллар США', order: 2, mid: 91.2, volatility: 0.006, rateDecimals: 2, amount: [50, 3000, 10], dilapidation: '2.00' },
  { code: 'EUR', name: 'Евро', order: 3, mid: 99.4, volatility: 0.006, rateDecimals: 2, amount: [50, 2000, 10], dilapidation: '3.00' },
  { code: 'CNY', name: 'Китайский юань', order: 4, mid: 12.6, volatility: 0.005, rateDecimals: 4, amount: [500, 30000, 100], dilapidation: '5.00' },
  { code: 'KZT', name: 'Казахстанский тенге', order: 5, mid: 0.182, volatility: 0.004, rateDecimals: 6, amount: [10000, 500000, 1000] },
  { code: 'TRY', name: 'Турецкая лира', order: 6, mid: 2.71, volatility: 0.008, rateDecimals: 4, amount: [500, 30000, 100] },
];

export const DEMO_CRYPTO: MarketCurrency[] = [
  { code: 'USDT', name: 'Tether USD', order: 1, crypto: true, mid: 92.5, volatility: 0.004, rateDecimals: 2, amount: [50, 5000, 1] },
  { code: 'BTC', name: 'Bitcoin', order: 2, crypto: true, mid: 6_150_000, volatility: 0.02, rateDecimals: 0, amount: [0.001, 0.05, 0.0001] },
];

/** Mid rates per day: a random walk per currency, the same for every register. */
export function marketRates(random: Prng, currencies: MarketCurrency[], days: number): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const c of currencies) {
    const series: number[] = [];
    let mid = c.mid;
    for (let d = 0; d < days; d++) {
      mid *= 1 + (random.next() - 0.5) * 2 * c.volatility;
      series.push(mid);
    }
    out.set(c.code, series);
  }
  return out;
}

/** A rate `spread` away from the mid (negative: the register's buy side). */
export function quote(mid: number, spread: number, decimals: number): string {
  return (mid * (1 + spread)).toFixed(decimals);
}

/** A client amount: within [min, max], on the currency's step, as a decimal string. */
export function clientAmount(random: Prng, c: MarketCurrency, scale = 1): string {
  const [min, max, step] = c.amount;
  const steps = Math.max(1, Math.floor(((max - min) * scale) / step));
  const value = min + random.int(0, steps) * step;
  const decimals = step < 1 ? Math.ceil(-Math.log10(step)) : c.crypto ? 0 : 2;
  return value.toFixed(Math.max(decimals, c.crypto ? 4 : 2));
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();

/**
 * The instant of a wall-clock time on a calendar day in a time zone (DST-safe). The zone's
 * offset is looked up once per hour of a day (Intl is ~8 µs a call, and the history asks
 * ~35 000 times); clocks move on the hour, where the lookup is made.
 */
export function zonedInstant(date: string, hours: number, minutes: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const key = `${timeZone} ${date} ${hours}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    let format = formatters.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
      });
      formatters.set(timeZone, format);
    }
    const guess = Date.UTC(y, m - 1, d, hours, 0);
    const parts = format.formatToParts(new Date(guess));
    const get = (t: string) => Number(parts.find((p) => p.type === t)!.value);
    offset = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')) - guess;
    offsets.set(key, offset);
  }
  return new Date(Date.UTC(y, m - 1, d, hours, minutes) - offset);
}

/** `yyyy-MM-dd` n days before `date`. */
export function daysBefore(date: string, n: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) - n * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}
