import type { Db, Queryable } from '../db/types';
import { announceStateChange } from '../lib/stateChanges';
import { forgetUserSessions } from './sessionCache';

/**
 * Ends every session of a user inside the changing transaction (sign out everywhere, a
 * deactivation, a new password): the tokens are deleted — so reactivating the user cannot
 * bring them back — and every API process is told, so that it forgets them and ends their
 * live event streams (processStateSync.ts, events/eventHub.ts) when the transaction commits.
 * Call afterEndingSessions(db, userId) once it has committed. Resolves to how many ended.
 */
export async function endUserSessions(tx: Queryable, userId: number): Promise<number> {
  const { rowCount } = await tx.query('DELETE FROM auth_tokens WHERE user_id = $1', [userId]);
  await announceStateChange(tx, { kind: 'user_signout', userId });
  return rowCount;
}

/**
 * A password change: every session of the user but the caller's ends, in every process (each
 * ended token is announced as a sign-out, which also ends its live event stream). Call
 * afterEndingSessions(db, userId) once committed. Resolves to how many ended.
 */
export async function endOtherSessions(tx: Queryable, userId: number, keepTokenHash: string): Promise<number> {
  const { rows } = await tx.query<{ key_hash: string }>(
    'DELETE FROM auth_tokens WHERE user_id = $1 AND key_hash <> $2 RETURNING key_hash',
    [userId, keepTokenHash],
  );
  for (const r of rows) await announceStateChange(tx, { kind: 'signout', tokenHash: r.key_hash });
  return rows.length;
}

/** This process forgets at once, without waiting for its own notification. */
export function afterEndingSessions(db: Db, userId: number): void {
  forgetUserSessions(db, userId);
}
