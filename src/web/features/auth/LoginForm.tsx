import { useEffect } from 'react';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { theme } from '../../ui/theme';
import { paths } from '../../paths';
import { AuthContext } from './AuthContext';
import { loginSchema } from './loginSchema';

const Card = styled.form`
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
 * /login. Fields validate on blur and show errors once touched (spec section 5); the
 * server's refusal (400 non_field_errors, 429 detail) is shown above the button.
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

  const form = useFormik({
    initialValues: { username: '', password: '' },
    validationSchema: loginSchema,
    validateOnBlur: true,
    validateOnChange: false,
    onSubmit: ({ username, password }) => auth.send({ type: 'auth.login', username: username.trim(), password }),
  });
  const errorOf = (field: 'username' | 'password') => (form.touched[field] ? form.errors[field] : undefined);

  return (
    <Card onSubmit={form.handleSubmit} noValidate aria-labelledby="login-title">
      <h1 id="login-title">Вход</h1>
      <TextField
        label="Имя пользователя"
        name="username"
        autoComplete="username"
        autoFocus
        value={form.values.username}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={errorOf('username')}
      />
      <TextField
        label="Пароль"
        name="password"
        type="password"
        autoComplete="current-password"
        value={form.values.password}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={errorOf('password')}
      />
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      <Button type="submit" disabled={busy} style={{ width: '100%' }}>
        {busy ? 'Вход…' : 'Войти'}
      </Button>
    </Card>
  );
}
