import type { Queryable } from '../db/types';

/**
 * What one process tells every API process on the database (itself included) when something
 * the processes keep for a second changes (processState.ts): the site switch, a signed-out
 * token, a user's tokens all ended, or users (a password, a deactivation, permissions, cities). processStateSync.ts is
 * the listening side.
 */
export const STATE_CHANNEL = 'm247_state';

export type StateChange =
  | { kind: 'site' }
  | { kind: 'sessions' }
  | { kind: 'signout'; tokenHash: string }
  /** Every token of a user was deleted (sign out everywhere, a deactivation, a new password). */
  | { kind: 'user_signout'; userId: number };

/** Inside the changing transaction: delivered when, and only if, it commits. */
export async function announceStateChange(tx: Queryable, change: StateChange): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [STATE_CHANNEL, JSON.stringify(change)]);
}

/** A payload of STATE_CHANNEL; null when it is not one this version knows (treat as "anything changed"). */
export function parseStateChange(payload: string): StateChange | null {
  try {
    const change = JSON.parse(payload) as StateChange;
    return ['site', 'sessions', 'signout', 'user_signout'].includes(change?.kind) ? change : null;
  } catch {
    return null;
  }
}
