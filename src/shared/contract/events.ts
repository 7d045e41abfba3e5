/**
 * Live updates (GET /api/events/, server-sent events; docs/api/events.md): what the server
 * tells the open screens of a transfer's registers and cities, so they refetch at once.
 */
import type { TransferKind } from './ledger';

export type LiveEventType = 'transfer.created' | 'transfer.accepted' | 'transfer.delivered';

export interface TransferLiveEvent {
  type: LiveEventType;
  transfer_kind: TransferKind;
  /** The transfer's id. */
  id: number;
  from_cash_register: number;
  to_cash_register: number;
  /** The sender's and the receiver's cities (the same one twice when both are in one). */
  city_ids: number[];
}

export type LiveEvent = TransferLiveEvent;
