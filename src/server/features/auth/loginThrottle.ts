import type { Db } from '../../db/types';
import { tooManyRequests } from '../../http/errors';
import { SharedSlidingWindow } from '../../lib/sharedSlidingWindow';

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_WINDOW_MS = 60_000;

/** One sign-in attempt, already counted; the caller says how it ended. */
export interface LoginAttempt {
  /** The right password: forgets the username's failures and gives the address its slot back. */
  succeeded(): Promise<void>;
  /** A wrong password: the slot stays used; throws 429 if it was the last one. */
  failed(): Promise<void>;
}

/**
 * Sign-in attempts per username and per client address within a sliding minute, counted in
 * the database: every API process spends the same budget. An attempt is counted when it
 * starts, before the (slow) password check, so parallel guesses cannot all slip past the
 * limit while the first ones are still being verified: at most 10 per minute per username
 * and per address are ever checked. The 10th failure answers 429, and so does every attempt
 * while the count stays at 10 — even with the right password, or guessing would simply go
 * on. Success forgets the username's failures (a user who mistyped) and refunds its own
 * address slot, never the address's failures.
 */
export class LoginThrottle {
  private readonly window: SharedSlidingWindow;

  constructor(
    db: Db,
    now: () => number = Date.now,
    private readonly limit = LOGIN_FAILURE_LIMIT,
    windowMs = LOGIN_WINDOW_MS,
  ) {
    this.window = new SharedSlidingWindow(db, { throttle: 'login', limit, windowMs, now });
  }

  /** Throws 429 when either key is at the limit; otherwise counts the attempt for both. */
  async begin(username: string, address: string): Promise<LoginAttempt> {
    const keys = [`u:${username.toLowerCase()}`, `a:${address}`];
    const hit = await this.window.hit(keys);
    if ('waitMs' in hit) throw tooManyRequests(hit.waitMs / 1000);
    const nth = Math.max(...hit.counts);
    return {
      succeeded: async () => {
        await this.window.reset(keys[0]);
        await this.window.release([hit.ids[1]]);
      },
      failed: async () => {
        if (nth >= this.limit) throw tooManyRequests((await this.window.retryAfterMs(keys)) / 1000);
      },
    };
  }
}
