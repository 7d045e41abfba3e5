import { outsideTransactionHook } from '../db/transactionHook';
import type { Db, Queryable } from '../db/types';

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
 * see 9 and both count the 10th. A key at the limit gets nothing counted by hit() (add()
 * records a hit that already happened, whatever the count); rows past the window are
 * deleted as new ones come.
 */
export class SharedSlidingWindow {
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly opts: SharedSlidingWindowOptions,
  ) {
    this.now = opts.now ?? Date.now;
  }

  /** Counting is not the request's write: an Idempotency-Key claim never rides on it (db/transactionHook.ts). */
  private sideTransaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return outsideTransactionHook(() => this.db.transaction(fn));
  }

  /**
   * If any key is at its limit: how long until it is not (ms), nothing counted. Otherwise
   * one hit counted for each key, now. `limits` gives each key its own (default: the window's).
   */
  async hit(keys: string[], limits: number[] = keys.map(() => this.opts.limit)): Promise<{ waitMs: number } | CountedHit> {
    const { throttle } = this.opts;
    const at = this.now();
    return this.sideTransaction(async (tx) => {
      await tx.query(
        `SELECT pg_advisory_xact_lock(hashtextextended($1 || ':' || k, 247))
           FROM (SELECT DISTINCT k FROM unnest($2::text[]) k ORDER BY k) ordered`,
        [throttle, keys],
      );
      await this.forgetOld(tx, at);
      const rows = await this.counts(tx, keys, limits, at);
      const waitMs = Math.max(0, ...rows.map((r) => r.waitMs));
      if (waitMs > 0) return { waitMs };
      const inserted = await this.insert(tx, keys, at);
      return { ids: inserted, counts: rows.map((r) => r.n + 1) };
    });
  }

  /** Counts one hit for each key whatever the counts (a failure that happened), returns their ids. */
  async add(keys: string[]): Promise<string[]> {
    const at = this.now();
    return this.sideTransaction(async (tx) => {
      await this.forgetOld(tx, at);
      return this.insert(tx, keys, at);
    });
  }

  /** Hits of a key within the window. */
  async count(key: string): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM throttle_hits WHERE throttle = $1 AND key = $2 AND at_ms > $3',
      [this.opts.throttle, key, this.now() - this.opts.windowMs],
    );
    return rows[0].n;
  }

  /** Milliseconds until every key is below its limit again (0 if it already is). */
  async retryAfterMs(keys: string[], limits: number[] = keys.map(() => this.opts.limit)): Promise<number> {
    const rows = await this.counts(this.db, keys, limits, this.now());
    return Math.max(0, ...rows.map((r) => r.waitMs));
  }

  private async forgetOld(tx: Queryable, at: number): Promise<void> {
    await tx.query('DELETE FROM throttle_hits WHERE throttle = $1 AND at_ms <= $2', [this.opts.throttle, at - this.opts.windowMs]);
  }

  /** Each key's hits in the window, in the order given, and how long until it is below its limit. */
  private async counts(q: Queryable, keys: string[], limits: number[], at: number): Promise<Array<{ n: number; waitMs: number }>> {
    const { throttle, windowMs } = this.opts;
    const { rows } = await q.query<{ i: number; n: number; limiting: string | null }>(
      `SELECT k.i::int AS i, count(h.id)::int AS n, (array_agg(h.at_ms ORDER BY h.at_ms DESC))[k.lim] AS limiting
         FROM unnest($2::text[], $3::int[]) WITH ORDINALITY AS k(key, lim, i)
         LEFT JOIN throttle_hits h ON h.throttle = $1 AND h.key = k.key AND h.at_ms > $4
        GROUP BY k.i, k.lim ORDER BY k.i`,
      [throttle, keys, limits, at - windowMs],
    );
    return rows.map((r) => ({ n: r.n, waitMs: r.limiting === null ? 0 : Math.max(0, Number(r.limiting) + windowMs - at) }));
  }

  private async insert(tx: Queryable, keys: string[], at: number): Promise<string[]> {
    const inserted = await tx.query<{ id: string }>(
      'INSERT INTO throttle_hits (throttle, key, at_ms) SELECT $1, k, $3 FROM unnest($2::text[]) WITH ORDINALITY AS u(k, i) ORDER BY i RETURNING id',
      [this.opts.throttle, keys, at],
    );
    return inserted.rows.map((r) => String(r.id));
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
