import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../testing/fakeApi';
import { renderApp } from '../../testing/renderApp';
import { shellServer } from '../../testing/shellServer';
import { makeClient } from './clientFixtures';
import { pageOf } from '../../testing/page';

// As the server lists them: the type and the number's last four, no series.
const listed = [
  makeClient({ document_series: '', document_number: '••••3456' }),
  makeClient({ id: 42, last_name: 'Щукин', first_name: 'Олег', middle_name: '', document_type: 'Заграничный паспорт', document_series: '', document_number: '••••9876', screening_status: 'review' }),
];

describe('ClientList (Клиенты in a register and a city)', () => {
  it('lists the network’s clients with masked documents and screening state, from the register’s menu', async () => {
    const api = shellServer(undefined, { 'GET /api/client/': pageOf(listed) });
    renderApp('/cash-registers/7/', { token: 't' });
    await userEvent.click(await screen.findByRole('link', { name: 'Клиенты' }));
    const table = await screen.findByRole('table', { name: 'Клиенты' });
    const row = (await within(table).findByRole('link', { name: 'Иванов Иван Петрович' })).closest('tr')!;
    expect(within(row).getByText('Паспорт РФ ••••3456')).toBeInTheDocument();
    expect(within(row).getByText('01.02.1980')).toBeInTheDocument();
    expect(within(row).getByText('Не найден в перечне')).toBeInTheDocument();
    expect(within(table).getByText('Ожидает проверки')).toBeInTheDocument();
    // Whatever the server sends, a list never shows a whole number.
    expect(within(table).queryByText(/^Паспорт РФ .*123456/)).not.toBeInTheDocument();
    expect(within(table).queryByText(/4510/)).not.toBeInTheDocument();
    expect(api.paths()).toContain('GET /api/client/?page=1&size=20');
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/cash-registers/7/clients/41/');
  });

  it('searches by what is typed, in the URL, from page 1', async () => {
    const api = shellServer(undefined, { 'GET /api/client/': (_r: Request, url: URL) => reply(200, pageOf(url.searchParams.get('search') ? [listed[1]] : listed)) });
    renderApp('/cities/1/clients/?page=2', { token: 't' });
    const table = await screen.findByRole('table', { name: 'Клиенты' });
    await userEvent.type(screen.getByLabelText('Поиск клиента'), 'щукин олег{Enter}');
    // The search's page, not the moment between pages when the table holds no rows at all.
    await waitFor(() => {
      expect(within(table).queryByText('Иванов Иван Петрович')).not.toBeInTheDocument();
      expect(within(table).getByRole('link', { name: 'Щукин Олег' })).toHaveAttribute('href', '/cities/1/clients/42/');
    });
    expect(api.paths()).toContain(`GET /api/client/?${new URLSearchParams({ search: 'щукин олег', page: '1', size: '20' })}`);
  });

  it('«Новый клиент» registers one and opens their card', async () => {
    const created = makeClient({ id: 77, last_name: 'Петров', first_name: 'Пётр', middle_name: '' });
    shellServer(undefined, {
      'GET /api/client/': pageOf([]),
      'POST /api/client/create/': reply(201, created),
      'GET /api/client/77/': created,
    });
    renderApp('/cities/1/clients/', { token: 't' });
    await userEvent.click(await screen.findByRole('button', { name: 'Новый клиент' }));
    const dialog = screen.getByRole('dialog', { name: 'Новый клиент' });
    await userEvent.type(within(dialog).getByLabelText('Фамилия'), 'Петров');
    await userEvent.type(within(dialog).getByLabelText('Имя'), 'Пётр');
    await userEvent.type(within(dialog).getByLabelText('Дата рождения'), '31.02.1980');
    await userEvent.type(within(dialog).getByLabelText('Номер'), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    // No 31 February: said under the field, nothing sent.
    expect(await within(dialog).findByText('Дата в формате ДД.ММ.ГГГГ')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Дата рождения'));
    await userEvent.type(within(dialog).getByLabelText('Дата рождения'), '28.02.1980{Enter}');
    expect(await screen.findByRole('heading', { name: 'Петров Пётр', level: 1 })).toBeInTheDocument();
  });
});
