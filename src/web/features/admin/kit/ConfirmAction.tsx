import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../api/errors';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import { theme } from '../../../ui/theme';

const Refusal = styled.div`
  margin-top: 12px;
  padding: 10px 12px;
  color: ${theme.colors.danger};
  background: #fdf0f0;
  border-radius: ${theme.radius};
  white-space: pre-line;
  p { margin: 0 0 4px; }
`;

/** Every message of a DRF 400 body, in order ({"is_active": ["…", "…"]} → two lines). */
function refusalLines(error: unknown): string[] {
  const body = (error as { status?: unknown; data?: unknown })?.data;
  if ((error as { status?: unknown })?.status === 400 && body && typeof body === 'object' && !Array.isArray(body)) {
    const lines = Object.values(body as Record<string, unknown>).flatMap((v) => (Array.isArray(v) ? v : [v])).filter((v): v is string => typeof v === 'string');
    if (lines.length) return lines;
  }
  return [errorMessage(error)];
}

interface Props {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The write; a refusal (400) stays in the dialog with the server's reasons, anything else too. */
  action: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * A confirmed destructive action (react-admin's undo-free, confirmed style): Да runs it; when
 * the server refuses, its reasons show in the dialog (role="alert") and it stays open.
 */
export function ConfirmAction({ open, title, children, action, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string[] | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await action();
      close();
    } catch (error) {
      setRefusal(refusalLines(error));
    } finally {
      setBusy(false);
    }
  };
  // Нет first, the safe answer (as ConfirmDialog); after a refusal only Закрыть is left.
  return (
    <Dialog open={open} title={title} onClose={busy ? () => {} : close}>
      <div>{children}</div>
      {refusal && (
        <Refusal role="alert">
          {refusal.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Refusal>
      )}
      <DialogActions>
        {refusal ? (
          <Button onClick={close}>Закрыть</Button>
        ) : (
          <>
            <Button $variant="secondary" onClick={close} disabled={busy}>
              Нет
            </Button>
            <Button onClick={confirm} disabled={busy}>
              Да
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
