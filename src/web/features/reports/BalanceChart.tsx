import { useState } from 'react';
import { fromWireDate } from '../../../shared/dates';
import { formatDisplayDate } from '../../ui/DatePicker';
import { ParamSelect } from '../../ui/ParamField';
import { Spinner } from '../../ui/Spinner';
import { BarChart } from './BarChart';
import { ChartToggle } from './ChartToggle';
import { useBalanceSeriesQuery } from './seriesApi';
import { Section } from './Section';

const DAYS = 30;
const shortDate = (wire: string) => formatDisplayDate(fromWireDate(wire)).slice(0, 5);

/** A city's (or, without one, the network's) closing balance of one currency over 30 days. */
export function BalanceChart({ city, toDate }: { city?: number; toDate: string }) {
  return (
    <Section title={`Остаток на конец дня за ${DAYS} дней`}>
      <ChartToggle label="график остатков">{() => <BalanceBars city={city} toDate={toDate} />}</ChartToggle>
    </Section>
  );
}

function BalanceBars({ city, toDate }: { city?: number; toDate: string }) {
  const { data, isFetching } = useBalanceSeriesQuery({ city, toDate, days: DAYS });
  const [picked, setPicked] = useState<string | null>(null);
  const codes = (data ?? []).map((s) => s.code);
  const code = picked && codes.includes(picked) ? picked : (codes[0] ?? null);
  const points = data?.find((s) => s.code === code)?.points ?? [];
  if (isFetching || !data) return <Spinner />;
  return (
    <>
      <ParamSelect label="Валюта графика остатков" value={code} options={codes.map((c) => ({ value: c, label: c }))} onChange={setPicked} />
      <BarChart title={`Остаток, ${code ?? ''}`} bars={points.map((p) => ({ label: shortDate(p.date), value: p.value }))} />
    </>
  );
}
