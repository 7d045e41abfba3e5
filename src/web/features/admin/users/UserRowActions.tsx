import { useState } from 'react';
import styled from 'styled-components';
import type { AdminUser } from '../../../../shared/contract';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useResetAdminUserPasswordMutation, useSetAdminUserActiveMutation } from './adminUsersApi';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';
import { UserEdit } from './UserEdit';
import { UserSessions } from './UserSessions';

const Row = styled.div`
  display: flex;
  gap: 4px;
  flex-wrap: nowrap;
`;

/** Four actions a row: smaller than the page's buttons, so the row fits a 1280 px screen. */
const Action = styled(Button).attrs({ $variant: 'secondary' as const })`
  min-height: 30px;
  padding: 0 8px;
  font-size: 13px;
`;

type Open = null | 'edit' | 'sessions' | 'active' | 'reset';

/** A row's actions; the destructive ones (deactivate, reset) are confirmed first (undo-free). */
export function UserRowActions({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState<Open>(null);
  const [password, setPassword] = useState<string | null>(null);
  const [setActive, activeState] = useSetAdminUserActiveMutation();
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
      <ConfirmDialog
        open={open === 'active'}
        title={user.is_active ? `Деактивировать ${who}?` : `Активировать ${who}?`}
        busy={activeState.isLoading}
        onCancel={() => setOpen(null)}
        onConfirm={async () => {
          await setActive({ id: user.id, is_active: !user.is_active }).unwrap().catch(() => undefined);
          setOpen(null);
        }}
      >
        {user.is_active ? 'Все его сессии завершатся сразу; войти он не сможет, пока его снова не активируют.' : 'Он снова сможет войти.'}
      </ConfirmDialog>
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
