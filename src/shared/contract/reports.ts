/**
 * Wire types of the balance and report calls: `Static` of their declarations in
 * schema/reports.ts (the API's answer schemas). Amounts are decimal strings in their
 * currency's precision; rates have 6 decimals; `date` is `yyyy-MM-dd` in the server's zone.
 */
import type { Static } from 'typebox';
import type {
  AverageRateReportSchema,
  BalanceRowSchema,
  CityDataSchema,
  CryptoAvgFeeReportSchema,
  CryptoBalanceSchema,
  CryptoDayBalanceSchema,
  DayBalanceSchema,
  EarningReportSchema,
  EarningTotalRowSchema,
  ExchangeEarningRowSchema,
  OverallDayAmountSchema,
  RateReportSchema,
  RateRowSchema,
  RateStatsSchema,
  ReplenishmentReportSchema,
} from './schema/reports';

/** A register's (or a group's) movement of one currency over a day or a period. */
export type BalanceRow = Static<typeof BalanceRowSchema>;
/** GET /api/day_balance/?cash_register&date — fiat currencies; crypto is day_crypto_balance. */
export type DayBalance = Static<typeof DayBalanceSchema>;
/** GET /api/city_data/?city&date */
export type CityData = Static<typeof CityDataSchema>;
/** GET /api/overall_day_amount/?date — every city the user sees, and their sum. */
export type OverallDayAmount = Static<typeof OverallDayAmountSchema>;
export type ExchangeEarningRow = Static<typeof ExchangeEarningRowSchema>;
/** Per currency: total = exchange_earning + transfer_fees + crypto_fees + income − expenses. */
export type EarningTotalRow = Static<typeof EarningTotalRowSchema>;
/** GET /api/{earning,city_earning,full_earning}_report/ — needs isAllowToCheckEarningReport. */
export type EarningReport = Static<typeof EarningReportSchema>;
export type RateRow = Static<typeof RateRowSchema>;
/** GET /api/day_avg_rate/?cash_register (today) and /api/average_rate_report/?cash_register&city&created_at */
export type AverageRateReport = Static<typeof AverageRateReportSchema>;
export type RateStats = Static<typeof RateStatsSchema>;
/** GET /api/rate_report/?cash_register&created_at — the rates used that day and the rate board. */
export type RateReport = Static<typeof RateReportSchema>;
/** GET /api/day_replenishment_handed_over_report/?cash_register&city&created_at */
export type ReplenishmentReport = Static<typeof ReplenishmentReportSchema>;
/** GET /api/day_crypto_avg_fee/?cash_register — today's crypto transactions. */
export type CryptoAvgFeeReport = Static<typeof CryptoAvgFeeReportSchema>;
/** GET /api/day_crypto_balance/?cash_register&from_date — from that day to today. */
export type CryptoDayBalance = Static<typeof CryptoDayBalanceSchema>;
/** GET /api/crypto_balance/ — what every register the user sees holds now. */
export type CryptoBalance = Static<typeof CryptoBalanceSchema>;
