import { screen } from '../../lib/screenRoute';

const label = 'Кредиторы \\ Дебиторы';
/** A person's detail: reached from the list, no menu entry of its own. */
const detailLabel = 'Кредитор / дебитор';

export const cityOperationPersonsScreen = screen('city', 'operation-persons', label, () =>
  import('./OperationPersonList').then((m) => m.CityOperationPersonList),
);

export const cityOperationPersonDetailScreen = screen(
  'city',
  'operation-persons/:personId',
  detailLabel,
  () => import('./OperationPersonDetail').then((m) => m.CityOperationPersonDetail),
  { inMenu: false },
);

export const cashRegisterOperationPersonsScreen = screen('cashRegister', 'operation-persons', label, () =>
  import('./OperationPersonList').then((m) => m.CashRegisterOperationPersonList),
);

export const cashRegisterOperationPersonDetailScreen = screen(
  'cashRegister',
  'operation-persons/:personId',
  detailLabel,
  () => import('./OperationPersonDetail').then((m) => m.CashRegisterOperationPersonDetail),
  { inMenu: false },
);
