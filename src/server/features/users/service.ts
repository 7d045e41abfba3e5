import type { Permissions } from '../../../shared/contract';
import type { Db, Queryable } from '../../db/types';
import { badRequest, notFound } from '../../http/errors';
import type { Actor } from '../../http/scope';
import { auditRecord, recordSnapshot } from '../../lib/audit';
import { AUTH_USER_COLUMNS, type AuthUser, type AuthUserRow, toAuthUser } from '../auth/authUser';
import { DEFAULT_SCRYPT, hashPassword, type ScryptParams } from '../auth/passwords';
import { forgetAllSessions } from '../auth/sessionCache';
import { afterEndingSessions, endUserSessions } from '../auth/sessionEnd';
import { announceStateChange } from '../../lib/stateChanges';

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
};

export async function findUser(q: Queryable, username: string): Promise<AuthUser> {
  const { rows } = await q.query<AuthUserRow>(`SELECT ${AUTH_USER_COLUMNS} FROM users u WHERE u.username = $1`, [username]);
  if (!rows[0]) throw notFound(`Пользователь ${username} не найден.`);
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
    if (missing.length) throw badRequest({ city: [`Нет городов с id: ${missing.join(', ')}.`] });
  }
  await tx.query('DELETE FROM user_cities WHERE user_id = $1', [userId]);
  if (ids.length) await tx.query('INSERT INTO user_cities (user_id, city_id) SELECT $1, unnest($2::int[])', [userId, ids]);
}

export async function createUser(db: Db, input: NewUser, actor: Actor, scrypt: ScryptParams = DEFAULT_SCRYPT): Promise<AuthUser> {
  const hash = await hashPassword(input.password, scrypt);
  const p = input.permissions ?? {};
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO users (username, password_hash, first_name, last_name, role, is_admin, is_allow_to_print,
         is_crypto_transaction_page_active, is_allow_to_check_earning_report, is_allow_to_check_non_active_operation_person)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (username) DO NOTHING RETURNING id`,
      [input.username, hash, input.firstName ?? '', input.lastName ?? '', input.role ?? 'Кассир', input.isAdmin ?? false,
        p.isAllowToPrint ?? false, p.isCryptoTransactionPageActive ?? false, p.isAllowToCheckEarningReport ?? false,
        p.isAllowToCheckNonActiveOperationPerson ?? false],
    );
    if (!rows[0]) throw badRequest({ username: ['Пользователь с таким именем уже существует.'] });
    await writeCities(tx, rows[0].id, input.cityIds ?? []);
    await auditRecord(tx, actor, 'user.create', 'users', rows[0].id, null, { cityIds: input.cityIds ?? [] });
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
  await db.transaction(async (tx) => {
    const user = await findUser(tx, username);
    await tx.query('UPDATE users SET password_hash = $1, must_change_password = $3 WHERE id = $2', [hash, user.id, mustChange]);
    const sessionsEnded = await endUserSessions(tx, user.id);
    // The hash is never copied into the audit: before and after are the same row without it.
    await auditRecord(tx, actor, 'user.set_password', 'users', user.id, null, { sessionsEnded, mustChange });
    return user.id;
  }).then((userId) => afterEndingSessions(db, userId));
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
  const columns: Record<string, unknown> = {
    is_admin: changes.isAdmin,
    role: changes.role,
    first_name: changes.firstName,
    last_name: changes.lastName,
    is_active: changes.isActive,
  };
  for (const [flag, column] of Object.entries(PERMISSION_COLUMNS)) columns[column] = changes.permissions?.[flag as keyof Permissions];
  const set = Object.entries(columns).filter(([, v]) => v !== undefined);
  const updated = await db.transaction(async (tx) => {
    const user = await findUser(tx, username);
    if (set.length) {
      const before = await recordSnapshot(tx, 'users', user.id);
      const sql = set.map(([c], i) => `${c} = $${i + 2}`).join(', ');
      await tx.query(`UPDATE users SET ${sql} WHERE id = $1`, [user.id, ...set.map(([, v]) => v)]);
      // A deactivated user's tokens are deleted, not just refused: reactivating the user
      // later must not bring old sessions back.
      if (changes.isActive === false) await endUserSessions(tx, user.id);
      await auditRecord(tx, actor, 'user.update', 'users', user.id, before);
      await announceStateChange(tx, { kind: 'sessions' });
    }
    return findUser(tx, username);
  });
  forgetAllSessions(db);
  return updated;
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
