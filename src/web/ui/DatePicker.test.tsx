import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { setAppConfig } from '../appConfig';
import { DATE_MESSAGES, readTypedDate } from './dateInput';
import { DatePicker, forgetLoadedCalendar } from './DatePicker';
import { Dialog } from './Dialog';

const NAME = 'Дата отчета';

/** The field in a caller that keeps what onChange gives it, as the screens do. */
function Field({ initial, onChange }: { initial: Date | null; onChange: (d: Date | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DatePicker
        label={NAME}
        value={value}
        onChange={(d) => {
          onChange(d);
          setValue(d);
        }}
      />
      <output aria-label="значение">{value ? value.toDateString() : 'нет'}</output>
      <button>дальше</button>
    </>
  );
}

// The calendar loads when the field is first pointed at or focused; until then a plain input
// (the stand-in) holds its place. The first load transpiles react-datepicker, which takes
// seconds on a busy machine.
const calendarInput = () => screen.getByRole('textbox', { name: NAME }).closest('.react-datepicker-wrapper');
async function loaded() {
  await userEvent.hover(screen.getByRole('textbox', { name: NAME }));
  await waitFor(() => expect(calendarInput()).not.toBeNull(), { timeout: 15_000 });
  return screen.getByRole('textbox', { name: NAME });
}

async function open(value: Date | null, onChange = jest.fn()) {
  render(<Field initial={value} onChange={onChange} />);
  const input = await loaded();
  await userEvent.click(input);
  return { input, onChange };
}

const shown = () => screen.getByRole('status', { name: 'значение' });

describe('DatePicker', () => {
  jest.setTimeout(30_000);
  beforeEach(() => setAppConfig({ fakeDate: '2026-11-01' }));
  afterEach(() => setAppConfig(null));

  it("has the placeholder 'Дата' and shows dd/MM/yyyy", async () => {
    const { input } = await open(new Date(2026, 9, 5));
    expect(input).toHaveAttribute('placeholder', 'Дата');
    expect(input).toHaveValue('05/10/2026');
  });

  it('cannot pick a day after today, where today is the fake date', async () => {
    const { onChange } = await open(new Date(2026, 10, 1));
    const day = (n: number) => screen.getByRole('gridcell', { name: new RegExp(`, ${n} ноября 2026`) });
    expect(day(1)).toHaveAttribute('aria-disabled', 'false');
    expect(day(1)).toHaveAccessibleName(/^Выбрать/);
    expect(day(2)).toHaveAttribute('aria-disabled', 'true');
    expect(day(2)).toHaveAccessibleName(/^Недоступно/);
    await userEvent.click(day(2));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('speaks Russian', async () => {
    await open(new Date(2026, 10, 1));
    expect(screen.getByText(/ноябрь 2026/i)).toBeInTheDocument();
  });

  it('picks a day in the calendar', async () => {
    const { input, onChange } = await open(new Date(2026, 10, 1));
    // The calendar opens on the selected month: go back one to reach October.
    await userEvent.click(screen.getByRole('button', { name: 'Предыдущий месяц' }));
    await userEvent.click(screen.getByRole('gridcell', { name: /, 20 октября 2026/ }));
    expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 9, 20));
    expect(input).toHaveValue('20/10/2026');
  });

  describe('a typed date', () => {
    it('after today stays in the field, is explained at once and never reaches the caller', async () => {
      const { input, onChange } = await open(new Date(2026, 9, 5));
      await userEvent.clear(input);
      await userEvent.type(input, '02/11/2026');
      expect(input).toHaveValue('02/11/2026');
      expect(input).toHaveAccessibleDescription(DATE_MESSAGES.afterToday);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      await userEvent.click(screen.getByRole('button', { name: 'дальше' }));
      expect(input).toHaveValue('02/11/2026');
      expect(screen.getByText('Дата не может быть позже сегодняшней')).toBeVisible();
      // The field was emptied on the way (clear): the caller saw null, then nothing else.
      expect(onChange.mock.calls).toEqual([[null]]);
      expect(shown()).toHaveTextContent('нет');
    });

    it('that is malformed stays, and is explained once the field is left', async () => {
      const { input, onChange } = await open(new Date(2026, 9, 5));
      await userEvent.type(input, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
      expect(input).toHaveValue('05/10');
      // Typing on, not done yet: no message while the person types.
      expect(input).not.toHaveAttribute('aria-invalid');
      await userEvent.click(screen.getByRole('button', { name: 'дальше' }));
      expect(input).toHaveValue('05/10');
      expect(input).toHaveAccessibleDescription(DATE_MESSAGES.format);
      expect(screen.getByText('Введите дату в формате ДД/ММ/ГГГГ')).toBeVisible();
      expect(onChange).not.toHaveBeenCalled();
      expect(shown()).toHaveTextContent(new Date(2026, 9, 5).toDateString());
    });

    it('that does not exist (31/02) is malformed', async () => {
      const { input, onChange } = await open(null);
      await userEvent.type(input, '31/02/2026');
      await userEvent.click(screen.getByRole('button', { name: 'дальше' }));
      expect(input).toHaveValue('31/02/2026');
      expect(input).toHaveAccessibleDescription(DATE_MESSAGES.format);
      expect(onChange).not.toHaveBeenCalled();
    });

    it('corrected to a valid one reaches the caller and the message goes', async () => {
      const { input, onChange } = await open(null);
      await userEvent.type(input, '12/12/2026');
      expect(input).toHaveAccessibleDescription(DATE_MESSAGES.afterToday);
      await userEvent.clear(input);
      await userEvent.type(input, '1.10.2026');
      expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 9, 1));
      expect(input).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByText(DATE_MESSAGES.afterToday)).not.toBeInTheDocument();
      // Once left, the field shows it in the one format.
      await userEvent.click(screen.getByRole('button', { name: 'дальше' }));
      expect(input).toHaveValue('01/10/2026');
    });

    it('is replaced by a day picked in the calendar, even the one already selected', async () => {
      const { input, onChange } = await open(new Date(2026, 9, 5));
      await userEvent.type(input, 'x');
      await userEvent.click(screen.getByRole('button', { name: 'дальше' }));
      expect(input).toHaveAccessibleDescription(DATE_MESSAGES.format);
      await userEvent.click(input);
      await userEvent.click(screen.getByRole('gridcell', { name: /, 5 октября 2026/ }));
      expect(input).toHaveValue('05/10/2026');
      expect(input).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByText(DATE_MESSAGES.format)).not.toBeInTheDocument();
      expect(onChange).not.toHaveBeenCalled();
    });

    it('that is today is accepted', async () => {
      const { input, onChange } = await open(null);
      await userEvent.type(input, '01/11/2026');
      expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 10, 1));
      expect(input).not.toHaveAttribute('aria-invalid');
    });
  });

  describe('before its calendar has loaded', () => {
    beforeEach(() => forgetLoadedCalendar());

    it('is a plain field showing the date; a click loads the calendar, which takes its place and the focus, and opens', async () => {
      render(<Field initial={new Date(2026, 9, 5)} onChange={jest.fn()} />);
      const standIn = screen.getByRole('textbox', { name: NAME });
      expect(calendarInput()).toBeNull();
      expect(standIn).toHaveValue('05/10/2026');
      expect(standIn).toHaveAttribute('placeholder', 'Дата');
      // A press: down, focus, up and click (the calendar takes over once the click is through).
      fireEvent.pointerDown(standIn);
      act(() => standIn.focus());
      fireEvent.click(standIn);
      await waitFor(() => expect(calendarInput()).not.toBeNull(), { timeout: 15_000 });
      const input = screen.getByRole('textbox', { name: NAME });
      expect(input).not.toBe(standIn);
      expect(input).toHaveValue('05/10/2026');
      expect(input).toHaveFocus();
      expect(await screen.findByRole('button', { name: 'Предыдущий месяц' })).toBeInTheDocument();
    });

    it("focused without a click (a dialog's first field), the calendar takes the focus but stays closed", async () => {
      render(<Field initial={new Date(2026, 9, 5)} onChange={jest.fn()} />);
      act(() => screen.getByRole('textbox', { name: NAME }).focus());
      await waitFor(() => expect(calendarInput()).not.toBeNull(), { timeout: 15_000 });
      const input = screen.getByRole('textbox', { name: NAME });
      expect(input).toHaveFocus();
      expect(screen.queryByRole('button', { name: 'Предыдущий месяц' })).not.toBeInTheDocument();
      // A click opens it, as on any loaded field.
      await userEvent.click(input);
      expect(await screen.findByRole('button', { name: 'Предыдущий месяц' })).toBeInTheDocument();
    });

    it('keeps what was typed before the calendar loaded, and a valid date reaches the caller at once', async () => {
      const onChange = jest.fn();
      render(<Field initial={null} onChange={onChange} />);
      const standIn = screen.getByRole('textbox', { name: NAME });
      fireEvent.change(standIn, { target: { value: '1.10.2026' } });
      expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 9, 1));
      act(() => standIn.focus());
      await waitFor(() => expect(calendarInput()).not.toBeNull(), { timeout: 15_000 });
      expect(screen.getByRole('textbox', { name: NAME })).toHaveValue('1.10.2026');
      expect(shown()).toHaveTextContent(new Date(2026, 9, 1).toDateString());
    });

    it('every field on screen takes the calendar over once one of them loaded it', async () => {
      render(
        <>
          <DatePicker label="Дата с" value={null} onChange={jest.fn()} />
          <DatePicker label="Дата по" value={null} onChange={jest.fn()} />
        </>,
      );
      const inCalendar = (name: string) => screen.getByRole('textbox', { name }).closest('.react-datepicker-wrapper');
      expect(inCalendar('Дата по')).toBeNull();
      act(() => screen.getByRole('textbox', { name: 'Дата с' }).focus());
      await waitFor(() => expect(inCalendar('Дата с')).not.toBeNull(), { timeout: 15_000 });
      expect(inCalendar('Дата по')).not.toBeNull();
      // Not focused, so not taking the focus: it stays where it was.
      expect(screen.getByRole('textbox', { name: 'Дата с' })).toHaveFocus();
    });

    it('a click on a field in the very moment the calendar arrives is not lost: that field takes the focus and opens', async () => {
      render(
        <>
          <DatePicker label="Дата с" value={null} onChange={jest.fn()} />
          <DatePicker label="Дата по" value={null} onChange={jest.fn()} />
        </>,
      );
      // The first field asks for the calendar; the click on the second comes right after the
      // code has arrived and the fields have taken it over, before React would render on its own.
      await act(async () => {
        screen.getByRole('textbox', { name: 'Дата с' }).focus();
        await import('./DatePickerCalendar');
        const second = screen.getByRole('textbox', { name: 'Дата по' });
        fireEvent.pointerDown(second);
        second.focus();
        fireEvent.click(second);
      });
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Дата по' }).closest('.react-datepicker-wrapper')).not.toBeNull(), { timeout: 15_000 });
      expect(screen.getByRole('textbox', { name: 'Дата по' })).toHaveFocus();
      expect(await screen.findByRole('button', { name: 'Предыдущий месяц' })).toBeInTheDocument();
    });

    it('keeps a selection made in it: what is typed next replaces the selected text', async () => {
      render(<Field initial={new Date(2026, 9, 5)} onChange={jest.fn()} />);
      const standIn = screen.getByRole('textbox', { name: NAME }) as HTMLInputElement;
      act(() => {
        standIn.focus();
        standIn.select();
      });
      await waitFor(() => expect(calendarInput()).not.toBeNull(), { timeout: 15_000 });
      const input = screen.getByRole('textbox', { name: NAME }) as HTMLInputElement;
      expect([input.selectionStart, input.selectionEnd]).toEqual([0, '05/10/2026'.length]);
    });

    it('explains a wrong date typed into it once the field is left, as the calendar does', () => {
      render(<Field initial={null} onChange={jest.fn()} />);
      const standIn = screen.getByRole('textbox', { name: NAME });
      fireEvent.change(standIn, { target: { value: '02/11/2026' } });
      expect(standIn).toHaveAccessibleDescription(DATE_MESSAGES.afterToday);
      fireEvent.change(standIn, { target: { value: '05/10' } });
      expect(standIn).not.toHaveAttribute('aria-invalid');
      fireEvent.blur(standIn);
      expect(standIn).toHaveAccessibleDescription(DATE_MESSAGES.format);
    });
  });

  describe('inside a dialog', () => {
    function DialogWithField({ onClose }: { onClose: () => void }) {
      const [value, setValue] = useState<Date | null>(new Date(2026, 9, 5));
      return (
        <Dialog open title="Параметры" onClose={onClose}>
          <DatePicker label={NAME} value={value} onChange={setValue} />
        </Dialog>
      );
    }

    it('Escape closes the open calendar first, then the dialog', async () => {
      const onClose = jest.fn();
      render(<DialogWithField onClose={onClose} />);
      const input = await loaded();
      await userEvent.click(input);
      expect(screen.getByRole('button', { name: 'Предыдущий месяц' })).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('button', { name: 'Предыдущий месяц' })).not.toBeInTheDocument();
      expect(onClose).not.toHaveBeenCalled();
      // With the calendar closed, an Escape in the field is the dialog's. (Sent to the field
      // directly: react-datepicker hands focus back on a timer that jsdom runs unreliably; the
      // browser test presses both Escapes.)
      fireEvent.keyDown(input, { key: 'Escape' });
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('opens its calendar in the flow of the dialog (laid out in e2e/layout.spec.ts)', async () => {
      render(<DialogWithField onClose={jest.fn()} />);
      const input = await loaded();
      expect(input.closest('[data-in-dialog]')).not.toBeNull();
    });
  });
});

