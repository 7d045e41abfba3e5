import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/form/FormField';
import { KitForm } from '../../ui/form/KitForm';
import { theme } from '../../ui/theme';
import { paths } from '../../paths';
import { AuthContext } from './AuthContext';
import { validateLogin } from './validateLogin';

const Card = styled.section`
  width: min(360px, 100%);
  padding: 28px 24px;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
`;

const ServerError = styled.p`
  color: ${theme.colors.danger};
  margin: 0 0 14px;
  white-space: pre-line;
`;

/**
 * /login, a form of the kit (ui/form): the sign-in itself runs in the auth machine, whose
 * error (400 non_field_errors, 429 detail) is shown above the button.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const auth = AuthContext.useActorRef();
  const busy = AuthContext.useSelector((s) => s.matches('loggingIn'));
  const serverError = AuthContext.useSelector((s) => s.context.error);

  useEffect(() => {
    const sub = auth.on('auth.loggedIn', () => navigate(paths.cities, { replace: true }));
    return () => sub.unsubscribe();
  }, [auth, navigate]);

  return (
    <Card>
      <h1 id="login-title">Вход</h1>
      <KitForm
        label="Вход"
        initialValues={{ username: '', password: '' }}
        validate={validateLogin}
        onSubmit={async ({ username, password }) => {
          auth.send({ type: 'auth.login', username: username.trim(), password });
        }}
      >
        <FormField name="username" label="Имя пользователя" autoComplete="username" autoFocus />
        <FormField name="password" label="Пароль" type="password" autoComplete="current-password" />
        {serverError && <ServerError role="alert">{serverError}</ServerError>}
        {/* The auth machine, not formik, knows when the sign-in is under way. */}
        <Button type="submit" disabled={busy} style={{ width: '100%' }}>
          {busy ? 'Вход…' : 'Войти'}
        </Button>
      </KitForm>
    </Card>
  );
}
