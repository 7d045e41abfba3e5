import styled from 'styled-components';
import type { Transfer } from '../../../../shared/contract/ledger';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import { ReceiptButtons } from '../../../ui/ReceiptButtons';
import { transferMoney } from '../transferLabels';

const BigCode = styled.output`
  display: block;
  margin: 12px 0;
  font-size: 40px;
  font-weight: 700;
  letter-spacing: 6px;
  text-align: center;
  font-variant-numeric: tabular-nums;
  user-select: all;
`;

/** "1234 5678": read aloud in two halves. */
const spaced = (code: string) => `${code.slice(0, 4)} ${code.slice(4)}`;

interface Props {
  transfer: Transfer;
  onClose: () => void;
  /** A replaced code (Новый код) rather than a new transfer. */
  renewed?: boolean;
}

/** A new external or crypto transfer's code (or a replaced one), large, to hand to the client. */
export function TransferCodeDialog({ transfer, onClose, renewed = false }: Props) {
  const title = renewed ? `Новый код перевода №${transfer.id}` : `Перевод №${transfer.id} создан`;
  return (
    <Dialog open title={title} onClose={onClose}>
      <p>
        {transferMoney(transfer)} в кассу «{transfer.to_cash_register.name}». Передайте клиенту код перевода: получатель назовёт его в
        кассе получения.{renewed && ' Прежний код больше не действует.'}
      </p>
      <BigCode aria-label="Код перевода">{spaced(transfer.transfer_code ?? '')}</BigCode>
      <DialogActions>
        <ReceiptButtons kind={transfer.transfer_kind === 'CRYPTO' ? 'CRYPTO_TRANSFER' : 'EXTERNAL_TRANSFER'} id={transfer.id} withKey />
        <Button onClick={onClose}>Готово</Button>
      </DialogActions>
    </Dialog>
  );
}
