/**
 * Live updates (GET /api/events/, server-sent events; docs/api/events.md): what the server
 * tells the open screens of a transfer's registers and cities, so they refetch at once.
 */
import type { TransferKind } from './ledger';

/**
 * transfer.updated: edited while Pending (amount, receiver…); the former receiver's city is told too.
 * transfer.cancelled: the sender took it back while Pending; the receiver's screens drop it.
 */
export type LiveEventType = 'transfer.created' | 'transfer.updated' | 'transfer.accepted' | 'transfer.delivered' | 'transfer.cancelled';

export interface TransferLiveEvent {
  type: LiveEventType;
  transfer_kind: TransferKind;
  /** The transfer's id. */
  id: number;
  from_cash_register: number;
  to_cash_register: number;
  /** The sender's and the receiver's cities, each once. */
  city_ids: number[];
}

export type LiveEvent = TransferLiveEvent;
