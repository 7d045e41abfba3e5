import type { Db } from '../../db/types';
import { throttled } from '../../http/errors';
import { SharedSlidingWindow } from '../../lib/sharedSlidingWindow';

/** One guess of a transfer code, already counted. */
export interface CodeGuess {
  /** The guess was not a wrong code (right, or refused for another reason): its slot is given back. */
  refund(): Promise<void>;
}

/**
 * Slows down guessing transfer codes: a user gets `limit` wrong codes within `windowMs`,
 * then 429 until the oldest leaves the window. Counted in the database, so the budget is the
 * same whatever API process answers. A guess takes its slot before the code is compared
 * (parallel guesses cannot all pass the limit) and gives it back unless it was wrong.
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
  async begin(key: number | string): Promise<CodeGuess> {
    const hit = await this.window.hit([String(key)]);
    if ('waitMs' in hit) throw throttled(hit.waitMs / 1000);
    return { refund: () => this.window.release(hit.ids) };
  }

  /**
   * Runs one guess: `guess` gets a function to call when the code turns out wrong; any other
   * outcome (an answer, or another refusal) gives the slot back.
   */
  async guarded<T>(key: number | string, guess: (wrongCode: () => void) => Promise<T>): Promise<T> {
    const slot = await this.begin(key);
    let wrong = false;
    try {
      return await guess(() => (wrong = true));
    } finally {
      if (!wrong) await slot.refund();
    }
  }
}
