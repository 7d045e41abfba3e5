import { tooManyRequests } from '../../http/errors';
import { SlidingWindow } from '../../lib/slidingWindow';

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_WINDOW_MS = 60_000;

/**
 * Failed sign-ins per username and per client address within a sliding minute. The 10th
 * failure for either answers 429, and so does every attempt while it stays at 10 — even
 * with the right password, or guessing would simply go on. Success forgets the username's
 * failures (a user who mistyped), never the address's.
 */
export class LoginThrottle {
  private readonly window: SlidingWindow;

  constructor(now?: () => number, limit = LOGIN_FAILURE_LIMIT, windowMs = LOGIN_WINDOW_MS) {
    this.window = new SlidingWindow({ limit, windowMs, now });
  }

  private keys(username: string, address: string): string[] {
    return [`u:${username.toLowerCase()}`, `a:${address}`];
  }

  /** Throws 429 when either key is at the limit. */
  check(username: string, address: string): void {
    const wait = Math.max(...this.keys(username, address).map((k) => this.window.retryAfterMs(k)));
    if (wait > 0) throw tooManyRequests(wait / 1000);
  }

  /** Records a failure; throws 429 if it was the one that reached the limit. */
  failure(username: string, address: string): void {
    for (const key of this.keys(username, address)) this.window.hit(key);
    this.check(username, address);
  }

  success(username: string): void {
    this.window.reset(`u:${username.toLowerCase()}`);
  }
}
