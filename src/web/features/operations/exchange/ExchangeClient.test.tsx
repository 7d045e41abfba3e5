import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../../testing/fakeApi';
import { renderApp } from '../../../testing/renderApp';
import { JOURNAL, journalRow, operationsServer } from '../operationsFixtures';
import { pageOf } from '../../../testing/page';

/** The client field of Обмен: the live hint, the type-ahead, «Новый клиент» by keyboard, the refusals. */
const COMPLIANCE = { city: 1, identification_threshold: '40000.00', mandatory_control_threshold: '600000.00', identify_transfers: true };
const IVANOV = {
  id: 41, last_name: 'Иванов', first_name: 'Иван', middle_name: 'Петрович', birth_date: '1980-02-01', citizenship: 'RU',
  document_type: 'Паспорт РФ', document_series: '', document_number: '••••5678', document_issued_by: '', document_issued_at: null,
  address: '', phone: '+79001234567', note: '', screening_status: 'clear', created_at: '2026-11-20T10:00:00Z',
};
const SAVED = { id: 9, operation_type: 'SELL', amount: '1000.00', rate: '93.250000', effective_rate: '93.250000', total: '93250.00', currency: { id: 2, code: 'USD', name: 'Доллар США' } };

async function openSale() {
  renderApp('/cash-registers/7/', { token: 't' });
  await screen.findByRole('heading', { name: 'Операции' });
  await screen.findByRole('table', { name: 'Баланс за день' });
  await userEvent.keyboard('{F3}');
  const form = await screen.findByRole('form', { name: 'Обмен' });
  await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Валюта' })).toHaveFocus());
  await userEvent.keyboard('USD{Tab}');
  return form;
}

const postOf = async (api: ReturnType<typeof operationsServer>, path: string) => {
  const request = api.requests.find((r) => r.method === 'POST' && new URL(r.url).pathname === path);
  return request ? request.clone().json() : undefined;
};

