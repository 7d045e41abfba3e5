import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import styled from 'styled-components';
import type { Transfer } from '../../../../shared/contract/ledger';
import { Button } from '../../../ui/Button';
import { PaginatedTable } from '../../../ui/PaginatedTable';
import type { PaginationSettings } from '../../../ui/Pagination';
import { theme } from '../../../ui/theme';
import {
  FOUR_EYES_HINT,
  TRANSFER_ACTION_LABELS,
  transferActions,
  waitsForAnotherEmployee,
  type TransferAction,
  type TransferViewer,
} from '../transferActions';
import { formatDateTime, STATUS_LABELS, transferMoney, waitingTime } from '../transferLabels';

const column = createColumnHelper<Transfer>();

const STATUS_COLORS: Record<Transfer['status'], string> = {
  Pending: theme.colors.handedOver,
  Accepted: theme.colors.primary,
  Delivered: theme.colors.buy,
  Cancelled: theme.colors.muted,
};

const Status = styled.span<{ $status: Transfer['status'] }>`
  font-weight: 600;
  color: ${({ $status }) => STATUS_COLORS[$status]};
  text-decoration: ${({ $status }) => ($status === 'Cancelled' ? 'line-through' : 'none')};
`;
const Code = styled.span`
  font-weight: 700;
  letter-spacing: 1px;
  font-variant-numeric: tabular-nums;
`;
// Wraps: on a phone's card three buttons side by side (Изменить, Новый код, Отменить) would
// widen the card past the screen and cut off every value on its right.
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 6px;
`;
const Hint = styled.span`
  color: ${theme.colors.muted};
  font-size: 13px;
`;
const Direction = styled.span<{ $incoming: boolean }>`
  color: ${({ $incoming }) => ($incoming ? theme.colors.buy : theme.colors.sell)};
