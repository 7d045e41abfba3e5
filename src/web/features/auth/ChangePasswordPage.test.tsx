import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_KEY } from '../../api/token';
import { reply } from '../../testing/fakeApi';
import { makeMe, renderApp } from '../../testing/renderApp';
import { shellServer } from '../../testing/shellServer';

const currentPath = () => screen.getByRole('status', { name: 'Текущий адрес' }).textContent;

async function fill(current: string, next: string, again = next) {
  const form = await screen.findByRole('form', { name: 'Смена пароля' });
  await userEvent.type(within(form).getByLabelText(/^(Текущий|Временный) пароль$/), current);
  await userEvent.type(within(form).getByLabelText('Новый пароль'), next);
  await userEvent.type(within(form).getByLabelText('Новый пароль ещё раз'), again);
  await userEvent.click(within(form).getByRole('button', { name: 'Сменить пароль' }));
  return form;
}

describe('ChangePasswordPage (/password/)', () => {
  it('sends the current and the new password and says the other sessions ended', async () => {
    const api = shellServer(makeMe(), {
      'POST /api/change_password/': { detail: 'Пароль изменён. Остальные сессии завершены.' },
    });
    renderApp('/password/', { token: 't' });
    await fill('старый пароль', 'новый пароль 2026');
    expect(await screen.findByText('Пароль изменён. Остальные сессии завершены.')).toBeInTheDocument();
    const sent = api.requests.find((r) => r.url.endsWith('/api/change_password/'));
    expect(await sent!.json()).toEqual({ current_password: 'старый пароль', new_password: 'новый пароль 2026' });
    expect(screen.getByRole('link', { name: 'Продолжить' })).toHaveAttribute('href', '/cities/');
  });

  it('checks the rule and the repeat before sending', async () => {
    const api = shellServer();
    renderApp('/password/', { token: 't' });
    const form = await fill('старый пароль', 'коротко', 'другое');
    expect(await within(form).findByText('Пароль слишком короткий: нужно не меньше 10 символов.')).toBeInTheDocument();
    expect(within(form).getByText('Пароли не совпадают.')).toBeInTheDocument();
    expect(api.paths()).not.toContain('POST /api/change_password/');
  });

  it("shows the server's field error under its field", async () => {
    shellServer(makeMe(), { 'POST /api/change_password/': reply(400, { current_password: ['Неверный текущий пароль.'] }) });
    renderApp('/password/', { token: 't' });
    const form = await fill('не тот пароль', 'новый пароль 2026');
    expect(await within(form).findByText('Неверный текущий пароль.')).toBeInTheDocument();
  });
});

describe('after a reset (mustChangePassword)', () => {
  it('sends every address to /password/ first, and lets the user go on once changed', async () => {
    let must = true;
    shellServer(makeMe(), {
      'GET /api/me': () => reply(200, makeMe({ mustChangePassword: must })),
      'POST /api/change_password/': () => {
        must = false;
        return reply(200, { detail: 'Пароль изменён. Остальные сессии завершены.' });
      },
    });
    renderApp('/cities/1/', { token: 't' });
    expect(await screen.findByText('Пароль был сброшен администратором: задайте свой, чтобы продолжить.')).toBeInTheDocument();
    expect(currentPath()).toBe('/password/');
    await fill('временный-пароль', 'новый пароль 2026');
    await userEvent.click(await screen.findByRole('link', { name: 'Продолжить' }));
    expect(await screen.findByRole('heading', { name: 'Города' })).toBeInTheDocument();
    expect(currentPath()).toBe('/cities/');
  });

  it('goes on at once, even while /api/me is still being asked again', async () => {
    // On a busy machine the user clicks Продолжить before the refetched /api/me answers; the
    // cached "must change" must not send them back to /password/.
    let must = true;
    let answerMe: () => void = () => undefined;
    shellServer(makeMe(), {
      'GET /api/me': () => {
        if (must) return reply(200, makeMe({ mustChangePassword: true }));
        return new Promise((resolve) => {
          answerMe = () => resolve(reply(200, makeMe({ mustChangePassword: false })));
        });
      },
      'POST /api/change_password/': () => {
        must = false;
        return reply(200, { detail: 'Пароль изменён. Остальные сессии завершены.' });
      },
    });
    renderApp('/password/', { token: 't' });
    await fill('временный-пароль', 'новый пароль 2026');
    await userEvent.click(await screen.findByRole('link', { name: 'Продолжить' }));
    expect(await screen.findByRole('heading', { name: 'Города' })).toBeInTheDocument();
    expect(currentPath()).toBe('/cities/');
    answerMe();
    await waitFor(() => expect(currentPath()).toBe('/cities/'));
  });

  it('may sign out instead', async () => {
    shellServer(makeMe({ mustChangePassword: true }));
    renderApp('/password/', { token: 't' });
    await userEvent.click(await screen.findByRole('button', { name: 'Выйти' }));
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull());
  });
});
