import type { Static } from 'typebox';
import type { MeSchema, PermissionsSchema } from './schema/auth';

/** The four permission flags of docs/PRODUCT.md §3 and the compliance officer's, named as the wire carries them (schema/auth.ts). */
export type Permissions = Static<typeof PermissionsSchema>;

export const PERMISSION_FLAGS = [
  'isAllowToPrint',
  'isCryptoTransactionPageActive',
  'isAllowToCheckEarningReport',
  'isAllowToCheckNonActiveOperationPerson',
  'isComplianceOfficer',
] as const satisfies readonly (keyof Permissions)[];

/** GET /api/me */
export type Me = Static<typeof MeSchema>;

/** Admins may always print or download (docs/PRODUCT.md §6). */
export function canPrint(me: Pick<Me, 'isAdmin' | 'permissions'>): boolean {
  return me.isAdmin || me.permissions.isAllowToPrint;
}

/** The role label of supervisors (users' `role`, set from the command line). */
export const SUPERVISOR_ROLE = 'Супервайзер';

/**
 * Who sets the day's rates (value settings, the rate board): admins and supervisors (issue
 * 10; docs/PRODUCT-DECISIONS.md, Value settings). The API refuses others with 403; the web app hides the form.
 */
export function canSetRates(user: Pick<Me, 'isAdmin' | 'role'>): boolean {
  return user.isAdmin || user.role === SUPERVISOR_ROLE;
}

/**
 * Who sees the compliance section (the list, the matches, the mandatory-control queue) and
 * sets a city's compliance settings: admins and compliance officers. To anyone else the
 * section's routes do not exist (404), as the admin section.
 */
export function canSeeCompliance(me: Pick<Me, 'isAdmin' | 'permissions'>): boolean {
  return me.isAdmin || me.permissions.isComplianceOfficer;
}
