/**
 * Cash orders' words (docs/CASH-ORDERS.md), in a module of their own so that the request and
 * answer declarations and the lifecycle share them without importing each other.
 */
export const CASH_ORDER_KIND_VALUES = ['refill', 'surplus', 'move'] as const;
/** What an answer says: the stored states, and `overdue` for a dispatched order past its expected arrival. */
export const CASH_ORDER_STATE_VALUES = [
  'requested', 'approved', 'dispatched', 'overdue', 'received', 'discrepancy', 'settled', 'cancelled',
] as const;
/** The most lines a count by denomination lists. */
export const MAX_DENOMINATION_LINES = 50;
