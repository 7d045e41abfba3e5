import { outsideTransactionHook } from '../db/transactionHook';
import type { Db } from '../db/types';

export interface SharedSlidingWindowOptions {
  /** Which throttle the rows belong to ('login', 'transfer_code'). */
  throttle: string;
  limit: number;
  windowMs: number;
  now?: () => number;
}

/** The attempt was counted: one row per key, and each key's count in the window with it. */
export interface CountedHit {
  ids: string[];
  counts: number[];
}

/**
 * Attempts per key within a sliding window, counted in the database (table throttle_hits):
 * every API process on one database shares one budget. Counting is one transaction that
 * holds a lock per key, taken in key order by every process, so two processes cannot both
 * see 9 and both count the 10th. A key at the limit gets nothing counted: it holds at most
 * `limit` rows in the window, and rows past the window are deleted as new ones come.
 */
export class SharedSlidingWindow {
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly opts: SharedSlidingWindowOptions,
  ) {
    this.now = opts.now ?? Date.now;
  }

  /**
   * If any key is at the limit: how long until it is not (ms), nothing counted. Otherwise
   * one hit counted for each key, now.
   */
  async hit(keys: string[]): Promise<{ waitMs: number } | CountedHit> {
    const { throttle, limit, windowMs } = this.opts;
    const at = this.now();
    const since = at - windowMs;
    // Not the request's write: an Idempotency-Key claim never rides on a throttle's count.
    return outsideTransactionHook(() => this.db.transaction(async (tx) => {
      await tx.query(
        `SELECT pg_advisory_xact_lock(hashtextextended($1 || ':' || k, 247))
           FROM (SELECT DISTINCT k FROM unnest($2::text[]) k ORDER BY k) ordered`,
        [throttle, keys],
      );
      await tx.query('DELETE FROM throttle_hits WHERE throttle = $1 AND at_ms <= $2', [throttle, since]);
      const { rows } = await tx.query<{ key: string; n: number; limiting: string | null }>(
        `SELECT key, count(*)::int AS n, (array_agg(at_ms ORDER BY at_ms DESC))[$4] AS limiting
           FROM throttle_hits WHERE throttle = $1 AND key = ANY($2::text[]) AND at_ms > $3
          GROUP BY key`,
        [throttle, keys, since, limit],
      );
      const waitMs = Math.max(0, ...rows.map((r) => (r.limiting === null ? 0 : Number(r.limiting) + windowMs - at)));
      if (waitMs > 0) return { waitMs };
      const inserted = await tx.query<{ id: string }>(
        'INSERT INTO throttle_hits (throttle, key, at_ms) SELECT $1, k, $3 FROM unnest($2::text[]) WITH ORDINALITY AS u(k, i) ORDER BY i RETURNING id',
        [throttle, keys, at],
      );
      const before = new Map(rows.map((r) => [r.key, Number(r.n)]));
      return { ids: inserted.rows.map((r) => String(r.id)), counts: keys.map((k) => (before.get(k) ?? 0) + 1) };
    }));
  }

  /** Milliseconds until every key is below the limit again (0 if it already is). */
  async retryAfterMs(keys: string[]): Promise<number> {
    const { throttle, limit, windowMs } = this.opts;
    const at = this.now();
    const { rows } = await this.db.query<{ limiting: string | null }>(
      `SELECT (array_agg(at_ms ORDER BY at_ms DESC))[$4] AS limiting
         FROM throttle_hits WHERE throttle = $1 AND key = ANY($2::text[]) AND at_ms > $3 GROUP BY key`,
      [throttle, keys, at - windowMs, limit],
    );
    return Math.max(0, ...rows.map((r) => (r.limiting === null ? 0 : Number(r.limiting) + windowMs - at)));
  }

  /** Gives back hits counted earlier (a slot refunded). */
  async release(ids: string[]): Promise<void> {
    if (ids.length) await this.db.query('DELETE FROM throttle_hits WHERE id = ANY($1::bigint[])', [ids]);
  }

  /** Forgets every hit of a key. */
  async reset(key: string): Promise<void> {
    await this.db.query('DELETE FROM throttle_hits WHERE throttle = $1 AND key = $2', [this.opts.throttle, key]);
  }
}
