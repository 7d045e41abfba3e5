import type { Db } from '../../db/types';
import type { TtlCache } from '../../lib/ttlCache';
import { processStateOf } from '../../processState';
import type { AuthUser } from './authUser';
import type { TokenTimes } from './sessionLifetime';

/** A signed-in token: its user and its times (sessionLifetime.ts). */
export interface Session extends TokenTimes {
  user: AuthUser;
  /** The token's hash (auth_tokens.key_hash). */
  tokenHash: string;
}

/**
 * Sessions by token hash, kept for a second. Every API request authenticates, and
 * under load the token look-up was a database round trip per request for an answer that
 * changes a few times a day. The second is the bound the site switch keeps too
 * (site/siteSwitch.ts): a change made through this process is seen at once (sign-out forgets
 * its token, any change to users forgets them all), one made by another process (the CLI, a
 * second API server on the same PostgreSQL, SQL by hand) within a second — at once when it
 * is announced (lib/stateChanges.ts).
 */
export type SessionCache = TtlCache<Session>;

// The services only know the Db; the cache is the process state's of that Db (processState.ts),
// so a user change through any service forgets what the API remembered.
export function sessionCacheOf(db: Db): SessionCache | undefined {
  return processStateOf(db).sessions;
}

/** After any change to users, their cities or tokens: the next request reads them again. */
export function forgetAllSessions(db: Db): void {
  processStateOf(db).sessions.clear();
}

/** After a user's tokens were deleted: this process forgets them at once. */
export function forgetUserSessions(db: Db, userId: number): void {
  processStateOf(db).sessions.forgetWhere((s) => s.user.id === userId);
}
