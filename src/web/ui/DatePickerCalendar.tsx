import ReactDatePicker, { registerLocale } from 'react-datepicker';
import { ru } from 'date-fns/locale/ru';
import 'react-datepicker/dist/react-datepicker.css';
import { DISPLAY_DATE_FORMAT } from '../../shared/dates';
import type { DatePickerProps } from './DatePicker';

// The lazy half of DatePicker: react-datepicker and the ru locale (~48 KB gzip) load with
// the first screen that shows a date, never with /login.
registerLocale('ru', ru);

export default function DatePickerCalendar({ value, onChange, id, label, minDate, maxDate }: DatePickerProps & { maxDate: Date }) {
  return (
    <ReactDatePicker
      id={id}
      selected={value}
      onChange={(date: Date | null) => onChange(date)}
      locale="ru"
      dateFormat={DISPLAY_DATE_FORMAT}
      placeholderText="Дата"
      minDate={minDate}
      maxDate={maxDate}
      ariaLabel={label}
      autoComplete="off"
      showPopperArrow={false}
      // The calendar's own labels are English by default; screen readers get Russian too.
      chooseDayAriaLabelPrefix="Выбрать"
      disabledDayAriaLabelPrefix="Недоступно:"
      previousMonthAriaLabel="Предыдущий месяц"
      nextMonthAriaLabel="Следующий месяц"
      monthAriaLabelPrefix="Месяц"
      weekAriaLabelPrefix="Неделя"
    />
  );
}
