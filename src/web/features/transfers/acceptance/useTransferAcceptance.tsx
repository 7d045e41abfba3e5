import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { baseApi } from '../../../api/baseApi';
import { allTag, registerTag } from '../../../api/tags';
import type { Transfer } from '../../../../shared/contract/ledger';
import { TransferAcceptanceDialog } from './TransferAcceptanceDialog';
import type { AcceptanceAction, TransferAcceptanceOutput } from './transferAcceptanceMachine';

interface Run {
  transfer: Transfer;
  action: AcceptanceAction;
  code?: string;
  key: number;
}

const DONE: Record<'accepted' | 'delivered', string> = { accepted: 'принят', delivered: 'выдан клиенту' };

/**
 * A screen's accept/deliver runs: `start` opens the machine's dialog for a row; when it ends,
 * `notice` says what happened (accepted, delivered) and `onFinished` lets the screen react.
 */
export function useTransferAcceptance(onFinished?: (output: TransferAcceptanceOutput, transfer: Transfer) => void) {
  const dispatch = useDispatch();
  const [run, setRun] = useState<Run | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const start = useCallback((transfer: Transfer, action: AcceptanceAction, code?: string) => {
    setNotice(null);
    setRun({ transfer, action, code, key: Date.now() });
  }, []);

  const dialog = run && (
    <TransferAcceptanceDialog
      key={run.key}
      transfer={run.transfer}
      action={run.action}
      code={run.code}
      onFinished={(output) => {
        setRun(null);
        if (output.outcome === 'accepted' || output.outcome === 'delivered') {
          setNotice(`Перевод №${run.transfer.id} ${DONE[output.outcome]}.`);
        }
        // The row was out of date (taken, gone, or its status moved on): show what is true now.
        if (output.stale) {
          const t = run.transfer;
          dispatch(baseApi.util.invalidateTags([registerTag('Transfer', t.from_cash_register.id), registerTag('Transfer', t.to_cash_register.id), allTag('Transfer')]));
        }
        onFinished?.(output, run.transfer);
      }}
    />
  );
  return { start, dialog, notice, clearNotice: () => setNotice(null) };
}
