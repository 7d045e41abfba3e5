import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog, DialogActions } from './Dialog';

interface Props {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  title?: string;
  children?: ReactNode;
  /** While the confirmed action runs: both answers are disabled. */
  busy?: boolean;
}

/** "Are you sure?" with Да/Нет (docs/PRODUCT.md §2); Нет has focus first, the safe answer. */
export function ConfirmDialog({ open, onConfirm, onCancel, title = 'Подтвердите действие', children, busy }: Props) {
  return (
    <Dialog open={open} title={title} onClose={busy ? () => {} : onCancel}>
      {children && <p>{children}</p>}
      <DialogActions>
        <Button $variant="secondary" onClick={onCancel} disabled={busy}>
          Нет
        </Button>
        <Button onClick={onConfirm} disabled={busy}>
          Да
        </Button>
      </DialogActions>
    </Dialog>
  );
}
