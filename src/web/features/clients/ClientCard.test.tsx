import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../testing/fakeApi';
import { makeMe, renderApp } from '../../testing/renderApp';
import { IDENTITY_LOCKED_MESSAGE } from '../../../shared/contract';
import { shellServer } from '../../testing/shellServer';
import { makeClient } from './clientFixtures';

describe('ClientCard (a client of the register)', () => {
  it('shows the whole document and the screening state; a client under review is said to get no operation', async () => {
    shellServer(undefined, { 'GET /api/client/41/': makeClient({ screening_status: 'review' }) });
    renderApp('/cash-registers/7/clients/41/', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Иванов Иван Петрович', level: 1 })).toBeInTheDocument();
    const card = screen.getByLabelText('Документ клиента');
    expect(within(card).getByText('4510 123456')).toBeInTheDocument();
    expect(within(card).getByText('ОВД Тверского района')).toBeInTheDocument();
    expect(within(card).getByText('04.03.2005')).toBeInTheDocument();
    expect(screen.getByText('Ожидает проверки')).toBeInTheDocument();
    expect(screen.getByText(/Операции с клиентом запрещены/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Ко всем клиентам' })).toHaveAttribute('href', '/cash-registers/7/clients/');
  });

  it('Изменить sends the whole passport back and shows the answer; Печать prints the page', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    let current = makeClient();
    const api = shellServer(undefined, {
      'GET /api/client/41/': () => reply(200, current),
      'PUT /api/client/update/41/': async (r: Request) => reply(200, (current = { ...current, ...(await r.clone().json()) })),
    });
    renderApp('/cities/1/clients/41/', { token: 't' });
    await userEvent.click(await screen.findByRole('button', { name: 'Изменить' }));
    const dialog = screen.getByRole('dialog', { name: 'Изменить клиента' });
    expect(within(dialog).getByLabelText('Дата рождения')).toHaveValue('01.02.1980');
    await userEvent.clear(within(dialog).getByLabelText('Телефон'));
    await userEvent.type(within(dialog).getByLabelText('Телефон'), '+79990000000{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = await api.requests.find((r) => r.method === 'PUT')!.clone().json();
    expect(body).toMatchObject({ birth_date: '1980-02-01', document_issued_at: '2005-03-04', document_number: '123456', phone: '+79990000000' });
    expect(await screen.findByText('+79990000000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Печать' }));
    expect(print).toHaveBeenCalled();
    print.mockRestore();
  });

  it('a blocked client: the identity is read-only for a cashier, who is told whom to ask; the phone stays editable', async () => {
    shellServer(undefined, { 'GET /api/client/41/': makeClient({ screening_status: 'blocked' }) });
    renderApp('/cities/1/clients/41/', { token: 't' });
    await userEvent.click(await screen.findByRole('button', { name: 'Изменить' }));
    const dialog = screen.getByRole('dialog', { name: 'Изменить клиента' });
    expect(within(dialog).getByRole('note')).toHaveTextContent(IDENTITY_LOCKED_MESSAGE);
    for (const label of ['Фамилия', 'Имя', 'Отчество', 'Дата рождения', 'Гражданство', 'Серия', 'Номер']) {
      expect(within(dialog).getByLabelText(label)).toHaveAttribute('readonly');
    }
    expect(within(dialog).getByLabelText('Телефон')).not.toHaveAttribute('readonly');
  });

  it('a blocked client: a compliance officer edits the identity', async () => {
    shellServer(makeMe({}, { isComplianceOfficer: true }), { 'GET /api/client/41/': makeClient({ screening_status: 'blocked' }) });
    renderApp('/cities/1/clients/41/', { token: 't' });
    await userEvent.click(await screen.findByRole('button', { name: 'Изменить' }));
    const dialog = screen.getByRole('dialog', { name: 'Изменить клиента' });
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Фамилия')).not.toHaveAttribute('readonly');
  });

  it('a client that is not there: not found', async () => {
    shellServer(undefined, { 'GET /api/client/99/': reply(404, { detail: 'Страница не найдена.' }) });
    renderApp('/cities/1/clients/99/', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Клиент не найден' })).toBeInTheDocument();
  });
});
