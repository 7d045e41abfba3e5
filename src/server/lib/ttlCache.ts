/**
 * Answers kept for a short while (a second by default) in one process: what almost every
 * request reads and what changes a few times a day (auth/sessionCache.ts,
 * ledger/referenceCache.ts). Bounded: past maxEntries it starts over rather than grow.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; at: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly ttlMs = 1000,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at < this.ttlMs) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V): void {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, at: this.now() });
  }

  forget(key: string): void {
    this.entries.delete(key);
  }

  /** Forgets every entry whose value matches (a few a day: a walk over at most maxEntries). */
  forgetWhere(matches: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
