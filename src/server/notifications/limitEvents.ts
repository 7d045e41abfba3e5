import type { LimitLiveEvent } from '../../shared/contract/events';
import type { Queryable } from '../db/types';
import { EVENTS_CHANNEL, eventPayload } from './transferEvents';

/**
 * A till crossing one of its limits (docs/VAULT.md "Stock and suggested orders"), told to its
 * city's screens. Every balance moves in one statement (ledger/posting.ts); that statement
 * also answers, through LIMIT_CROSSINGS, the registers and currencies whose standing changed
 * — so a write that leaves a till below its minimum where it already was tells nobody, and
 * the one that takes it there tells once.
 */

/** Where a balance stands against a minimum and a maximum (either may be null). */
const standing = (balance: string) =>
  `CASE WHEN ${balance} < l.min_amount THEN 'below_min' WHEN ${balance} > l.max_amount THEN 'above_max' ELSE 'ok' END`;

/**
 * A scalar subquery over `moved` (the balance update's RETURNING r, c, after, before): a JSON
 * array of the crossings, null when none. A join on the limits' primary key per moved row.
 */
export const LIMIT_CROSSINGS = (moved: string) => `(
  SELECT json_agg(json_build_object(
           'cash_register', m.r, 'cash_register_name', cr.name, 'currency', m.c, 'currency_code', cu.code, 'crypto', cu.is_crypto,
           'state', ${standing('m.after')}, 'previous', ${standing('m.before')}, 'city_ids', json_build_array(cr.city_id)))
    FROM ${moved} m
    JOIN register_limits l ON l.cash_register_id = m.r AND l.currency_id = m.c
    JOIN cash_registers cr ON cr.id = m.r
    JOIN currencies cu ON cu.id = m.c
   WHERE ${standing('m.after')} <> ${standing('m.before')})`;

/**
 * Sent inside the write's transaction: a NOTIFY is delivered when it commits, so a refused or
 * rolled-back write is never announced.
 */
export async function notifyLimitCrossings(tx: Queryable, crossings: Array<Omit<LimitLiveEvent, 'type'>>): Promise<void> {
  for (const c of crossings) {
    const event: LimitLiveEvent = { type: 'register_limit.crossed', ...c };
    await tx.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, eventPayload(event)]);
  }
}
