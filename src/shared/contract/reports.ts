/**
 * Wire types of the balance and report calls. Amounts are decimal strings in their
 * currency's precision; rates have 6 decimals; `date` is `yyyy-MM-dd` in the server's zone.
 */
import type { Ref } from './entities';
import type { CurrencyRef } from './ledger';

/** A register's (or a group's) movement of one currency over a day or a period. */
export interface BalanceRow {
  currency: CurrencyRef;
  opening: string;
  income: string;
  outcome: string;
  closing: string;
}

/** GET /api/day_balance/?cash_register&date — fiat currencies; crypto is day_crypto_balance. */
export interface DayBalance {
  cash_register: Ref;
  date: string;
  balances: BalanceRow[];
}
/** GET /api/city_data/?city&date */
export interface CityData {
  city: Ref;
  date: string;
  cash_registers: Array<{ cash_register: Ref; balances: BalanceRow[] }>;
  totals: BalanceRow[];
}
/** GET /api/overall_day_amount/?date — every city the user sees, and their sum. */
export interface OverallDayAmount {
  date: string;
  cities: Array<{ city: Ref; totals: BalanceRow[] }>;
  totals: BalanceRow[];
}

/** Exchange result per traded currency; `earning` is in the base currency (docs/EARNINGS.md). */
export interface ExchangeEarningRow {
  currency: CurrencyRef;
  bought_amount: string;
  sold_amount: string;
  earning: string;
}
/** Per currency: total = exchange_earning + transfer_fees + crypto_fees + income − expenses. */
export interface EarningTotalRow {
  currency: CurrencyRef;
  exchange_earning: string;
  transfer_fees: string;
  crypto_fees: string;
  income: string;
  expenses: string;
  total: string;
}
/** GET /api/{earning,city_earning,full_earning}_report/ — needs isAllowToCheckEarningReport. */
export interface EarningReport {
  from_date: string;
  to_date: string;
  cash_register: Ref | null;
  city: Ref | null;
  base_currency: CurrencyRef;
  exchange: ExchangeEarningRow[];
  totals: EarningTotalRow[];
}

/** One register's trading of one currency over a day. Rates are amount-weighted averages. */
export interface RateRow {
  cash_register: Ref;
  currency: CurrencyRef;
  bought_amount: string;
  buy_avg_rate: string | null;
  sold_amount: string;
  sell_avg_rate: string | null;
  /** Weighted average cost of what the register holds at the end of the day. */
  average_cost: string | null;
  balance: string;
}
/** GET /api/day_avg_rate/?cash_register (today) and /api/average_rate_report/?cash_register&city&created_at */
export interface AverageRateReport {
  date: string;
  rows: RateRow[];
}

export interface RateStats {
  count: number;
  amount: string;
  min_rate: string | null;
  max_rate: string | null;
  avg_rate: string | null;
}
/** GET /api/rate_report/?cash_register&created_at — the rates used that day and the rate board. */
export interface RateReport {
  cash_register: Ref;
  date: string;
  rows: Array<{
    currency: CurrencyRef;
    buy: RateStats;
    sell: RateStats;
    value_setting: { buy_rate: string; sell_rate: string } | null;
  }>;
}

/** GET /api/day_replenishment_handed_over_report/?cash_register&city&created_at */
export interface ReplenishmentReport {
  date: string;
  totals: Array<{ currency: CurrencyRef; replenishment: string; handed_over: string }>;
  persons: Array<{ operation_person: Ref; currency: CurrencyRef; replenishment: string; handed_over: string }>;
}

/** GET /api/day_crypto_avg_fee/?cash_register — today's crypto transactions. */
export interface CryptoAvgFeeReport {
  cash_register: Ref;
  date: string;
  rows: Array<{ crypto_currency: CurrencyRef; currency: CurrencyRef; count: number; total_fee: string; avg_fee: string }>;
}
/** GET /api/day_crypto_balance/?cash_register&from_date — from that day to today. */
export interface CryptoDayBalance {
  cash_register: Ref;
  from_date: string;
  to_date: string;
  balances: Array<Omit<BalanceRow, 'currency'> & { crypto_currency: CurrencyRef }>;
}
/** GET /api/crypto_balance/ — what every register the user sees holds now. */
export interface CryptoBalance {
  cash_registers: Array<{ cash_register: Ref; balances: Array<{ crypto_currency: CurrencyRef; amount: string }> }>;
  totals: Array<{ crypto_currency: CurrencyRef; amount: string }>;
}
