import { TRANSFER_STATUSES } from '../../machines/transferLifecycle';
import { DIRECTIONS, OPERATION_TYPES, OUT_OPERATION_TYPES, RECORD_KINDS, TRANSFER_KINDS } from '../enums';
import { RefSchema } from './entities';
import { OFFLINE_FLAGS } from '../offlineRules';
import { Decimal, Id, Instant, Nullable, StringEnum, Type, WireDate } from './kit';

/**
 * The ledger's wire records (docs/PRODUCT.md §7 plus income_outcome). Field names are the DRF
 * ones (snake_case); money and rates are decimal strings; dates `yyyy-MM-dd`, instants
 * ISO 8601. References to other records are small objects so a table needs no second call.
 */

export const CurrencyRefSchema = Type.Object({ id: Id, code: Type.String(), name: Type.String() });
const currencyFields = { ...CurrencyRefSchema.properties, order: Type.Integer(), decimals: Type.Integer() };
/**
 * A fiat currency. `denominations`: its banknotes, largest first (reference data):
 * the count dialog offers them to count a drawer by notes; empty = counted by the total only.
 */
export const CurrencySchema = Type.Object({ ...currencyFields, is_base: Type.Boolean(), denominations: Type.Array(Decimal) });
export const CryptoCurrencySchema = Type.Object(currencyFields);

export const DilapidationPercentageSchema = Type.Object({ id: Id, currency: CurrencyRefSchema, percentage: Decimal });

/** The register may buy and sell `currency` against `base_currency`. */
export const AvailableCurrencyPairSchema = Type.Object({
  id: Id,
  cash_register: RefSchema,
  currency: CurrencyRefSchema,
  base_currency: CurrencyRefSchema,
});

/** The day's rates for a city (cash_register null) or one register; the rate board. */
export const ValueSettingSchema = Type.Object({
  id: Id,
  city: RefSchema,
  cash_register: Nullable(RefSchema),
  currency: CurrencyRefSchema,
  date: WireDate,
  buy_rate: Decimal,
  sell_rate: Decimal,
  user: Nullable(RefSchema),
  created_at: Instant,
});

/** Corrections (storno): the record this one reverses, the one that reversed it, a request waiting. */
const correctionMarks = {
  reverses: Nullable(Id),
  reversed_by: Nullable(Id),
  correction_pending: Type.Boolean(),
};

/** Every record: who made it and when. */
const recordFields = {
  id: Id,
  kind: StringEnum(RECORD_KINDS),
  created_at: Instant,
  user: Nullable(RefSchema),
  comment: Type.String(),
};

export const ExchangeTransactionSchema = Type.Object({
  ...recordFields,
  cash_register: RefSchema,
  currency: CurrencyRefSchema,
  base_currency: CurrencyRefSchema,
  operation_type: StringEnum(OPERATION_TYPES),
  amount: Decimal,
  rate: Decimal,
  is_dilapidated: Type.Boolean(),
  dilapidation_percentage: Decimal,
  /** rate minus the worn-note discount; what the base total is computed with. */
  effective_rate: Decimal,
  /** amount × effective_rate in the base currency. */
  total: Decimal,
  /** Weighted average cost / earning (docs/EARNINGS.md); null without the earning permission. */
  average_cost: Nullable(Decimal),
  earning: Nullable(Decimal),
  /** A supervisor or admin exchanged outside the city's limits (cashiers are refused). */
  outside_limits: Type.Boolean(),
  /** The identified client (docs/api/clients.md); null: anonymous, below the city's threshold. */
  client: Nullable(RefSchema),
  ...correctionMarks,
  /** Made at the window during an outage and sent later (docs/OFFLINE.md); created_at is then the time at the window. */
  offline: Type.Boolean(),
  /** When the server received it: created_at for an online deal. */
  received_at: Instant,
  /** The rules an offline deal broke, judged when it arrived (OFFLINE_FLAGS); empty when clean and for every online deal. */
  offline_flags: Type.Array(StringEnum(OFFLINE_FLAGS)),
});

