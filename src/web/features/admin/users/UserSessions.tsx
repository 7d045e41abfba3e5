import type { AdminUser } from '../../../../shared/contract';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import { formatInstant } from '../../../ui/formatInstant';
import { useAdminUserSessionsQuery, useEndAdminUserSessionMutation } from './adminUsersApi';

/** A user's open sessions: signed in when, last call when (to the minute), from where; each can be ended. */
export function UserSessions({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { data: sessions, isFetching } = useAdminUserSessionsQuery(user.id);
  const [end, { isLoading: ending }] = useEndAdminUserSessionMutation();
  return (
    <Dialog open title={`Сессии: ${user.username}`} onClose={onClose}>
      {isFetching && !sessions ? (
        <p>Загрузка…</p>
      ) : sessions?.length ? (
        <table aria-label="Сессии">
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
                  <Button $variant="secondary" disabled={ending} onClick={() => end({ id: user.id, session: s.id })}>
                    Завершить
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>Открытых сессий нет.</p>
      )}
      <DialogActions>
        <Button onClick={onClose}>Закрыть</Button>
      </DialogActions>
    </Dialog>
  );
}
