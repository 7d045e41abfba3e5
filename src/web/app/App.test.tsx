import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_KEY } from '../api/token';
import { fakeApi, reply } from '../testing/fakeApi';
import { CITIES, makeMe, renderApp } from '../testing/renderApp';

const currentPath = () => screen.getByRole('status', { name: 'Текущий адрес' }).textContent;

function serverFor(me = makeMe()) {
  return fakeApi({
    'GET /api/me': me,
    'GET /api/city/': CITIES,
    'GET /api/city/1/': { id: 1, name: 'Москва' },
    'GET /api/cash_register/': { count: 1, next: null, previous: null, results: [{ id: 7, name: 'Касса №1', city: { id: 1, name: 'Москва' } }] },
    'GET /api/cash_register/7/': { id: 7, name: 'Касса №1', city: { id: 1, name: 'Москва' } },
    'GET /api/logout': {},
    'GET /api/stop_site/': { detail: 'Сайт выключен.' },
  });
}

describe('access flow (spec section 2)', () => {
  it('sends / with a token to the cities page', async () => {
    serverFor();
    const { store } = renderApp('/', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Города' })).toBeInTheDocument();
    expect(currentPath()).toBe('/cities/');
    // The spec's auth boolean, mirrored from the auth machine.
    expect(store.getState().auth.auth).toBe(true);
  });

  it.each(['/', '/cities/', '/cities/1/', '/cash-registers/7/search/', '/nowhere'])('sends %s without a token to /login', async (path) => {
    const api = serverFor();
    renderApp(path);
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(api.requests).toHaveLength(0);
  });

  it('logs out: GET /api/logout with the token, token removed, back to /login', async () => {
    const api = serverFor();
    const { store } = renderApp('/cities/', { token: 't' });
    await userEvent.click(await screen.findByRole('button', { name: 'Выйти' }));
    expect(store.getState().auth.auth).toBe(false);
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    await waitFor(() => expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull());
    const logout = api.requests.find((r) => r.url.endsWith('/api/logout'));
    expect(logout?.headers.get('Authorization')).toBe('Token t');
  });

  it('works under StrictMode (effects mounted twice), as in development', async () => {
    const api = serverFor();
    renderApp('/', { token: 't', strict: true });
    expect(await screen.findByRole('link', { name: 'Москва' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Выйти' }));
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull());
    expect(api.paths().filter((p) => p === 'GET /api/logout')).toHaveLength(1);
  });

  it('goes to /login and forgets the token when the server answers 401', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ 'GET /api/me': reply(401, { detail: 'Недействительный токен.' }), 'GET /api/city/': reply(401, {}) });
    renderApp('/cities/', { token: 'revoked' });
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('shows the "site is off" page once any call answers 503', async () => {
    fakeApi({ 'GET /api/me': reply(503, { detail: 'Сайт выключен администратором.' }), 'GET /api/city/': reply(503, {}) });
    renderApp('/cities/', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Сайт выключен' })).toBeInTheDocument();
    expect(screen.getByText('Сайт выключен администратором.')).toBeInTheDocument();
  });
});

describe('error catalogue on a screen (spec section 8)', () => {
  it('alerts a failed call with the server message and keeps the screen', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    fakeApi({ 'GET /api/me': makeMe(), 'GET /api/city/': reply(500, { detail: 'Внутренняя ошибка сервера.' }) });
    renderApp('/cities/', { token: 't' });
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Внутренняя ошибка сервера.'));
    expect(await screen.findByText('Нет данных')).toBeInTheDocument();
    alert.mockRestore();
  });

  it('stays silent on a 403', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const api = fakeApi({ 'GET /api/me': makeMe(), 'GET /api/city/': reply(403, { detail: 'Нет прав' }) });
    renderApp('/cities/', { token: 't' });
    expect(await screen.findByText('Нет данных')).toBeInTheDocument();
    await waitFor(() => expect(api.paths()).toContain('GET /api/city/?page=1&size=100'));
    expect(alert).not.toHaveBeenCalled();
    expect(currentPath()).toBe('/cities/');
    alert.mockRestore();
  });
});

describe('the shell', () => {
  it('shows the user, role and the cities menu without the print entry for a plain user', async () => {
    serverFor(makeMe());
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
    serverFor(makeMe({}, { isAllowToPrint: true }));
    renderApp('/cities/', { token: 't' });
    expect(await screen.findByRole('link', { name: 'Печатать отчеты' })).toHaveAttribute('href', '/cities/print/');
    expect(screen.queryByRole('button', { name: 'Выключить сайт' })).not.toBeInTheDocument();
  });

  it('gives admins the print entry and the switch-off icon; Да switches the site off', async () => {
    const api = serverFor(makeMe({ isAdmin: true, role: 'Администратор' }));
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

  it('lists cities as links to their cash registers', async () => {
    serverFor();
    renderApp('/cities/', { token: 't' });
    const table = await screen.findByRole('table', { name: 'Города' });
    expect(await within(table).findByRole('link', { name: 'Москва' })).toHaveAttribute('href', '/cities/1/');
    expect(within(table).getByRole('link', { name: 'Казань' })).toHaveAttribute('href', '/cities/2/');
  });

  it('shows a city: side menu, breadcrumbs Города > city, its cash registers', async () => {
    const api = serverFor();
    renderApp('/cities/1/', { token: 't' });
    const crumbs = await screen.findByRole('navigation', { name: 'Навигационная цепочка' });
    expect(within(crumbs).getByRole('link', { name: 'Города' })).toHaveAttribute('href', '/cities/');
    expect(await within(crumbs).findByText('Москва')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Город' });
    for (const label of ['Кассы', 'Кредиторы \\ Дебиторы', 'Незавершенные переводы', 'Отчеты по городу']) {
      expect(within(menu).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(await screen.findByRole('link', { name: 'Касса №1' })).toHaveAttribute('href', '/cash-registers/7/');
    expect(api.paths()).toContain('GET /api/cash_register/?city=1&page=1&size=100');
  });

  it('shows a cash register with Города > city > register and its menu', async () => {
    serverFor();
    renderApp('/cash-registers/7/transfers/', { token: 't' });
    const crumbs = await screen.findByRole('navigation', { name: 'Навигационная цепочка' });
    expect(await within(crumbs).findByRole('link', { name: 'Москва' })).toHaveAttribute('href', '/cities/1/');
    expect(within(crumbs).getByText('Касса №1')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Касса' });
    for (const label of ['Операции', 'Переводы', 'Кредиторы \\ Дебиторы', 'Доходы \\ Расходы', 'Поиск по коду']) {
      expect(within(menu).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(await screen.findByRole('heading', { name: 'Переводы' })).toBeInTheDocument();
  });

  it('renders nothing inside a city layout without a usable id', async () => {
    const api = serverFor();
    renderApp('/cities/abc/', { token: 't' });
    // Give the lazy layout time to load, then check it chose to show nothing.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(currentPath()).toBe('/cities/abc/');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('shows the not-found page inside the default layout', async () => {
    serverFor();
    renderApp('/nowhere', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Страница не найдена.' })).toBeInTheDocument();
    expect(await screen.findByText('Анна Иванова')).toBeInTheDocument();
  });
});
