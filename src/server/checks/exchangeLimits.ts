import type { OperationType } from '../../shared/contract';
import { canSetRates } from '../../shared/contract/permissions';
import {
  DEFAULT_RATE_TOLERANCE_PERCENT,
  amountOverLimitMessage,
  rateBand,
  rateInBand,
  rateOutOfBandMessage,
  totalOverLimit,
  unvaluedOverLimitMessage,
} from '../../shared/limits';
import type { Queryable } from '../db/types';
import type { Actor } from '../http/scope';
import { fieldError } from '../http/errors';
import { dec, fixed } from '../ledger/decimal';
import { today } from '../ledger/time';

/**
 * Who is bound by a city's limits: "a cashier" is whoever may not set the day's rates — the
 * one rule of value_setting/create (canSetRates: neither an admin nor a supervisor). The
 * role label alone is not trusted for more than that rule already trusts it with.
 */
export const boundByLimits = (actor: Actor): boolean => !canSetRates({ isAdmin: actor.isAdmin, role: actor.role ?? '' });

/**
 * In one statement (it runs inside every exchange): the city's limits and the day's board
 * rate for a currency and direction at a register — its own value setting for today, else its
 * city's, as the exchange form prefills it (ratePrefill.ts); board null: no band.
 */
const LIMITS_AND_BOARD = `
  SELECT l.rate_tolerance_percent::text AS tolerance, l.max_operation_amount::text AS max,
         (SELECT (CASE WHEN $4::text = 'BUY' THEN v.buy_rate ELSE v.sell_rate END)::text FROM value_settings v
           WHERE v.city_id = $1 AND (v.cash_register_id = $2 OR v.cash_register_id IS NULL) AND v.currency_id = $3 AND v.date = $5::date
           ORDER BY v.cash_register_id NULLS LAST LIMIT 1) AS board
    FROM (SELECT 1) one LEFT JOIN city_limits l ON l.city_id = $1`;

async function limitsAndBoard(q: Queryable, x: ExchangeForLimits) {
  const { rows } = await q.query<{ tolerance: string | null; max: string | null; board: string | null }>(LIMITS_AND_BOARD, [
    x.register.city_id, x.register.id, x.currencyId, x.type, today(),
  ]);
  return { tolerance: rows[0].tolerance ?? DEFAULT_RATE_TOLERANCE_PERCENT, max: rows[0].max, board: rows[0].board };
}

export interface ExchangeForLimits {
  register: { id: number; city_id: number };
  currencyId: number;
  type: OperationType;
  rate: string;
  /** In the base currency. */
  total: string;
  baseCode: string;
}

/**
 * Checks an exchange against its city's limits. A cashier outside them gets the 400 (rate
 * first: it is what the form shows under the field); a supervisor or an admin passes, and
 * the answer says whether the exchange is to be marked outside_limits, and the day's board rate
 * it was held against (null: none), which also values the deal for the compliance thresholds.
 */
export async function checkExchangeLimits(
  q: Queryable,
  actor: Actor,
  x: ExchangeForLimits,
  options: { refuse: boolean } = { refuse: true },
): Promise<{ outside: boolean; board: string | null; refusable: boolean }> {
  const { tolerance, max, board } = await limitsAndBoard(q, x);
  const band = board === null ? null : rateBand(board, tolerance);
  const rateOutside = band !== null && !rateInBand(x.rate, band);
  const amountOutside = totalOverLimit(x.total, max);
  const bound = boundByLimits(actor);
  // `refuse: false` — a deal already made at the window (docs/OFFLINE.md): `refusable` says
  // the limits would have refused it, and the caller flags it instead.
  if (bound && options.refuse) {
    if (rateOutside) throw fieldError('rate', rateOutOfBandMessage(band!));
    if (amountOutside) throw fieldError('amount', amountOverLimitMessage(max!, x.baseCode));
  }
  return { outside: rateOutside || amountOutside, board, refusable: bound && (rateOutside || amountOutside) };
}

/**
 * The largest operation and, for a fiat other than the base, its board buy rate of the day
 * (the register's own, else the city's; null for the base currency, $3 null).
 */
const LIMIT_AND_FIAT_RATE = `
  SELECT l.max_operation_amount::text AS max,
         (SELECT v.buy_rate::text FROM value_settings v
           WHERE $3::int IS NOT NULL AND v.city_id = $1 AND (v.cash_register_id = $2 OR v.cash_register_id IS NULL)
             AND v.currency_id = $3 AND v.date = $4::date
           ORDER BY v.cash_register_id NULLS LAST LIMIT 1) AS fiat_rate
    FROM (SELECT 1) one LEFT JOIN city_limits l ON l.city_id = $1`;

export interface CryptoForLimits {
  register: { id: number; city_id: number };
  /** amount × rate, in `fiat`. */
  total: string;
  fiat: { id: number; code: string; is_base: boolean };
  baseCode: string;
}

/**
 * A crypto transaction against the city's limits (docs/api/limits.md, "Crypto transactions"): it
 * is an exchange of crypto for fiat, so the largest operation binds a cashier's and marks a
 * supervisor's or admin's. Its total is valued in the base currency — as it is when paid in the
 * base currency (always, from the web app), else at the day's board buy rate of the fiat; one
 * that cannot be valued (no such rate today) counts as outside. The rate band does not apply:
 * the board carries no crypto rates (value_setting/create refuses a crypto currency), and
 * "without a board rate for the day there is no band".
 */
export async function checkCryptoLimits(q: Queryable, actor: Actor, x: CryptoForLimits): Promise<{ outside: boolean }> {
  const { rows } = await q.query<{ max: string | null; fiat_rate: string | null }>(LIMIT_AND_FIAT_RATE, [
    x.register.city_id, x.register.id, x.fiat.is_base ? null : x.fiat.id, today(),
  ]);
  const { max, fiat_rate: fiatRate } = rows[0];
  if (max === null) return { outside: false };
  const inBase = x.fiat.is_base ? x.total : fiatRate === null ? null : fixed(dec(x.total).times(fiatRate), 2);
  const outside = inBase === null || totalOverLimit(inBase, max);
  if (outside && boundByLimits(actor)) {
    throw fieldError('amount', inBase === null ? unvaluedOverLimitMessage(x.fiat.code, max, x.baseCode) : amountOverLimitMessage(max, x.baseCode));
  }
  return { outside };
}
