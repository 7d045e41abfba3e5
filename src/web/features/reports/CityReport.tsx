import { useState } from 'react';
import { today } from '../../appConfig';
import { ArrivesWithLedger } from '../../ui/ArrivesWithLedger';
import { PageTitle } from '../../ui/Page';
import { ReportPeriod } from './ReportPeriod';

/** /cities/{id}/reports/: one city's balances and earnings. */
export function CityReport() {
  const [period, setPeriod] = useState<[Date | null, Date | null]>(() => [today(), today()]);
  return (
    <>
      <PageTitle>Отчеты по городу</PageTitle>
      <ReportPeriod from={period[0]} to={period[1]} onChange={(from, to) => setPeriod([from, to])} />
      <ArrivesWithLedger what="Отчеты по городу" />
    </>
  );
}
