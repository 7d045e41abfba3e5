import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser } from '../../../../shared/contract';
import { makeMe, renderApp } from '../../../testing/renderApp';
import { shellServer } from '../../../testing/shellServer';
import { pageOf } from '../../../testing/page';

const currentPath = () => screen.getByRole('status', { name: 'Текущий адрес' }).textContent;
const admin = makeMe({ isAdmin: true, role: 'Администратор' });

const user = (over: Partial<AdminUser> = {}): AdminUser => ({
  id: 5, username: 'irina', first_name: 'Ирина', last_name: 'Казанская', role: 'Кассир', is_admin: false, is_active: true,
  must_change_password: false,
  permissions: { isAllowToPrint: false, isCryptoTransactionPageActive: true, isAllowToCheckEarningReport: false, isAllowToCheckNonActiveOperationPerson: false, isComplianceOfficer: false },
  cities: [{ id: 2, name: 'Казань' }], last_sign_in: null, ...over,
});

describe('UserList (/admin/users)', () => {
  it('reads its whole state from the URL and asks the API with it', async () => {
    const api = shellServer(admin, { 'GET /api/admin/users/': pageOf([user()]) });
    renderApp('/admin/users?search=ир&city=2&active=yes&ordering=-last_name&page=1', { token: 't' });
    const table = await screen.findByRole('table', { name: 'Пользователи' });
    expect(await within(table).findByText('irina')).toBeInTheDocument();
    expect(within(table).getByText('Крипто')).toBeInTheDocument();
    expect(api.paths()).toContain('GET /api/admin/users/?page=1&size=20&ordering=-last_name&search=%D0%B8%D1%80&city=2&is_active=true');
    expect(screen.getByRole('searchbox')).toHaveValue('ир');
  });

  it('puts a filter and a sort into the URL, back at page 1', async () => {
    shellServer(admin, { 'GET /api/admin/users/': pageOf([user()]) });
    renderApp('/admin/users?page=3', { token: 't' });
    await screen.findByRole('table', { name: 'Пользователи' });
    await userEvent.selectOptions(screen.getByLabelText('Активность'), 'no');
    await waitFor(() => expect(currentPath()).toBe('/admin/users'));
    await userEvent.click(screen.getByRole('button', { name: 'Роль: сортировать' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Роль: сортировать' }).closest('th')).toHaveAttribute('aria-sort', 'ascending'));
  });

  it('creates a user and shows the temporary password once', async () => {
    const api = shellServer(admin, {
      'GET /api/admin/users/': pageOf([]),
      'POST /api/admin/users/create/': { user: user({ username: 'newbie', must_change_password: true }), temporary_password: 'abcdefg-hijkmnp' },
    });
    renderApp('/admin/users', { token: 't' });
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить пользователя' }));
    const form = screen.getByRole('form', { name: 'Новый пользователь' });
    await userEvent.type(within(form).getByLabelText('Имя пользователя'), 'newbie');
    await userEvent.click(within(form).getByLabelText('Крипто'));
    await userEvent.click(within(form).getByRole('button', { name: 'Создать' }));
    expect(await screen.findByRole('dialog', { name: 'Временный пароль' })).toHaveTextContent('abcdefg-hijkmnp');
    const sent = api.requests.find((r) => r.url.endsWith('/api/admin/users/create/'));
    expect(await sent!.json()).toMatchObject({ username: 'newbie', role: 'Кассир', permissions: { isCryptoTransactionPageActive: true } });
  });

  it('deactivates a user after a confirmation', async () => {
    const api = shellServer(admin, {
      'GET /api/admin/users/': pageOf([user()]),
      'PUT /api/admin/users/5/active/': user({ is_active: false }),
    });
    renderApp('/admin/users', { token: 't' });
    await userEvent.click(await screen.findByRole('button', { name: 'Деактивировать irina' }));
    await userEvent.click(screen.getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(api.paths()).toContain('PUT /api/admin/users/5/active/'));
  });

  it('does not exist for anyone but an admin: the not-found page, no call', async () => {
    const api = shellServer(makeMe());
    renderApp('/admin/users', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Страница не найдена.' })).toBeInTheDocument();
    expect(api.paths().filter((p) => p.includes('/admin/'))).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Админка' })).not.toBeInTheDocument();
  });

  it('is in the header for admins', async () => {
    shellServer(admin);
    renderApp('/cities/', { token: 't' });
    expect(await screen.findByRole('link', { name: 'Админка' })).toHaveAttribute('href', '/admin/users');
  });
});
