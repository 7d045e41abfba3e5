import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  const setup = () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<ConfirmDialog open onConfirm={onConfirm} onCancel={onCancel} />);
    return { onConfirm, onCancel };
  };

  it("asks 'Подтвердите действие' with Да/Нет, Нет focused first", () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Подтвердите действие' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Нет' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Да' })).toBeInTheDocument();
  });

  it('answers Да and Нет', async () => {
    const { onConfirm, onCancel } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Да' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Нет' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and keeps Tab inside', async () => {
    const { onCancel } = setup();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Да' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Нет' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
