import { DatePicker } from './DatePicker';
import { today } from '../appConfig';
import { Toolbar } from './Page';

/** The month so far: the period a supervisor looks at first. */
export function monthToDate(): [Date, Date] {
  const end = today();
  return [new Date(end.getFullYear(), end.getMonth(), 1), end];
}

interface Props {
  from: Date | null;
  to: Date | null;
  onChange: (from: Date | null, to: Date | null) => void;
}

/** The report period: two dates, neither after today, "to" not before "from". */
export function ReportPeriod({ from, to, onChange }: Props) {
  return (
    <Toolbar>
      <span>Период:</span>
      <DatePicker label="Дата с" value={from} maxDate={to ?? undefined} onChange={(d) => onChange(d, to)} />
      <span aria-hidden="true">—</span>
      <DatePicker label="Дата по" value={to} minDate={from ?? undefined} onChange={(d) => onChange(from, d)} />
    </Toolbar>
  );
}
