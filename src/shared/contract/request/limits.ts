import { Body, CountedAmount, FiatAmount, Id, Percentage, Query, Type, type Static } from './fields';

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
