import { useState } from 'react';
import { ArrivesWithLedger } from '../../ui/ArrivesWithLedger';
import { DatePicker } from '../../ui/DatePicker';
import { PageTitle, Toolbar } from '../../ui/Page';
import { today } from '../../appConfig';

/** /cash-registers/{id}/: the register's operations and day balance (with the ledger). */
export function OperationList() {
  const [date, setDate] = useState<Date | null>(() => today());
  return (
    <>
      <PageTitle>Операции</PageTitle>
      <Toolbar>
        <span>Баланс на</span>
        <DatePicker label="Дата баланса" value={date} onChange={setDate} />
      </Toolbar>
      <ArrivesWithLedger what="Операции и баланс кассы" />
    </>
  );
}
