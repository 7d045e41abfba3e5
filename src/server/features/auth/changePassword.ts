import type { ChangePasswordBody } from '../../../shared/contract/request/auth';
import { newPasswordProblem, PASSWORD_MESSAGES } from '../../../shared/passwordRule';
import type { Db } from '../../db/types';
import { badRequest } from '../../http/errors';
import { auditRecord } from '../../lib/audit';
import { announceStateChange } from '../../lib/stateChanges';
import type { AuthUser } from '../../auth/authUser';
import { DEFAULT_SCRYPT, hashPassword, type ScryptParams, verifyPassword } from '../../auth/passwords';
import type { Session } from '../../auth/session';
import { afterEndingSessions, endOtherSessions } from '../../auth/sessionEnd';

export const PASSWORD_CHANGED = 'Пароль изменён. Остальные сессии завершены.';

/**
 * POST /api/change_password/: the user's own new password. The current one must be right, the
 * new one follow shared/passwordRule.ts. Every other session of the user ends, in every API
 * process; the caller's stays (it proved the current password just now), and the reset flag
 * (must_change_password) is cleared. One transaction with its audit row; the answer is made
 * inside it (an Idempotency-Key keeps it with the write).
 */
export async function changePassword(
  db: Db,
  session: Session,
  input: ChangePasswordBody,
  scrypt: ScryptParams = DEFAULT_SCRYPT,
): Promise<{ detail: string }> {
  const user: AuthUser = session.user;
  const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [user.id]);
  if (!rows[0] || !(await verifyPassword(input.current_password, rows[0].password_hash))) {
    throw badRequest({ current_password: [PASSWORD_MESSAGES.wrongCurrent] });
  }
  const problem = newPasswordProblem(input.new_password, { username: user.username, current: input.current_password });
  if (problem) throw badRequest({ new_password: [problem] });
  const hash = await hashPassword(input.new_password, scrypt);
  const answer = await db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = $1, must_change_password = false WHERE id = $2', [hash, user.id]);
    const sessionsEnded = await endOtherSessions(tx, user.id, session.tokenHash);
    // The flag lives in every process's cached sessions of the user: they read them again.
    await announceStateChange(tx, { kind: 'sessions' });
    // The hash is never copied into the audit.
    await auditRecord(tx, user, 'user.change_password', 'users', user.id, null, { sessionsEnded });
    return { detail: PASSWORD_CHANGED };
  });
  afterEndingSessions(db, user.id);
  return answer;
}
