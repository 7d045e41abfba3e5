import type { Queryable } from '../db/types';
import type { Actor } from '../http/scope';

/**
 * Who did it: a signed-in user, or SYSTEM_ACTOR ('cli') for the command line and the seed
 * (http/scope.ts). Only the id and the login are recorded.
 */
export type Who = Pick<Actor, 'id' | 'username'>;

function whoParams(who: Who): [number | null, string | null] {
  return [who.id, who.username ?? null];
}

/**
 * Queryables whose writes are not audited one by one: the demo seed's history (one
 * 'seed.demo_history' row records the load instead of ~30,000 rows of invented operations).
 */
const unaudited = new WeakSet<Queryable>();
export function skipAudit(q: Queryable): void {
  unaudited.add(q);
}
/** False inside skipAudit's queryables: a caller may then skip reading a `before` too. */
export const isAudited = (q: Queryable): boolean => !unaudited.has(q);

/**
 * One row of audit_log. Call it with the transaction's queryable so that the row and the
 * change it records commit together.
 */
export async function audit(q: Queryable, who: Who, action: string, details: Record<string, unknown> = {}): Promise<void> {
  if (unaudited.has(q)) return;
  const [userId, name] = whoParams(who);
  await q.query(
    `INSERT INTO audit_log (user_id, actor, action, details)
     VALUES ($1, COALESCE($2, (SELECT username FROM users WHERE id = $1), 'cli'), $3, $4::jsonb)`,
    [userId, name, action, JSON.stringify(details)],
  );
}

/**
 * SQL: the row `alias` as the audit keeps it — every column but a password hash and a
 * transfer's code (what the client presents to collect the cash: the audit's readers must
 * not collect it), and amounts as decimal strings ("100.00"), never JSON numbers, which a
 * JavaScript reader would turn into floats. Whole numbers (ids) stay numbers.
 */
export const auditRowSql = (alias: string) => `(
  SELECT jsonb_object_agg(e.key, CASE WHEN jsonb_typeof(e.value) = 'number' AND e.value::text ~ '[.eE]'
                                      THEN to_jsonb(e.value #>> '{}') ELSE e.value END)
    FROM jsonb_each(to_jsonb(${alias}) - 'password_hash' - 'transfer_code') e)`;

const rowJson = (table: string, idParam: string) => `(SELECT ${auditRowSql('t')} FROM ${table} t WHERE t.id = ${idParam}::bigint)`;

/**
 * The record `table`.`id` as it is now, for `before` of a change: read it in the change's
 * transaction, after locking it, and pass it to auditRecord. (table: trusted code only.)
 */
export async function recordSnapshot(q: Queryable, table: string, id: number | string): Promise<unknown> {
  if (unaudited.has(q)) return null;
  const { rows } = await q.query<{ row: unknown }>(`SELECT ${rowJson(table, '$1')} AS row`, [String(id)]);
  return rows[0]?.row ?? null;
}

/**
 * The audit row of a change to one record: who, the action ('exchange.create'), the record's
 * id, `before` (recordSnapshot taken before the change; null for a new record) and `after`,
 * which PostgreSQL copies from the table in the same statement — one round trip per write.
 */
export async function auditRecord(
  q: Queryable,
  who: Who,
  action: string,
  table: string,
  id: number | string,
  before: unknown = null,
  details: Record<string, unknown> = {},
): Promise<void> {
  if (unaudited.has(q)) return;
  const [userId, name] = whoParams(who);
  await q.query(
    `INSERT INTO audit_log (user_id, actor, action, details, record_id, before, after)
     VALUES ($1, COALESCE($2, (SELECT username FROM users WHERE id = $1), 'cli'), $3, $4::jsonb, $5, $6::jsonb, ${rowJson(table, '$7')})`,
    [userId, name, action, JSON.stringify(details), String(id), before === null ? null : JSON.stringify(before), String(id)],
  );
}

/**
 * The audit row of a change to something that is not one table row with an id (a city's
 * limits, kept by city): who, the action, the id it is known by, and `before` and `after` as
 * the caller read them inside the change's transaction (null before a first setting).
 */
export async function auditChange(
  q: Queryable,
  who: Who,
  action: string,
  recordId: number | string,
  before: unknown,
  after: unknown,
  details: Record<string, unknown> = {},
): Promise<void> {
  if (unaudited.has(q)) return;
  const [userId, name] = whoParams(who);
  await q.query(
    `INSERT INTO audit_log (user_id, actor, action, details, record_id, before, after)
     VALUES ($1, COALESCE($2, (SELECT username FROM users WHERE id = $1), 'cli'), $3, $4::jsonb, $5, $6::jsonb, $7::jsonb)`,
    [userId, name, action, JSON.stringify(details), String(recordId), before === null ? null : JSON.stringify(before), after === null ? null : JSON.stringify(after)],
  );
}
