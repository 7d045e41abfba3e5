import type { Queryable } from '../db/types';
import type { Actor } from '../http/scope';

/**
 * One row of audit_log: who (a signed-in user, or SYSTEM_ACTOR 'cli' for the command line)
 * did what. Call it with the transaction's queryable so that the row and the change it
 * records commit together.
 */
export async function audit(q: Queryable, actor: Actor, action: string, details: Record<string, unknown> = {}): Promise<void> {
  await q.query('INSERT INTO audit_log (user_id, actor, action, details) VALUES ($1, $2, $3, $4::jsonb)', [
    actor.id,
    actor.username,
    action,
    JSON.stringify(details),
  ]);
}
