import * as yup from 'yup';
import type { Transfer } from '../../../../shared/contract/ledger';
import { CancelTransferBody } from '../../../../shared/contract/request/transfers';
import { FormDialog, FormField } from '../../../ui/form';
import { textOf } from '../../../ui/form/requestLimits';
import { isClientKind } from './transferFormSchema';
import { transferMoney } from '../transferLabels';
import { useCancelTransferMutation } from '../transfersApi';

interface Props {
  transfer: Transfer;
  onClose: () => void;
  onCancelled: (transfer: Transfer) => void;
}

interface Values {
  reason: string;
}

export const cancelTransferSchema = yup.object({ reason: textOf(CancelTransferBody, 'reason') });

/** What goes back, said as the cashier hands it over: a client's transfer returns the amount and the fee to the client. */
export function cancelReturnText(t: Transfer): string {
  if (!isClientKind(t.transfer_kind)) return `${transferMoney(t)} вернётся в кассу «${t.from_cash_register.name}».`;
  const fee = /^0+(\.0+)?$/.test(t.fee) ? '' : ` и комиссию ${transferMoney(t, t.fee)}`;
  return `Верните клиенту ${transferMoney(t)}${fee}.`;
}

/**
 * «Отменить» on a pending transfer of the sender's side: the confirmation names
 * what is returned, and a reason is required (the server keeps it in the audit log). A 409
 * (accepted meanwhile) is the app's usual alert, and the lists refetch.
 */
export function TransferCancelDialog({ transfer, onClose, onCancelled }: Props) {
  const [cancel] = useCancelTransferMutation();
  return (
    <FormDialog<Values>
      open
      title={`Отменить перевод №${transfer.id}`}
      submitLabel="Отменить перевод"
      onClose={onClose}
      initialValues={{ reason: '' }}
      schema={cancelTransferSchema}
      failureMessage="Перевод не отменён."
      onSubmit={async ({ reason }) => {
        const ref = { kind: transfer.transfer_kind, id: transfer.id, from: transfer.from_cash_register.id, to: transfer.to_cash_register.id };
        onCancelled(await cancel({ ...ref, reason: reason.trim() }).unwrap());
      }}
    >
      <p>
        {cancelReturnText(transfer)} Код перевода перестанет действовать, касса получателя больше не сможет его принять.
      </p>
      <FormField name="reason" label="Причина отмены" autoComplete="off" />
    </FormDialog>
  );
}
