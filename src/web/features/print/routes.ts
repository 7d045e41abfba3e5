import { canPrint } from '../../../shared/contract';
import { screen } from '../../lib/screenRoute';

/** Only admins and users allowed to print see the entry (docs/PRODUCT.md §6); the route itself tells others. */
export const printReportsScreen = screen(
  'cities',
  'print',
  'Печатать отчеты',
  () => import('./PrintReports').then((m) => m.PrintReports),
  { visibleTo: canPrint },
);
