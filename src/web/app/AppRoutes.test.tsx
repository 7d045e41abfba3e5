import { screen, waitFor } from '@testing-library/react';
import { TOKEN_KEY } from '../api/token';
import { fakeApi } from '../testing/fakeApi';
import { makeMe, renderApp } from '../testing/renderApp';

// The cities screen breaks while rendering, as a bug in any screen would.
jest.mock('../features/cities/CityList', () => ({
  CityList: () => {
    throw new TypeError("Cannot read properties of undefined (reading 'results')");
  },
}));

const currentPath = () => screen.getByRole('status', { name: 'Текущий адрес' }).textContent;

describe('a render error other than 401 (docs/PRODUCT.md §2)', () => {
  it('sends the user to /login and keeps the token', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeApi({ 'GET /api/me': makeMe() });
    const { store } = renderApp('/cities/', { token: 't' });

    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    // Not a 401: the server still accepts the token, so the session is not ended.
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('t');
    expect(store.getState().auth.auth).toBe(true);
    expect(api.paths()).not.toContain('GET /api/logout');
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('Render error, back to /login:', expect.objectContaining({ name: 'TypeError' })),
    );
    consoleError.mockRestore();
  });
});
