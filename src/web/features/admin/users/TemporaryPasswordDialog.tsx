import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';

const Secret = styled.output`
  display: block;
  margin: 8px 0 12px;
  padding: 10px 12px;
  font: 600 18px/1.3 ui-monospace, monospace;
  letter-spacing: 0.04em;
  background: #f5f6f8;
  border-radius: 6px;
  user-select: all;
`;

/**
 * The temporary password, shown this once (the server keeps only its hash): the admin hands it
 * over; the user must replace it at the first sign-in.
 */
export function TemporaryPasswordDialog({ username, password, onClose }: { username: string; password: string | null; onClose: () => void }) {
  return (
    <Dialog open={password !== null} title="Временный пароль" onClose={onClose}>
      <p>
        Пароль для <b>{username}</b> показывается один раз. Передайте его пользователю: при входе он задаст свой.
      </p>
      <Secret aria-label="Временный пароль">{password}</Secret>
      <DialogActions>
        <Button onClick={onClose}>Готово</Button>
      </DialogActions>
    </Dialog>
  );
}
