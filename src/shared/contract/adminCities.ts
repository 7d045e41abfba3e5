import type { Static } from 'typebox';
import type { AdminCashRegisterSchema, AdminCitySchema } from './schema/adminCities';

/** Types of the admin section's cities and registers (schema/adminCities.ts). */
export type AdminCity = Static<typeof AdminCitySchema>;
export type AdminCashRegister = Static<typeof AdminCashRegisterSchema>;

export { ADMIN_CITY_ORDERINGS, ADMIN_REGISTER_ORDERINGS, type AdminCityOrdering, type AdminRegisterOrdering } from './adminOrderings';

/** POST /api/admin/cash_registers/create/ */
export type { AdminCashRegisterBody } from './request/adminCities';
/** PUT /api/admin/cash_registers/:id/pairs/: one pair on or off. */
export type { AdminPairBody } from './request/adminCurrencies';
