import type { ServerLiveEvent, TransferLiveEvent, TransferLiveEventType } from '../../shared/contract/events';
import type { TransferKind } from '../../shared/machines/transferLifecycle';
import type { Queryable } from '../db/types';

/** The one NOTIFY channel of live updates (docs/api/events.md). */
export const EVENTS_CHANNEL = 'm247_events';

/**
 * A NOTIFY's payload: the event and `at`, the writer's clock (ms) when it was announced, from
 * which each process measures its delivery lag (observability/metrics.ts). The hub takes
 * `at` off before the event reaches a stream, so clients see the LiveEvent alone.
 */
export const eventPayload = (event: ServerLiveEvent): string => JSON.stringify({ ...event, at: Date.now() });

export interface TransferEventSource {
  kind: TransferKind;
  id: number | string;
  from_cash_register_id: number;
  to_cash_register_id: number;
  from_city_id: number;
  to_city_id: number;
  /** More cities to tell (an edit's former receiver). */
  also_city_ids?: number[];
}

/**
 * Tells every API process on the database that a transfer was created, accepted or
 * delivered. Called inside the transfer's own transaction: PostgreSQL delivers a NOTIFY only
 * when that transaction commits, so a rolled-back transfer is never announced and an
 * announced one is already readable by whoever refetches.
 */
export async function notifyTransfer(tx: Queryable, type: TransferLiveEventType, t: TransferEventSource): Promise<void> {
  const event: TransferLiveEvent = {
    type,
    transfer_kind: t.kind,
    id: Number(t.id),
    from_cash_register: t.from_cash_register_id,
    to_cash_register: t.to_cash_register_id,
    city_ids: [...new Set([t.from_city_id, t.to_city_id, ...(t.also_city_ids ?? [])])],
  };
  await tx.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, eventPayload(event)]);
}
