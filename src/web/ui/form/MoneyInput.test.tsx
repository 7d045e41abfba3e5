import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MoneyInput } from './MoneyInput';

function Harness({ decimals = 2, max, initial = '' }: { decimals?: number; max?: string; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="m">Сумма</label>
      <MoneyInput id="m" value={value} onChange={setValue} decimals={decimals} max={max} />
      <output aria-label="Значение">{JSON.stringify(value)}</output>
      <button type="button">Дальше</button>
    </>
  );
}

const value = () => screen.getByRole('status', { name: 'Значение' }).textContent;

describe('MoneyInput', () => {
  it('gives the form a decimal string and shows the thousands grouped at rest', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Сумма');
    await userEvent.type(input, '1234567,5');
    expect(input).toHaveValue('1234567.5');
    expect(value()).toBe('"1234567.5"');
    await userEvent.tab();
    expect(input).toHaveValue('1\u202f234\u202f567.5');
    await userEvent.click(input);
    expect(input).toHaveValue('1234567.5');
  });

  it('ignores keystrokes past the precision and past max', async () => {
    render(<Harness max="1000" />);
    const input = screen.getByLabelText('Сумма');
    await userEvent.type(input, '12.345');
    expect(input).toHaveValue('12.34');
    await userEvent.clear(input);
    await userEvent.type(input, '10001');
    expect(input).toHaveValue('1000');
    expect(value()).toBe('"1000"');
  });

  it('keeps what is typed mid-number ("5.") while the value is 5', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Сумма');
    await userEvent.type(input, '5.');
    expect(input).toHaveValue('5.');
    expect(value()).toBe('"5"');
  });

  it('takes 8 decimal places for crypto', async () => {
    render(<Harness decimals={8} />);
    const input = screen.getByLabelText('Сумма');
    await userEvent.type(input, '0.123456789');
    expect(value()).toBe('"0.12345678"');
  });
});
