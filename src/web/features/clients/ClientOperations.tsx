import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import styled from 'styled-components';
import {
  RECORD_PAGE_SIZE,
  type ClientCurrencyTotals,
  type ClientOperation,
  type ClientOperationKind,
} from '../../../shared/contract';
import { fromWireDate, toWireDate } from '../../../shared/dates';
import { formatAmount } from '../../../shared/money';
import { useClientOperationsQuery } from '../../api/clientsApi';
import { Button } from '../../ui/Button';
import { shownDate } from '../../ui/clients';
import { formatInstant } from '../../ui/formatInstant';
import { dayParam, pageParam, useListState, type ListSpec } from '../../ui/list';
import { PaginatedTable } from '../../ui/PaginatedTable';
import { ReportPeriod } from '../../ui/ReportPeriod';
import { Table } from '../../ui/Table';
import { theme } from '../../ui/theme';

const KIND_LABELS: Record<ClientOperationKind, string> = {
  TRANSACTION: 'Обмен',
  CRYPTO_TRANSACTION: 'Крипто',
  TRANSFER_SENT: 'Перевод отправлен',
  TRANSFER_RECEIVED: 'Перевод получен',
};
/** Deals: the register's side, as everywhere in the app; transfers: their kind. */
const TYPE_LABELS: Record<ClientOperation['operation_type'], string> = {
  BUY: 'покупка у клиента',
  SELL: 'продажа клиенту',
  EXTERNAL: 'внешний',
  CRYPTO: 'крипто',
};

/** An amount as the server wrote it (its currency's decimals), grouped by thousands. */
const shown = (value: string) => formatAmount(value, (value.split('.')[1] ?? '').length);

const Heading = styled.h2`
  margin: 24px 0 12px;
`;

const Reversed = styled.span`
  color: ${theme.colors.muted};
  text-decoration: line-through;
`;

const Note = styled.p`
  color: ${theme.colors.muted};
  margin: 8px 0 0;
`;

/** The period as text on paper: the date fields themselves are left off it. */
const PrintedPeriod = styled.p`
  display: none;
  @media print {
    display: block;
  }
`;

const OnScreen = styled.div`
  @media print {
    display: none;
  }
`;

const column = createColumnHelper<ClientOperation>();
const COLUMNS = [
  column.accessor('created_at', { header: 'Дата', cell: (i) => formatInstant(i.getValue()) }),
  column.accessor((r) => `${KIND_LABELS[r.kind]}: ${TYPE_LABELS[r.operation_type]}`, { id: 'operation', header: 'Операция', meta: { priority: 'key' } }),
  column.accessor((r) => `${shown(r.amount)} ${r.currency}`, {
    id: 'amount',
    header: 'Сумма',
    meta: { priority: 'key' },
    cell: ({ getValue, row: { original: r } }) =>
      r.reversed ? (
        <>
          <Reversed>{getValue()}</Reversed> {r.kind.startsWith('TRANSFER') ? 'отменён' : 'сторно'}
        </>
      ) : (
        getValue()
      ),
  }),
  column.accessor((r) => (r.total === null ? '—' : shown(r.total)), { id: 'total', header: 'В базовой валюте', meta: { priority: 'detail' } }),
  column.accessor((r) => r.city.name, { id: 'city', header: 'Город', meta: { priority: 'detail' } }),
  column.accessor((r) => r.cash_register.name, { id: 'register', header: 'Касса', meta: { priority: 'detail' } }),
];

const total = createColumnHelper<ClientCurrencyTotals>();
const TOTAL_COLUMNS = [
  total.accessor('currency', { header: 'Валюта', meta: { priority: 'key' } }),
  total.accessor((t) => shown(t.bought), { id: 'bought', header: 'Куплено у клиента' }),
  total.accessor((t) => shown(t.sold), { id: 'sold', header: 'Продано клиенту' }),
  total.accessor((t) => shown(t.sent), { id: 'sent', header: 'Переводы отправлены' }),
  total.accessor((t) => shown(t.received), { id: 'received', header: 'Переводы получены' }),
];

/** `?from_date=&to_date=&page=` of the card's URL (the API's names): a real day or none (''), and the page. */
const CLIENT_OPERATIONS: ListSpec<{ from_date: string; to_date: string; page: number }> = { from_date: dayParam, to_date: dayParam, page: pageParam };

/**
 * «Операции клиента» on the client's card: the deals and transfers of a period, newest first
 * (the server limits them to the user's cities, and to fiat without the crypto permission),
 * with the period's totals per currency under them. All time by default: a compliance reader
 * looks at a client's whole history first, then narrows it. The period and the page live in
 * the URL, so Back, a reload and a shared link show the same rows.
 */
export function ClientOperations({ clientId }: { clientId: number }) {
  const { state, change } = useListState(CLIENT_OPERATIONS);
  const { page } = state;
  const from = state.from_date || undefined;
  const to = state.to_date || undefined;
  const setPage = (next: number) => change({ page: next });
  const { data, isFetching, isError, refetch } = useClientOperationsQuery(
    { id: clientId, from_date: from, to_date: to, page, size: RECORD_PAGE_SIZE },
    // Deals are made on other screens: the card asks again when opened after half a minute.
    { refetchOnMountOrArgChange: 30 },
  );

  const setPeriod = (nextFrom: Date | null, nextTo: Date | null) =>
    change({ from_date: nextFrom ? toWireDate(nextFrom) : '', to_date: nextTo ? toWireDate(nextTo) : '' });

  const periodText = useMemo(() => {
    if (!from && !to) return 'за всё время';
    return [from && `с ${shownDate(from)}`, to && `по ${shownDate(to)}`].filter(Boolean).join(' ');
  }, [from, to]);

  return (
    <section aria-label="Операции клиента">
      <Heading>Операции клиента</Heading>
      <OnScreen>
        <ReportPeriod from={from ? fromWireDate(from) : null} to={to ? fromWireDate(to) : null} onChange={setPeriod} />
        {!from && !to && <Note>Без дат — за всё время.</Note>}
      </OnScreen>
      <PrintedPeriod>Период: {periodText}</PrintedPeriod>
      {isError ? (
        <p role="alert">
          Не удалось загрузить операции клиента.{' '}
          <Button $variant="secondary" onClick={() => void refetch()}>
            Повторить
          </Button>
        </p>
      ) : (
        <>
          <PaginatedTable
            label="Операции клиента"
            columns={COLUMNS}
            data={data?.results}
            loading={isFetching && !data}
            getRowId={(r) => `${r.kind}:${r.id}`}
            pagination={{ page, pageSize: RECORD_PAGE_SIZE, count: data?.count ?? 0, onPageChange: setPage }}
          />
          <Heading as="h3">Итого по валютам {periodText}</Heading>
          <Table label="Итого по валютам" columns={TOTAL_COLUMNS} data={data?.totals} loading={isFetching && !data} getRowId={(t) => t.currency} />
          <Note>Сторнированные операции и отменённые переводы в итоги не входят.</Note>
        </>
      )}
    </section>
  );
}
