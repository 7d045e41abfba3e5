import type { Permissions } from '../../../shared/contract';
import type { Db, Queryable } from '../../db/types';
import { badRequest, notFound } from '../../http/errors';
import type { Actor } from '../../http/scope';
import { auditRecord, recordSnapshot } from '../../lib/audit';
import { AUTH_USER_COLUMNS, type AuthUser, type AuthUserRow, toAuthUser } from '../../auth/authUser';
import { DEFAULT_SCRYPT, hashPassword, type ScryptParams } from '../../auth/passwords';
import { forgetAllSessions } from '../../auth/sessionCache';
import { afterEndingSessions, endUserSessions } from '../../auth/sessionEnd';
import { announceStateChange } from '../../lib/stateChanges';
import { SERVER_MESSAGES as M } from '../../http/messages';

/** Users are managed from the command line (the original used Django's admin for this). */
export interface NewUser {
  username: string;
  password: string;
  firstName?: string;
  lastName?: string;
  role?: string;
  isAdmin?: boolean;
  permissions?: Partial<Permissions>;
  cityIds?: number[];
}

const PERMISSION_COLUMNS: Record<keyof Permissions, string> = {
  isAllowToPrint: 'is_allow_to_print',
  isCryptoTransactionPageActive: 'is_crypto_transaction_page_active',
  isAllowToCheckEarningReport: 'is_allow_to_check_earning_report',
  isAllowToCheckNonActiveOperationPerson: 'is_allow_to_check_non_active_operation_person',
  isComplianceOfficer: 'is_compliance_officer',
};

export async function findUser(q: Queryable, username: string): Promise<AuthUser> {
  const { rows } = await q.query<AuthUserRow>(`SELECT ${AUTH_USER_COLUMNS} FROM users u WHERE u.username = $1`, [username]);
  if (!rows[0]) throw notFound(M.userNotFound(username));
  return toAuthUser(rows[0]);
}

export async function listUsers(q: Queryable): Promise<AuthUser[]> {
  const { rows } = await q.query<AuthUserRow>(`SELECT ${AUTH_USER_COLUMNS} FROM users u ORDER BY u.id`);
  return rows.map(toAuthUser);
}

async function writeCities(tx: Queryable, userId: number, cityIds: number[]): Promise<void> {
  const ids = [...new Set(cityIds)];
  if (ids.length) {
    const { rows } = await tx.query<{ id: number }>('SELECT id FROM cities WHERE id = ANY($1::int[])', [ids]);
    const missing = ids.filter((id) => !rows.some((r) => r.id === id));
    if (missing.length) throw badRequest({ city: [M.noCitiesWithIds(missing.join(', '))] });
  }
  await tx.query('DELETE FROM user_cities WHERE user_id = $1', [userId]);
  if (ids.length) await tx.query('INSERT INTO user_cities (user_id, city_id) SELECT $1, unnest($2::int[])', [userId, ids]);
}

/**
 * The one rule of a new user, inside the caller's transaction (the CLI's createUser and the
 * admin page's create both come here): a username unique whatever its case (a unique index on
 * lower(username): any conflict is that one), existing cities, one audit row.
 */
