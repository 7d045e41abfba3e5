import { useState } from 'react';
import type { Transfer, TransferKind } from '../../../../shared/contract/ledger';
import { Button } from '../../../ui/Button';
import { Toolbar } from '../../../ui/Page';
import { useIsVault, VaultNote } from '../../../ui/VaultNote';
import type { TransferAction, TransferViewer } from '../transferActions';
import type { AcceptanceAction } from '../acceptance/transferAcceptanceMachine';
import { TransferCodeDialog } from '../sending/TransferCodeDialog';
import { TransferFormDialog } from '../sending/TransferFormDialog';
import { TransferNewCodeDialog } from '../sending/TransferNewCodeDialog';
import { TransferCancelDialog } from '../sending/TransferCancelDialog';
import { isClientKind } from '../sending/transferFormSchema';
import { KIND_TABLE_LABELS } from '../transferLabels';
import { TransferTable } from './TransferTable';
import { useListTransfersQuery } from '../transfersApi';
import type { KindPage } from './TransferKindTabs';

/** The server's default page for record lists (docs/api/conventions.md). */
export const TRANSFER_PAGE_SIZE = 20;

interface Props extends KindPage {
  kind: TransferKind;
  cashRegister: number;
  viewer: TransferViewer;
  cityOf: (registerId: number) => string | undefined;
  onAcceptance: (transfer: Transfer, action: AcceptanceAction) => void;
  onSaved: (message: string) => void;
}

/** One tab of Переводы: the register's transfers of one kind, and creating or editing one. */
export function TransferKindPanel({ kind, cashRegister, viewer, cityOf, onAcceptance, onSaved, page, onPage }: Props) {
  const { data, isLoading } = useListTransfersQuery({ kind, cashRegister, page, size: TRANSFER_PAGE_SIZE });
  const isVault = useIsVault(cashRegister);
  const [form, setForm] = useState<{ editing?: Transfer } | null>(null);
  const [created, setCreated] = useState<Transfer | null>(null);
  const [renewing, setRenewing] = useState<Transfer | null>(null);
  const [cancelling, setCancelling] = useState<Transfer | null>(null);

  const onAction = (transfer: Transfer, action: TransferAction) => {
    if (action === 'edit') setForm({ editing: transfer });
    else if (action === 'newCode') setRenewing(transfer);
    else if (action === 'cancel') setCancelling(transfer);
    else onAcceptance(transfer, action);
  };

  return (
    <>
      <Toolbar>
        {/* A client's transfer is not the vault's (docs/VAULT.md); an internal one is. */}
        {isVault && isClientKind(kind) ? <VaultNote /> : <Button onClick={() => setForm({})}>Новый перевод</Button>}
      </Toolbar>
      <TransferTable
        label={KIND_TABLE_LABELS[kind]}
        data={data?.results}
        loading={isLoading}
        pagination={{ page, pageSize: TRANSFER_PAGE_SIZE, count: data?.count ?? 0, onPageChange: onPage }}
        viewer={viewer}
        cityOf={cityOf}
        registerId={cashRegister}
        forClients={isClientKind(kind)}
        onAction={onAction}
      />
      {form && (
        <TransferFormDialog
          kind={kind}
          fromRegisterId={cashRegister}
          editing={form.editing}
          onClose={() => setForm(null)}
          onSaved={(transfer, isNew) => {
            setForm(null);
            onPage(1);
            if (isNew && isClientKind(kind)) setCreated(transfer);
            onSaved(isNew ? `Перевод №${transfer.id} создан.` : `Перевод №${transfer.id} изменён.`);
          }}
        />
      )}
      {created && <TransferCodeDialog transfer={created} onClose={() => setCreated(null)} />}
      {renewing && <TransferNewCodeDialog transfer={renewing} onClose={() => setRenewing(null)} />}
      {cancelling && (
        <TransferCancelDialog
          transfer={cancelling}
          onClose={() => setCancelling(null)}
          onCancelled={(t) => {
            setCancelling(null);
            onSaved(`Перевод №${t.id} отменён.`);
          }}
        />
      )}
    </>
  );
}
