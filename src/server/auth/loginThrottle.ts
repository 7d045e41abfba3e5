import type { Db } from '../db/types';
import { tooManyRequests } from '../http/errors';
import { SharedSlidingWindow } from '../lib/sharedSlidingWindow';

/** The figures docs/api/server.md states ("Sign-in throttling"); tests may give smaller ones. */
export interface LoginLimits {
  /** Failures per (username, address) per minute. */
  perUserAddress: number;
  /** Attempts per address per minute, whatever the usernames (failed or being checked; a success gives its slot back). */
  perAddress: number;
  /** Failures per username per hour, from any address — refused only to addresses that failed for it in that hour. */
  perUser: number;
  minuteMs: number;
  hourMs: number;
}

export const LOGIN_LIMITS: LoginLimits = { perUserAddress: 10, perAddress: 30, perUser: 100, minuteMs: 60_000, hourMs: 3_600_000 };

/** One sign-in attempt, already counted; the caller says how it ended. */
export interface LoginAttempt {
  /** The right password: forgets this address's failures for the user and gives the slots back. */
  succeeded(): Promise<void>;
  /** A wrong password: the slots stay used; throws 429 if it was the last one. */
  failed(): Promise<void>;
}

/**
 * Sign-in throttling that an attacker cannot turn against a user: wrong passwords for a user
 * from one address never stop that user signing in from another. Guessing is bounded
 * per (username, address) and per address within a sliding minute, and per username across
 * addresses within a sliding hour — a bound that refuses only addresses which already failed
 * for that username in the hour, so an address with no failure for the user (the user's own
 * office) is never refused on the user's account. Counted in the database: every API
 * process spends one budget.
 *
 * An attempt takes its slots when it starts, before the (slow) password check, so parallel
 * guesses cannot slip past a limit while the first ones are being verified. The failure that
 * reaches a limit answers 429, and so does every attempt while it lasts — even with the
 * right password, or guessing would simply go on.
 */
export class LoginThrottle {
  private readonly minute: SharedSlidingWindow;
  private readonly hour: SharedSlidingWindow;

  constructor(
    db: Db,
    now: () => number = Date.now,
    private readonly limits: LoginLimits = LOGIN_LIMITS,
  ) {
    this.minute = new SharedSlidingWindow(db, { throttle: 'login', limit: limits.perUserAddress, windowMs: limits.minuteMs, now });
    this.hour = new SharedSlidingWindow(db, { throttle: 'login_user', limit: limits.perUser, windowMs: limits.hourMs, now });
  }

  /** Throws 429 when a limit that applies is reached; otherwise counts the attempt. */
  async begin(username: string, address: string): Promise<LoginAttempt> {
    const user = username.toLowerCase();
    const pairKey = `ua:${user}|${address}`;
    const addressKey = `a:${address}`;
    // Hour rows: the user's failures from anywhere, and the addresses that failed for the user.
    const userKey = `u:${user}`;
    const failedHereKey = `f:${user}|${address}`;
    const { perUserAddress, perAddress, perUser } = this.limits;

    const minuteHit = await this.minute.hit([pairKey, addressKey], [perUserAddress, perAddress]);
    if ('waitMs' in minuteHit) throw tooManyRequests(minuteHit.waitMs / 1000);
    const failedHere = (await this.hour.count(failedHereKey)) > 0;
    let userHit: { ids: string[]; counts: number[] } | null = null;
    if (failedHere) {
      const hit = await this.hour.hit([userKey], [perUser]);
      if ('waitMs' in hit) {
        await this.minute.release(minuteHit.ids);
        throw tooManyRequests(hit.waitMs / 1000);
      }
      userHit = hit;
    }
    return {
      succeeded: async () => {
        await this.minute.reset(pairKey);
        await this.hour.reset(failedHereKey);
        await this.minute.release([minuteHit.ids[1]]);
        if (userHit) await this.hour.release(userHit.ids);
      },
      failed: async () => {
        // A first failure from this address is never refused, but it counts for the user.
        await this.hour.add(failedHere ? [failedHereKey] : [failedHereKey, userKey]);
        const [pair, atAddress] = minuteHit.counts;
        if (pair >= perUserAddress || atAddress >= perAddress || (userHit && userHit.counts[0] >= perUser)) {
          const waits = await Promise.all([
            this.minute.retryAfterMs([pairKey, addressKey], [perUserAddress, perAddress]),
            failedHere ? this.hour.retryAfterMs([userKey]) : 0,
          ]);
          throw tooManyRequests(Math.max(...waits) / 1000);
        }
      },
    };
  }
}
