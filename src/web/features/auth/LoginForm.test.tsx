import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_KEY } from '../../api/token';
import { fakeApi, reply } from '../../testing/fakeApi';
import { CITIES, makeMe, renderApp } from '../../testing/renderApp';

async function openLogin() {
  renderApp('/login');
  return {
    username: await screen.findByLabelText('Имя пользователя'),
    password: screen.getByLabelText('Пароль'),
    submit: screen.getByRole('button', { name: 'Войти' }),
  };
}

describe('LoginForm', () => {
  it('does not call the server until both fields are filled', async () => {
    const api = fakeApi({});
    const { submit } = await openLogin();
    await userEvent.click(submit);
    expect(await screen.findAllByText('Поле обязательно')).toHaveLength(2);
    expect(api.requests).toHaveLength(0);
  });

  it("shows the server's non_field_errors", async () => {
    fakeApi({
      'POST /api/token-auth/': reply(400, { non_field_errors: ['Невозможно войти с предоставленными учетными данными.'] }),
    });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const { username, password, submit } = await openLogin();
    await userEvent.type(username, 'anna');
    await userEvent.type(password, 'wrong');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Невозможно войти с предоставленными учетными данными.');
    expect(alert).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('posts multipart credentials, stores the token and opens the cities', async () => {
    const api = fakeApi({
      'POST /api/token-auth/': { token: 'fresh' },
      'GET /api/me': makeMe(),
      'GET /api/city/': CITIES,
    });
    const { username, password, submit } = await openLogin();
    await userEvent.type(username, ' anna ');
    await userEvent.type(password, 'secret');
    await userEvent.click(submit);
    expect(await screen.findByRole('heading', { name: 'Города' })).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('fresh');
    const login = api.requests[0];
    expect(login.headers.has('Authorization')).toBe(false);
    const body = await login.formData();
    expect(body.get('username')).toBe('anna');
    expect(body.get('password')).toBe('secret');
    await waitFor(() => expect(api.requests.at(-1)?.headers.get('Authorization')).toBe('Token fresh'));
  });
});
