import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SELECT_MENU_MAX_HEIGHT, SelectInput, type SelectOption } from './SelectInput';

const REGISTERS: SelectOption<number>[] = [
  { value: 1, label: 'Касса №1', group: 'Москва' },
  { value: 2, label: 'Касса №2', group: 'Москва' },
  { value: 3, label: 'Центральная', group: 'Казань' },
];

function Harness({ searchable = false, onEscapeOutside = () => {} }: { searchable?: boolean; onEscapeOutside?: () => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <div onKeyDown={(e) => e.key === 'Escape' && onEscapeOutside()}>
      <SelectInput aria-label="Касса" value={value} options={REGISTERS} onChange={setValue} searchable={searchable} />
      <output aria-label="Выбрано">{String(value)}</output>
    </div>
  );
}

const chosen = () => screen.getByRole('status', { name: 'Выбрано' }).textContent;

describe('SelectInput', () => {
  it('is chosen with the keyboard alone: ↓ opens, ↓ moves, Enter picks', async () => {
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Касса' });
    box.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(chosen()).toBe('2');
    expect(box).toHaveValue('Касса №2');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('picks by typing while closed, as a native select: a label\'s start, the same letter steps on', async () => {
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Касса' });
    box.focus();
    await userEvent.keyboard('ц');
    expect(chosen()).toBe('3');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await new Promise((r) => setTimeout(r, 900)); // a pause starts a new word
    await userEvent.keyboard('к');
    expect(chosen()).toBe('1');
    await userEvent.keyboard('к');
    expect(chosen()).toBe('2');
    await new Promise((r) => setTimeout(r, 900));
    await userEvent.keyboard('касса №2');
    expect(chosen()).toBe('2');
    expect(box).toHaveValue('Касса №2');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves by typing while open, and Enter picks', async () => {
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Касса' });
    box.focus();
    await userEvent.keyboard('{ArrowDown}цен');
    expect(chosen()).toBe('null');
    await userEvent.keyboard('{Enter}');
    expect(chosen()).toBe('3');
  });

  it('limits its menu to 400 px and lists options under their group', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Касса' }));
    const list = screen.getByRole('listbox');
    expect(SELECT_MENU_MAX_HEIGHT).toBe(400);
    expect(getComputedStyle(list).maxHeight).toBe('400px');
    expect(getComputedStyle(list).overflowY).toBe('auto');
    expect(list).toHaveTextContent(/Москва.*Касса №1.*Касса №2.*Казань.*Центральная/);
  });

  it('filters by typing when searchable and picks with a click', async () => {
    render(<Harness searchable />);
    const box = screen.getByRole('combobox', { name: 'Касса' });
    await userEvent.click(box);
    await userEvent.type(box, 'центр');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Центральная']);
    await userEvent.click(screen.getByRole('option', { name: 'Центральная' }));
    expect(chosen()).toBe('3');
  });

  it('takes Escape for itself while open, so a dialog around it stays open', async () => {
    const outside = jest.fn();
    render(<Harness onEscapeOutside={outside} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Касса' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(outside).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(outside).toHaveBeenCalledTimes(1);
  });

  it('says so when nothing matches', async () => {
    render(<Harness searchable />);
    const box = screen.getByRole('combobox', { name: 'Касса' });
    await userEvent.click(box);
    await userEvent.type(box, 'Новосибирск');
    expect(screen.getByText('Ничего не найдено')).toBeInTheDocument();
  });
});
