import styled from 'styled-components';
import type { Transfer } from '../../../../shared/contract/ledger';
import { Button } from '../../../ui/Button';
import { theme } from '../../../ui/theme';
import { TRANSFER_ACTION_LABELS, transferActions, waitsForAnotherEmployee, type TransferViewer } from '../transferActions';
import type { AcceptanceAction } from '../acceptance/transferAcceptanceMachine';
import { formatDateTime, KIND_LABELS, STATUS_LABELS, transferCurrency, transferMoney } from '../transferLabels';

const Card = styled.section`
  padding: 16px 20px;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  max-width: 560px;
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; margin: 0 0 16px; }
  dt { color: ${theme.colors.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;
const Amount = styled.dd`
  font-size: 18px;
  font-weight: 700;
`;

interface Props {
  transfer: Transfer;
  viewer: TransferViewer;
  cityOf: (registerId: number) => string | undefined;
  onAction: (transfer: Transfer, action: AcceptanceAction) => void;
}

/** The transfer the code found, and what the register may do with it now (accept, then deliver). */
export function TransferFound({ transfer: t, viewer, cityOf, onAction }: Props) {
  const actions = transferActions(t, viewer).filter((a): a is AcceptanceAction => a === 'accept' || a === 'deliver');
  const fromCity = cityOf(t.from_cash_register.id);
  return (
    <Card aria-label={`Перевод №${t.id}`}>
      <h2>
        {KIND_LABELS[t.transfer_kind]} перевод №{t.id}
      </h2>
      <dl>
        <dt>Статус</dt>
        <dd>{STATUS_LABELS[t.status]}</dd>
        <dt>Отправитель</dt>
        <dd>{fromCity ? `${t.from_cash_register.name}, ${fromCity}` : t.from_cash_register.name}</dd>
        <dt>Сумма</dt>
        <Amount>{transferMoney(t)}</Amount>
        <dt>Валюта</dt>
        <dd>{`${transferCurrency(t).code} — ${transferCurrency(t).name}`}</dd>
        <dt>Клиент</dt>
        <dd>{t.sender_name || '—'}</dd>
        <dt>Получатель</dt>
        <dd>{[t.receiver_name, t.receiver_phone].filter(Boolean).join(', ') || '—'}</dd>
        <dt>Создан</dt>
        <dd>{formatDateTime(t.created_at)}</dd>
        {t.comment && (
          <>
            <dt>Комментарий</dt>
            <dd>{t.comment}</dd>
          </>
        )}
      </dl>
      {actions.length > 0 ? (
        actions.map((action) => (
          <Button key={action} onClick={() => onAction(t, action)}>
            {TRANSFER_ACTION_LABELS[action]}
          </Button>
        ))
      ) : (
        <p>
          {t.status === 'Delivered'
            ? 'Перевод уже выдан клиенту.'
            : waitsForAnotherEmployee(t, viewer)
              ? 'Вы создали этот перевод: принимает и выдаёт его другой сотрудник.'
              : 'Этот перевод принимает другая касса.'}
        </p>
      )}
    </Card>
  );
}
