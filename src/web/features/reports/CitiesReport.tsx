import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useOverallDayAmountQuery } from '../../api/balancesApi';
import { useGetMeQuery } from '../../api/meApi';
import { paths } from '../../paths';
import { BalanceGrid } from '../../ui/BalanceGrid';
import { DatePicker } from '../../ui/DatePicker';
import { PageTitle, Toolbar } from '../../ui/Page';
import { ReportFileButtons } from '../../ui/ReportFileButtons';
import { BalanceChart } from './BalanceChart';
import { canSeeEarnings } from './canSeeEarnings';
import { CityEarnings } from './CityEarnings';
import { CashDifferences } from './CashDifferences';
import { Section } from './Section';
import { useReportDate } from './useReportDate';

/**
 * /cities/reports/: the network's closing balances on a day per city and in total
 * (overall_day_amount), and, for those allowed, the full earning report for a period.
 */
export function CitiesReport() {
  const { date, setDate, wireDate } = useReportDate();
  const { data: me } = useGetMeQuery();
  const { data, isFetching } = useOverallDayAmountQuery({ date: wireDate });
  const lines = useMemo(
    () =>
      data?.cities.map(({ city, totals }) => ({
        id: String(city.id),
        name: <Link to={paths.cityReports(city.id)}>{city.name}</Link>,
        balances: totals,
      })),
    [data],
  );
  return (
    <>
      <PageTitle>Отчеты по городам</PageTitle>
      <Toolbar>
        <DatePicker label="Дата отчета" value={date} onChange={setDate} />
      </Toolbar>
      <Section title="Остатки на конец дня" actions={<ReportFileButtons path="print_day_report/" params={{ date: wireDate }} />}>
        <BalanceGrid label="Остатки по городам" nameHeader="Город" lines={lines} totals={data?.totals} loading={isFetching} />
      </Section>
      <CashDifferences />
      {canSeeEarnings(me) && <CityEarnings />}
      <BalanceChart toDate={wireDate} />
    </>
  );
}
