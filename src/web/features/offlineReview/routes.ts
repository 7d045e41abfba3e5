import { canSetRates } from '../../../shared/contract/permissions';
import { screen } from '../../lib/screenRoute';

/**
 * «Офлайн-операции на проверку» (docs/OFFLINE.md): a city's flagged offline deals, in the
 * city's menu for its supervisors and admins only (`canSetRates`, as Подтверждения); the
 * server answers a cashier 403 anyway.
 */
export const offlineReviewScreen = screen(
  'city',
  'offline-review',
  'Офлайн-операции на проверку',
  () => import('./OfflineReviewList').then((m) => m.OfflineReviewList),
  { visibleTo: canSetRates },
);
