import { useEffect } from 'react';
import type { ReceiptKind, ReceiptPaper } from '../../shared/contract/receipts';
import { useFileDelivery } from '../api/fileDelivery';
import { Button } from './Button';

/** The key that prints the last receipt, on every screen that offers one (docs/web/operations.md). */
export const RECEIPT_KEY = 'F9';

interface Props {
  kind: ReceiptKind;
  id: number;
  /** F9 prints it too (the one receipt a screen has just offered). */
  withKey?: boolean;
  /** Only the 80 mm button, small (a table row's). */
  compact?: boolean;
}

/**
 * «Печать чека»: the client's receipt from the server (GET /api/print_receipt/), opened in the
 * browser's PDF viewer with its print dialog — 80 mm for the receipt printer, or A4.
 * Needs no print permission: a receipt is the client's, not a report.
 */
export function ReceiptButtons({ kind, id, withKey = false, compact = false }: Props) {
  const { run, busy } = useFileDelivery();
  const print = (paper: ReceiptPaper) =>
    run({ path: 'print_receipt/', kind: 'print', params: { record_kind: kind, record_id: id, paper } });

  useEffect(() => {
    if (!withKey) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== RECEIPT_KEY || e.ctrlKey || e.altKey || e.metaKey) return;
      e.preventDefault();
      void print('80mm');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [withKey, kind, id]);

  if (compact) {
    // The visible word starts the name (WCAG 2.5.3, label in name): one who says «Чек» to a
    // speech tool, or looks for it by what is written, finds the button.
    return (
      <Button $variant="ghost" disabled={busy} aria-label={`Чек №${id} — печать`} onClick={() => void print('80mm')} style={{ minHeight: 28, padding: '0 8px' }}>
        Чек
      </Button>
    );
  }
  return (
    <>
      <Button $variant="secondary" disabled={busy} aria-keyshortcuts={withKey ? RECEIPT_KEY : undefined} onClick={() => void print('80mm')}>
        Печать чека{withKey && <kbd aria-hidden="true">{RECEIPT_KEY}</kbd>}
      </Button>
      <Button $variant="ghost" disabled={busy} aria-label="Печать чека на листе A4" onClick={() => void print('a4')}>
        A4
      </Button>
    </>
  );
}
