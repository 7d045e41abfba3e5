import { ArrivesWithLedger } from '../../ui/ArrivesWithLedger';
import { PageTitle } from '../../ui/Page';

/** /cash-registers/{id}/income-expense/: the register's own income and expenses. */
export function IncomeExpenseList() {
  return (
    <>
      <PageTitle>Доходы \ Расходы</PageTitle>
      <ArrivesWithLedger what="Доходы и расходы кассы" />
    </>
  );
}
