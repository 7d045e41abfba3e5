import type { Static } from 'typebox';
import type { CityLimitsSchema } from './schema/limits';

/** GET /api/city_limits/?city and the answer of PUT /api/city_limits/{city_id}/. */
export type CityLimits = Static<typeof CityLimitsSchema>;

/** PUT /api/city_limits/{city_id}/ (supervisors and admins of the city). */
export type { CityLimitsBody } from './request/limits';
