import { RECEIPT_KINDS, RECEIPT_PAPERS, type ReceiptKind, type ReceiptPaper } from '../../../shared/contract/receipts';
import { idSchema, query, responses } from '../../http/schemas';

export type { ReceiptKind };
export type Paper = ReceiptPaper;

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
      paper: { type: 'string', enum: [...RECEIPT_PAPERS], default: '80mm', description: '80mm — чековая лента, a4 — лист' },
    },
    ['record_kind', 'record_id'],
  ),
  response: responses({ 200: { type: 'string', description: 'PDF; имя — в Content-Disposition' } }, [400, 403, 404]),
} as const;
