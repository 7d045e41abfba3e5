import { useState } from 'react';
import { fromWireDate } from '../../../shared/dates';
import { formatDisplayDate } from '../../ui/dateInput';
import { ParamSelect } from '../../ui/ParamField';
import { Toolbar } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { BarChart } from './BarChart';
import { ChartToggle } from './ChartToggle';
import { useBalanceSeriesQuery } from './seriesApi';
import { Section } from './Section';

const DAYS = 30;
const shortDate = (wire: string) => formatDisplayDate(fromWireDate(wire)).slice(0, 5);

/**
 * The closing balance of one currency over 30 days: the city's or one of its registers', or
 * (without a city) the network's or one city's.
 */
export function BalanceChart({ city, toDate }: { city?: number; toDate: string }) {
  return (
    <Section title={`Остаток на конец дня за ${DAYS} дней`}>
      <ChartToggle label="график остатков">{() => <BalanceBars city={city} toDate={toDate} />}</ChartToggle>
    </Section>
  );
}

function BalanceBars({ city, toDate }: { city?: number; toDate: string }) {
  const { data, isFetching } = useBalanceSeriesQuery({ city, toDate, days: DAYS });
  const [pickedPlace, setPlace] = useState('all');
  const [pickedCode, setCode] = useState<string | null>(null);
  if (isFetching || !data) return <Spinner />;
  const place = data.find((p) => p.id === pickedPlace) ?? data[0];
  const codes = (place?.series ?? []).map((s) => s.code);
  const code = pickedCode && codes.includes(pickedCode) ? pickedCode : (codes[0] ?? null);
  const points = place?.series.find((s) => s.code === code)?.points ?? [];
  return (
    <>
      <Toolbar>
        <ParamSelect label={city === undefined ? 'Город или сеть' : 'Касса или город'} value={place?.id ?? null} options={data.map((p) => ({ value: p.id, label: p.name }))} onChange={setPlace} />
        <ParamSelect label="Валюта графика остатков" value={code} options={codes.map((c) => ({ value: c, label: c }))} onChange={setCode} />
      </Toolbar>
      <BarChart title={`Остаток, ${place?.name ?? ''}, ${code ?? ''}`} bars={points.map((p) => ({ label: shortDate(p.date), value: p.value }))} />
    </>
  );
}
