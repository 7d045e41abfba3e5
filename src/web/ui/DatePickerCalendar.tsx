import { useEffect, useId, useRef, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import ReactDatePicker, { registerLocale } from 'react-datepicker';
import { shift } from '@floating-ui/react';
import { ru } from 'date-fns/locale/ru';
import 'react-datepicker/dist/react-datepicker.css';
import { DISPLAY_DATE_FORMAT } from '../../shared/dates';
import { Message, readTypedDate, type DatePickerProps } from './dateInput';

// The lazy half of DatePicker: react-datepicker and the ru locale (~48 KB gzip) load when a
// date field is first pointed at or focused (DatePicker.tsx), never with a screen or /login.
registerLocale('ru', ru);

// Outside a dialog the calendar floats under the field; shifted along it, it stays on screen
// by 8 px even when the field sits at the edge of a 390 px phone.
const POPPER_MODIFIERS = [shift({ padding: 8 })];


type RawEvent = MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement> | ChangeEvent<HTMLInputElement> | undefined;

type Props = DatePickerProps & {
  maxDate: Date;
  today: Date;
  /** What was typed into DatePicker's stand-in before this loaded. */
  initialText?: string | null;
  /** The stand-in had the focus: this takes it over. */
  autoFocus?: boolean;
  /** The stand-in was clicked: the calendar opens as it takes over (else it stays closed). */
  openOnTakeover?: boolean;
  /** The stand-in's selection when it had the focus (what a select-all then typing replaces). */
  initialSelection?: [number, number] | null;
};

export default function DatePickerCalendar({
  value,
  onChange,
  id,
  label,
  minDate,
  maxDate,
  today,
  initialText = null,
  autoFocus = false,
  openOnTakeover = false,
  initialSelection = null,
}: Props) {
  // What the person typed while it is not (yet) a date the field shows by itself; null shows
  // `value`. react-datepicker would drop a refused date and blank the field on blur.
  const [text, setText] = useState<string | null>(initialText);
  const frame = useRef<HTMLSpanElement>(null);
  // Taking the focus over without a click: react-datepicker opens on focus, so not for that one.
  const [quietFocus, setQuietFocus] = useState(autoFocus && !openOnTakeover);

  // Taking over from the stand-in: its selection (or the caret after what was typed, not
  // before it); focus opens the calendar again from now on.
  useEffect(() => {
    setQuietFocus(false);
    if (!autoFocus) return;
    const input = frame.current?.querySelector('input');
    if (!input || document.activeElement !== input) return;
    const [start, end] = initialSelection ?? [input.value.length, input.value.length];
    input.setSelectionRange(start, end);
    // Once: the props are the takeover's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoFocus]);
  const [left, setLeft] = useState(false);
  const messageId = useId();
  const reading = text === null ? null : readTypedDate(text, { minDate, maxDate, today });
  const message = reading?.kind === 'invalid' && (left || reading.complete) ? reading.message : null;

  // Typing is handled here; a pick in the calendar (a click or Enter on a day) goes on to
  // react-datepicker, which calls onChange below, except for the day already selected: the
  // field shows that day again either way.
  const onChangeRaw = (event: RawEvent) => {
    if (event?.type !== 'change' || !(event.target instanceof HTMLInputElement)) {
      setText(null);
      setLeft(false);
      return;
    }
    event.preventDefault();
    const typed = event.target.value;
    setText(typed);
    setLeft(false);
    const typedDate = readTypedDate(typed, { minDate, maxDate, today });
    if (typedDate.kind === 'date') onChange(typedDate.date);
    else if (typedDate.kind === 'empty') onChange(null);
  };

  const onPick = (date: Date | null) => {
    setText(null);
    setLeft(false);
    onChange(date);
  };

  // Leaving the field and its calendar: a valid text is shown in the one format from now on,
  // a wrong one stays, with its message.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setLeft(true);
    if (reading && reading.kind !== 'invalid') setText(null);
  };

  return (
    <span ref={frame} style={{ display: 'contents' }} onBlur={onBlur}>
      <ReactDatePicker
        autoFocus={autoFocus}
        startOpen={autoFocus && openOnTakeover}
        preventOpenOnFocus={quietFocus}
        id={id}
        selected={value}
        value={text ?? undefined}
        onChange={onPick}
        onChangeRaw={onChangeRaw}
        locale="ru"
        dateFormat={DISPLAY_DATE_FORMAT}
        placeholderText="Дата"
        minDate={minDate}
        maxDate={maxDate}
        ariaLabel={label}
        ariaInvalid={message ? 'true' : undefined}
        ariaDescribedBy={message ? messageId : undefined}
        autoComplete="off"
        showPopperArrow={false}
        popperPlacement="bottom-start"
        popperModifiers={POPPER_MODIFIERS}
        // The calendar's own labels are English by default; screen readers get Russian too.
        chooseDayAriaLabelPrefix="Выбрать"
        disabledDayAriaLabelPrefix="Недоступно:"
        previousMonthAriaLabel="Предыдущий месяц"
        nextMonthAriaLabel="Следующий месяц"
        monthAriaLabelPrefix="Месяц"
        weekAriaLabelPrefix="Неделя"
      />
      {message && <Message id={messageId}>{message}</Message>}
    </span>
  );
}
