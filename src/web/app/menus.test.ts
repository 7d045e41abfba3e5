import { makeMe } from '../testing/renderApp';
import { cashRegisterMenu, citiesMenu, cityMenu } from './menus';

const labels = (items: { label: string }[]) => items.map((i) => i.label);

describe('menus (spec section 2)', () => {
  it("shows 'Печатать отчеты' only to admins and users allowed to print", () => {
    expect(labels(citiesMenu(makeMe()))).toEqual(['Города', 'Отчеты по городам']);
    expect(labels(citiesMenu(undefined))).toEqual(['Города', 'Отчеты по городам']);
    expect(labels(citiesMenu(makeMe({}, { isAllowToPrint: true })))).toContain('Печатать отчеты');
    expect(labels(citiesMenu(makeMe({ isAdmin: true })))).toContain('Печатать отчеты');
  });

  it('labels the city and cash-register sections', () => {
    expect(labels(cityMenu(3))).toEqual(['Кассы', 'Кредиторы \\ Дебиторы', 'Незавершенные переводы', 'Отчеты по городу']);
    expect(cityMenu(3).map((i) => i.to)).toEqual(['/cities/3/', '/cities/3/operation-persons/', '/cities/3/transfers/', '/cities/3/reports/']);
    expect(labels(cashRegisterMenu(7))).toEqual(['Операции', 'Переводы', 'Кредиторы \\ Дебиторы', 'Доходы \\ Расходы', 'Поиск по коду']);
    expect(cashRegisterMenu(7).map((i) => i.to)).toEqual([
      '/cash-registers/7/',
      '/cash-registers/7/transfers/',
      '/cash-registers/7/operation-persons/',
      '/cash-registers/7/income-expense/',
      '/cash-registers/7/search/',
    ]);
  });
});
