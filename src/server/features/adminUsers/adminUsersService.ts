import type { AdminUser, AdminUserBody, AdminUserChanges, AdminUserCreated, TemporaryPassword, UserSession } from '../../../shared/contract';
import type { Db } from '../../db/types';
import { notFound } from '../../http/errors';
import type { Actor } from '../../http/scope';
import { auditRecord } from '../../lib/audit';
import { announceStateChange } from '../../lib/stateChanges';
import { processStateOf } from '../../processState';
import { toAuthUser, AUTH_USER_COLUMNS, type AuthUserRow } from '../../auth/authUser';
import { DEFAULT_SCRYPT, hashPassword, type ScryptParams } from '../../auth/passwords';
import { forgetAllSessions } from '../../auth/sessionCache';
import { afterEndingSessions } from '../../auth/sessionEnd';
import { applyUserChanges, insertUser, replacePassword } from '../users/userService';
import { getAdminUser, listUserSessions, SESSION_ID_LENGTH } from './adminUserQueries';
import { temporaryPassword } from './temporaryPassword';

/**
 * The admin section's writes on users. Each rule is the users service's own
 * (insertUser, applyUserChanges, replacePassword — the CLI calls the same); these only make
 * the temporary passwords and read the answer back inside the write's transaction.
 * The caller has checked that the actor is an admin.
 */

async function findById(q: Parameters<typeof getAdminUser>[0], id: number) {
  const { rows } = await q.query<AuthUserRow>(`SELECT ${AUTH_USER_COLUMNS} FROM users u WHERE u.id = $1`, [id]);
  if (!rows[0]) throw notFound();
  return toAuthUser(rows[0]);
}

/** A new user with a temporary password, shown once in the answer; they set their own at the first sign-in. */
export async function createAdminUser(db: Db, actor: Actor, body: AdminUserBody, scrypt: ScryptParams = DEFAULT_SCRYPT): Promise<AdminUserCreated> {
  const password = temporaryPassword();
  const hash = await hashPassword(password, scrypt);
  return db.transaction(async (tx) => {
    const id = await insertUser(
      tx,
      {
        username: body.username,
        password,
        firstName: body.first_name,
        lastName: body.last_name,
        role: body.role,
        isAdmin: body.is_admin,
        permissions: body.permissions,
        cityIds: body.cities,
      },
      hash,
      actor,
      true,
    );
    return { user: await getAdminUser(tx, id), temporary_password: password };
  });
}

/** Names, role, admin flag, the four permissions and the cities; one audit row. */
export async function updateAdminUser(db: Db, actor: Actor, id: number, body: AdminUserChanges): Promise<AdminUser> {
  const answer = await db.transaction(async (tx) => {
    const user = await findById(tx, id);
    await applyUserChanges(
      tx,
      user,
      { firstName: body.first_name, lastName: body.last_name, role: body.role, isAdmin: body.is_admin, permissions: body.permissions, cityIds: body.cities },
      actor,
    );
    return getAdminUser(tx, id);
  });
  forgetAllSessions(db);
  return answer;
}

/** Deactivation ends every session of the user at once, in every API process; reactivation brings none back. */
export async function setAdminUserActive(db: Db, actor: Actor, id: number, isActive: boolean): Promise<AdminUser> {
  const answer = await db.transaction(async (tx) => {
    const user = await findById(tx, id);
    await applyUserChanges(tx, user, { isActive }, actor);
    return getAdminUser(tx, id);
  });
  forgetAllSessions(db);
  afterEndingSessions(db, id);
  return answer;
}

/** A new temporary password, shown once; every session of the user ends; they set their own at the next sign-in. */
export async function resetAdminUserPassword(db: Db, actor: Actor, id: number, scrypt: ScryptParams = DEFAULT_SCRYPT): Promise<TemporaryPassword> {
  const password = temporaryPassword();
  const hash = await hashPassword(password, scrypt);
  const answer = await db.transaction(async (tx) => {
    await findById(tx, id);
    await replacePassword(tx, id, hash, actor, true);
    return { temporary_password: password };
  });
  afterEndingSessions(db, id);
  return answer;
}

export function adminUserSessions(db: Db, id: number): Promise<UserSession[]> {
  const { now, sessionLifetimes } = processStateOf(db);
  return listUserSessions(db, id, { now: now(), ...sessionLifetimes });
}

/** Ends one session of the user (in every process, its live stream too); the answer is the sessions left. */
export async function endAdminUserSession(db: Db, actor: Actor, id: number, sessionId: string): Promise<UserSession[]> {
  const { now, sessionLifetimes } = processStateOf(db);
  const answer = await db.transaction(async (tx) => {
    await findById(tx, id);
    const { rows } = await tx.query<{ key_hash: string }>(
      `DELETE FROM auth_tokens WHERE user_id = $1 AND left(key_hash, ${SESSION_ID_LENGTH}) = $2 RETURNING key_hash`,
      [id, sessionId],
    );
    if (!rows[0]) throw notFound();
    for (const r of rows) await announceStateChange(tx, { kind: 'signout', tokenHash: r.key_hash });
    await auditRecord(tx, actor, 'user.end_session', 'users', id, null, { session: sessionId });
    return listUserSessions(tx, id, { now: now(), ...sessionLifetimes });
  });
  // This process forgets at once (the others on the announcement).
  afterEndingSessions(db, id);
  return answer;
}
