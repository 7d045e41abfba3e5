import styled from 'styled-components';
import type { AdminUser } from '../../../../shared/contract';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import { formatInstant } from '../../../ui/formatInstant';
import { useAdminUserSessionsQuery, useEndAdminUserSessionMutation } from './adminUsersApi';

const Sessions = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  th, td { padding: 6px 4px; text-align: left; vertical-align: middle; }
`;

const End = styled(Button).attrs({ $variant: 'secondary' as const })`
  min-height: 30px;
  padding: 0 8px;
  font-size: 13px;
`;

/** A user's open sessions: signed in when, last call when (to the minute), from where; each can be ended. */
export function UserSessions({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { data: sessions, isFetching } = useAdminUserSessionsQuery(user.id);
  const [end, { isLoading: ending }] = useEndAdminUserSessionMutation();
  return (
    <Dialog open title={`Сессии: ${user.username}`} onClose={onClose}>
      {isFetching && !sessions ? (
        <p>Загрузка…</p>
      ) : sessions?.length ? (
        <Sessions aria-label="Сессии">
          <thead>
            <tr>
              <th>Вход</th>
              <th>Последний вызов</th>
              <th>Адрес</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {sessions.map((s) => (
              <tr key={s.id}>
                <td>{formatInstant(s.signed_in_at)}</td>
                <td>{formatInstant(s.last_used_at)}</td>
                <td>{s.address ?? '—'}</td>
                <td>
                  <End disabled={ending} onClick={() => end({ id: user.id, session: s.id })}>
                    Завершить
                  </End>
                </td>
              </tr>
            ))}
          </tbody>
        </Sessions>
      ) : (
        <p>Открытых сессий нет.</p>
      )}
      <DialogActions>
        <Button onClick={onClose}>Закрыть</Button>
      </DialogActions>
    </Dialog>
  );
}
