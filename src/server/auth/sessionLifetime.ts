import type { Config } from '../config';

/** How long a token lives: without a call, and at most after its sign-in. */
export interface SessionLifetimes {
  idleMs: number;
  maxAgeMs: number;
}

const HOUR_MS = 3_600_000;

export const sessionLifetimesOf = (config: Pick<Config, 'sessionIdleHours' | 'sessionMaxDays'>): SessionLifetimes => ({
  idleMs: config.sessionIdleHours * HOUR_MS,
  maxAgeMs: config.sessionMaxDays * 24 * HOUR_MS,
});

/** SESSION_IDLE_HOURS=12, SESSION_MAX_DAYS=7. */
export const DEFAULT_SESSION_LIFETIMES = sessionLifetimesOf({ sessionIdleHours: 12, sessionMaxDays: 7 });

/**
 * How often a token's last use is written. Not on every request: that would turn every read
 * of the API into a write (a row version, WAL, a lock on the token's row per call) to move a
 * time that only has to be right to the hour; once a minute costs one UPDATE per active
 * session per minute, and makes the idle time end up to a minute early at worst.
 */
export const LAST_USE_WRITE_MS = 60_000;

/** A token's times, in ms of the app's clock. */
export interface TokenTimes {
  createdMs: number;
  lastUsedMs: number;
}

export function isExpired(t: TokenTimes, now: number, l: SessionLifetimes): boolean {
  return now - t.lastUsedMs >= l.idleMs || now - t.createdMs >= l.maxAgeMs;
}

export const lastUseIsStale = (t: TokenTimes, now: number): boolean => now - t.lastUsedMs >= LAST_USE_WRITE_MS;

/** How long until a session expires if it is not used again (a live stream's end). */
export function sessionEndsInMs(
  t: TokenTimes | null,
  state: { now: () => number; sessionLifetimes: SessionLifetimes },
): number {
  if (!t) return 0;
  const { idleMs, maxAgeMs } = state.sessionLifetimes;
  return Math.min(t.lastUsedMs + idleMs, t.createdMs + maxAgeMs) - state.now();
}
