import { canSeeCompliance } from '../../../shared/contract';
import { screen } from '../../lib/screenRoute';

/** Комплаенс: a tab of the cities section for admins and compliance officers only. */
export const complianceScreen = screen('cities', 'compliance', 'Комплаенс', () => import('./ComplianceScreen').then((m) => m.ComplianceScreen), {
  visibleTo: canSeeCompliance,
});
