import type { ReceiptKind, ReceiptPaper } from '../../../shared/contract/receipts';
import { ReceiptQuery } from '../../../shared/contract/request/receipts';
import { responses } from '../../http/schemas';

export type { ReceiptKind };
export type Paper = ReceiptPaper;

export const receiptSchema = {
  summary: 'Чек клиента (PDF): 80 мм для чекового принтера или A4; номер — по кассе и дню',
  tags: ['print'],
  querystring: ReceiptQuery,
  response: responses({ 200: { type: 'string', description: 'PDF; имя — в Content-Disposition' } }, [400, 403, 404]),
} as const;
