import { throttled } from '../../http/errors';

/**
 * Slows down guessing transfer codes: after `limit` wrong codes within `windowMs` a user gets
 * 429 until the oldest one leaves the window. Kept in memory, so the limit is per API
 * process; with N processes behind a balancer a guesser gets N × limit — still 10^8 codes.
 */
export class CodeThrottle {
  private readonly misses = new Map<number | string, number[]>();

  constructor(
    readonly limit = 10,
    readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: number | string): number[] {
    const since = this.now() - this.windowMs;
    const list = (this.misses.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.misses.set(key, list);
    else this.misses.delete(key);
    return list;
  }

  /** Throws 429 when the user has used up the wrong attempts of the window. */
  check(key: number | string): void {
    const recent = this.recent(key);
    if (recent.length >= this.limit) throw throttled((recent[0] + this.windowMs - this.now()) / 1000);
  }

  miss(key: number | string): void {
    this.misses.set(key, [...this.recent(key), this.now()]);
  }
}
