import type { Db } from '../../db/types';
import { throttled } from '../../http/errors';
import { SharedSlidingWindow } from '../../lib/sharedSlidingWindow';

/**
 * Slows down guessing transfer codes: a user gets `limit` wrong codes within `windowMs`,
 * then 429 until the oldest leaves the window. Counted in the database, so the budget is the
 * same whatever API process answers. Only wrong codes count, once known to be wrong: a
 * guess does not hold a slot while it is checked, so twenty simultaneous accepts of one
 * transfer with the right code get one 200 and nineteen 409, not 429s; the price is that a
 * user's guesses in flight together can pass the limit by their number (the request ceiling
 * bounds them, and a code is one of 10^8).
 */
export class CodeThrottle {
  private readonly window: SharedSlidingWindow;

  constructor(
    db: Db,
    readonly limit = 10,
    readonly windowMs = 60_000,
    now: () => number = Date.now,
  ) {
    this.window = new SharedSlidingWindow(db, { throttle: 'transfer_code', limit, windowMs, now });
  }

  /** Throws 429 when the user has used up the wrong guesses of the window. */
  async check(key: number | string): Promise<void> {
    const waitMs = await this.window.retryAfterMs([String(key)]);
    if (waitMs > 0) throw throttled(waitMs / 1000);
  }

  /** Counts one wrong guess (nothing more once the user is at the limit). */
  async miss(key: number | string): Promise<void> {
    await this.window.hit([String(key)]);
  }

  /**
   * Runs one guess after the check: `guess` gets a function to call when the code turns out
   * wrong, and the miss is counted once the guess is over (outside its transaction).
   */
  async guarded<T>(key: number | string, guess: (wrongCode: () => void) => Promise<T>): Promise<T> {
    await this.check(key);
    let wrong = false;
    try {
      return await guess(() => (wrong = true));
    } finally {
      if (wrong) await this.miss(key);
    }
  }
}
