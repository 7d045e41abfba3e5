import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useGetMeQuery } from '../../api/meApi';
import { paths } from '../../paths';
import { Button } from '../../ui/Button';
import { FormField, KitForm, SubmitButton } from '../../ui/form';
import { theme } from '../../ui/theme';
import { AuthCard } from './AuthCard';
import { AuthContext } from './AuthContext';
import { useChangePasswordMutation } from './accountApi';
import { validateNewPassword, type NewPasswordValues } from './validateNewPassword';

const Note = styled.p`
  margin: 0 0 16px;
  color: ${theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  margin-top: 8px;
`;

const EMPTY: NewPasswordValues = { current_password: '', new_password: '', new_password2: '' };

/**
 * /password/: the signed-in user's own new password — from the header's menu, or first of all
 * after an admin's reset (RequireAuth sends the user here while /api/me says mustChangePassword).
 */
export function ChangePasswordPage() {
  const { data: me } = useGetMeQuery();
  const auth = AuthContext.useActorRef();
  const [change] = useChangePasswordMutation();
  const [done, setDone] = useState<string | null>(null);
  const forced = me?.mustChangePassword ?? false;

  if (done) {
    return (
      <AuthCard $width={400}>
        <h1>Пароль изменён</h1>
        <p role="status">{done}</p>
        <Link to={paths.cities}>Продолжить</Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard $width={400}>
      <h1>Смена пароля</h1>
      {forced && <Note>Пароль был сброшен администратором: задайте свой, чтобы продолжить.</Note>}
      <KitForm<NewPasswordValues>
        label="Смена пароля"
        initialValues={EMPTY}
        validate={validateNewPassword}
        failureMessage="Пароль не изменён."
        onSubmit={async ({ current_password, new_password }) => {
          const answer = await change({ current_password, new_password }).unwrap();
          setDone(answer.detail);
        }}
      >
        <FormField name="current_password" label={forced ? 'Временный пароль' : 'Текущий пароль'} type="password" autoComplete="current-password" />
        <FormField name="new_password" label="Новый пароль" type="password" autoComplete="new-password" hint="Не короче 10 символов, не имя пользователя" />
        <FormField name="new_password2" label="Новый пароль ещё раз" type="password" autoComplete="new-password" />
        <Actions>
          <SubmitButton>Сменить пароль</SubmitButton>
          {forced ? (
            <Button $variant="ghost" onClick={() => auth.send({ type: 'auth.logout' })}>
              Выйти
            </Button>
          ) : (
            <Link to={paths.cities}>Отмена</Link>
          )}
        </Actions>
      </KitForm>
    </AuthCard>
  );
}
