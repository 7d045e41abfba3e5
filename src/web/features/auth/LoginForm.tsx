import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { controlAria, FieldFrame, inputCss } from '../../ui/form/FieldFrame';
import { theme } from '../../ui/theme';
import { paths } from '../../paths';
import { AuthCard } from './AuthCard';
import { AuthContext } from './AuthContext';
import { validateLogin, type LoginErrors, type LoginValues } from './validateLogin';

const Input = styled.input`
  ${inputCss}
`;

const ServerError = styled.p`
  color: ${theme.colors.danger};
  margin: 0 0 14px;
  white-space: pre-line;
`;

type Field = keyof LoginValues;
const EMPTY: LoginValues = { username: '', password: '' };

/**
 * /login. The sign-in itself runs in the auth machine, whose error (400 non_field_errors, 429
 * detail) is shown above the button. The form follows the form kit's rules (ui/form: checked
 * when a field is left and on submit, an error shown once its field was left or changed) but
 * not its formik: /login's JavaScript has a budget (120 KB gzip, docs/PERFORMANCE.md), and
 * formik would be a tenth of it for two fields. It looks the same (FieldFrame, inputCss).
 */
export function LoginForm() {
  const navigate = useNavigate();
  const auth = AuthContext.useActorRef();
  const busy = AuthContext.useSelector((s) => s.matches('loggingIn'));
  const serverError = AuthContext.useSelector((s) => s.context.error);
  const [values, setValues] = useState<LoginValues>(EMPTY);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const ids = { username: useId(), password: useId() };

  useEffect(() => {
    const sub = auth.on('auth.loggedIn', () => navigate(paths.cities, { replace: true }));
    return () => sub.unsubscribe();
  }, [auth, navigate]);

  const shown = (field: Field) => ((touched[field] || values[field] !== EMPTY[field]) && errors[field]) || undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    setTouched({ username: true, password: true });
    if (Object.keys(found).length > 0 || busy) return;
    auth.send({ type: 'auth.login', username: values.username.trim(), password: values.password });
  };
  const field = (name: Field, label: string, props: { type?: string; autoComplete: string; autoFocus?: boolean }) => (
    <FieldFrame id={ids[name]} label={label} error={shown(name)}>
      <Input
        {...props}
        name={name}
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        onBlur={() => {
          setTouched((t) => ({ ...t, [name]: true }));
          setErrors(validateLogin(values));
        }}
        {...controlAria(ids[name], shown(name))}
      />
    </FieldFrame>
  );

  return (
    <AuthCard $width={360}>
      <h1 id="login-title">Вход</h1>
      <form noValidate aria-label="Вход" onSubmit={submit}>
        {field('username', 'Имя пользователя', { autoComplete: 'username', autoFocus: true })}
        {field('password', 'Пароль', { type: 'password', autoComplete: 'current-password' })}
        {serverError && <ServerError role="alert">{serverError}</ServerError>}
        {/* The auth machine knows when the sign-in is under way. */}
        <Button type="submit" disabled={busy} style={{ width: '100%' }}>
          {busy ? 'Вход…' : 'Войти'}
        </Button>
      </form>
    </AuthCard>
  );
}
