import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../testing/fakeApi';
import { makeMe, renderApp } from '../testing/renderApp';
import { shellServer } from '../testing/shellServer';

const currentPath = () => screen.getByRole('status', { name: 'Текущий адрес' }).textContent;
const notFound = () => screen.findByRole('heading', { name: 'Страница не найдена.' });

describe('the shell (docs/PRODUCT.md §2)', () => {
  it('shows the user, role and the cities menu without the print entry for a plain user', async () => {
    shellServer(makeMe());
    renderApp('/cities/', { token: 't' });
    expect(await screen.findByText('Анна Иванова')).toBeInTheDocument();
    expect(screen.getByText('Кассир')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Раздел городов' });
    expect(within(menu).getByRole('link', { name: 'Города' })).toHaveAttribute('href', '/cities/');
    expect(within(menu).getByRole('link', { name: 'Отчеты по городам' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Печатать отчеты' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Выключить сайт' })).not.toBeInTheDocument();
  });

  it('offers "Печатать отчеты" to users allowed to print', async () => {
    shellServer(makeMe({}, { isAllowToPrint: true }));
    renderApp('/cities/', { token: 't' });
    expect(await screen.findByRole('link', { name: 'Печатать отчеты' })).toHaveAttribute('href', '/cities/print/');
    expect(screen.queryByRole('button', { name: 'Выключить сайт' })).not.toBeInTheDocument();
  });

  it('gives admins the print entry and the switch-off icon; Да switches the site off', async () => {
    const api = shellServer(makeMe({ isAdmin: true, role: 'Администратор' }));
    renderApp('/cities/', { token: 't' });
    expect(await screen.findByRole('link', { name: 'Печатать отчеты' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Выключить сайт' }));
    const dialog = screen.getByRole('dialog', { name: 'Выключить сайт?' });
    expect(dialog).toHaveTextContent('сайт и страница администратора станут недоступны');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Нет' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.paths()).not.toContain('GET /api/stop_site/');

    await userEvent.click(screen.getByRole('button', { name: 'Выключить сайт' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Да' }));
    expect(await screen.findByRole('heading', { name: 'Сайт выключен' })).toBeInTheDocument();
    expect(api.paths()).toContain('GET /api/stop_site/');
  });
});

describe('sections as nested routes', () => {
  it('shows a city: side menu and breadcrumbs Города > city', async () => {
    shellServer();
    renderApp('/cities/1/', { token: 't' });
    const crumbs = await screen.findByRole('navigation', { name: 'Навигационная цепочка' });
    expect(within(crumbs).getByRole('link', { name: 'Города' })).toHaveAttribute('href', '/cities/');
    expect(within(crumbs).getByText('Москва')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Город' });
    for (const label of ['Кассы', 'Кредиторы \\ Дебиторы', 'Незавершенные переводы', 'Отчеты по городу']) {
      expect(within(menu).getByRole('link', { name: label })).toBeInTheDocument();
    }
  });

  it("shows a register's screen with Города > city > register > screen and the register's menu", async () => {
    shellServer();
    renderApp('/cash-registers/7/transfers/', { token: 't' });
    const crumbs = await screen.findByRole('navigation', { name: 'Навигационная цепочка' });
    expect(within(crumbs).getByRole('link', { name: 'Москва' })).toHaveAttribute('href', '/cities/1/');
    expect(within(crumbs).getByRole('link', { name: 'Касса №1' })).toHaveAttribute('href', '/cash-registers/7/');
    expect(within(crumbs).getByText('Переводы')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Касса' });
    for (const label of ['Операции', 'Переводы', 'Кредиторы \\ Дебиторы', 'Доходы \\ Расходы', 'Поиск по коду']) {
      expect(within(menu).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(await screen.findByRole('heading', { name: 'Переводы' })).toBeInTheDocument();
  });

  it.each(['/cities/abc/', '/cash-registers/abc/', '/cash-registers/0/search/'])(
    'shows %s as the not-found page inside the layout, asking nothing about it',
    async (path) => {
      const api = shellServer();
      renderApp(path, { token: 't' });
      expect(await notFound()).toBeInTheDocument();
      expect(await within(screen.getByRole('banner')).findByText('Анна Иванова')).toBeInTheDocument();
      expect(currentPath()).toBe(path);
      expect(api.paths()).toEqual(['GET /api/me']);
    },
  );

  it.each([
    ['/cities/5/', 'GET /api/city/5/'],
    ['/cash-registers/9/transfers/', 'GET /api/cash_register/9/'],
  ])("shows another city's %s as one not-found page: no alert, no '…' crumbs, no screen calls", async (path, call) => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const api = shellServer(makeMe(), { [call]: reply(404, { detail: 'Страница не найдена.' }) });
    renderApp(path, { token: 't' });
    expect(await notFound()).toBeInTheDocument();
    expect(screen.queryByText('…')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Навигационная цепочка' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.paths()).toContain(call));
    expect(api.paths().filter((p) => p !== 'GET /api/me' && p !== call)).toEqual([]);
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('alerts other failures of the page object as the error catalogue says, and says the page did not load', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    shellServer(makeMe(), { 'GET /api/city/1/': reply(500, { detail: 'Сбой базы данных.' }) });
    renderApp('/cities/1/', { token: 't' });
    expect(await screen.findByText(/Не удалось загрузить страницу/)).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith('Сбой базы данных.');
    alert.mockRestore();
  });

  it.each(['/cities/1/nothing-here/', '/cities/reports/extra/', '/nowhere'])('shows an unknown address %s as the not-found page with the header', async (path) => {
    shellServer();
    renderApp(path, { token: 't' });
    expect(await notFound()).toBeInTheDocument();
    expect(await screen.findByText('Анна Иванова')).toBeInTheDocument();
  });
});
