import type { CityCompliance } from '../../shared/contract/clients';
import { DEFAULT_STRUCTURING_WINDOW_MINUTES, DEFAULT_WATCHLIST_MAX_AGE_DAYS } from '../../shared/contract/clients';
import type { Queryable } from '../db/types';

// A city's compliance settings (docs/api/clients.md) as every write reads them: one row of
// city_compliance, or the defaults for a city nobody set — no identification, no mandatory
// control, transfers anonymous, a list allowed to be 7 days old, a 30-minute structuring window — so the calls of docs/PRODUCT.md §7 behave
// as before. Reading and changing them through the API: features/compliance/cityCompliance.ts.

export const COMPLIANCE_SELECT = `SELECT identification_threshold::text AS identification_threshold,
                       mandatory_control_threshold::text AS mandatory_control_threshold,
                       identify_transfers, watchlist_max_age_days, structuring_window_minutes
                  FROM city_compliance WHERE city_id = $1`;

export async function complianceOf(q: Queryable, cityId: number): Promise<CityCompliance> {
  const { rows } = await q.query<Omit<CityCompliance, 'city'>>(COMPLIANCE_SELECT, [cityId]);
  const r = rows[0];
  return {
    city: cityId,
    identification_threshold: r?.identification_threshold ?? null,
    mandatory_control_threshold: r?.mandatory_control_threshold ?? null,
    identify_transfers: r?.identify_transfers ?? false,
    watchlist_max_age_days: r?.watchlist_max_age_days ?? DEFAULT_WATCHLIST_MAX_AGE_DAYS,
    structuring_window_minutes: r?.structuring_window_minutes ?? DEFAULT_STRUCTURING_WINDOW_MINUTES,
  };
}
