import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAppConfig } from '../appConfig';
import { DatePicker } from './DatePicker';

describe('DatePicker', () => {
  jest.setTimeout(30_000);
  afterEach(() => setAppConfig(null));

  async function open(value: Date | null, onChange = jest.fn()) {
    render(<DatePicker label="Дата отчета" value={value} onChange={onChange} />);
    // The calendar loads lazily; until then a disabled stand-in holds its place. The first
    // load transpiles react-datepicker, which takes seconds on a busy machine.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Дата отчета' })).toBeEnabled(), { timeout: 15_000 });
    const input = screen.getByRole('textbox', { name: 'Дата отчета' });
    await userEvent.click(input);
    return { input, onChange };
  }

  it("has the placeholder 'Дата' and shows dd/MM/yyyy", async () => {
    setAppConfig({ fakeDate: '2026-11-01' });
    const { input } = await open(new Date(2026, 9, 5));
    expect(input).toHaveAttribute('placeholder', 'Дата');
    expect(input).toHaveValue('05/10/2026');
  });

  it('cannot pick a day after today, where today is the fake date', async () => {
    setAppConfig({ fakeDate: '2026-11-01' });
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
    setAppConfig({ fakeDate: '2026-11-01' });
    await open(new Date(2026, 10, 1));
    expect(screen.getByText(/ноябрь 2026/i)).toBeInTheDocument();
  });
});
