import { useMemo, useState } from 'react';
import type { EarningReport } from '../../../shared/contract';
import { fromWireDate } from '../../../shared/dates';
import { formatDisplayDate } from '../../ui/dateInput';
import { ParamSelect } from '../../ui/ParamField';
import { Spinner } from '../../ui/Spinner';
import { BarChart } from './BarChart';
import { daysBetween, MAX_SERIES_DAYS } from './days';
import { useEarningSeriesQuery } from './seriesApi';

const shortDate = (wire: string) => formatDisplayDate(fromWireDate(wire)).slice(0, 5);

/**
 * The period's earnings as charts: the exchange earning per traded currency (all in the base
 * currency, so the bars compare), and (for a period of at most a month) one currency's total
 * day by day. Each has its table beside it.
 */
export function EarningCharts({ city, fromDate, toDate, report }: { city?: number; fromDate: string; toDate: string; report: EarningReport | undefined }) {
  const totals = report?.totals;
  const fits = daysBetween(fromDate, toDate).length <= MAX_SERIES_DAYS;
  const series = useEarningSeriesQuery({ city, fromDate, toDate }, { skip: !fits || !totals });
  const codes = useMemo(() => (totals ?? []).map((t) => t.currency.code), [totals]);
  const [picked, setPicked] = useState<string | null>(null);
  const code = picked && codes.includes(picked) ? picked : (codes[0] ?? null);
  if (!totals || totals.length === 0) return null;
  const perDay = series.data?.find((s) => s.code === code)?.points ?? [];
  return (
    <>
      {report!.exchange.length > 0 && (
        <BarChart
          title={`Доход от обмена по валютам, ${report!.base_currency.code}`}
          bars={report!.exchange.map((r) => ({ label: r.currency.code, value: r.earning }))}
        />
      )}
      {fits ? (
        <>
          <ParamSelect label="Валюта графика по дням" value={code} options={codes.map((c) => ({ value: c, label: c }))} onChange={setPicked} />
          {series.isFetching ? <Spinner /> : <BarChart title={`Итого по дням, ${code}`} bars={perDay.map((p) => ({ label: shortDate(p.date), value: p.value }))} />}
        </>
      ) : (
        <p>График по дням строится для периода не длиннее {MAX_SERIES_DAYS} дня.</p>
      )}
    </>
  );
}
