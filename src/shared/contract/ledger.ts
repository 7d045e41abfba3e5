/**
 * Wire types of the ledger calls (docs/PRODUCT.md §7 plus income_outcome). The records' types are
 * `Static` of their declarations in schema/ledger.ts — the same values the API answers with
 * and the OpenAPI document shows; the request bodies are plain types below. Field names are
 * the DRF ones (snake_case); money and rates are decimal strings.
 */
import type { Static } from 'typebox';
import type { OutOperationType } from './enums';
import type { TransferKind, TransferStatus } from '../machines/transferLifecycle';
import type {
  AvailableCurrencyPairSchema,
  CryptoCurrencySchema,
  CryptoOutTransactionSchema,
  CryptoTransactionSchema,
  CryptoTransferSchema,
  CurrencyRefSchema,
  CurrencySchema,
  DilapidationPercentageSchema,
  ExchangeTransactionSchema,
  IncomeOutcomeSchema,
  OperationPersonSchema,
  OutTransactionSchema,
  PersonBalanceSchema,
  TransferSchema,
  ValueSettingSchema,
} from './schema/ledger';

export type { TransferKind, TransferStatus };
export * from './enums';

export type CurrencyRef = Static<typeof CurrencyRefSchema>;
export type Currency = Static<typeof CurrencySchema>;
export type CryptoCurrency = Static<typeof CryptoCurrencySchema>;
export type DilapidationPercentage = Static<typeof DilapidationPercentageSchema>;
/** The register may buy and sell `currency` against `base_currency`. */
export type AvailableCurrencyPair = Static<typeof AvailableCurrencyPairSchema>;
/** The day's rates for a city (cash_register null) or one register; the rate board. */
export type ValueSetting = Static<typeof ValueSettingSchema>;
export type ExchangeTransaction = Static<typeof ExchangeTransactionSchema>;
export type CryptoTransaction = Static<typeof CryptoTransactionSchema>;
export type PersonBalance = Static<typeof PersonBalanceSchema>;
export type OperationPerson = Static<typeof OperationPersonSchema>;
export type OutTransaction = Static<typeof OutTransactionSchema>;
export type CryptoOutTransaction = Static<typeof CryptoOutTransactionSchema>;
export type IncomeOutcome = Static<typeof IncomeOutcomeSchema>;
export type Transfer = Static<typeof TransferSchema>;
/** Crypto transfers name the currency crypto_currency too, as their create body does. */
export type CryptoTransfer = Static<typeof CryptoTransferSchema>;
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

// --- request bodies -----------------------------------------------------------------------

// Declared in request/exchange.ts (a TypeBox value the server validates with).
export type { CreateTransactionBody } from './request/exchange';

export type { CreateCryptoTransactionBody } from './request/crypto';

export interface CreateOperationPersonBody {
  first_name: string;
  last_name?: string;
  phone?: string;
  comment?: string;
  city: number;
}

export interface CreateOutTransactionBody {
  cash_register: number;
  operation_person: number;
  currency: number;
  operation_type: OutOperationType;
  amount: string;
  comment?: string;
}

export type CreateCryptoOutTransactionBody = Omit<CreateOutTransactionBody, 'currency'> & {
  crypto_currency: number;
};

export type { CreateIncomeOutcomeBody } from './request/incomeExpense';

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
  /** External and crypto: the sender, required where the sending city identifies transfers. */
  client?: number | null;
}

/**
 * The payout's client (PUT /api/external_transfer/deliver/{id}/, PUT /api/crypto_transfer/accept/{id}/):
 * required where the paying city identifies transfers.
 */
export interface TransferReceiverBody {
  receiver_client?: number | null;
}

export type UpdateTransferBody = Partial<Omit<CreateTransferBody, 'from_cash_register'>>;