`;

export interface TransferTableProps {
  label: string;
  data: Transfer[] | undefined;
  loading: boolean;
  pagination: PaginationSettings;
  viewer: TransferViewer;
  /** Register id → city name (a record names registers, not their cities). */
  cityOf: (registerId: number) => string | undefined;
  /** A register's screen: rows read as outgoing or incoming for it; otherwise both ends show. */
  registerId?: number;
  /** The city's screen: how long each has waited (now, refreshed by the screen). */
  now?: number;
  /** External and crypto: fee, code and client columns. */
  forClients: boolean;
  /** The actions this screen offers at all (the city screen: accept and deliver only). */
  offers?: readonly TransferAction[];
  onAction: (transfer: Transfer, action: TransferAction) => void;
}

const ALL_ACTIONS: readonly TransferAction[] = ['accept', 'deliver', 'edit', 'newCode', 'cancel'];

function registerWithCity(ref: { id: number; name: string }, cityOf: TransferTableProps['cityOf']) {
  const city = cityOf(ref.id);
  return city ? `${ref.name}, ${city}` : ref.name;
}

/** One kind's transfers with their status and the actions the acceptance rules allow this viewer. */
export function TransferTable(props: TransferTableProps) {
  const { label, data, loading, pagination, viewer, cityOf, registerId, now, forClients, offers = ALL_ACTIONS, onAction } = props;
  const columns = useMemo(() => {
    const ends =
      registerId !== undefined
        ? [
            column.display({
              id: 'direction',
              header: 'Направление',
              cell: ({ row }) => {
                const incoming = row.original.to_cash_register.id === registerId;
                return <Direction $incoming={incoming}>{incoming ? 'Входящий' : 'Исходящий'}</Direction>;
              },
            }),
            column.display({
              id: 'counterpart',
              header: 'Касса, город',
              cell: ({ row }) => {
                const t = row.original;
                return registerWithCity(t.to_cash_register.id === registerId ? t.from_cash_register : t.to_cash_register, cityOf);
              },
            }),
          ]
        : [
            column.display({
              id: 'direction',
              header: 'Направление',
              cell: ({ row }) => {
                const inCity = (id: number) => viewer.registerIds.includes(id);
                const t = row.original;
                if (inCity(t.from_cash_register.id) && inCity(t.to_cash_register.id)) return 'Внутри города';
                const incoming = inCity(t.to_cash_register.id);
                return <Direction $incoming={incoming}>{incoming ? 'Входящий' : 'Исходящий'}</Direction>;
              },
            }),
            column.display({ id: 'from', header: 'Откуда', meta: { priority: 'key' }, cell: ({ row }) => registerWithCity(row.original.from_cash_register, cityOf) }),
            column.display({ id: 'to', header: 'Куда', meta: { priority: 'key' }, cell: ({ row }) => registerWithCity(row.original.to_cash_register, cityOf) }),
          ];
    const clientColumns = forClients
      ? [
          column.display({ id: 'fee', header: 'Комиссия', cell: ({ row }) => transferMoney(row.original, row.original.fee) }),
          column.display({
            id: 'code',
            header: 'Код',
            // The server gives the code to its creator (and admins) while open; a register's screen shows it on outgoing rows.
            cell: ({ row }) => {
              const t = row.original;
              const mine = registerId === undefined || t.from_cash_register.id === registerId;
              return mine && t.transfer_code ? <Code>{t.transfer_code}</Code> : '—';
            },
          }),
          column.display({
            id: 'client',
            header: 'Клиент',
            meta: { priority: 'detail' },
            cell: ({ row }) => [row.original.sender_name, row.original.receiver_name].filter(Boolean).join(' → ') || '—',
          }),
        ]
      : [];
    return [
      column.accessor('id', { header: '№' }),
      column.accessor('status', { header: 'Статус', meta: { priority: 'key' }, cell: (info) => <Status $status={info.getValue()}>{STATUS_LABELS[info.getValue()]}</Status> }),
      // Right after the status, so a wide table never hides what can be done behind a scroll.
      column.display({
        id: 'actions',
        header: 'Действия',
        meta: { priority: 'key' },
        cell: ({ row }) => {
          const t = row.original;
          const actions = transferActions(t, viewer).filter((a) => offers.includes(a));
          return actions.length ? (
            <Actions>
              {actions.map((action) => (
                <Button
                  key={action}
                  $variant={action === 'accept' || action === 'deliver' ? 'primary' : 'secondary'}
                  aria-label={`${TRANSFER_ACTION_LABELS[action]} перевод №${t.id}`}
                  onClick={() => onAction(t, action)}
                >
                  {TRANSFER_ACTION_LABELS[action]}
                </Button>
              ))}
            </Actions>
          ) : waitsForAnotherEmployee(t, viewer) ? (
            // Its creator: the server would refuse (403, never alerted), so say who accepts instead.
            <Hint>{FOUR_EYES_HINT}</Hint>
          ) : (
            '—'
          );
        },
      }),
      ...ends,
      column.display({ id: 'amount', header: 'Сумма', meta: { priority: 'key' }, cell: ({ row }) => transferMoney(row.original) }),
      ...clientColumns,
      column.display({ id: 'user', header: 'Кто', meta: { priority: 'detail' }, cell: ({ row }) => row.original.user?.name ?? '—' }),
      column.accessor('created_at', { header: 'Когда', cell: (info) => formatDateTime(info.getValue()) }),
      ...(now !== undefined
        ? [column.display({ id: 'waiting', header: 'Ждёт', cell: ({ row }) => waitingTime(row.original.created_at, now) })]
        : []),
      column.accessor('comment', { header: 'Комментарий', meta: { priority: 'detail' }, cell: (info) => info.getValue() || '—' }),
    ];
  }, [registerId, cityOf, forClients, now, viewer, offers, onAction]);

  return (
    <PaginatedTable
      label={label}
      columns={columns}
      data={data}
      loading={loading}
      getRowId={(t) => String(t.id)}
      pagination={pagination}
    />
  );
}
