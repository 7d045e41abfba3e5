import type { TransferKind } from '../machines/transferLifecycle';

/** The ledger's enumerations (spec section 4), as types and as the lists the schemas check. */
export type OperationType = 'BUY' | 'SELL';
export type OutOperationType = 'REPLENISHMENT' | 'HANDED_OVER';
export type Direction = 'Income' | 'Outcome';
export type RecordKind =
  | 'TRANSACTION'
  | 'INTERNAL_TRANSFER'
  | 'EXTERNAL_TRANSFER'
  | 'CRYPTO_TRANSFER'
  | 'CRYPTO_TRANSACTION'
  | 'OUT_TRANSACTION'
  | 'INCOME_OUTCOME';

export const OPERATION_TYPES: readonly OperationType[] = ['BUY', 'SELL'];
export const OUT_OPERATION_TYPES: readonly OutOperationType[] = ['REPLENISHMENT', 'HANDED_OVER'];
export const DIRECTIONS: readonly Direction[] = ['Income', 'Outcome'];
export const RECORD_KINDS: readonly RecordKind[] = [
  'TRANSACTION',
  'INTERNAL_TRANSFER',
  'EXTERNAL_TRANSFER',
  'CRYPTO_TRANSFER',
  'CRYPTO_TRANSACTION',
  'OUT_TRANSACTION',
  'INCOME_OUTCOME',
];
/**
 * The day journal's kinds: every record kind, and a cash count's difference (the
 * surplus or shortage a shift's opening or closing count posted, one row per currency). Not a
 * record kind: a count is neither reversed nor printed as a client's receipt.
 */
export type JournalKind = RecordKind | 'CASH_COUNT';
export const JOURNAL_RECORD_KINDS: readonly JournalKind[] = [...RECORD_KINDS, 'CASH_COUNT'];
/** A count's difference: counted more than the books (+) or less (−). */
export type CountDifference = 'SURPLUS' | 'SHORTAGE';
export const COUNT_DIFFERENCES: readonly CountDifference[] = ['SURPLUS', 'SHORTAGE'];
export const TRANSFER_KINDS: readonly TransferKind[] = ['INTERNAL', 'EXTERNAL', 'CRYPTO'];
