import { makeMe } from '../testing/renderApp';
import { screen } from '../lib/screenRoute';
import { sectionMenu } from './menus';

const labels = (items: { label: string }[]) => items.map((i) => i.label);

describe('section menus, built from the screen table (docs/PRODUCT.md §2)', () => {
  it("shows 'Печатать отчеты' only to admins and users allowed to print", () => {
    expect(labels(sectionMenu('cities', makeMe()))).toEqual(['Города', 'Отчеты по городам']);
    expect(labels(sectionMenu('cities', undefined))).toEqual(['Города', 'Отчеты по городам']);
    expect(labels(sectionMenu('cities', makeMe({}, { isAllowToPrint: true })))).toContain('Печатать отчеты');
    expect(labels(sectionMenu('cities', makeMe({ isAdmin: true })))).toContain('Печатать отчеты');
    expect(sectionMenu('cities', makeMe({ isAdmin: true })).map((i) => i.to)).toEqual(['/cities/', '/cities/reports/', '/cities/settlements/', '/cities/print/', '/cities/corrections/', '/cities/compliance/', '/cities/stock/']);
    // Комплаенс: admins and compliance officers only.
    expect(labels(sectionMenu('cities', makeMe({}, { isComplianceOfficer: true })))).toEqual(['Города', 'Отчеты по городам', 'Комплаенс']);
    // The approval queue of corrections (storno), «Взаиморасчёты» and «Остатки и лимиты»: supervisors and admins only.
    expect(labels(sectionMenu('cities', makeMe({ role: 'Супервайзер' })))).toEqual(['Города', 'Отчеты по городам', 'Взаиморасчёты', 'Подтверждения', 'Остатки и лимиты']);
  });

  it('labels and addresses the city and cash-register sections', () => {
    const city = sectionMenu('city', makeMe(), 3);
    expect(labels(city)).toEqual(['Кассы', 'Кредиторы \\ Дебиторы', 'Незавершенные переводы', 'Отчеты по городу', 'Клиенты', 'Заявки на наличные']);
    expect(city.map((i) => i.to)).toEqual([
      '/cities/3/', '/cities/3/operation-persons/', '/cities/3/transfers/', '/cities/3/reports/', '/cities/3/clients/', '/cities/3/cash-orders/',
    ]);
    const register = sectionMenu('cashRegister', makeMe(), 7);
    expect(labels(register)).toEqual(['Операции', 'Переводы', 'Кредиторы \\ Дебиторы', 'Доходы \\ Расходы', 'Поиск по коду', 'Клиенты']);
    expect(register.map((i) => i.to)).toEqual([
      '/cash-registers/7/',
      '/cash-registers/7/transfers/',
      '/cash-registers/7/operation-persons/',
      '/cash-registers/7/income-expense/',
      '/cash-registers/7/search/',
      '/cash-registers/7/clients/',
    ]);
  });

  it('leaves pages reached from another screen out of the menu', () => {
    const detail = screen('city', 'operation-persons/:personId', 'Кредитор', async () => () => null, { inMenu: false });
    const list = screen('city', 'operation-persons', 'Кредиторы', async () => () => null);
    expect(labels(sectionMenu('city', makeMe(), 3, [list, detail]))).toEqual(['Кредиторы']);
  });

  it("adds «Офлайн-операции на проверку» to a city's menu for supervisors and admins only", () => {
    const entry = { to: '/cities/3/offline-review/', label: 'Офлайн-операции на проверку', end: false };
    expect(sectionMenu('city', makeMe({ role: 'Супервайзер' }), 3)).toContainEqual(entry);
    expect(sectionMenu('city', makeMe({ isAdmin: true }), 3)).toContainEqual(entry);
    expect(sectionMenu('city', makeMe(), 3)).not.toContainEqual(entry);
    expect(sectionMenu('city', undefined, 3)).not.toContainEqual(entry);
  });

  it("marks only a section's main page as an exact match", () => {
    expect(sectionMenu('city', makeMe(), 3).map((i) => i.end)).toEqual([true, false, false, false, false, false]);
  });
});
