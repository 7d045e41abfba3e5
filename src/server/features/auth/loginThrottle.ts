import { tooManyRequests } from '../../http/errors';
import { SlidingWindow } from '../../lib/slidingWindow';

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_WINDOW_MS = 60_000;

/** One sign-in attempt, already counted; the caller says how it ended. */
export interface LoginAttempt {
  /** The right password: forgets the username's failures and gives the address its slot back. */
  succeeded(): void;
  /** A wrong password: the slot stays used; throws 429 if it was the last one. */
  failed(): void;
}

/**
 * Sign-in attempts per username and per client address within a sliding minute. An attempt
 * is counted when it starts, before the (slow) password check, so parallel guesses cannot
 * all slip past the limit while the first ones are still being verified: at most 10 per
 * minute per username and per address are ever checked. The 10th failure answers 429, and
 * so does every attempt while the count stays at 10 — even with the right password, or
 * guessing would simply go on. Success forgets the username's failures (a user who
 * mistyped) and refunds its own address slot, never the address's failures.
 */
export class LoginThrottle {
  private readonly window: SlidingWindow;
  private readonly now: () => number;

  constructor(
    now: () => number = Date.now,
    private readonly limit = LOGIN_FAILURE_LIMIT,
    windowMs = LOGIN_WINDOW_MS,
  ) {
    this.now = now;
    this.window = new SlidingWindow({ limit, windowMs, now });
  }

  private keys(username: string, address: string): [string, string] {
    return [`u:${username.toLowerCase()}`, `a:${address}`];
  }

  private retryAfterMs(keys: string[]): number {
    return Math.max(...keys.map((k) => this.window.retryAfterMs(k)));
  }

  /** Throws 429 when either key is at the limit; otherwise counts the attempt for both. */
  begin(username: string, address: string): LoginAttempt {
    const keys = this.keys(username, address);
    const wait = this.retryAfterMs(keys);
    if (wait > 0) throw tooManyRequests(wait / 1000);
    // Counted synchronously after the check: no other attempt runs in between.
    const at = this.now();
    const nth = Math.max(...keys.map((k) => this.window.hit(k, at)));
    const [userKey, addressKey] = keys;
    return {
      succeeded: () => {
        this.window.reset(userKey);
        this.window.release(addressKey, at);
      },
      failed: () => {
        if (nth >= this.limit) throw tooManyRequests(this.retryAfterMs(keys) / 1000);
      },
    };
  }
}
