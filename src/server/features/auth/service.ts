import type { Db } from '../../db/types';
import { nonFieldError, unauthorized } from '../../http/errors';
import { SERVER_MESSAGES as M } from '../../http/messages';
import { audit } from '../../lib/audit';
import { announceStateChange } from '../../lib/stateChanges';
import { AUTH_USER_COLUMNS, type AuthUser, type AuthUserRow, toAuthUser } from './authUser';
import type { LoginThrottle } from './loginThrottle';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { sessionCacheOf } from './sessionCache';
import { newTokenKey, tokenHash } from './tokens';

/**
 * Sign-in: the attempt is counted first (no password check while blocked, and parallel
 * attempts each take a slot before any is verified), then the password, then a new token. Each sign-in gets its own token, so signing out on one machine leaves the
 * others signed in; only the token's hash is kept.
 */
export async function signIn(
  db: Db,
  throttle: LoginThrottle,
  input: { username: string; password: string; address: string },
): Promise<{ token: string; user: AuthUser }> {
  const attempt = await throttle.begin(input.username, input.address);
  const { rows } = await db.query<{ id: number; password_hash: string }>(
    'SELECT id, password_hash FROM users WHERE username = $1 AND is_active',
    [input.username],
  );
  const ok = rows[0] ? await verifyPassword(input.password, rows[0].password_hash) : await verifyAgainstDummy(input.password);
  if (!ok) {
    await attempt.failed();
    throw nonFieldError(M.badCredentials);
  }
  await attempt.succeeded();
  const token = newTokenKey();
  const user = await db.transaction(async (tx) => {
    await tx.query('INSERT INTO auth_tokens (key_hash, user_id) VALUES ($1, $2)', [tokenHash(token), rows[0].id]);
    const found = await tx.query<AuthUserRow>(`SELECT ${AUTH_USER_COLUMNS} FROM users u WHERE u.id = $1`, [rows[0].id]);
    const signedIn = toAuthUser(found.rows[0]);
    await audit(tx, signedIn, 'auth.sign_in', { address: input.address });
    return signedIn;
  });
  return { token, user };
}

/**
 * `Authorization: Token <key>` → the user, as DRF's TokenAuthentication reads it: no header
 * or another scheme = not authenticated; a malformed header or an unknown key = 401.
 */
export function parseAuthorization(header: string | undefined): string | null {
  if (!header) return null;
  const parts = header.trim().split(/\s+/);
  if (parts[0].toLowerCase() !== 'token') return null;
  if (parts.length === 1) throw unauthorized(M.invalidTokenHeader);
  if (parts.length > 2) throw unauthorized(M.invalidTokenSpaces);
  return parts[1];
}

export async function authenticate(db: Db, header: string | undefined): Promise<AuthUser> {
  const key = parseAuthorization(header);
  if (key === null) throw unauthorized(M.notAuthenticated);
  const hash = tokenHash(key);
  const cache = sessionCacheOf(db);
  const cached = cache?.get(hash);
  if (cached) return cached;
  const { rows } = await db.query<AuthUserRow & { is_active: boolean }>(
    `SELECT ${AUTH_USER_COLUMNS}, u.is_active FROM auth_tokens t JOIN users u ON u.id = t.user_id WHERE t.key_hash = $1`,
    [hash],
  );
  if (!rows[0]) throw unauthorized(M.invalidToken);
  if (!rows[0].is_active) throw unauthorized(M.userInactive);
  const user = toAuthUser(rows[0]);
  cache?.set(hash, user);
  return user;
}

/** Revokes the token the request came with (the user's other sessions stay). */
export async function signOut(db: Db, header: string | undefined, user: AuthUser): Promise<void> {
  const key = parseAuthorization(header);
  if (key === null) return;
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM auth_tokens WHERE key_hash = $1', [tokenHash(key)]);
    await audit(tx, user, 'auth.sign_out');
    // Every other API process forgets the token too (it may have it for a second).
    await announceStateChange(tx, { kind: 'signout', tokenHash: tokenHash(key) });
  });
  sessionCacheOf(db)?.forget(tokenHash(key));
}
