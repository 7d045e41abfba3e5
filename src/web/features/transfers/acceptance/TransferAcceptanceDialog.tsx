import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import styled from 'styled-components';
import type { Transfer } from '../../../../shared/contract/ledger';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import { Spinner } from '../../../ui/Spinner';
import { theme } from '../../../ui/theme';
import { transferAcceptanceActors } from './transferAcceptanceActors';
import { transferAcceptanceMachine, type AcceptanceAction, type TransferAcceptanceOutput } from './transferAcceptanceMachine';
import { TransferCodeField } from './TransferCodeField';
import { isPayout, ReceiverClientField } from './ReceiverClientField';
import type { ChosenClient } from '../../../ui/clients';
import { KIND_LABELS, transferMoney } from '../transferLabels';

const Failure = styled.p`
  color: ${theme.colors.danger};
`;

export const ACCEPTANCE_TITLES: Record<AcceptanceAction, string> = {
  accept: 'Принять перевод',
  deliver: 'Выдать перевод',
};

const PROGRESS: Record<AcceptanceAction, string> = {
  accept: 'Принимаем перевод…',
  deliver: 'Выдаём перевод…',
};

interface Props {
  transfer: Transfer;
  action: AcceptanceAction;
  /** The code the search found it with (confirmed, not asked again). */
  code?: string;
  onFinished: (output: TransferAcceptanceOutput) => void;
}

function describe(t: Transfer): string {
  return `${KIND_LABELS[t.transfer_kind]} перевод №${t.id}: ${transferMoney(t)} из кассы «${t.from_cash_register.name}» в кассу «${t.to_cash_register.name}».`;
}

/**
 * One accept or delivery, on screen: the acceptance machine decides every step (confirm,
 * code, progress, failure) and this only draws the state it is in. Mount it per action
 * (a `key` per transfer and action), so each run starts fresh.
 */
export function TransferAcceptanceDialog({ transfer, action, code, onFinished }: Props) {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  // The payout's client, picked beside the question; the actor reads it when the call goes out.
  const [receiver, setReceiver] = useState<ChosenClient | null>(null);
  const receiverId = useRef<number | null>(null);
  receiverId.current = receiver?.id ?? null;
  const [machine] = useState(() =>
    transferAcceptanceMachine.provide({ actors: transferAcceptanceActors(dispatch, () => receiverId.current) }),
  );
  const [state, send] = useMachine(machine, { input: { transfer, action, code } });
  const finished = useRef(false);

  useEffect(() => {
    if (state.status === 'done' && !finished.current) {
      finished.current = true;
      onFinished(state.output as TransferAcceptanceOutput);
    }
  }, [state, onFinished]);

  const title = ACCEPTANCE_TITLES[action];
  const { context } = state;
  const payout = isPayout(transfer, action);
  const receiverField = payout && <ReceiverClientField transfer={transfer} chosen={receiver} onChange={setReceiver} />;

  if (state.matches('confirming') && payout) {
    // A payout asks its question with the receiving client beside it (Нет first, as every confirmation).
    return (
      <Dialog open title="Подтвердите действие" onClose={() => send({ type: 'acceptance.cancel' })}>
        <p>{action === 'deliver' ? `Выдать клиенту: ${describe(transfer)}` : `Принять: ${describe(transfer)}`}</p>
        {receiverField}
        <DialogActions>
          <Button $variant="secondary" onClick={() => send({ type: 'acceptance.cancel' })}>
            Нет
          </Button>
          <Button onClick={() => send({ type: 'acceptance.confirm' })}>Да</Button>
        </DialogActions>
      </Dialog>
    );
  }
  if (state.matches('confirming')) {
    return (
      <ConfirmDialog open onConfirm={() => send({ type: 'acceptance.confirm' })} onCancel={() => send({ type: 'acceptance.cancel' })}>
        {action === 'deliver' ? `Выдать клиенту: ${describe(transfer)}` : `Принять: ${describe(transfer)}`}
      </ConfirmDialog>
    );
  }
  if (state.matches('enteringCode')) {
    return (
      <Dialog open title={title} onClose={() => send({ type: 'acceptance.cancel' })}>
        <form
          aria-label="Ввод кода перевода"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'acceptance.submit' });
          }}
        >
          <p>{describe(transfer)} Введите код, который назвал клиент.</p>
          <TransferCodeField
            autoFocus
            value={context.code}
            error={context.error}
            onChange={(typed) => send({ type: 'acceptance.code.change', code: typed })}
          />
          {receiverField}
          <DialogActions>
            <Button $variant="secondary" onClick={() => send({ type: 'acceptance.cancel' })}>
              Отмена
            </Button>
            <Button type="submit">Принять</Button>
          </DialogActions>
        </form>
      </Dialog>
    );
  }
  if (state.matches('submitting')) {
    // The request is out: nothing to cancel, its answer decides (the machine says why).
    return (
      <Dialog open title={title} onClose={() => {}}>
        <Spinner label={PROGRESS[action]} />
      </Dialog>
    );
  }
  if (state.matches('failed')) {
    const retryable = state.can({ type: 'acceptance.retry' });
    return (
      <Dialog open title="Не удалось" onClose={() => send({ type: 'acceptance.close' })}>
        <Failure role="alert">{context.error}</Failure>
        <DialogActions>
          <Button $variant="secondary" onClick={() => send({ type: 'acceptance.close' })}>
            Закрыть
          </Button>
          {retryable && <Button onClick={() => send({ type: 'acceptance.retry' })}>Повторить</Button>}
        </DialogActions>
      </Dialog>
    );
  }
  return null;
}