describe('readTypedDate', () => {
  const today = new Date(2026, 10, 1);
  const limits = { maxDate: today, today };

  it.each([
    ['05/10/2026', new Date(2026, 9, 5)],
    ['5/10/2026', new Date(2026, 9, 5)],
    ['05.10.2026', new Date(2026, 9, 5)],
    [' 01/11/2026 ', new Date(2026, 10, 1)],
    ['29/02/2024', new Date(2024, 1, 29)],
  ])('%s is %s', (text, date) => {
    expect(readTypedDate(text, limits)).toEqual({ kind: 'date', date });
  });

  it.each(['05/10', '05/10/26', '2026-10-05', '29/02/2026', '00/10/2026', '05/13/2026', 'вчера'])('%s is malformed', (text) => {
    expect(readTypedDate(text, limits)).toEqual({ kind: 'invalid', message: DATE_MESSAGES.format, complete: false });
  });

  it('an empty text is no date', () => {
    expect(readTypedDate('  ', limits)).toEqual({ kind: 'empty' });
  });

  it('names the limit when it is not today', () => {
    const maxDate = new Date(2026, 9, 20);
    expect(readTypedDate('21/10/2026', { maxDate, today })).toEqual({ kind: 'invalid', message: 'Дата не может быть позже 20/10/2026', complete: true });
    expect(readTypedDate('02/11/2026', limits)).toEqual({ kind: 'invalid', message: DATE_MESSAGES.afterToday, complete: true });
    const minDate = new Date(2026, 9, 3);
    expect(readTypedDate('02/10/2026', { ...limits, minDate })).toEqual({ kind: 'invalid', message: 'Дата не может быть раньше 03/10/2026', complete: true });
    expect(readTypedDate('03/10/2026', { ...limits, minDate })).toEqual({ kind: 'date', date: minDate });
  });
});
