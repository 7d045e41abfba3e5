/**
 * Counts events per key within the last windowMs, in process memory. Used to throttle
 * failed sign-ins. Each key keeps at most `limit` timestamps, and the number of keys is
 * bounded, so a flood of made-up usernames cannot grow it without end.
 */
export interface SlidingWindowOptions {
  limit: number;
  windowMs: number;
  now?: () => number;
  maxKeys?: number;
}

export class SlidingWindow {
  private readonly hits = new Map<string, number[]>();
  private readonly now: () => number;
  private readonly maxKeys: number;

  constructor(private readonly opts: SlidingWindowOptions) {
    this.now = opts.now ?? Date.now;
    this.maxKeys = opts.maxKeys ?? 100_000;
  }

  private recent(key: string): number[] {
    const list = this.hits.get(key);
    if (!list) return [];
    const from = this.now() - this.opts.windowMs;
    const kept = list.filter((t) => t > from);
    if (kept.length) this.hits.set(key, kept);
    else this.hits.delete(key);
    return kept;
  }

  count(key: string): number {
    return this.recent(key).length;
  }

  /** Records one event (now, unless `at` says when); returns how many the key has in the window now. */
  hit(key: string, at: number = this.now()): number {
    const list = this.recent(key);
    list.push(at);
    if (list.length > this.opts.limit) list.splice(0, list.length - this.opts.limit);
    this.hits.delete(key); // re-insert: Map order is then oldest activity first
    this.hits.set(key, list);
    if (this.hits.size > this.maxKeys) this.evict();
    return list.length;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  /** Takes back one event recorded at `at` (a slot given back); nothing if it has expired. */
  release(key: string, at: number): void {
    const list = this.recent(key);
    const i = list.lastIndexOf(at);
    if (i >= 0) list.splice(i, 1);
    if (!list.length) this.hits.delete(key);
  }

  /** Milliseconds until the key is below the limit again (0 if it is already). */
  retryAfterMs(key: string): number {
    const list = this.recent(key);
    if (list.length < this.opts.limit) return 0;
    return list[list.length - this.opts.limit] + this.opts.windowMs - this.now();
  }

  private evict(): void {
    for (const key of [...this.hits.keys()]) this.recent(key);
    // Still too many live keys: forget the least recently active ones.
    for (const key of this.hits.keys()) {
      if (this.hits.size <= this.maxKeys) break;
      this.hits.delete(key);
    }
  }
}
