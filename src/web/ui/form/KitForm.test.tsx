import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object } from 'yup';
import { CheckboxField, FormDialog, FormField, KitForm, kit, MoneyField, SelectField, SubmitButton } from '.';

const CURRENCIES = [
  { value: 1, label: 'USD' },
  { value: 2, label: 'EUR' },
];
const schema = object({
  name: kit.text(),
  currency: kit.choice(),
  amount: kit.money({ decimals: 2, min: '0.01' }),
});
const initial = { name: '', currency: null as number | null, amount: '', worn: false };

function TestForm({ onSubmit, failureMessage }: { onSubmit: (v: typeof initial) => Promise<unknown>; failureMessage?: string }) {
  return (
    <KitForm label="Тест" initialValues={initial} schema={schema} onSubmit={onSubmit} failureMessage={failureMessage}>
      <FormField name="name" label="Имя" />
      <SelectField name="currency" label="Валюта" options={CURRENCIES} />
      <MoneyField name="amount" label="Сумма" decimals={2} />
      <CheckboxField name="worn">Ветхие</CheckboxField>
      <SubmitButton>Создать</SubmitButton>
    </KitForm>
  );
}

const badRequest = (data: unknown) => ({ status: 400, data });

describe('the form kit: docs/PRODUCT.md §5, tested once for every form', () => {
  it("shows no error before a field is touched, 'Поле обязательно' once it is left empty (on blur)", async () => {
    render(<TestForm onSubmit={async () => {}} />);
    const name = screen.getByLabelText('Имя');
    expect(screen.queryByText('Поле обязательно')).not.toBeInTheDocument();
    await userEvent.click(name);
    expect(screen.queryByText('Поле обязательно')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText('Поле обязательно')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Поле обязательно');
    // Only the field that was left shows its error.
    expect(screen.getAllByText('Поле обязательно')).toHaveLength(1);
  });

  it('validates on blur, not on every keystroke', async () => {
    render(<TestForm onSubmit={async () => {}} />);
    const amount = screen.getByLabelText('Сумма');
    await userEvent.type(amount, '0');
    expect(screen.queryByText('Не меньше 0.01')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText('Не меньше 0.01')).toBeInTheDocument();
  });

  it('puts a required select in error when nothing is chosen, and clears it on a choice', async () => {
    render(<TestForm onSubmit={async () => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
    const select = screen.getByRole('combobox', { name: 'Валюта' });
    await waitFor(() => expect(select).toHaveAttribute('aria-invalid', 'true'));
    expect(select).toHaveAccessibleDescription('Поле обязательно');
    await userEvent.click(select);
    await userEvent.click(screen.getByRole('option', { name: 'EUR' }));
    await waitFor(() => expect(select).not.toHaveAttribute('aria-invalid'));
    expect(select).toHaveValue('EUR');
  });

  it('submits the values (money as a decimal string) once, however often the button is pressed', async () => {
    let release: () => void = () => {};
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (release = resolve)));
    render(<TestForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Имя'), 'Анна');
    await userEvent.click(screen.getByRole('combobox', { name: 'Валюта' }));
    await userEvent.click(screen.getByRole('option', { name: 'USD' }));
    await userEvent.type(screen.getByLabelText('Сумма'), '1500,5');
    await userEvent.click(screen.getByLabelText('Ветхие'));
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
    const busy = await screen.findByRole('button', { name: 'Сохранение…' });
    expect(busy).toBeDisabled();
    await userEvent.click(busy);
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]).toEqual([{ name: 'Анна', currency: 1, amount: '1500.5', worn: true }, expect.anything()]);
    release();
    expect(await screen.findByRole('button', { name: 'Создать' })).toBeEnabled();
  });

  it("puts the server's field errors under their fields and non_field_errors above the form, keeping what was typed", async () => {
    const onSubmit = jest.fn(async () => {
      throw badRequest({ amount: ['Недостаточно средств: в кассе 100.00 USD'], non_field_errors: ['Касса закрыта'], other: ['x'] });
    });
    render(<TestForm onSubmit={onSubmit} failureMessage="Не удалось создать транзакцию. Заполните форму полностью." />);
    await userEvent.type(screen.getByLabelText('Имя'), 'Анна');
    await userEvent.click(screen.getByRole('combobox', { name: 'Валюта' }));
    await userEvent.click(screen.getByRole('option', { name: 'USD' }));
    await userEvent.type(screen.getByLabelText('Сумма'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }));

    const amount = screen.getByLabelText('Сумма');
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Недостаточно средств: в кассе 100.00 USD'));
    const status = screen.getByRole('alert');
    expect(status).toHaveTextContent('Не удалось создать транзакцию. Заполните форму полностью.');
    expect(status).toHaveTextContent('Касса закрыта');
    expect(status).toHaveTextContent('other: x');
    expect(screen.getByLabelText('Имя')).toHaveValue('Анна');
    expect(amount).toHaveValue('500');
  });

  it('says the record was not saved when the failure is not a 400 (the catalogue alerts the reason)', async () => {
    render(<TestForm onSubmit={async () => Promise.reject({ status: 500, data: {} })} failureMessage="Не сохранено." />);
    await userEvent.type(screen.getByLabelText('Имя'), 'Анна');
    await userEvent.click(screen.getByRole('combobox', { name: 'Валюта' }));
    await userEvent.click(screen.getByRole('option', { name: 'USD' }));
    await userEvent.type(screen.getByLabelText('Сумма'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не сохранено.');
  });
});

describe('Enter in a field', () => {
  it('goes on to the next empty required field while the form is unfinished, showing no error', async () => {
    const onSubmit = jest.fn(async () => {});
    render(<TestForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Имя'), 'Анна{Enter}');
    expect(screen.getByRole('combobox', { name: 'Валюта' })).toHaveFocus();
    // A closed select without a choice opens its list on Enter; Enter there picks.
    await userEvent.keyboard('{Enter}{Enter}');
    expect(screen.getByRole('combobox', { name: 'Валюта' })).toHaveValue('USD');
    // Confirming the choice with Enter goes on to the amount, it does not send the form.
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('Сумма')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByText('Поле обязательно')).not.toBeInTheDocument();
  });

  it('goes back to an empty required field before it, and sends once every required field is filled', async () => {
    const onSubmit = jest.fn(async () => {});
    render(<TestForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Сумма'), '5{Enter}');
    expect(screen.getByLabelText('Имя')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Имя'), 'Анна{Enter}');
    expect(screen.getByRole('combobox', { name: 'Валюта' })).toHaveFocus();
    await userEvent.keyboard('{Enter}{ArrowDown}{Enter}');
    await userEvent.click(screen.getByLabelText('Сумма'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([{ name: 'Анна', currency: 2, amount: '5', worn: false }, expect.anything()]);
  });
});

describe('a form reset for the next client after a submission', () => {
  function ResettingForm({ onSubmit }: { onSubmit: (v: typeof initial) => void }) {
    return (
      <KitForm
        label="Тест"
        initialValues={initial}
        schema={schema}
        onSubmit={async (values, helpers) => {
          onSubmit(values);
          helpers.resetForm();
        }}
      >
        <FormField name="name" label="Имя" />
        <SelectField name="currency" label="Валюта" options={CURRENCIES} />
        <MoneyField name="amount" label="Сумма" decimals={2} />
        <SubmitButton>Создать</SubmitButton>
      </KitForm>
    );
  }

  async function sendOnce(onSubmit = jest.fn()) {
    render(<ResettingForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Имя'), 'Анна');
    await userEvent.click(screen.getByRole('combobox', { name: 'Валюта' }));
    await userEvent.click(screen.getByRole('option', { name: 'USD' }));
    await userEvent.type(screen.getByLabelText('Сумма'), '5{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByLabelText('Имя')).toHaveValue(''));
    return onSubmit;
  }

  it('shows no error when its fields are left, and nothing else changes', async () => {
    await sendOnce();
    const form = screen.getByRole('form', { name: 'Тест' });
    const before = form.innerHTML;
    await userEvent.click(screen.getByRole('combobox', { name: 'Валюта' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.click(document.body);
    // Blur validates on a timer-free promise: give it its turn before looking.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Поле обязательно')).not.toBeInTheDocument();
    for (const field of [screen.getByLabelText('Имя'), screen.getByLabelText('Сумма')]) expect(field).not.toHaveAttribute('aria-invalid');
    expect(form.innerHTML).toBe(before);
  });

  it('takes up the rules again once something is typed, or it is sent empty', async () => {
    await sendOnce();
    await userEvent.type(screen.getByLabelText('Сумма'), '0');
    await userEvent.tab();
    expect(await screen.findByText('Не меньше 0.01')).toBeInTheDocument();
    // The name, left before anything was typed, was not touched then: it says nothing yet.
    expect(screen.getByLabelText('Имя')).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(screen.getByLabelText('Имя')).toHaveAttribute('aria-invalid', 'true'));
  });
});

describe('FormDialog', () => {
  it('shows the form with Отмена and the submit label; Escape and Отмена close it', async () => {
    const onClose = jest.fn();
    render(
      <FormDialog open title="Новый кредитор" submitLabel="Создать" initialValues={{ name: '' }} schema={object({ name: kit.text() })} onSubmit={async () => {}} onClose={onClose}>
        <FormField name="name" label="Имя" />
      </FormDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Новый кредитор' });
    expect(within(dialog).getByRole('form', { name: 'Новый кредитор' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
