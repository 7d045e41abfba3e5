import { screen } from '../../lib/screenRoute';

const label = 'Кредиторы \\ Дебиторы';

export const cityOperationPersonsScreen = screen('city', 'operation-persons', label, () =>
  import('./OperationPersonList').then((m) => m.CityOperationPersonList),
);

export const cashRegisterOperationPersonsScreen = screen('cashRegister', 'operation-persons', label, () =>
  import('./OperationPersonList').then((m) => m.CashRegisterOperationPersonList),
);
