import type { Correction } from '../../../shared/contract';
import { formatAmount } from '../../../shared/money';

const KIND: Record<Correction['record_kind'], string> = {
  TRANSACTION: 'Обмен',
  CRYPTO_TRANSACTION: 'Крипто транзакция',
  OUT_TRANSACTION: 'Кредиторы / Дебиторы',
  CRYPTO_OUT_TRANSACTION: 'Кредиторы / Дебиторы (крипто)',
  INCOME_OUTCOME: 'Доходы / Расходы',
};

const TYPE: Record<string, string> = {
  BUY: 'покупка',
  SELL: 'продажа',
  REPLENISHMENT: 'пополнение',
  HANDED_OVER: 'выдача',
  Income: 'прием',
  Outcome: 'выдача',
};

/** "Обмен №12, покупка: 1000.00 USD → 90 000.00 RUB" — the record a correction names, in one line. */
export function describeRecord(c: Correction): string {
  const r = c.record;
  const type = c.record_kind === 'CRYPTO_TRANSACTION' ? (r.operation_type === 'BUY' ? 'выдача' : 'прием') : (TYPE[r.operation_type] ?? r.operation_type);
  const total = r.total && r.total_currency ? ` → ${formatAmount(r.total)} ${r.total_currency.code}` : '';
  const person = r.operation_person ? `, ${r.operation_person.name}` : '';
  return `${KIND[c.record_kind]} №${c.record_id}, ${type}: ${formatAmount(r.amount)} ${r.currency.code}${total}${person}`;
}
