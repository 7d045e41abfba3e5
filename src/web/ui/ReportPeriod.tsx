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
  /** The two fields' names, when a screen has more than one period (each must be told apart). */
  labels?: [string, string];
}

/** The report period: two dates, neither after today, "to" not before "from". */
export function ReportPeriod({ from, to, onChange, labels = ['Дата с', 'Дата по'] }: Props) {
  return (
    <Toolbar>
      <span>Период:</span>
      <DatePicker label={labels[0]} value={from} maxDate={to ?? undefined} onChange={(d) => onChange(d, to)} />
      <span aria-hidden="true">—</span>
      <DatePicker label={labels[1]} value={to} minDate={from ?? undefined} onChange={(d) => onChange(from, d)} />
    </Toolbar>
  );
}
