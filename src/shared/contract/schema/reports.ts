import { RefSchema, RegisterKindSchema } from './entities';
import { Decimal, Nullable, Type, WireDate } from './kit';
import { CurrencyRefSchema } from './ledger';

/**
 * The balance and report answers. Amounts are decimal strings in their currency's precision;
 * rates have 6 decimals; `date` is `yyyy-MM-dd` in the server's zone.
 */

const movement = { opening: Decimal, income: Decimal, outcome: Decimal, closing: Decimal };
/** A register's (or a group's) movement of one currency over a day or a period. */
export const BalanceRowSchema = Type.Object({ currency: CurrencyRefSchema, ...movement });
const balances = Type.Array(BalanceRowSchema);

/** GET /api/day_balance/?cash_register&date — fiat currencies; crypto is day_crypto_balance. */
export const DayBalanceSchema = Type.Object({ cash_register: RefSchema, date: WireDate, balances });

/**
 * GET /api/city_data/?city&date. `kind`: the city's vault is listed apart on Кассы
 * (docs/VAULT.md); the totals are the whole city's, the vault included.
 */
export const CityDataSchema = Type.Object({
  city: RefSchema,
  date: WireDate,
  cash_registers: Type.Array(Type.Object({ cash_register: RefSchema, kind: RegisterKindSchema, balances })),
  totals: balances,
});

/** GET /api/overall_day_amount/?date — every city the user sees, and their sum. */
export const OverallDayAmountSchema = Type.Object({
  date: WireDate,
  cities: Type.Array(Type.Object({ city: RefSchema, totals: balances })),
  totals: balances,
});

/** Exchange result per traded currency; `earning` is in the base currency (docs/EARNINGS.md). */
export const ExchangeEarningRowSchema = Type.Object({
  currency: CurrencyRefSchema,
  bought_amount: Decimal,
  sold_amount: Decimal,
  earning: Decimal,
});

/**
 * Per currency: total = exchange_earning + transfer_fees + crypto_fees + income − expenses +
 * cash_differences (the shifts' surpluses less their shortages, in the currency counted).
 */
export const EarningTotalRowSchema = Type.Object({
  currency: CurrencyRefSchema,
  exchange_earning: Decimal,
  transfer_fees: Decimal,
  crypto_fees: Decimal,
  income: Decimal,
  expenses: Decimal,
  cash_differences: Decimal,
  total: Decimal,
});

/** GET /api/{earning,city_earning,full_earning}_report/ — needs isAllowToCheckEarningReport. */
export const EarningReportSchema = Type.Object({
  from_date: WireDate,
  to_date: WireDate,
  cash_register: Nullable(RefSchema),
  city: Nullable(RefSchema),
  base_currency: CurrencyRefSchema,
  exchange: Type.Array(ExchangeEarningRowSchema),
  totals: Type.Array(EarningTotalRowSchema),
});

/** One register's trading of one currency over a day. Rates are amount-weighted averages. */
export const RateRowSchema = Type.Object({
  cash_register: RefSchema,
  currency: CurrencyRefSchema,
  bought_amount: Decimal,
  buy_avg_rate: Nullable(Decimal),
  sold_amount: Decimal,
  sell_avg_rate: Nullable(Decimal),
  /** Weighted average cost of what the register holds at the end of the day; null without isAllowToCheckEarningReport. */
  average_cost: Nullable(Decimal),
  balance: Decimal,
});

/** GET /api/day_avg_rate/?cash_register (today) and /api/average_rate_report/?cash_register&city&created_at */
export const AverageRateReportSchema = Type.Object({ date: WireDate, rows: Type.Array(RateRowSchema) });

export const RateStatsSchema = Type.Object({
  count: Type.Integer(),
  amount: Decimal,
  min_rate: Nullable(Decimal),
  max_rate: Nullable(Decimal),
  avg_rate: Nullable(Decimal),
});

/** GET /api/rate_report/?cash_register&created_at — the rates used that day and the rate board. */
export const RateReportSchema = Type.Object({
  cash_register: RefSchema,
  date: WireDate,
  rows: Type.Array(
    Type.Object({
      currency: CurrencyRefSchema,
      buy: RateStatsSchema,
      sell: RateStatsSchema,
      value_setting: Nullable(Type.Object({ buy_rate: Decimal, sell_rate: Decimal })),
    }),
  ),
});

const outAmounts = { currency: CurrencyRefSchema, replenishment: Decimal, handed_over: Decimal };
/** GET /api/day_replenishment_handed_over_report/?cash_register&city&created_at */
export const ReplenishmentReportSchema = Type.Object({
  date: WireDate,
  totals: Type.Array(Type.Object(outAmounts)),
  persons: Type.Array(Type.Object({ operation_person: RefSchema, ...outAmounts })),
});

/** GET /api/day_crypto_avg_fee/?cash_register — today's crypto transactions. */
export const CryptoAvgFeeReportSchema = Type.Object({
  cash_register: RefSchema,
  date: WireDate,
  rows: Type.Array(
    Type.Object({
      crypto_currency: CurrencyRefSchema,
      currency: CurrencyRefSchema,
      count: Type.Integer(),
      total_fee: Decimal,
      avg_fee: Decimal,
    }),
  ),
});

/** GET /api/day_crypto_balance/?cash_register&from_date — from that day to today. */
export const CryptoDayBalanceSchema = Type.Object({
  cash_register: RefSchema,
  from_date: WireDate,
  to_date: WireDate,
  balances: Type.Array(Type.Object({ crypto_currency: CurrencyRefSchema, ...movement })),
});

const cryptoAmounts = Type.Array(Type.Object({ crypto_currency: CurrencyRefSchema, amount: Decimal }));
/** GET /api/crypto_balance/ — what every register the user sees holds now. */
export const CryptoBalanceSchema = Type.Object({
  cash_registers: Type.Array(Type.Object({ cash_register: RefSchema, balances: cryptoAmounts })),
  totals: cryptoAmounts,
});