export async function insertUser(tx: Queryable, input: NewUser, hash: string, actor: Actor, mustChange = false): Promise<number> {
  const p = input.permissions ?? {};
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO users (username, password_hash, first_name, last_name, role, is_admin, is_allow_to_print,
       is_crypto_transaction_page_active, is_allow_to_check_earning_report, is_allow_to_check_non_active_operation_person,
       must_change_password, is_compliance_officer)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT DO NOTHING RETURNING id`,
    [input.username, hash, input.firstName ?? '', input.lastName ?? '', input.role ?? 'Кассир', input.isAdmin ?? false,
      p.isAllowToPrint ?? false, p.isCryptoTransactionPageActive ?? false, p.isAllowToCheckEarningReport ?? false,
      p.isAllowToCheckNonActiveOperationPerson ?? false, mustChange, p.isComplianceOfficer ?? false],
  );
  if (!rows[0]) throw badRequest({ username: [M.usernameTaken] });
  await writeCities(tx, rows[0].id, input.cityIds ?? []);
  await auditRecord(tx, actor, 'user.create', 'users', rows[0].id, null, { cityIds: input.cityIds ?? [] });
  return rows[0].id;
}

export async function createUser(db: Db, input: NewUser, actor: Actor, scrypt: ScryptParams = DEFAULT_SCRYPT): Promise<AuthUser> {
  const hash = await hashPassword(input.password, scrypt);
  return db.transaction(async (tx) => {
    await insertUser(tx, input, hash, actor);
    return findUser(tx, input.username);
  });
}

/**
 * A password set by someone else (an admin's reset). Also signs the user out everywhere: a
 * changed password ends the old sessions, in every API process. A reset is temporary: the user
 * must set their own at the next sign-in (`mustChange`, default true; the CLI's `--final` for a
 * password the user chose themselves).
 */
export async function setPassword(
  db: Db,
  username: string,
  password: string,
  actor: Actor,
  scrypt = DEFAULT_SCRYPT,
  { mustChange = true }: { mustChange?: boolean } = {},
): Promise<void> {
  const hash = await hashPassword(password, scrypt);
  const userId = await db.transaction(async (tx) => {
    const user = await findUser(tx, username);
    await replacePassword(tx, user.id, hash, actor, mustChange);
    return user.id;
  });
  afterEndingSessions(db, userId);
}

/**
 * The one rule of a password set by someone else, inside the caller's transaction (CLI and
 * admin page): the new hash, every session of the user ended, one audit row without the hash.
 * Call afterEndingSessions(db, userId) once committed.
 */
export async function replacePassword(tx: Queryable, userId: number, hash: string, actor: Actor, mustChange: boolean): Promise<void> {
  await tx.query('UPDATE users SET password_hash = $1, must_change_password = $3 WHERE id = $2', [hash, userId, mustChange]);
  const sessionsEnded = await endUserSessions(tx, userId);
  await auditRecord(tx, actor, 'user.set_password', 'users', userId, null, { sessionsEnded, mustChange });
}

export interface UserChanges {
  isAdmin?: boolean;
  role?: string;
  firstName?: string;
  lastName?: string;
  isActive?: boolean;
  permissions?: Partial<Permissions>;
}

export async function updateUser(db: Db, username: string, changes: UserChanges, actor: Actor): Promise<AuthUser> {
  const updated = await db.transaction(async (tx) => {
    const user = await findUser(tx, username);
    await applyUserChanges(tx, user, changes, actor);
    return findUser(tx, username);
  });
  forgetAllSessions(db);
  return updated;
}

/**
 * The one rule of a change to a user, inside the caller's transaction (CLI and admin page):
 * the columns given, the cities when given, one audit row (before and after; the cities, not a
 * column, in its details); a deactivation ends every session at once, in every process. Call
 * forgetAllSessions(db) once committed. False when nothing was given.
 */
export async function applyUserChanges(tx: Queryable, user: AuthUser, changes: UserChanges & { cityIds?: number[] }, actor: Actor): Promise<boolean> {
  const columns: Record<string, unknown> = {
    is_admin: changes.isAdmin,
    role: changes.role,
    first_name: changes.firstName,
    last_name: changes.lastName,
    is_active: changes.isActive,
  };
  for (const [flag, column] of Object.entries(PERMISSION_COLUMNS)) columns[column] = changes.permissions?.[flag as keyof Permissions];
  const set = Object.entries(columns).filter(([, v]) => v !== undefined);
  if (!set.length && changes.cityIds === undefined) return false;
  if (user.isAdmin && (changes.isActive === false || changes.isAdmin === false)) await keepAnAdmin(tx, user.id, changes.isActive === false ? 'is_active' : 'is_admin');
  const before = await recordSnapshot(tx, 'users', user.id);
  if (set.length) {
    const sql = set.map(([c], i) => `${c} = $${i + 2}`).join(', ');
    await tx.query(`UPDATE users SET ${sql} WHERE id = $1`, [user.id, ...set.map(([, v]) => v)]);
  }
  const details = changes.cityIds === undefined ? {} : { cities: { before: user.cityIds, after: [...new Set(changes.cityIds)].sort((a, b) => a - b) } };
  if (changes.cityIds !== undefined) await writeCities(tx, user.id, changes.cityIds);
  // A deactivated user's tokens are deleted, not just refused: reactivating the user
  // later must not bring old sessions back.
  if (changes.isActive === false) await endUserSessions(tx, user.id);
  await auditRecord(tx, actor, 'user.update', 'users', user.id, before, details);
  await announceStateChange(tx, { kind: 'sessions' });
  return true;
}

/**
 * The network keeps at least one active admin: nobody (an admin on the page, a script on the
 * CLI) deactivates or demotes the last one. The other admins' rows are locked, so two admins
 * demoting each other at once cannot both pass.
 */
async function keepAnAdmin(tx: Queryable, userId: number, field: 'is_active' | 'is_admin'): Promise<void> {
  const { rows } = await tx.query<{ id: number }>(
    'SELECT id FROM users WHERE is_admin AND is_active AND id <> $1 FOR UPDATE',
    [userId],
  );
  if (!rows.length) throw badRequest({ [field]: [M.lastActiveAdmin] });
}

export async function setUserCities(db: Db, username: string, cityIds: number[], actor: Actor): Promise<AuthUser> {
  const updated = await db.transaction(async (tx) => {
    const user = await findUser(tx, username);
    await writeCities(tx, user.id, cityIds);
    // The cities are not a column of users: before and after name them.
    await auditRecord(tx, actor, 'user.set_cities', 'users', user.id, null, { before: user.cityIds, after: [...new Set(cityIds)] });
    await announceStateChange(tx, { kind: 'sessions' });
    return findUser(tx, username);
  });
  forgetAllSessions(db);
  return updated;
}
