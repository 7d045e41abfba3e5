import type { JournalRow } from './journal';

/**
 * The records a client leaves the window with, each with a receipt
 * (GET /api/print_receipt/, docs/print.md "Receipts"): not internal transfers (no client)
 * nor a register's own income and expenses.
 */
export const RECEIPT_KINDS = ['TRANSACTION', 'CRYPTO_TRANSACTION', 'OUT_TRANSACTION', 'EXTERNAL_TRANSFER', 'CRYPTO_TRANSFER'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/** 80 mm for a receipt printer, or a sheet of A4. */
export const RECEIPT_PAPERS = ['80mm', 'a4'] as const;
export type ReceiptPaper = (typeof RECEIPT_PAPERS)[number];

const isReceiptKind = (kind: string): kind is ReceiptKind => (RECEIPT_KINDS as readonly string[]).includes(kind);

/**
 * A journal row's receipt, if it has one: a transfer's only on the register that sent it; a
 * reversal (storno) none, since no client left the window with it (the server answers 404).
 */
export function receiptOfRow(row: Pick<JournalRow, 'kind' | 'record_id' | 'operation_type' | 'reverses'>): { kind: ReceiptKind; id: number } | null {
  if (!isReceiptKind(row.kind) || row.reverses !== null) return null;
  if ((row.kind === 'EXTERNAL_TRANSFER' || row.kind === 'CRYPTO_TRANSFER') && row.operation_type !== 'TRANSFER_OUT') return null;
  return { kind: row.kind, id: row.record_id };
}
