import { useState } from 'react';
import type { AdminUser } from '../../../../shared/contract';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ConfirmAction, RowAction as Action, RowActions as Row } from '../kit';
import { useResetAdminUserPasswordMutation, useSetAdminUserActiveMutation } from './adminUsersApi';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';
import { UserEdit } from './UserEdit';
import { UserSessions } from './UserSessions';

type Open = null | 'edit' | 'sessions' | 'active' | 'reset';

/** A row's actions; the destructive ones (deactivate, reset) are confirmed first (undo-free). */
export function UserRowActions({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState<Open>(null);
  const [password, setPassword] = useState<string | null>(null);
  const [setActive] = useSetAdminUserActiveMutation();
  const [reset, resetState] = useResetAdminUserPasswordMutation();
  const who = user.username;
  return (
    <Row>
      <Action aria-label={`Изменить ${who}`} onClick={() => setOpen('edit')}>
        Изменить
      </Action>
      <Action aria-label={`Сессии ${who}`} onClick={() => setOpen('sessions')}>
        Сессии
      </Action>
      <Action aria-label={`Сбросить пароль ${who}`} onClick={() => setOpen('reset')}>
        Сбросить пароль
      </Action>
      <Action aria-label={`${user.is_active ? 'Деактивировать' : 'Активировать'} ${who}`} onClick={() => setOpen('active')}>
        {user.is_active ? 'Деактивировать' : 'Активировать'}
      </Action>
      {open === 'edit' && <UserEdit user={user} onClose={() => setOpen(null)} />}
      {open === 'sessions' && <UserSessions user={user} onClose={() => setOpen(null)} />}
      <ConfirmAction
        open={open === 'active'}
        title={user.is_active ? `Деактивировать ${who}?` : `Активировать ${who}?`}
        action={() => setActive({ id: user.id, is_active: !user.is_active }).unwrap()}
        onClose={() => setOpen(null)}
      >
        {user.is_active ? 'Все его сессии завершатся сразу; войти он не сможет, пока его снова не активируют.' : 'Он снова сможет войти.'}
      </ConfirmAction>
      <ConfirmDialog
        open={open === 'reset'}
        title={`Сбросить пароль ${who}?`}
        busy={resetState.isLoading}
        onCancel={() => setOpen(null)}
        onConfirm={async () => {
          const answer = await reset({ id: user.id }).unwrap().catch(() => null);
          setOpen(null);
          if (answer) setPassword(answer.temporary_password);
        }}
      >
        Старый пароль и все сессии перестанут действовать; новый временный пароль покажется один раз.
      </ConfirmDialog>
      <TemporaryPasswordDialog username={who} password={password} onClose={() => setPassword(null)} />
    </Row>
  );
}
