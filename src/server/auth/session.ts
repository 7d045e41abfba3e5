import type { TtlCache } from '../lib/ttlCache';
import type { AuthUser } from './authUser';
import type { TokenTimes } from './sessionLifetime';

// What a signed-in session is, apart from where it is kept (sessionCache.ts): the process
// state (processState.ts) holds the cache, and the cache's helpers reach it through there.

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
