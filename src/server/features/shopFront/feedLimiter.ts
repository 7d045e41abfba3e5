/**
 * Requests per address within a sliding minute, kept in the process's memory: the public
 * feed is cached by browsers and proxies (max-age=30), so an honest website never comes
 * near the limit, and counting in the database (as the sign-in does) would itself load the
 * database on every public call. With several API processes each counts its own share.
 */
export class FeedLimiter {
  private readonly hits = new Map<string, number[]>();
  private sweptAt = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** 0 when the request may go on (and it is counted); else the milliseconds until it may. */
  take(address: string): number {
    const at = this.now();
    this.sweep(at);
    const since = at - this.windowMs;
    const times = (this.hits.get(address) ?? []).filter((t) => t > since);
    if (times.length >= this.limit) {
      this.hits.set(address, times);
      return times[0] + this.windowMs - at;
    }
    times.push(at);
    this.hits.set(address, times);
    return 0;
  }

  /** Forgets the addresses that went quiet, once a window, so the map cannot grow without bound. */
  private sweep(at: number): void {
    if (at - this.sweptAt < this.windowMs) return;
    this.sweptAt = at;
    for (const [address, times] of this.hits) if (times[times.length - 1] <= at - this.windowMs) this.hits.delete(address);
  }
}
