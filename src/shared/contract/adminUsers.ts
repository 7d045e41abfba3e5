import type { Static } from 'typebox';
import type { AdminUserCreatedSchema, AdminUserSchema, TemporaryPasswordSchema, UserSessionSchema } from './schema/adminUsers';

/** Types of the admin section's user records (schema/adminUsers.ts). */
export type AdminUser = Static<typeof AdminUserSchema>;
export type AdminUserCreated = Static<typeof AdminUserCreatedSchema>;
export type TemporaryPassword = Static<typeof TemporaryPasswordSchema>;
export type UserSession = Static<typeof UserSessionSchema>;

/** POST /api/admin/users/create/ and PUT /api/admin/users/:id/ (every field but username may change). */
export type { AdminUserBody, AdminUserChanges } from './request/adminUsers';

/** The list's URL state: search, filters, ordering, page. */
export { ADMIN_USER_ORDERINGS, type AdminUserOrdering } from './adminOrderings';
