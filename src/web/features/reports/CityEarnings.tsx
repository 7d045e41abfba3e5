import { ReportFileButtons } from '../../ui/ReportFileButtons';
import { ReportPeriod } from '../../ui/ReportPeriod';
import { ChartToggle } from './ChartToggle';
import { EarningCharts } from './EarningCharts';
import { EarningTables } from './EarningTables';
import { useCityEarningReportQuery, useFullEarningReportQuery } from './reportsApi';
import { Section } from './Section';
import { useReportPeriod } from './useReportDate';

/**
 * The earning report for a period: one city's (city_earning_report) or, without a city, the
 * whole network's (full_earning_report). Rendered only for users allowed to see earnings.
 */
export function CityEarnings({ city }: { city?: number }) {
  const { from, to, setPeriod, fromDate, toDate } = useReportPeriod();
  const cityReport = useCityEarningReportQuery({ city: city ?? 0, fromDate, toDate }, { skip: city === undefined });
  const fullReport = useFullEarningReportQuery({ fromDate, toDate }, { skip: city !== undefined });
  const report = city === undefined ? fullReport : cityReport;
  return (
    <Section
      title="Доходы за период"
      actions={<ReportFileButtons path="print_earning_report/" params={{ city, from_date: fromDate, to_date: toDate }} />}
    >
      <ReportPeriod from={from} to={to} onChange={setPeriod} />
      <EarningTables report={report.data} loading={report.isFetching} />
      <ChartToggle label="графики доходов">{() => <EarningCharts city={city} fromDate={fromDate} toDate={toDate} report={report.data} />}</ChartToggle>
    </Section>
  );
}
