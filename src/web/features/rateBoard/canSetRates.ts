import type { Me } from '../../../shared/contract';

/**
 * Who is offered the rate form: admins and supervisors (issue 10). The server has no such
 * rule yet (value_setting/create/ checks only the user's cities), so this hides the form from
 * cashiers but does not protect it: see docs/web/reports.md.
 */
export function canSetRates(me: Pick<Me, 'isAdmin' | 'role'> | undefined): boolean {
  return !!me && (me.isAdmin || me.role === 'Супервайзер');
}
