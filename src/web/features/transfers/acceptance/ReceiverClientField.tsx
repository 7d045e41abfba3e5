import { useId } from 'react';
import type { Transfer } from '../../../../shared/contract/ledger';
import { useCityComplianceQuery } from '../../../api/clientsApi';
import { useCashRegisterQuery } from '../../../api/referenceApi';
import { ClientNote, ClientPicker, transferNeedsClient, type ChosenClient } from '../../../ui/clients';
import { controlAria, FieldFrame } from '../../../ui/form/FieldFrame';

/** Who is paid out: an external transfer's delivery and a crypto transfer's accept name the receiving client. */
export const isPayout = (t: Pick<Transfer, 'transfer_kind'>, action: 'accept' | 'deliver') =>
  (t.transfer_kind === 'EXTERNAL' && action === 'deliver') || (t.transfer_kind === 'CRYPTO' && action === 'accept');

interface Props {
  transfer: Transfer;
  chosen: ChosenClient | null;
  onChange: (client: ChosenClient | null) => void;
}

/**
 * The payout's client, picked (or registered) in the accept/deliver dialog. The paying city
 * says whether one is required; the server refuses the payout without it (its words then
 * show in the dialog).
 */
export function ReceiverClientField({ transfer, chosen, onChange }: Props) {
  const id = useId();
  const { data: register } = useCashRegisterQuery(transfer.to_cash_register.id);
  const city = register?.city.id;
  const { data: compliance } = useCityComplianceQuery(city ?? 0, { skip: city === undefined });
  const need = chosen === null ? transferNeedsClient(compliance) : null;
  const hint = need ? (
    <ClientNote $tone="need" role="status">
      {need}
    </ClientNote>
  ) : undefined;
  return (
    <FieldFrame id={id} label="Получатель (клиент)" hint={hint}>
      <ClientPicker chosen={chosen} onChange={onChange} aria={controlAria(id, undefined, hint)} />
    </FieldFrame>
  );
}