describe('the client of an exchange', () => {
  it('says live that the typed sum needs a client, and stops saying it once one is chosen from the type-ahead', async () => {
    const api = operationsServer({
      'GET /api/city_compliance/': COMPLIANCE,
      'GET /api/client/': (_r: Request, url: URL) => reply(200, pageOf(url.searchParams.get('search') === 'иван' ? [IVANOV] : [])),
      'POST /api/transaction/create/': reply(201, SAVED),
    });
    const form = await openSale();
    await userEvent.keyboard('100');
    expect(within(form).queryByText(/Нужна идентификация/)).not.toBeInTheDocument(); // 9 325 RUB
    await userEvent.keyboard('0');
    // The server's own sentence, before sending.
    expect(await within(form).findByText('Нужна идентификация клиента: сумма от 40000.00 RUB.')).toHaveAttribute('role', 'status');
    const field = within(form).getByRole('combobox', { name: 'Клиент' });
    await userEvent.type(field, 'иван');
    await userEvent.click(await within(form).findByRole('option', { name: /Иванов Иван Петрович/ }));
    expect(field).toHaveValue('Иванов Иван Петрович');
    expect(within(form).queryByText(/Нужна идентификация/)).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Продать' }));
    await waitFor(async () => expect(await postOf(api, '/api/transaction/create/')).toMatchObject({ amount: '1000', client: 41 }));
    // Saved: the form is ready for the next client, the client field empty.
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it('«Новый клиент» by keyboard: the passport fields, Enter saves, the form goes on with the client chosen', async () => {
    const api = operationsServer({
      'GET /api/city_compliance/': COMPLIANCE,
      'GET /api/client/': pageOf([]),
      'POST /api/client/create/': reply(201, { ...IVANOV, id: 42, last_name: 'Петров', first_name: 'Пётр', middle_name: '', document_number: '4510123456' }),
      'POST /api/transaction/create/': reply(201, SAVED),
    });
    const form = await openSale();
    await userEvent.keyboard('1000{Tab}{Tab}'); // amount, rate, client
    expect(within(form).getByRole('combobox', { name: 'Клиент' })).toHaveFocus();
    await userEvent.keyboard('Петров Пётр');
    const create = await within(form).findByRole('option', { name: '+ Новый клиент' });
    await userEvent.keyboard('{ArrowDown}'.repeat(5));
    expect(create).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Новый клиент' });
    // The typed name is already in place; the focus starts at the first field.
    expect(within(dialog).getByLabelText('Фамилия')).toHaveValue('Петров');
    expect(within(dialog).getByLabelText('Имя')).toHaveValue('Пётр');
    await userEvent.keyboard('{Tab}{Tab}{Tab}01.02.1980{Tab}{Tab}{Tab}4510{Tab}123456{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Новый клиент' })).not.toBeInTheDocument());
    expect(await postOf(api, '/api/client/create/')).toEqual({
      last_name: 'Петров', first_name: 'Пётр', middle_name: '', birth_date: '1980-02-01', citizenship: 'RU', document_type: 'Паспорт РФ',
      document_series: '4510', document_number: '123456', document_issued_by: '', document_issued_at: null, address: '', phone: '', note: '',
    });
    const field = within(form).getByRole('combobox', { name: 'Клиент' });
    expect(field).toHaveValue('Петров Пётр');
    await waitFor(() => expect(field).toHaveFocus());
    // The dialog's Enter saved the client only: the exchange waits for its own.
    expect(await postOf(api, '/api/transaction/create/')).toBeUndefined();
    await userEvent.keyboard('{Enter}');
    await waitFor(async () => expect(await postOf(api, '/api/transaction/create/')).toMatchObject({ client: 42 }));
  });

  it('a document already registered: the dialog says whose, under the number', async () => {
    operationsServer({
      'GET /api/city_compliance/': COMPLIANCE,
      'POST /api/client/create/': reply(400, { document_number: ['Клиент с этим документом уже зарегистрирован. Найдите его поиском по полному номеру документа.'] }),
    });
    const form = await openSale();
    await userEvent.click(within(form).getByRole('button', { name: 'Новый клиент' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый клиент' });
    await userEvent.type(within(dialog).getByLabelText('Фамилия'), 'Иванов');
    await userEvent.type(within(dialog).getByLabelText('Имя'), 'Иван');
    await userEvent.type(within(dialog).getByLabelText('Дата рождения'), '01.02.1980');
    await userEvent.type(within(dialog).getByLabelText('Номер'), '5678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Клиент с этим документом уже зарегистрирован. Найдите его поиском по полному номеру документа.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Номер')).toHaveAttribute('aria-invalid', 'true');
  });

  it('the server’s refusals about the client show under the field: 400 not identified, 403 found on the list', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    let answer = reply(400, { client: ['Нужна идентификация клиента: сумма от 40000.00 RUB.'] });
    operationsServer({
      'GET /api/client/': pageOf([{ ...IVANOV, screening_status: 'blocked' }]),
      'POST /api/transaction/create/': () => answer,
    });
    const form = await openSale();
    await userEvent.keyboard('1000{Enter}');
    const field = within(form).getByRole('combobox', { name: 'Клиент' });
    expect(await within(form).findByText('Нужна идентификация клиента: сумма от 40000.00 RUB.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, 'иван');
    await userEvent.click(await within(form).findByRole('option', { name: /Иванов/ }));
    // Chosen: the error goes; the client's state says before sending that it will be refused.
    expect(within(form).queryByText(/Нужна идентификация/)).not.toBeInTheDocument();
    expect(within(form).getByText('Клиент найден в перечне: операция будет отклонена.')).toBeInTheDocument();
    answer = reply(403, { client: ['Клиент найден в перечне: операция запрещена. Сообщите ответственному сотруднику.'] });
    await userEvent.click(within(form).getByRole('button', { name: 'Продать' }));
    expect(await within(form).findByText('Клиент найден в перечне: операция запрещена. Сообщите ответственному сотруднику.')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('the day journal names the client of a deal', async () => {
    operationsServer({ 'GET /api/operation/': { ...JOURNAL, count: 1, results: [journalRow({ client: { id: 41, name: 'Иванов Иван Петрович' } })] } });
    renderApp('/cash-registers/7/', { token: 't' });
    const journal = await screen.findByRole('table', { name: /Журнал/ });
    expect(await within(journal).findByText('Иванов Иван Петрович')).toBeInTheDocument();
  });
});