export const CryptoTransactionSchema = Type.Object({
  ...recordFields,
  cash_register: RefSchema,
  crypto_currency: CurrencyRefSchema,
  /** The fiat currency paid or received. */
  currency: CurrencyRefSchema,
  operation_type: StringEnum(OPERATION_TYPES),
  amount: Decimal,
  rate: Decimal,
  total: Decimal,
  fee: Decimal,
  /** A supervisor or admin dealt above the city's largest operation (cashiers are refused). */
  outside_limits: Type.Boolean(),
  /** The identified client (docs/api/clients.md); null: anonymous. */
  client: Nullable(RefSchema),
  ...correctionMarks,
});

export const PersonBalanceSchema = Type.Object({
  currency: CurrencyRefSchema,
  /** Positive: the network owes the person (creditor); negative: the person owes (debtor). */
  amount: Decimal,
});

export const OperationPersonSchema = Type.Object({
  id: Id,
  first_name: Type.String(),
  last_name: Type.String(),
  phone: Type.String(),
  comment: Type.String(),
  city: RefSchema,
  is_active: Type.Boolean(),
  /** Crypto currencies only for users with isCryptoTransactionPageActive. */
  balances: Type.Array(PersonBalanceSchema),
  user: Nullable(RefSchema),
  created_at: Instant,
});

const outFields = {
  ...recordFields,
  cash_register: RefSchema,
  operation_person: RefSchema,
  operation_type: StringEnum(OUT_OPERATION_TYPES),
  amount: Decimal,
};
export const OutTransactionSchema = Type.Object({ ...outFields, currency: CurrencyRefSchema, ...correctionMarks });
export const CryptoOutTransactionSchema = Type.Object({ ...outFields, crypto_currency: CurrencyRefSchema, ...correctionMarks });

export const IncomeOutcomeSchema = Type.Object({
  ...recordFields,
  cash_register: RefSchema,
  currency: CurrencyRefSchema,
  direction: StringEnum(DIRECTIONS),
  amount: Decimal,
  ...correctionMarks,
});

const transferFields = {
  ...recordFields,
  transfer_kind: StringEnum(TRANSFER_KINDS),
  from_cash_register: RefSchema,
  to_cash_register: RefSchema,
  currency: CurrencyRefSchema,
  amount: Decimal,
  fee: Decimal,
  /**
   * External and crypto only: the client's secret (docs/PRODUCT-DECISIONS.md, Trust). Shown to the user who
   * created the transfer and to admins while it is not final; null to everyone else.
   */
  transfer_code: Nullable(Type.String()),
  sender_name: Type.String(),
  receiver_name: Type.String(),
  receiver_phone: Type.String(),
  status: StringEnum(TRANSFER_STATUSES),
  is_final: Type.Boolean(),
  /**
   * The calling user created it (`user`) or issued the code in force: they may neither accept
   * nor deliver it (four eyes).
   */
  is_mine: Type.Boolean(),
  updated_at: Instant,
  accepted_at: Nullable(Instant),
  accepted_by: Nullable(RefSchema),
  delivered_at: Nullable(Instant),
  delivered_by: Nullable(RefSchema),
  /** Cancelled by the sender while Pending: when, by whom and why ('' otherwise). */
  cancelled_at: Nullable(Instant),
  cancelled_by: Nullable(RefSchema),
  cancel_reason: Type.String(),
  /** External and crypto: the identified sender and (once paid out) receiver; null: none named. */
  client: Nullable(RefSchema),
  receiver_client: Nullable(RefSchema),
};
export const TransferSchema = Type.Object(transferFields);
/** Crypto transfers name the currency crypto_currency too, as their create body does. */
export const CryptoTransferSchema = Type.Object({ ...transferFields, crypto_currency: CurrencyRefSchema });
