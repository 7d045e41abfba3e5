import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useCityDataQuery } from '../../api/balancesApi';
import { useGetMeQuery } from '../../api/meApi';
import { parseId, paths } from '../../paths';
import { DatePicker } from '../../ui/DatePicker';
import { ParamSelect } from '../../ui/ParamField';
import { PageTitle, Toolbar } from '../../ui/Page';
import { ReportFileButtons } from '../../ui/ReportFileButtons';
import { AverageRateTable } from './AverageRateTable';
import { BalanceChart } from './BalanceChart';
import { canSeeEarnings } from './canSeeEarnings';
import { CityEarnings } from './CityEarnings';
import { CashDifferences } from './CashDifferences';
import { DayTotalsTable } from './DayTotalsTable';
import { RateReportTable } from './RateReportTable';
import { ReplenishmentTables } from './ReplenishmentTables';
import { useAverageRateReportQuery, useRateReportQuery, useReplenishmentReportQuery } from './reportsApi';
import { Section } from './Section';
import { useReportDate } from './useReportDate';

/**
 * /cities/{id}/reports/: for a day, the city's day data, average rates, one register's rate
 * report and the replenishment / handed-over report; for a period, the city's earnings
 * (only for those allowed: the section is not there for others).
 */
export function CityReport() {
  const city = parseId(useParams().cityId) ?? 0;
  const { date, setDate, wireDate } = useReportDate();
  const { data: me } = useGetMeQuery();
  const day = useCityDataQuery({ city, date: wireDate }, { skip: !city });
  const avg = useAverageRateReportQuery({ city, date: wireDate }, { skip: !city });
  const replenishment = useReplenishmentReportQuery({ city, date: wireDate }, { skip: !city });
  const registers = useMemo(
    () => (day.data?.cash_registers ?? []).map((r) => ({ value: r.cash_register.id, label: r.cash_register.name })),
    [day.data],
  );
  const [picked, setPicked] = useState<number | null>(null);
  const register = registers.some((r) => r.value === picked) ? picked! : (registers[0]?.value ?? 0);
  const rates = useRateReportQuery({ cashRegister: register, date: wireDate }, { skip: !register });
  const dayPrint = <ReportFileButtons path="print_day_report/" params={{ city, date: wireDate }} />;

  return (
    <>
      <PageTitle>Отчеты по городу</PageTitle>
      <Toolbar>
        <DatePicker label="Дата отчета" value={date} onChange={setDate} />
        <Link to={paths.cityRates(city)}>Курсы валют (табло)</Link>
      </Toolbar>
      <Section title="Остатки за день" actions={dayPrint}>
        <DayTotalsTable label="Остатки города за день" rows={day.data?.totals} loading={day.isFetching} />
      </Section>
      <Section title="Средние курсы">
        <AverageRateTable rows={avg.data?.rows} loading={avg.isFetching} showCost={canSeeEarnings(me)} />
      </Section>
      <Section title="Курсы по кассе">
        <Toolbar>
          <ParamSelect label="Касса" value={register || null} options={registers} onChange={setPicked} />
        </Toolbar>
        <RateReportTable rows={rates.data?.rows} loading={rates.isFetching || day.isFetching} />
      </Section>
      <Section title="Пополнение и выдача">
        <ReplenishmentTables report={replenishment.data} loading={replenishment.isFetching} />
      </Section>
      {city > 0 && <CashDifferences city={city} />}
      {canSeeEarnings(me) && <CityEarnings city={city} />}
      {city > 0 && <BalanceChart city={city} toDate={wireDate} />}
    </>
  );
}
