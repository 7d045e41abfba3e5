import type { TransferKind } from '../machines/transferLifecycle';

/**
 * The contract's enumerations, as types and as the lists the schemas check: the ledger's (docs/PRODUCT.md
 * §4), the journal's, corrections' and shifts'. A schema file takes its lists from here,
 * never from the type file that imports its schema (each pair would import the other).
 */
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

/**
 * What a transfer did to this register: sent (created here), accepted here (the money came
 * in), delivered here (handed to the client; external and crypto transfers), or cancelled by
 * this sender (the amount came back from transit, a client's amount and fee went back
 * to the client — on the day of the cancel).
 */
export type TransferDirection = 'TRANSFER_OUT' | 'TRANSFER_IN' | 'TRANSFER_DELIVERED' | 'TRANSFER_CANCELLED';

export type JournalOperationType = OperationType | OutOperationType | Direction | TransferDirection | CountDifference;

/** Corrections (storno): what may be reversed, and a request's states (corrections.ts). */
export const CORRECTION_RECORD_KINDS = [
  'TRANSACTION',
  'CRYPTO_TRANSACTION',
  'OUT_TRANSACTION',
  'CRYPTO_OUT_TRANSACTION',
  'INCOME_OUTCOME',
] as const;
export type CorrectionRecordKind = (typeof CORRECTION_RECORD_KINDS)[number];

export const CORRECTION_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

/** A shift's states (shifts.ts; docs/SHIFTS.md): open or closed, and its count's approval. */
export const SHIFT_STATUSES = ['Open', 'Closed'] as const;
export type ShiftStatus = (typeof SHIFT_STATUSES)[number];

/** A shift's two counts: at the opening and at the close. */
export const COUNT_PHASES = ['OPEN', 'CLOSE'] as const;
export type CountPhase = (typeof COUNT_PHASES)[number];

export const SHIFT_APPROVAL_STATES = ['NOT_NEEDED', 'WAITING', 'APPROVED'] as const;
export type ShiftApproval = (typeof SHIFT_APPROVAL_STATES)[number];

/**
 * A register's kind (docs/VAULT.md): a till serves clients; the city's vault (one at most)
 * holds its reserve and refuses every client operation. Chosen at creation, never changed.
 */
export const REGISTER_KINDS = ['till', 'vault'] as const;
export type RegisterKind = (typeof REGISTER_KINDS)[number];

/** Where a register's balance of a currency stands against its limits (docs/VAULT.md). */
export const REGISTER_LIMIT_STATES = ['below_min', 'above_max', 'ok', 'unset'] as const;
export type RegisterLimitState = (typeof REGISTER_LIMIT_STATES)[number];
