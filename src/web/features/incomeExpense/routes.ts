import { screen } from '../../lib/screenRoute';

export const incomeExpenseScreen = screen('cashRegister', 'income-expense', 'Доходы \\ Расходы', () =>
  import('./IncomeExpenseList').then((m) => m.IncomeExpenseList),
);
