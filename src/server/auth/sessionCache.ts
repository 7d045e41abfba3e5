import type { Db } from '../db/types';
import { processStateOf } from '../processState';
import type { SessionCache } from './session';

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
