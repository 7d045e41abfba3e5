import type { CashOrderLiveEvent } from '../../shared/contract/events';
import type { Queryable } from '../db/types';
import { EVENTS_CHANNEL, eventPayload } from './transferEvents';

/**
 * Tells the receiving register's screens that a cash order is on its way to it, as incoming
 * transfers are announced. Called inside the dispatch's transaction: delivered only when it
 * commits, so a refused or rolled-back dispatch is never announced.
 */
export async function notifyCashOrderDispatched(
  tx: Queryable,
  o: { id: number | string; from_cash_register_id: number; to_cash_register_id: number; to_city_id: number },
): Promise<void> {
  const event: CashOrderLiveEvent = {
    type: 'cash_order.dispatched',
    id: Number(o.id),
    from_cash_register: o.from_cash_register_id,
    to_cash_register: o.to_cash_register_id,
    city_ids: [o.to_city_id],
  };
  await tx.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, eventPayload(event)]);
}
