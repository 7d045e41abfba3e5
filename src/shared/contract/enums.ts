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
export const TRANSFER_KINDS: readonly TransferKind[] = ['INTERNAL', 'EXTERNAL', 'CRYPTO'];
