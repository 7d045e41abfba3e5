import type { ReactNode } from 'react';
import type { CorrectionRecordKind } from '../../shared/contract';

// Apart from Storno.tsx because the dialog (StornoDialog.tsx, its own chunk) takes the same
// props: each file imports them from here, and neither imports the other back.

/** What a storno needs of a record: its number and its correction marks. */
export interface StornoRecord {
  id: number;
  reverses: number | null;
  reversed_by: number | null;
  correction_pending: boolean;
}

export interface StornoProps {
  record: StornoRecord;
  kind: CorrectionRecordKind;
  cashRegister: number;
  operationPerson?: number | null;
  /** The record as the dialog describes it: "Покупка 100.00 USD по 90.000000, 23.11.2026 10:15". */
  description: ReactNode;
}
