import { idSchema, query, responses } from '../../http/schemas';

/** The records a client leaves the window with: each has a receipt (docs/print.md "Receipts"). */
export const RECEIPT_KINDS = ['TRANSACTION', 'CRYPTO_TRANSACTION', 'OUT_TRANSACTION', 'EXTERNAL_TRANSFER', 'CRYPTO_TRANSFER'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

export const PAPERS = ['80mm', 'a4'] as const;
export type Paper = (typeof PAPERS)[number];

export interface ReceiptQuery {
  record_kind: ReceiptKind;
  record_id: number;
  paper: Paper;
}

export const receiptSchema = {
  summary: 'Чек клиента (PDF): 80 мм для чекового принтера или A4; номер — по кассе и дню',
  tags: ['print'],
  querystring: query(
    {
      record_kind: { type: 'string', enum: [...RECEIPT_KINDS] },
      record_id: idSchema,
      paper: { type: 'string', enum: [...PAPERS], default: '80mm', description: '80mm — чековая лента, a4 — лист' },
    },
    ['record_kind', 'record_id'],
  ),
  response: responses({ 200: { type: 'string', description: 'PDF; имя — в Content-Disposition' } }, [400, 403, 404]),
} as const;
