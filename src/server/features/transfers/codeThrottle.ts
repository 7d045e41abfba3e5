import { outsideTransactionHook } from '../../db/transactionHook';
import type { Db } from '../../db/types';
import { throttled } from '../../http/errors';
import { SharedSlidingWindow } from '../../lib/sharedSlidingWindow';

const MISSES = 'transfer_code';
/** Guesses being answered: rows of their own throttle name, turned into misses or deleted. */
const IN_FLIGHT = 'transfer_code_in_flight';
/** A guess in flight older than this was left by a process that died mid-guess: forgotten. */
const STALE_IN_FLIGHT_MS = 60_000;

type Slot = { id: string } | { waitMs: number } | 'busy';

/**
 * Slows down guessing transfer codes: a user gets `limit` wrong codes within `windowMs`,
 * then 429 (with Retry-After) until the oldest leaves the window. Counted in the database,
 * so every API process spends one budget.
 *
 * A guess takes a slot before its code is compared: wrong codes and guesses in flight
 * together never pass the limit, so parallel wrong guesses cannot slip past it. A slot is
 * given back when the code was right or the answer was not about the code (a 409 for a
 * transfer already accepted); a guess that finds every slot held by guesses in flight waits
 * for them (up to `maxWaitMs`) instead of answering 429 — so twenty simultaneous accepts of
 * one transfer with the right code still answer one 200 and nineteen 409.
 */
export class CodeThrottle {
  private readonly misses: SharedSlidingWindow;

  constructor(
    private readonly db: Db,
    readonly limit = 10,
    readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
    private readonly maxWaitMs = 5_000,
  ) {
    this.misses = new SharedSlidingWindow(db, { throttle: MISSES, limit, windowMs, now });
  }

  /** Throws 429 when the user has used up the wrong guesses of the window. */
  async check(key: number | string): Promise<void> {
    const waitMs = await this.misses.retryAfterMs([String(key)]);
    if (waitMs > 0) throw throttled(waitMs / 1000);
  }

  /** Counts one wrong guess (nothing more once the user is at the limit). */
  async miss(key: number | string): Promise<void> {
    await this.misses.hit([String(key)]);
  }

  /**
   * Runs one guess in a slot: `guess` gets a function to call when the code turns out wrong;
   * its slot then stays as a miss, otherwise it is given back.
   */
  async guarded<T>(key: number | string, guess: (wrongCode: () => void) => Promise<T>): Promise<T> {
    const id = await this.takeSlot(String(key));
    let wrong = false;
    try {
      return await guess(() => (wrong = true));
    } finally {
      if (wrong) await this.db.query('UPDATE throttle_hits SET throttle = $2, at_ms = $3 WHERE id = $1', [id, MISSES, this.now()]);
      else await this.db.query('DELETE FROM throttle_hits WHERE id = $1', [id]);
    }
  }

  private async takeSlot(key: string): Promise<string> {
    const giveUpAt = performance.now() + this.maxWaitMs;
    for (;;) {
      const slot = await this.trySlot(key);
      if (slot === 'busy') {
        if (performance.now() > giveUpAt) throw throttled(1);
        await new Promise((r) => setTimeout(r, 10));
        continue;
      }
      if ('waitMs' in slot) throw throttled(slot.waitMs / 1000);
      return slot.id;
    }
  }

  /** Under the same per-key lock as the misses' window: counting and taking are one step. */
  private trySlot(key: string): Promise<Slot> {
    const at = this.now();
    const since = at - this.windowMs;
    // Not the request's write: an Idempotency-Key claim never rides on it (db/transactionHook.ts).
    return outsideTransactionHook(() => this.db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock(hashtextextended($1 || ':' || $2, 247))", [MISSES, key]);
      await tx.query('DELETE FROM throttle_hits WHERE throttle = $1 AND at_ms <= $2', [MISSES, since]);
      await tx.query('DELETE FROM throttle_hits WHERE throttle = $1 AND at_ms <= $2', [IN_FLIGHT, at - STALE_IN_FLIGHT_MS]);
      const { rows } = await tx.query<{ misses: number; in_flight: number; limiting: string | null }>(
        `SELECT count(*) FILTER (WHERE throttle = $1)::int AS misses, count(*) FILTER (WHERE throttle = $2)::int AS in_flight,
                (array_agg(at_ms ORDER BY at_ms DESC) FILTER (WHERE throttle = $1))[$5] AS limiting
           FROM throttle_hits WHERE throttle IN ($1, $2) AND key = $3 AND at_ms > $4`,
        [MISSES, IN_FLIGHT, key, since, this.limit],
      );
      const { misses, in_flight: inFlight, limiting } = rows[0];
      if (misses >= this.limit) return { waitMs: Math.max(1, Number(limiting) + this.windowMs - at) };
      if (misses + inFlight >= this.limit) return 'busy';
      const inserted = await tx.query<{ id: string }>('INSERT INTO throttle_hits (throttle, key, at_ms) VALUES ($1, $2, $3) RETURNING id', [
        IN_FLIGHT, key, at,
      ]);
      return { id: String(inserted.rows[0].id) };
    }));
  }
}
