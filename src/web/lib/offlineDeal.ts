import type { CreateTransactionBody } from '../../shared/contract/ledger';

/**
 * A deal made at the window during an outage, as the queue keeps it (features/offline, the
 * queue; features/operations, the window's form). Money as decimal strings, never floats.
 */
export interface OfflineDealDraft {
  /** The Idempotency-Key of its every send. */
  key: string;
  register: number;
  /** Who made it (the user's key): keys are per user, so only they may send it. */
  cashier: string;
  /** The request, `offline: true` and `made_at` (the time at the window) included. */
  body: CreateTransactionBody & { offline: true; made_at: string };
  /** For the receipt and the till's checks: the currency's code, the total and its currency. */
  currencyCode: string;
  total: string;
  localCode: string;
}

export type OfflineDealStatus = 'queued' | 'sent' | 'refused';

export interface OfflineDeal extends OfflineDealDraft {
  /** The register's local number of the deal, printed on its receipt («Офлайн-операция №N»). */
  localNumber: number;
  status: OfflineDealStatus;
  /** The server's record once sent. */
  recordId?: number;
  /** The server's words when it refused the deal for good (kept, shown). */
  refusal?: string;
}

/** What the offline mode gives the register screen while it trades from the queue. */
export interface OfflineWindowDriver {
  /** The signed-in user's key, the deals' `cashier`. */
  user: string | null;
  /** Writes the deal to the queue (before the window shows it done) and gives it its number. */
  queue(draft: OfflineDealDraft): Promise<OfflineDeal>;
  /** The register's deals not yet recorded (their cash changed hands: the till's checks count them). */
  waiting(register: number): Promise<OfflineDeal[]>;
}
