import type { Queryable } from '../db/types';

/** Who did it: a signed-in user, or the command line (actor 'cli'). */
export interface Actor {
  userId: number | null;
  name: string;
}

export const CLI_ACTOR: Actor = { userId: null, name: 'cli' };

/**
 * One row of audit_log. Call it with the transaction's queryable so that the row and the
 * change it records commit together.
 */
export async function audit(q: Queryable, actor: Actor, action: string, details: Record<string, unknown> = {}): Promise<void> {
  await q.query('INSERT INTO audit_log (user_id, actor, action, details) VALUES ($1, $2, $3, $4::jsonb)', [
    actor.userId,
    actor.name,
    action,
    JSON.stringify(details),
  ]);
}
