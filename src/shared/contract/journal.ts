/**
 * The day journal (GET /api/operation/?cash_register&date&kind&page): every record of a
 * register on one day, of every kind, as one uniform row a table renders without knowing
 * each record's shape. docs/api/operation-journal.md says which rows a transfer makes.
 */
import type { Static } from 'typebox';
import type { AuditEntrySchema, JournalRowSchema } from './schema/journal';
import { JOURNAL_RECORD_KINDS, type JournalKind, type JournalOperationType } from './enums';

/**
 * The kinds the journal's `kind` filter takes: docs/PRODUCT.md §4's extended kind list, and the
 * differences of the register's cash counts (CASH_COUNT, enums.ts).
 */
export const JOURNAL_KINDS: readonly JournalKind[] = JOURNAL_RECORD_KINDS;

/** One row of the journal: declared once in schema/journal.ts (the API answers with it). */
export type JournalRow = Static<typeof JournalRowSchema>;

/** One change in the audit log (GET /api/audit/, admins only). */
export type AuditEntry = Static<typeof AuditEntrySchema>;

export type { JournalQuery } from './request/journal';

/**
 * docs/PRODUCT.md §4's labels of the record kinds: its record kinds (TRANSACTION, TRANSFER,
 * OUT_TRANSACTION, CRYPTO_TRANSACTION) line up with its labels (Обмен, Перевод, Транзакция
 * Кредиторов / Дебиторов, Крипто перевод); crypto transfers are Крипто перевод too, and
 * income/expense takes its menu label.
 */
export const JOURNAL_KIND_LABELS: Record<JournalKind, string> = {
  TRANSACTION: 'Обмен',
  INTERNAL_TRANSFER: 'Перевод',
  EXTERNAL_TRANSFER: 'Перевод',
  CRYPTO_TRANSFER: 'Крипто перевод',
  CRYPTO_TRANSACTION: 'Крипто перевод',
  OUT_TRANSACTION: 'Транзакция Кредиторов / Дебиторов',
  INCOME_OUTCOME: 'Доходы / Расходы',
  CASH_COUNT: 'Пересчёт кассы',
};

/** The type label of a row (docs/PRODUCT.md §4): crypto BUY is Выдача, SELL Прием. */
export function journalTypeLabel(row: Pick<JournalRow, 'operation_type' | 'is_crypto' | 'kind'>): string {
  const cryptoDeal = row.is_crypto && row.kind === 'CRYPTO_TRANSACTION';
  switch (row.operation_type) {
    case 'BUY':
      return cryptoDeal ? 'Выдача' : 'Покупка';
    case 'SELL':
      return cryptoDeal ? 'Прием' : 'Продажа';
    case 'REPLENISHMENT':
      return 'Пополнение';
    case 'HANDED_OVER':
      return 'Выдача';
    case 'Income':
      return 'Прием';
    case 'Outcome':
      return 'Выдача';
    case 'TRANSFER_OUT':
      return 'Отправлен';
    case 'TRANSFER_IN':
      return 'Принят';
    case 'TRANSFER_DELIVERED':
      return 'Выдан клиенту';
    case 'TRANSFER_CANCELLED':
      return 'Отмена перевода';
    case 'SURPLUS':
      return 'Излишек';
    case 'SHORTAGE':
      return 'Недостача';
  }
}

/** docs/PRODUCT.md §4's colours: buy green, sell red, replenishment pink, handed over orange. */
export type JournalColour = 'green' | 'red' | 'pink' | 'orange' | null;
export function journalTypeColour(operationType: JournalOperationType): JournalColour {
  switch (operationType) {
    case 'BUY':
      return 'green';
    case 'SELL':
      return 'red';
    case 'REPLENISHMENT':
      return 'pink';
    case 'HANDED_OVER':
      return 'orange';
    default:
      return null;
  }
}
