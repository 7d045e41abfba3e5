import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { today } from '../appConfig';
import { formatDisplayDate, Message, readTypedDate, type DatePickerProps } from './dateInput';
import { useIsInDialog } from './Dialog';
import { theme } from './theme';

type Calendar = typeof import('./DatePickerCalendar').default;

// The calendar (react-datepicker, date-fns and the ru locale: ~48 KB gzip) is loaded when a
// date field is first pointed at or focused, not with the screen: a screen showing a date
// costs a plain input until someone goes to change it. Once loaded, every field
// renders it at once.
let LoadedCalendar: Calendar | null = null;
let loading: Promise<void> | null = null;
/** The fields still waiting for it: each takes the calendar over as soon as it has loaded. */
const waiting = new Set<() => void>();
function loadCalendar(): Promise<void> {
  loading ??= import(/* webpackChunkName: "datepicker" */ './DatePickerCalendar').then(
    (m) => {
      LoadedCalendar = m.default;
      for (const takeOver of [...waiting]) takeOver();
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Back to a calendar not loaded yet (tests of the stand-in). */
export function forgetLoadedCalendar(): void {
  LoadedCalendar = null;
  loading = null;
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
  const [, setLoaded] = useState(false);
  // What was typed into the stand-in: the calendar takes it over.
  const [text, setText] = useState<string | null>(null);
  const standIn = useRef<HTMLInputElement>(null);
  // Pressed with a pointer (a click means "open the calendar"), not focused by a dialog or Tab.
  const pressed = useRef(false);
  // The stand-in's focus and selection at the moment the calendar takes over.
  const takeover = useRef<{ focused: boolean; selection: [number, number] | null }>({ focused: false, selection: null });
  const Calendar = LoadedCalendar;

  // A press under way on the stand-in: the calendar takes over once it is a click (swapped
  // between the button's down and up, the click would land outside the new field).
  const held = useRef(false);
  const deferred = useRef<(() => void) | null>(null);

  // Every field on screen takes the calendar over once it has loaded (whichever field asked).
  useEffect(() => {
    if (LoadedCalendar) return undefined;
    const takeOver = () => {
      if (held.current) {
        deferred.current = takeOver;
        return;
      }
      const input = standIn.current;
      const focused = input !== null && document.activeElement === input;
      takeover.current = { focused, selection: focused && input.selectionStart !== null ? [input.selectionStart, input.selectionEnd ?? input.selectionStart] : null };
      // Swapped in this very task: rendered later, a click landing on the stand-in in between
      // (a busy machine takes a while to render the calendar) would be lost with it — the
      // calendar mounted closed, the focus on nothing (docs/web/README.md, "Date field").
      flushSync(() => setLoaded(true));
    };
    waiting.add(takeOver);
    return () => void waiting.delete(takeOver);
  }, []);
  const released = () => {
    held.current = false;
    const pending = deferred.current;
    deferred.current = null;
    // After the click's own events are through.
    if (pending) setTimeout(pending, 0);
  };

  return (
    <Wrap data-in-dialog={inDialog || undefined}>
      {Calendar ? (
        <Calendar
          {...props}
          maxDate={maxDate}
          today={now}
          initialText={text}
          autoFocus={takeover.current.focused}
          initialSelection={takeover.current.selection}
          openOnTakeover={pressed.current}
        />
      ) : (
        <StandIn
          {...props}
          inputRef={standIn}
          maxDate={maxDate}
          today={now}
          text={text}
          onText={setText}
          onWant={() => void loadCalendar().catch(() => {})}
          onPress={() => {
            pressed.current = true;
            held.current = true;
          }}
          onRelease={released}
        />
      )}
    </Wrap>
  );
}

/**
 * The field until the calendar has loaded: the same input (name, placeholder, the date as
 * dd/MM/yyyy), and typing works already; focusing or pointing at it loads the calendar,
 * which then takes its place, its text and the focus — opened if the field was clicked, as
 * a click on the calendar's own field opens it, closed if it was only focused (a dialog's
 * first field: the calendar would stand over its buttons).
 */
function StandIn({
  id,
  label,
  value,
  onChange,
  minDate,
  maxDate,
  today,
  text,
  onText,
  onWant,
  onPress,
  onRelease,
  inputRef,
}: DatePickerProps & {
  maxDate: Date;
  today: Date;
  text: string | null;
  onText: (text: string) => void;
  onWant: () => void;
  onPress: () => void;
  onRelease: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const [left, setLeft] = useState(false);
  const messageId = useId();
  const reading = text === null ? null : readTypedDate(text, { minDate, maxDate, today });
  const message = reading?.kind === 'invalid' && (left || reading.complete) ? reading.message : null;
  return (
    <>
      <input
        ref={inputRef}
        id={id}
        aria-label={label}
        placeholder="Дата"
        autoComplete="off"
        value={text ?? (value ? formatDisplayDate(value) : '')}
        aria-invalid={message ? 'true' : undefined}
        aria-describedby={message ? messageId : undefined}
        onPointerEnter={onWant}
        onPointerDown={onPress}
        onClick={onRelease}
        onPointerCancel={onRelease}
        onFocus={() => {
          setLeft(false);
          onWant();
        }}
        onBlur={() => setLeft(true)}
        onChange={(e) => {
          const typed = e.target.value;
          onText(typed);
          const typedDate = readTypedDate(typed, { minDate, maxDate, today });
          if (typedDate.kind === 'date') onChange(typedDate.date);
          else if (typedDate.kind === 'empty') onChange(null);
        }}
      />
      {message && <Message id={messageId}>{message}</Message>}
    </>
  );
}
