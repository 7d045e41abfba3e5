import { useState, type ReactNode } from 'react';
import { Button } from './Button';
import { Dialog, DialogActions } from './Dialog';

type Kind = 'print' | 'download';

const TEXT: Record<Kind, { button: string; run: string }> = {
  print: { button: 'Печать', run: 'Печатать' },
  download: { button: 'Скачать', run: 'Загрузить' },
};

interface Props {
  kind: Kind;
  /** canPrint(me): admins always, others with isAllowToPrint; otherwise nothing renders. */
  allowed: boolean;
  onRun: () => void | Promise<unknown>;
  /** Fields of the 'Параметры' dialog; without them the button runs straight away. */
  params?: ReactNode;
  label?: string;
  disabled?: boolean;
}

/** The download/print button of docs/PRODUCT.md §2, with its optional 'Параметры' dialog. */
export function PrintButton({ kind, allowed, onRun, params, label, disabled }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!allowed) return null;

  const run = async () => {
    setBusy(true);
    try {
      await onRun();
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button $variant="secondary" disabled={disabled || busy} onClick={() => (params ? setOpen(true) : void run())}>
        {label ?? TEXT[kind].button}
      </Button>
      <Dialog open={open} title="Параметры" onClose={() => !busy && setOpen(false)}>
        {params}
        <DialogActions>
          <Button $variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
            Отмена
          </Button>
          <Button onClick={() => void run()} disabled={busy}>
            {TEXT[kind].run}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
