import styled from 'styled-components';
import { theme } from './theme';

// The date field has two forms: a plain stand-in input (DatePicker.tsx) until its calendar
// (DatePickerCalendar.tsx, its own chunk) has loaded and takes over. What both draw and check
// is here, so that neither file imports the other back.

export interface DatePickerProps {
  value: Date | null;
  /** Called with a valid date (or null when the field is emptied); never with a refused one. */
  onChange: (date: Date | null) => void;
  /** The accessible name of the input, e.g. 'Дата с'. */
  label: string;
  id?: string;
  minDate?: Date;
  /** Never later than today; defaults to today (docs/PRODUCT.md §2 and §5). */
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

export const Message = styled.span`
  max-width: 240px;
  margin-top: 4px;
  color: ${theme.colors.danger};
  font-size: 12px;
`;
