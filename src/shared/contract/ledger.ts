/**
 * Wire types of the ledger calls (docs/PRODUCT.md §7 plus income_outcome). The records' types are
 * `Static` of their declarations in schema/ledger.ts — the same values the API answers with
 * and the OpenAPI document shows; the request bodies are `Static` of their declarations in request/. Field names are
 * the DRF ones (snake_case); money and rates are decimal strings.
 */
import type { Static } from 'typebox';
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
export type { CreateValueSettingBody } from './request/currencies';

// --- request bodies -----------------------------------------------------------------------

// Declared in request/exchange.ts (a TypeBox value the server validates with).
export type { CreateTransactionBody } from './request/exchange';

export type { CreateCryptoTransactionBody } from './request/crypto';

// Declared in request/operationPersons.ts.
export type { CreateOperationPersonBody, CreateOutTransactionBody, CreateCryptoOutTransactionBody } from './request/operationPersons';

export type { CreateIncomeOutcomeBody } from './request/incomeExpense';

// Declared in request/transfers.ts beside each kind's own bodies; these are any kind's, as the service takes them.
export type { CreateTransferBody, TransferReceiverBody, UpdateTransferBody } from './request/transfers';
