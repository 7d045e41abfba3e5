import type { Me } from '../../../shared/contract';

/** Earning reports: admins and users with isAllowToCheckEarningReport, as the server checks. */
export function canSeeEarnings(me: Pick<Me, 'isAdmin' | 'permissions'> | undefined): boolean {
  return !!me && (me.isAdmin || me.permissions.isAllowToCheckEarningReport);
}
