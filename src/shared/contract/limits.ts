import type { Static } from 'typebox';
import type { CityLimitsSchema } from './schema/limits';

/** GET /api/city_limits/?city and the answer of PUT /api/city_limits/{city_id}/. */
export type CityLimits = Static<typeof CityLimitsSchema>;

/** PUT /api/city_limits/{city_id}/ (supervisors and admins of the city). */
export interface CityLimitsBody {
  rate_tolerance_percent: string;
  max_operation_amount: string | null;
  /** Left as it is when not given. */
  shift_difference_threshold?: string;
}
