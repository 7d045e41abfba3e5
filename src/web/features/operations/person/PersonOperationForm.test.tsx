import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../../testing/fakeApi';
import { renderApp } from '../../../testing/renderApp';
import { operationsServer } from '../operationsFixtures';

describe('PersonOperationForm (Кредиторы / Дебиторы on /cash-registers/{id}/)', () => {
  it('opens from the persons screen’s link with the person chosen, and posts a handing-over', async () => {
    const saved = {
      id: 1, operation_type: 'HANDED_OVER', amount: '25000.00', operation_person: { id: 6, name: 'Мария Сидорова' },
      currency: { id: 1, code: 'RUB', name: 'Рубль' },
    };
    const api = operationsServer({ 'POST /api/out_transaction/create/': reply(201, saved) });
    renderApp('/cash-registers/7/?operation=person&person=6', { token: 't' });
    const form = await screen.findByRole('form', { name: 'Операция кредитора / дебитора' });
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Кредитор / дебитор' })).toHaveValue('Мария Сидорова'));
    expect(within(form).getByRole('radio', { name: 'Пополнение' })).toBeChecked();
    await userEvent.click(within(form).getByRole('radio', { name: 'Выдача' }));
    await userEvent.click(within(form).getByRole('combobox', { name: 'Валюта' }));
    await userEvent.click(await within(form).findByRole('option', { name: /^RUB/ }));
    await userEvent.type(within(form).getByLabelText('Сумма'), '25000');
    await userEvent.type(within(form).getByLabelText('Комментарий'), ' долг ');
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'POST')).toBe(true));
    expect(await api.requests.find((r) => r.method === 'POST')!.clone().json()).toEqual({
      cash_register: 7, operation_person: 6, operation_type: 'HANDED_OVER', amount: '25000', comment: 'долг', currency: 1,
    });
    // Saved: empty again, the type kept, focus back at the person.
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Кредитор / дебитор' })).toHaveValue(''));
    expect(within(form).getByRole('combobox', { name: 'Кредитор / дебитор' })).toHaveFocus();
    expect(within(form).getByRole('radio', { name: 'Выдача' })).toBeChecked();
    // What went through, with the receipt for the person (reprinted from the journal later).
    expect(screen.getByText(/Проведено: Выдача: Мария Сидорова, 25\s000\.00 RUB/)).toBeInTheDocument();
  });

  it('searches the city’s active persons by name', async () => {
    const api = operationsServer();
    renderApp('/cash-registers/7/', { token: 't' });
    await screen.findByRole('heading', { name: 'Операции' });
    // The forms come once the register's shift is known to be open.
    await userEvent.click(await screen.findByRole('button', { name: /Кредиторы \/ Дебиторы/ }));
    const person = await screen.findByRole('combobox', { name: 'Кредитор / дебитор' });
    await waitFor(() => expect(person).toHaveFocus());
    await userEvent.keyboard('Пёт');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Пётр Петров']);
    expect(api.paths()).toContain('GET /api/all_operation_person/?city=1&is_active=true');
  });

  it('keeps what was typed and shows the server’s reasons when refused', async () => {
    jest.spyOn(window, 'alert').mockImplementation(() => {});
    operationsServer({ 'POST /api/out_transaction/create/': reply(400, { operation_person: ['Лицо деактивировано.'] }) });
    renderApp('/cash-registers/7/?operation=person&person=5', { token: 't' });
    const form = await screen.findByRole('form', { name: 'Операция кредитора / дебитора' });
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Кредитор / дебитор' })).toHaveValue('Пётр Петров'));
    await userEvent.click(within(form).getByRole('combobox', { name: 'Валюта' }));
    await userEvent.click(await within(form).findByRole('option', { name: /^USD/ }));
    await userEvent.type(within(form).getByLabelText('Сумма'), '10{Enter}');
    expect(await within(form).findByText('Лицо деактивировано.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Сумма')).toHaveValue('10');
    expect(within(form).getByRole('combobox', { name: 'Валюта' })).toHaveValue('USD — Доллар США');
  });
});
