import { RECEIPT_KINDS, RECEIPT_PAPERS } from '../receipts';
import { Id, Query, StringEnum, type Static } from './fields';

/** `GET /api/print_receipt/?record_kind=&record_id=&paper=` (docs/print.md, "Receipts"). */
export const ReceiptQuery = Query(
  {
    record_kind: StringEnum(RECEIPT_KINDS),
    record_id: Id,
    paper: StringEnum(RECEIPT_PAPERS, { default: '80mm', description: '80mm — чековая лента, a4 — лист' }),
  },
  ['record_kind', 'record_id'],
);
export type ReceiptQuery = Static<typeof ReceiptQuery>;
