/**
 * Wire types of the ledger calls (spec section 7 plus income_outcome). Field names are the
 * DRF ones (snake_case); money and rates are decimal strings; dates `yyyy-MM-dd`, instants
 * ISO 8601. References to other records are small objects so a table needs no second call.
 */
import type { Ref } from './entities';
import type { TransferKind, TransferStatus } from '../machines/transferLifecycle';

export type { TransferKind, TransferStatus };
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

export interface CurrencyRef {
  id: number;
  code: string;
  name: string;
}
export interface Currency extends CurrencyRef {
  order: number;
  is_base: boolean;
  decimals: number;
}
export type CryptoCurrency = Omit<Currency, 'is_base'>;

export interface DilapidationPercentage {
  id: number;
  currency: CurrencyRef;
  percentage: string;
}
/** The register may buy and sell `currency` against `base_currency`. */
export interface AvailableCurrencyPair {
  id: number;
  cash_register: Ref;
  currency: CurrencyRef;
  base_currency: CurrencyRef;
}
/** The day's rates for a city (cash_register null) or one register; the rate board. */
export interface ValueSetting {
  id: number;
  city: Ref;
  cash_register: Ref | null;
  currency: CurrencyRef;
  date: string;
  buy_rate: string;
  sell_rate: string;
  user: Ref | null;
  created_at: string;
}
/** POST /api/value_setting/create/: a city's day rates (or one register's, with cash_register). */
export interface CreateValueSettingBody {
  city?: number;
  cash_register?: number;
  currency: number;
  /** yyyy-MM-dd; today when omitted. */
  date?: string;
  buy_rate: string;
  sell_rate: string;
}

/** Every record: who made it and when. */
interface RecordBase {
  id: number;
  kind: RecordKind;
  created_at: string;
  user: Ref | null;
  comment: string;
}

export interface ExchangeTransaction extends RecordBase {
  cash_register: Ref;
  currency: CurrencyRef;
  base_currency: CurrencyRef;
  operation_type: OperationType;
  amount: string;
  rate: string;
  is_dilapidated: boolean;
  dilapidation_percentage: string;
  /** rate minus the worn-note discount; what the base total is computed with. */
  effective_rate: string;
  /** amount × effective_rate in the base currency. */
  total: string;
  /** Weighted average cost / earning (docs/EARNINGS.md); null without the earning permission. */
  average_cost: string | null;
  earning: string | null;
}
export interface CreateTransactionBody {
  cash_register: number;
  currency: number;
  operation_type: OperationType;
  amount: string;
  rate: string;
  is_dilapidated?: boolean;
  comment?: string;
}

export interface CryptoTransaction extends RecordBase {
  cash_register: Ref;
  crypto_currency: CurrencyRef;
  /** The fiat currency paid or received. */
  currency: CurrencyRef;
  operation_type: OperationType;
  amount: string;
  rate: string;
  total: string;
  fee: string;
}
export interface CreateCryptoTransactionBody {
  cash_register: number;
  crypto_currency: number;
  /** Fiat currency of the payment; the base currency when omitted. */
  currency?: number;
  operation_type: OperationType;
  amount: string;
  rate: string;
  fee?: string;
  comment?: string;
}

export interface PersonBalance {
  currency: CurrencyRef;
  /** Positive: the network owes the person (creditor); negative: the person owes (debtor). */
  amount: string;
}
export interface OperationPerson {
  id: number;
  first_name: string;
  last_name: string;
  phone: string;
  comment: string;
  city: Ref;
  is_active: boolean;
  balances: PersonBalance[];
  user: Ref | null;
  created_at: string;
}
export interface CreateOperationPersonBody {
  first_name: string;
  last_name?: string;
  phone?: string;
  comment?: string;
  city: number;
}

export interface OutTransaction extends RecordBase {
  cash_register: Ref;
  operation_person: Ref;
  currency: CurrencyRef;
  operation_type: OutOperationType;
  amount: string;
}
export interface CreateOutTransactionBody {
  cash_register: number;
  operation_person: number;
  currency: number;
  operation_type: OutOperationType;
  amount: string;
  comment?: string;
}
export type CryptoOutTransaction = Omit<OutTransaction, 'currency'> & { crypto_currency: CurrencyRef };
export type CreateCryptoOutTransactionBody = Omit<CreateOutTransactionBody, 'currency'> & {
  crypto_currency: number;
};

export interface IncomeOutcome extends RecordBase {
  cash_register: Ref;
  currency: CurrencyRef;
  direction: Direction;
  amount: string;
}
export interface CreateIncomeOutcomeBody {
  cash_register: number;
  currency: number;
  direction: Direction;
  amount: string;
  comment?: string;
}

export interface Transfer extends RecordBase {
  transfer_kind: TransferKind;
  from_cash_register: Ref;
  to_cash_register: Ref;
  currency: CurrencyRef;
  amount: string;
  fee: string;
  /** External and crypto only; shown to the sending register's city (the client needs it). */
  transfer_code: string | null;
  sender_name: string;
  receiver_name: string;
  receiver_phone: string;
  status: TransferStatus;
  is_final: boolean;
  updated_at: string;
  accepted_at: string | null;
  accepted_by: Ref | null;
  delivered_at: string | null;
  delivered_by: Ref | null;
}
/** Crypto transfers name the currency crypto_currency, as their create body does. */
export type CryptoTransfer = Transfer & { crypto_currency: CurrencyRef };
export interface CreateTransferBody {
  from_cash_register: number;
  to_cash_register: number;
  /** crypto_currency for crypto transfers. */
  currency?: number;
  crypto_currency?: number;
  amount: string;
  /** External and crypto transfers: what the client pays on top. */
  fee?: string;
  sender_name?: string;
  receiver_name?: string;
  receiver_phone?: string;
  comment?: string;
}
export type UpdateTransferBody = Partial<Omit<CreateTransferBody, 'from_cash_register'>>;
