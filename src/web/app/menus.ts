import { canPrint, type Me } from '../../shared/contract';
import { paths } from '../paths';
import type { MenuItem } from '../ui/menu';

/** The menu labels of spec section 2, one function per section. */
export function citiesMenu(me: Pick<Me, 'isAdmin' | 'permissions'> | undefined): MenuItem[] {
  const items: MenuItem[] = [
    { to: paths.cities, label: 'Города', end: true },
    { to: paths.citiesReports, label: 'Отчеты по городам' },
  ];
  // Only admins and users allowed to print (spec section 6); hidden until /api/me answers.
  if (me && canPrint(me)) items.push({ to: paths.citiesPrint, label: 'Печатать отчеты' });
  return items;
}

export function cityMenu(cityId: number): MenuItem[] {
  return [
    { to: paths.city(cityId), label: 'Кассы', end: true },
    { to: paths.cityOperationPersons(cityId), label: 'Кредиторы \\ Дебиторы' },
    { to: paths.cityTransfers(cityId), label: 'Незавершенные переводы' },
    { to: paths.cityReports(cityId), label: 'Отчеты по городу' },
  ];
}

export function cashRegisterMenu(cashRegisterId: number): MenuItem[] {
  return [
    { to: paths.cashRegister(cashRegisterId), label: 'Операции', end: true },
    { to: paths.cashRegisterTransfers(cashRegisterId), label: 'Переводы' },
    { to: paths.cashRegisterOperationPersons(cashRegisterId), label: 'Кредиторы \\ Дебиторы' },
    { to: paths.cashRegisterIncomeExpense(cashRegisterId), label: 'Доходы \\ Расходы' },
    { to: paths.cashRegisterSearch(cashRegisterId), label: 'Поиск по коду' },
  ];
}
