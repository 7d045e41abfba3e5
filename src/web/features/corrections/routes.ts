import { canSetRates } from '../../../shared/contract/permissions';
import { screen } from '../../lib/screenRoute';

/**
 * The approval queue of corrections (storno; docs/web/corrections.md says why here): in the
 * cities section for supervisors and admins — one queue over all their cities, since a city's
 * menu keeps the four entries of docs/PRODUCT.md §2 — and a register's own requests beside its journal.
 */
export const correctionQueueScreen = screen('cities', 'corrections', 'Подтверждения', () => import('./CorrectionQueue').then((m) => m.CorrectionQueue), {
  visibleTo: canSetRates,
});

/** No menu entry (the register menu of docs/PRODUCT.md §2 stays as it is): reached from the journal on Операции. */
export const registerCorrectionsScreen = screen(
  'cashRegister',
  'corrections',
  'Запросы на сторно',
  () => import('./RegisterCorrections').then((m) => m.RegisterCorrections),
  { inMenu: false },
);
