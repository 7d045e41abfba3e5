import type { OperationType } from '../../../shared/contract';
import { canSetRates } from '../../../shared/contract/permissions';
import { amountOverLimitMessage, rateBand, rateInBand, rateOutOfBandMessage, totalOverLimit } from '../../../shared/limits';
import type { Queryable } from '../../db/types';
import type { Actor } from '../../http/scope';
import { fieldError } from '../../http/errors';
import { today } from '../ledger/time';
import { limitsOf } from './cityLimitsService';

/**
 * Who is bound by a city's limits: "a cashier" is whoever may not set the day's rates — the
 * one rule of value_setting/create (canSetRates: neither an admin nor a supervisor). The
 * role label alone is not trusted for more than that rule already trusts it with.
 */
export const boundByLimits = (actor: Actor): boolean => !canSetRates({ isAdmin: actor.isAdmin, role: actor.role ?? '' });

/**
 * The day's board rate for a currency and direction at a register: its own value setting for
 * today, else its city's (as the exchange form prefills it, ratePrefill.ts); null: no band.
 */
export async function boardRate(q: Queryable, register: { id: number; city_id: number }, currencyId: number, type: OperationType) {
  const { rows } = await q.query<{ rate: string }>(
    `SELECT (CASE WHEN $4 = 'BUY' THEN buy_rate ELSE sell_rate END)::text AS rate FROM value_settings
      WHERE city_id = $1 AND (cash_register_id = $2 OR cash_register_id IS NULL) AND currency_id = $3 AND date = $5::date
      ORDER BY cash_register_id NULLS LAST LIMIT 1`,
    [register.city_id, register.id, currencyId, type, today()],
  );
  return rows[0]?.rate ?? null;
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
 * the answer says whether the exchange is to be marked outside_limits.
 */
export async function checkExchangeLimits(q: Queryable, actor: Actor, x: ExchangeForLimits): Promise<{ outside: boolean }> {
  const limits = await limitsOf(q, x.register.city_id);
  const board = await boardRate(q, x.register, x.currencyId, x.type);
  const band = board === null ? null : rateBand(board, limits.rate_tolerance_percent);
  const rateOutside = band !== null && !rateInBand(x.rate, band);
  const amountOutside = totalOverLimit(x.total, limits.max_operation_amount);
  if (boundByLimits(actor)) {
    if (rateOutside) throw fieldError('rate', rateOutOfBandMessage(band!));
    if (amountOutside) throw fieldError('amount', amountOverLimitMessage(limits.max_operation_amount!, x.baseCode));
  }
  return { outside: rateOutside || amountOutside };
}
