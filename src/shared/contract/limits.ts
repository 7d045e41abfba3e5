import type { Static } from 'typebox';
import type { CityLimitsSchema, RegisterLimitSchema, RegisterLimitsSchema } from './schema/limits';

/** GET /api/city_limits/?city and the answer of PUT /api/city_limits/{city_id}/. */
export type CityLimits = Static<typeof CityLimitsSchema>;

/** PUT /api/city_limits/{city_id}/ (supervisors and admins of the city). */
export type { CityLimitsBody } from './request/limits';

/** GET and PUT /api/cash_register/{id}/limits/ (docs/VAULT.md). */
export type RegisterLimit = Static<typeof RegisterLimitSchema>;
export type RegisterLimits = Static<typeof RegisterLimitsSchema>;
export type { RegisterLimitsBody, RegisterLimitLine } from './request/limits';
