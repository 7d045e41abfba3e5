/**
 * Live updates (GET /api/events/, server-sent events; docs/api/events.md): what the server
 * tells the open screens of a transfer's registers and cities, and of a correction's city,
 * so they refetch at once.
 */
import type { CorrectionRecordKind } from './enums';
import type { TransferKind } from './ledger';

/**
 * transfer.updated: edited while Pending (amount, receiver…); the former receiver's city is told too.
 * transfer.cancelled: the sender took it back while Pending; the receiver's screens drop it.
 */
export type TransferLiveEventType = 'transfer.created' | 'transfer.updated' | 'transfer.accepted' | 'transfer.delivered' | 'transfer.cancelled';

export interface TransferLiveEvent {
  type: TransferLiveEventType;
  transfer_kind: TransferKind;
  /** The transfer's id. */
  id: number;
  from_cash_register: number;
  to_cash_register: number;
  /** The sender's and the receiver's cities, each once. */
  city_ids: number[];
}

/**
 * A correction (storno) was asked for, approved (the reversing record is written)
 * or rejected: the approval queue's count, the register's requests and, on approval, its
 * balances, journal and reports change.
 */
export type CorrectionLiveEventType = 'correction.created' | 'correction.approved' | 'correction.rejected';

export interface CorrectionLiveEvent {
  type: CorrectionLiveEventType;
  /** The correction's id. */
  id: number;
  record_kind: CorrectionRecordKind;
  record_id: number;
  /** The record's register and its city. */
  cash_register: number;
  city_ids: number[];
  /** The record's creditor / debtor (out transactions), whose balance an approval moves. */
  operation_person: number | null;
  /** Whoever asked (a user id; null: the system). */
  requested_by: number | null;
}

/**
 * A cash order was dispatched to a register (docs/CASH-ORDERS.md): its incoming orders
 * change. Told to the receiving register's city only, and without the amount: the receiver
 * counts blind.
 */
export interface CashOrderLiveEvent {
  type: 'cash_order.dispatched';
  /** The order's id. */
  id: number;
  from_cash_register: number;
  to_cash_register: number;
  /** The receiving register's city. */
  city_ids: number[];
}

/**
 * A register's balance of a currency crossed one of its limits (docs/VAULT.md "Stock and
 * suggested orders"): it went below its minimum, above its maximum, or back within them. Told
 * once per crossing, not per write while it stays outside, to the register's city.
 */
export interface LimitLiveEvent {
  type: 'register_limit.crossed';
  cash_register: number;
  cash_register_name: string;
  currency: number;
  currency_code: string;
  /** A crypto currency: told only to users with the crypto permission, as its limits are shown. */
  crypto: boolean;
  /** Where the balance stands now, and where it stood before the write. */
  state: 'below_min' | 'above_max' | 'ok';
  previous: 'below_min' | 'above_max' | 'ok';
  city_ids: number[];
}

/** Every event the web app handles as a cache change (app/liveCache.ts). */
export type LiveEvent = TransferLiveEvent | CorrectionLiveEvent | CashOrderLiveEvent;
/** Every event the server sends: the limit crossing is taken by the live cache before LiveEvent's. */
export type ServerLiveEvent = LiveEvent | LimitLiveEvent;
export type LiveEventType = LiveEvent['type'];

export const isTransferEvent = (event: ServerLiveEvent): event is TransferLiveEvent => event.type.startsWith('transfer.');
export const isCorrectionEvent = (event: ServerLiveEvent): event is CorrectionLiveEvent => event.type.startsWith('correction.');
export const isCashOrderEvent = (event: ServerLiveEvent): event is CashOrderLiveEvent => event.type.startsWith('cash_order.');
export const isLimitEvent = (event: ServerLiveEvent): event is LimitLiveEvent => event.type === 'register_limit.crossed';
