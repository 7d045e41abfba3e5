import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { today } from '../appConfig';
import { theme } from './theme';

const DatePickerCalendar = lazy(() => import(/* webpackChunkName: "datepicker" */ './DatePickerCalendar'));

export interface DatePickerProps {
  value: Date | null;
  onChange: (date: Date | null) => void;
  /** The accessible name of the input, e.g. 'Дата с'. */
  label: string;
  id?: string;
  minDate?: Date;
  /** Never later than today; defaults to today (spec sections 2 and 5). */
  maxDate?: Date;
}

const Wrap = styled.span`
  display: inline-block;
  input {
    height: 38px;
    width: 140px;
    padding: 0 10px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
  }
`;

/**
 * dd/MM/yyyy, ru locale, placeholder 'Дата', nothing after today. "Today" is the
 * configured fake date when the test switch is on (appConfig).
 */
export function DatePicker(props: DatePickerProps) {
  const now = today();
  const maxDate = props.maxDate && props.maxDate < now ? props.maxDate : now;
  return (
    <Wrap>
      <Suspense fallback={<input aria-label={props.label} placeholder="Дата" disabled />}>
        <DatePickerCalendar {...props} maxDate={maxDate} />
      </Suspense>
    </Wrap>
  );
}
