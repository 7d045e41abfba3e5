import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_KEY } from '../api/token';
import { fakeApi, reply } from '../testing/fakeApi';
import { makeMe, renderApp } from '../testing/renderApp';
import { shellServer as serverFor } from '../testing/shellServer';

const currentPath = () => screen.getByRole('status', { name: 'Текущий адрес' }).textContent;


describe('access flow (docs/PRODUCT.md §2)', () => {
  it('sends / with a token to the cities page', async () => {
    serverFor();
    const { store } = renderApp('/', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Города' })).toBeInTheDocument();
    expect(currentPath()).toBe('/cities/');
    // The auth boolean of docs/PRODUCT.md §3, mirrored from the auth machine.
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

  it('logs out on a server that does not answer: the token leaves storage before the logout call ends', async () => {
    let answer: () => void = () => {};
    const api = serverFor(makeMe(), { 'GET /api/logout': () => new Promise((resolve) => (answer = () => resolve(reply(200, {})))) });
    renderApp('/cities/', { token: 't' });
    await userEvent.click(await screen.findByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(api.requests.find((r) => r.url.endsWith('/api/logout'))).toBeDefined());
    // Still waiting for the server: nothing of the session is left in the browser's storage.
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(api.requests.find((r) => r.url.endsWith('/api/logout'))?.headers.get('Authorization')).toBe('Token t');
    answer();
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('«Выйти везде» in the account menu: POST /api/logout_all/, token removed, back to /login', async () => {
    const api = serverFor(makeMe(), { 'POST /api/logout_all/': { detail: 'Вы вышли из системы на всех устройствах.' } });
    renderApp('/cities/', { token: 't' });
    await userEvent.click(await screen.findByRole('button', { name: 'Учётная запись' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Выйти везде' }));
    await userEvent.click(screen.getByRole('button', { name: 'Да' }));
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    await waitFor(() => expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull());
    expect(api.paths()).toContain('POST /api/logout_all/');
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

  it('says "Сессия истекла, войдите снова" on /login when the token expired', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ 'GET /api/me': reply(401, { detail: 'Сессия истекла, войдите снова.' }), 'GET /api/city/': reply(401, { detail: 'Сессия истекла, войдите снова.' }) });
    renderApp('/cities/', { token: 'expired' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Сессия истекла, войдите снова');
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

describe('error catalogue on a screen (docs/PRODUCT.md §8)', () => {
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
