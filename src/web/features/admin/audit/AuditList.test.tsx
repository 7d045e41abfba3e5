import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '../../../../shared/contract';
import { makeMe, renderApp } from '../../../testing/renderApp';
import { shellServer } from '../../../testing/shellServer';
import { pageOf } from '../../../testing/page';

const admin = makeMe({ isAdmin: true, role: 'Администратор' });
const currentPath = () => screen.getByRole('status', { name: 'Текущий адрес' }).textContent;

const update: AuditEntry = {
  id: 41, created_at: '2026-11-24T09:30:00.000Z', user: { id: 1, name: 'Анна Админова' }, actor: 'admin',
  action: 'user.update', kind: 'user', record_id: '12',
  before: { id: 12, username: 'kamila', is_crypto_transaction_page_active: true, role: 'Кассир' },
  after: { id: 12, username: 'kamila', is_crypto_transaction_page_active: false, role: 'Кассир' },
  details: { cityIds: [3] },
};
const create: AuditEntry = { ...update, id: 40, action: 'user.create', before: null, after: update.before, details: {} };

describe('/admin/audit', () => {
  it('asks with the filters of its URL; a record number filters to that record', async () => {
    const api = shellServer(admin, { 'GET /api/audit/': pageOf([update, create]), 'GET /api/admin/users/': pageOf([]) });
    renderApp('/admin/audit?user=1&kind=user&from=2026-11-01&to=2026-11-24', { token: 't' });
    const table = await screen.findByRole('table', { name: 'Журнал изменений' });
    await within(table).findAllByText('Пользователь: изменение');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Пользователь: изменение');
    expect(rows[1]).toHaveTextContent('is_crypto_transaction_page_active');
    expect(rows[2]).toHaveTextContent('создана');
    expect(api.paths()).toContain('GET /api/audit/?page=1&size=20&user=1&kind=user&from_date=2026-11-01&to_date=2026-11-24');
    await userEvent.click(within(rows[1]).getByRole('button', { name: 'Все изменения: Пользователь № 12' }));
    await waitFor(() => expect(api.paths()).toContain('GET /api/audit/?page=1&size=20&user=1&kind=user&record=12&from_date=2026-11-01&to_date=2026-11-24'));
    expect(currentPath()).toBe('/admin/audit');
    expect(screen.getByLabelText('Запись №')).toHaveValue('12');
  });

  it('opens an entry: the record before and after, the changed field highlighted; only the changed ones on request', async () => {
    shellServer(admin, { 'GET /api/audit/': pageOf([update]), 'GET /api/admin/users/': pageOf([]) });
    renderApp('/admin/audit', { token: 't' });
    await userEvent.click(await screen.findByRole('button', { name: 'Открыть запись журнала 41' }));
    const dialog = screen.getByRole('dialog', { name: 'Пользователь: изменение — № 12' });
    const fields = within(dialog).getByRole('table', { name: 'Запись до и после' });
    const changed = within(fields).getByText('is_crypto_transaction_page_active').closest('tr')!;
    expect(changed).toHaveAttribute('data-changed', 'true');
    expect(changed).toHaveTextContent('(изменено)truefalse');
    expect(within(fields).getByText('username').closest('tr')).toHaveAttribute('data-changed', 'false');
    expect(dialog).toHaveTextContent('"cityIds"');
    await userEvent.click(within(dialog).getByLabelText('Только изменённые'));
    expect(within(fields).getAllByRole('row')).toHaveLength(2);
  });

  it('downloads every row matching the filters as XLSX', async () => {
    const api = shellServer(admin, {
      'GET /api/audit/': pageOf([update]),
      'GET /api/admin/users/': pageOf([]),
      'GET /api/print_audit/': () => ({ status: 200, body: 'x', headers: { 'Content-Disposition': "attachment; filename=\"a.xlsx\"" } }),
    });
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    // The browser saves the file through a link's click; jsdom cannot navigate.
    const saved = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/admin/audit?kind=user.update&record=12', { token: 't' });
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать XLSX' }));
    await waitFor(() => expect(api.paths()).toContain('GET /api/print_audit/?kind=user.update&record=12&format=xlsx'));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    saved.mockRestore();
  });
});
