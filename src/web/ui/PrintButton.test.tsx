import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PrintButton } from './PrintButton';

describe('PrintButton', () => {
  it('renders nothing for a user who may not print', () => {
    const { container } = render(<PrintButton kind="print" allowed={false} onRun={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('runs straight away without parameters', async () => {
    const onRun = jest.fn();
    render(<PrintButton kind="download" allowed onRun={onRun} />);
    await userEvent.click(screen.getByRole('button', { name: 'Скачать' }));
    expect(onRun).toHaveBeenCalledTimes(1);
  });

  it("opens 'Параметры' with Отмена and Печатать", async () => {
    const onRun = jest.fn();
    render(<PrintButton kind="print" allowed onRun={onRun} params={<label>Город <input /></label>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Печать' }));
    expect(screen.getByRole('dialog', { name: 'Параметры' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Город' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onRun).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Печать' }));
    await userEvent.click(screen.getByRole('button', { name: 'Печатать' }));
    expect(onRun).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says Загрузить in the dialog of a download", async () => {
    render(<PrintButton kind="download" allowed onRun={jest.fn()} params={<p>Параметры отчета</p>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Скачать' }));
    expect(screen.getByRole('button', { name: 'Загрузить' })).toBeInTheDocument();
  });
});
