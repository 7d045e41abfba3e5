import { Body, CountedAmount, FiatAmount, Id, LimitAmount, Percentage, Query, Type, type Static } from './fields';

/** `GET /api/city_limits/?city=`. */
export const CityLimitsQuery = Query({ city: Id }, ['city']);
export type CityLimitsQuery = Static<typeof CityLimitsQuery>;

/** `PUT /api/city_limits/{city_id}/` (supervisors and admins of the city). */
export const CityLimitsBody = Body(
  {
    rate_tolerance_percent: Percentage,
    /** null: no largest operation. */
    max_operation_amount: Type.Unsafe<string | null>({ ...FiatAmount, type: ['string', 'null'] }),
    /** Left as it is when not given. */
    shift_difference_threshold: Type.String({ ...CountedAmount, description: 'Порог расхождений смены в базовой валюте (0 — любое расхождение ждёт подтверждения)' }),
  },
  ['rate_tolerance_percent', 'max_operation_amount'],
);
export type CityLimitsBody = Static<typeof CityLimitsBody>;

/** One currency of a register's limits: the least, the most, and the level a refill brings it to (null: none). */
export const RegisterLimitLine = Body({ currency: Id, min: LimitAmount, max: LimitAmount, refill_to: LimitAmount }, ['currency', 'min', 'max', 'refill_to']);
export type RegisterLimitLine = Static<typeof RegisterLimitLine>;

/**
 * `PUT /api/cash_register/{id}/limits/` (supervisors of the register's city and admins):
 * the register's whole set; a currency left out has no limits afterwards.
 */
export const RegisterLimitsBody = Body({ limits: Type.Array(RegisterLimitLine, { maxItems: 100 }) }, ['limits']);
export type RegisterLimitsBody = Static<typeof RegisterLimitsBody>;
