import type { Static } from 'typebox';
import type { AdminCashRegisterSchema, AdminCitySchema } from './schema/adminCities';

/** Types of the admin section's cities and registers (schema/adminCities.ts). */
export type AdminCity = Static<typeof AdminCitySchema>;
export type AdminCashRegister = Static<typeof AdminCashRegisterSchema>;

export const ADMIN_CITY_ORDERINGS = ['name', '-name', 'id', '-id'] as const;
export type AdminCityOrdering = (typeof ADMIN_CITY_ORDERINGS)[number];
export const ADMIN_REGISTER_ORDERINGS = ['name', '-name', 'city', '-city', 'id', '-id'] as const;
export type AdminRegisterOrdering = (typeof ADMIN_REGISTER_ORDERINGS)[number];

/** POST /api/admin/cash_registers/create/ */
export type { AdminCashRegisterBody } from './request/adminCities';
/** PUT /api/admin/cash_registers/:id/pairs/: one pair on or off. */
export type { AdminPairBody } from './request/adminCurrencies';
