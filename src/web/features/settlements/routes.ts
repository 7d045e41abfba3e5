import { canSetRates } from '../../../shared/contract';
import { screen } from '../../lib/screenRoute';

/** «Взаиморасчёты» beside the network's reports: admins and supervisors (the API refuses others). */
export const settlementsScreen = screen('cities', 'settlements', 'Взаиморасчёты', () => import('./Settlements').then((m) => m.Settlements), {
  visibleTo: canSetRates,
});
