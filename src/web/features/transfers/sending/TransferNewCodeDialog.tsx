import type { Transfer } from '../../../../shared/contract/ledger';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { TransferCodeDialog } from './TransferCodeDialog';
import { transferMoney } from '../transferLabels';
import { useNewTransferCodeMutation } from '../transfersApi';

interface Props {
  transfer: Transfer;
  onClose: () => void;
}

/**
 * «Новый код» for a client who lost theirs (docs/PRODUCT-DECISIONS.md, Trust): asked once, since the old code
 * stops working at once; then the new code, large, as on creation. A refusal (someone accepted
 * it meanwhile: 409) is the app's usual alert, and the list refetches.
 */
export function TransferNewCodeDialog({ transfer, onClose }: Props) {
  const [renew, { data: renewed, isLoading }] = useNewTransferCodeMutation();
  if (renewed) return <TransferCodeDialog transfer={renewed} renewed onClose={onClose} />;
  const run = async () => {
    const ref = { kind: transfer.transfer_kind, id: transfer.id, from: transfer.from_cash_register.id, to: transfer.to_cash_register.id };
    // On failure the dialog closes; the alert (and the refetched row) say why.
    if ('error' in (await renew(ref))) onClose();
  };
  return (
    <ConfirmDialog open busy={isLoading} onConfirm={run} onCancel={onClose}>
      Выдать клиенту новый код перевода №{transfer.id} ({transferMoney(transfer)})? Прежний код сразу перестанет действовать.
    </ConfirmDialog>
  );
}
