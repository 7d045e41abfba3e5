import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { today } from '../appConfig';
import { useIsInDialog } from './Dialog';
import { theme } from './theme';

const DatePickerCalendar = lazy(() => import(/* webpackChunkName: "datepicker" */ './DatePickerCalendar'));

export interface DatePickerProps {
  value: Date | null;
  /** Called with a valid date (or null when the field is emptied); never with a refused one. */
  onChange: (date: Date | null) => void;
  /** The accessible name of the input, e.g. 'Дата с'. */
  label: string;
  id?: string;
  minDate?: Date;
  /** Never later than today; defaults to today (spec sections 2 and 5). */
  maxDate?: Date;
}

export const DATE_MESSAGES = {
  format: 'Введите дату в формате ДД/ММ/ГГГГ',
  afterToday: 'Дата не может быть позже сегодняшней',
  after: (limit: string) => `Дата не может быть позже ${limit}`,
  before: (limit: string) => `Дата не может быть раньше ${limit}`,
} as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as the picker shows it: dd/MM/yyyy. */
export function formatDisplayDate(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

const sameDay = (a: Date, b: Date) => formatDisplayDate(a) === formatDisplayDate(b);
const dayNumber = (d: Date) => d.getFullYear() * 10_000 + d.getMonth() * 100 + d.getDate();

/** What a typed text means: a date the field accepts, nothing, or what is wrong with it. */
export type TypedDate =
  | { kind: 'date'; date: Date }
  | { kind: 'empty' }
  | { kind: 'invalid'; message: string; /** a whole date, out of range: worth saying at once */ complete: boolean };

// dd/MM/yyyy; one-digit day or month and dots (the Russian habit) are accepted too.
const TYPED_DATE = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/;

export function readTypedDate(text: string, limits: { minDate?: Date; maxDate: Date; today: Date }): TypedDate {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const m = TYPED_DATE.exec(trimmed);
  const date = m ? new Date(Number(m[3]), Number(m[2]) - 1, Number(m[1])) : null;
  // 31/02/2026 would roll over to March: a date that does not read back as typed is not one.
  if (!m || !date || date.getDate() !== Number(m[1]) || date.getMonth() !== Number(m[2]) - 1) {
    return { kind: 'invalid', message: DATE_MESSAGES.format, complete: false };
  }
  const { minDate, maxDate } = limits;
  if (dayNumber(date) > dayNumber(maxDate)) {
    const message = sameDay(maxDate, limits.today) ? DATE_MESSAGES.afterToday : DATE_MESSAGES.after(formatDisplayDate(maxDate));
    return { kind: 'invalid', message, complete: true };
  }
  if (minDate && dayNumber(date) < dayNumber(minDate)) {
    return { kind: 'invalid', message: DATE_MESSAGES.before(formatDisplayDate(minDate)), complete: true };
  }
  return { kind: 'date', date };
}

const Wrap = styled.span`
  display: inline-flex;
  flex-direction: column;
  vertical-align: top;
  input {
    height: 38px;
    width: 140px;
    padding: 0 10px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
  }
  input[aria-invalid='true'] { border-color: ${theme.colors.danger}; }
  /* In a dialog the calendar opens in the flow under the field: the dialog grows to hold it,
     so it is never cut by the screen's edge nor covers the dialog's buttons. The positioning
     library writes position and transform inline, hence !important. */
  &[data-in-dialog] .react-datepicker-popper {
    position: static !important;
    transform: none !important;
    padding-top: 8px;
  }
`;

/**
 * dd/MM/yyyy, ru locale, placeholder 'Дата', nothing after today. "Today" is the
 * configured fake date when the test switch is on (appConfig). A typed date that is
 * malformed or out of range stays in the field with a message under it, and the caller keeps
 * its last valid value until a valid date is typed.
 */
export function DatePicker(props: DatePickerProps) {
  const now = today();
  const maxDate = props.maxDate && props.maxDate < now ? props.maxDate : now;
  const inDialog = useIsInDialog();
  return (
    <Wrap data-in-dialog={inDialog || undefined}>
      <Suspense fallback={<input aria-label={props.label} placeholder="Дата" disabled />}>
        <DatePickerCalendar {...props} maxDate={maxDate} today={now} />
      </Suspense>
    </Wrap>
  );
}
