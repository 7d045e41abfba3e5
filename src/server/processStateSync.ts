import type { Db } from './db/types';
import { parseStateChange, STATE_CHANNEL } from './lib/stateChanges';
import { processStateOf } from './processState';

/**
 * Every API process listens for the state changes any process announces
 * (lib/stateChanges.ts) and forgets what it kept, so its next request reads the database: a
 * sign-out, a deactivated user or the site switched off is seen by every process within a
 * NOTIFY's delivery — milliseconds — instead of the caches' second, which stays the bound
 * when a notification is lost (SQL by hand, a dropped LISTEN connection).
 */
function forgetAll(db: Db): void {
  const state = processStateOf(db);
  state.siteSwitch.forget();
  state.sessions.clear();
  state.references.clear();
}

export function applyStateChange(db: Db, payload: string): void {
  const change = parseStateChange(payload);
  const state = processStateOf(db);
  if (change?.kind === 'site') state.siteSwitch.forget();
  else if (change?.kind === 'signout') state.sessions.forget(change.tokenHash);
  else if (change?.kind === 'user_signout') state.sessions.forgetWhere((s) => s.user.id === change.userId);
  else if (change?.kind === 'sessions') state.sessions.clear();
  else forgetAll(db);
}

/**
 * Listens for the rest of the app's life (plugins/appContext.ts). After a gap in the LISTEN
 * connection it forgets everything: a change may have been missed.
 */
export function followStateChanges(db: Db): Promise<() => Promise<void>> {
  return db.listen(STATE_CHANNEL, (payload) => applyStateChange(db, payload), () => forgetAll(db));
}
