import type { Db } from '../db/types';
import { nonFieldError, unauthorized } from '../http/errors';
import { SERVER_MESSAGES as M } from '../http/messages';
import { audit } from '../lib/audit';
import { announceStateChange } from '../lib/stateChanges';
import { processStateOf } from '../processState';
import { AUTH_USER_COLUMNS, type AuthUser, type AuthUserRow, toAuthUser } from './authUser';
import type { LoginThrottle } from './loginThrottle';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import type { Session } from './session';
import { sessionCacheOf } from './sessionCache';
import { afterEndingSessions, endUserSessions } from './sessionEnd';
import { isExpired, lastUseIsStale } from './sessionLifetime';
import { newTokenKey, tokenHash } from './tokens';

/** ms of the app's clock as SQL's timestamptz, and back: token times follow the app's clock (tests move it). */
const at = (param: number) => `to_timestamp($${param}::float8 / 1000)`;
const MS_OF = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;

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
    const { now, sessionLifetimes: l } = processStateOf(db);
    // The user's expired tokens go now (they were only refused): the table does not keep them.
    await tx.query(`DELETE FROM auth_tokens WHERE user_id = $1 AND (last_used_at <= ${at(2)} OR created_at <= ${at(3)})`, [
      rows[0].id, now() - l.idleMs, now() - l.maxAgeMs,
    ]);
    // The address is kept for the admin's list of the user's sessions.
    await tx.query(`INSERT INTO auth_tokens (key_hash, user_id, created_at, last_used_at, address) VALUES ($1, $2, ${at(3)}, ${at(3)}, $4)`, [
      tokenHash(token), rows[0].id, now(), input.address,
    ]);
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
  return (await authenticateSession(db, header)).user;
}

/**
 * The session of the header's token. A token past its idle time or its age (sessionLifetime.ts)
 * answers 401 "session expired" and is deleted. Its last use is written when it is a minute
 * old or more, not on every request (LAST_USE_WRITE_MS says why).
 */
export async function authenticateSession(db: Db, header: string | undefined): Promise<Session> {
  const key = parseAuthorization(header);
  if (key === null) throw unauthorized(M.notAuthenticated);
  const hash = tokenHash(key);
  const { now: clock, sessionLifetimes } = processStateOf(db);
  const now = clock();
  const cache = sessionCacheOf(db);
  let session = cache?.get(hash);
  if (!session) {
    const { rows } = await db.query<AuthUserRow & { is_active: boolean; created_ms: number; last_used_ms: number }>(
      `SELECT ${AUTH_USER_COLUMNS}, u.is_active, ${MS_OF('t.created_at')} AS created_ms, ${MS_OF('t.last_used_at')} AS last_used_ms
         FROM auth_tokens t JOIN users u ON u.id = t.user_id WHERE t.key_hash = $1`,
      [hash],
    );
    if (!rows[0]) throw unauthorized(M.invalidToken);
    if (!rows[0].is_active) throw unauthorized(M.userInactive);
    session = { user: toAuthUser(rows[0]), tokenHash: hash, createdMs: Number(rows[0].created_ms), lastUsedMs: Number(rows[0].last_used_ms) };
    cache?.set(hash, session);
  }
  // Refused, not deleted: the screen's other calls in flight with the token get the same
  // answer (the web app says "session expired" whichever 401 comes first). The user's next
  // sign-in deletes the user's expired tokens.
  if (isExpired(session, now, sessionLifetimes)) throw unauthorized(M.sessionExpired);
  if (lastUseIsStale(session, now)) {
    session.lastUsedMs = now;
    await db.query(`UPDATE auth_tokens SET last_used_at = ${at(2)} WHERE key_hash = $1`, [hash, now]);
  }
  return session;
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

/** POST /api/logout_all/: ends every session of the user, this one included, in every API process. */
export async function signOutEverywhere(db: Db, user: AuthUser): Promise<{ detail: string }> {
  // The answer is made inside the write's transaction (an Idempotency-Key keeps it with the write).
  const answer = await db.transaction(async (tx) => {
    const n = await endUserSessions(tx, user.id);
    await audit(tx, user, 'auth.sign_out_everywhere', { sessionsEnded: n });
    return { detail: M.loggedOutEverywhere };
  });
  afterEndingSessions(db, user.id);
  return answer;
}
