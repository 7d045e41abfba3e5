import { Id, periodFields, Query, WireDay, type Static } from './fields';

/** The balances and reports of registers, cities and the network. */

/** `GET /api/day_balance/?cash_register=&date=` */
export const DayBalanceQuery = Query({ cash_register: Id, date: WireDay }, ['cash_register']);
export type DayBalanceQuery = Static<typeof DayBalanceQuery>;

/** `GET /api/city_data/?city=&date=` */
export const CityDataQuery = Query({ city: Id, date: WireDay }, ['city']);
export type CityDataQuery = Static<typeof CityDataQuery>;

/** `GET /api/overall_day_amount/?date=` */
export const OverallDayAmountQuery = Query({ date: WireDay });
export type OverallDayAmountQuery = Static<typeof OverallDayAmountQuery>;

/** `GET /api/earning_report/`: a register's earnings over a period. */
export const EarningReportQuery = Query({ cash_register: Id, ...periodFields }, ['cash_register']);
export type EarningReportQuery = Static<typeof EarningReportQuery>;

/** `GET /api/city_earning_report/`: a city's. */
export const CityEarningReportQuery = Query({ city: Id, ...periodFields }, ['city']);
export type CityEarningReportQuery = Static<typeof CityEarningReportQuery>;

/** `GET /api/full_earning_report/`: every city of the user's. */
export const FullEarningReportQuery = Query(periodFields);
export type FullEarningReportQuery = Static<typeof FullEarningReportQuery>;

/** `GET /api/day_avg_rate/?cash_register=` */
export const DayAvgRateQuery = Query({ cash_register: Id }, ['cash_register']);
export type DayAvgRateQuery = Static<typeof DayAvgRateQuery>;

/** `GET /api/average_rate_report/`: a register, a city or all of them. */
export const AverageRateReportQuery = Query({ cash_register: Id, city: Id, created_at: WireDay });
export type AverageRateReportQuery = Static<typeof AverageRateReportQuery>;

/** `GET /api/rate_report/?cash_register=&created_at=` */
export const RateReportQuery = Query({ cash_register: Id, created_at: WireDay }, ['cash_register']);
export type RateReportQuery = Static<typeof RateReportQuery>;

/** `GET /api/day_replenishment_handed_over_report/` */
export const ReplenishmentReportQuery = Query({ cash_register: Id, city: Id, created_at: WireDay });
export type ReplenishmentReportQuery = Static<typeof ReplenishmentReportQuery>;

/** `GET /api/day_crypto_avg_fee/?cash_register=` */
export const CryptoAvgFeeQuery = Query({ cash_register: Id }, ['cash_register']);
export type CryptoAvgFeeQuery = Static<typeof CryptoAvgFeeQuery>;

/** `GET /api/day_crypto_balance/?cash_register=&from_date=` */
export const CryptoDayBalanceQuery = Query({ cash_register: Id, from_date: WireDay }, ['cash_register']);
export type CryptoDayBalanceQuery = Static<typeof CryptoDayBalanceQuery>;

/** `GET /api/crypto_balance/`: takes nothing (any parameter is dropped). */
export const CryptoBalanceQuery = Query({});
export type CryptoBalanceQuery = Static<typeof CryptoBalanceQuery>;

/** `GET /api/cash_differences/?city=&from_date=&to_date=`: without a city, every city of the user's. */
export const CashDifferencesQuery = Query({ city: Id, ...periodFields });
export type CashDifferencesQuery = Static<typeof CashDifferencesQuery>;
