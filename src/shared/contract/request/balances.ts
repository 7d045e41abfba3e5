import { Id, Query, WireDay, type Static } from './fields';

/**
 * A register's balances and figures of the day (the register screen's and the city's
 * summaries). A day is yyyy-MM-dd in the server's time zone, today when omitted.
 */

/** `GET /api/day_balance/`: one register's balance of a day, by currency. */
export const DayBalanceQuery = Query({ cash_register: Id, date: WireDay }, ['cash_register']);
export type DayBalanceQuery = Static<typeof DayBalanceQuery>;

/** `GET /api/overall_day_amount/`: the day's totals of the user's cities and of the network. */
export const OverallDayAmountQuery = Query({ date: WireDay });
export type OverallDayAmountQuery = Static<typeof OverallDayAmountQuery>;

/** `GET /api/day_avg_rate/` and `/api/day_crypto_avg_fee/`: one register, today. */
export const RegisterTodayQuery = Query({ cash_register: Id }, ['cash_register']);
export type RegisterTodayQuery = Static<typeof RegisterTodayQuery>;

/** `GET /api/day_replenishment_handed_over_report/`: by register, city or all, of a day (`created_at`). */
export const ReplenishmentReportQuery = Query({ cash_register: Id, city: Id, created_at: WireDay });
export type ReplenishmentReportQuery = Static<typeof ReplenishmentReportQuery>;

/** `GET /api/day_crypto_balance/`: one register's crypto balance from `from_date` to today. */
export const CryptoDayBalanceQuery = Query({ cash_register: Id, from_date: WireDay }, ['cash_register']);
export type CryptoDayBalanceQuery = Static<typeof CryptoDayBalanceQuery>;

/** `GET /api/crypto_balance/`: the user's registers now; it takes no parameters. */
export const CryptoBalanceQuery = Query({});
export type CryptoBalanceQuery = Static<typeof CryptoBalanceQuery>;
