import type { CorrectionRecordKind } from '../../../shared/contract/corrections';
import type { RecordKind } from '../../../shared/contract/ledger';

/**
 * What each kind of record a correction may reverse is, in the database: its table, the
 * ledger's source_type of its entries, and the columns of its reversing record — copied
 * from the original, or negated ("red storno": every sum over the table then nets the pair
 * to zero, docs/api/corrections.md). OUT_TRANSACTION and CRYPTO_OUT_TRANSACTION share one
 * table, told apart by is_crypto.
 */
export interface KindInfo {
  table: 'exchange_transactions' | 'crypto_transactions' | 'out_transactions' | 'income_outcome';
  sourceType: RecordKind;
  /** out_transactions.is_crypto for the two out kinds; undefined elsewhere. */
  isCrypto?: boolean;
  copied: readonly string[];
  negated: readonly string[];
  /** The amount's currency and the other currency (an exchange's base, a crypto's fiat). */
  currency: string;
  totalCurrency: string | null;
  /** BUY/SELL, REPLENISHMENT/HANDED_OVER, Income/Outcome. */
  operationType: string;
  /** The crypto page's permission guards these kinds as it guards their own routes. */
  crypto: boolean;
  /** The audit log's kind of the record ('exchange' of 'exchange.create'): its reversal is '<kind>.reversal'. */
  auditKind: string;
}

const out = (isCrypto: boolean): KindInfo => ({
  table: 'out_transactions',
  sourceType: 'OUT_TRANSACTION',
  isCrypto,
  copied: ['cash_register_id', 'operation_person_id', 'currency_id', 'is_crypto', 'operation_type'],
  negated: ['amount'],
  currency: 'currency_id',
  totalCurrency: null,
  operationType: 'operation_type',
  crypto: isCrypto,
  auditKind: isCrypto ? 'crypto_out_transaction' : 'out_transaction',
});

export const KINDS: Record<CorrectionRecordKind, KindInfo> = {
  TRANSACTION: {
    table: 'exchange_transactions',
    sourceType: 'TRANSACTION',
    copied: ['cash_register_id', 'currency_id', 'base_currency_id', 'operation_type', 'rate', 'is_dilapidated',
      'dilapidation_percentage', 'effective_rate', 'client_id'],
    // average_cost is set by the reversal itself (reversal.ts).
    negated: ['amount', 'total', 'earning'],
    currency: 'currency_id',
    totalCurrency: 'base_currency_id',
    operationType: 'operation_type',
    crypto: false,
    auditKind: 'exchange',
  },
  CRYPTO_TRANSACTION: {
    table: 'crypto_transactions',
    sourceType: 'CRYPTO_TRANSACTION',
    copied: ['cash_register_id', 'crypto_currency_id', 'currency_id', 'operation_type', 'rate', 'client_id'],
    negated: ['amount', 'total', 'fee'],
    currency: 'crypto_currency_id',
    totalCurrency: 'currency_id',
    operationType: 'operation_type',
    crypto: true,
    auditKind: 'crypto_transaction',
  },
  OUT_TRANSACTION: out(false),
  CRYPTO_OUT_TRANSACTION: out(true),
  INCOME_OUTCOME: {
    table: 'income_outcome',
    sourceType: 'INCOME_OUTCOME',
    copied: ['cash_register_id', 'currency_id', 'direction'],
    negated: ['amount'],
    currency: 'currency_id',
    totalCurrency: null,
    operationType: 'direction',
    crypto: false,
    auditKind: 'income_outcome',
  },
};

/** The condition that picks a record of `kind` by its id ($1) in alias `t`. */
export const recordWhere = (kind: CorrectionRecordKind, alias = 't') =>
  `${alias}.id = $1${KINDS[kind].isCrypto === undefined ? '' : ` AND ${alias}.is_crypto = ${KINDS[kind].isCrypto}`}`;
