import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import styled from 'styled-components';
import { RECORD_PAGE_SIZE, type CurrencyRef, type OutOperationType, type OutTransaction } from '../../../shared/contract';
import { formatAmount } from '../../../shared/money';
import { formatInstant } from '../../ui/formatInstant';
import { StornoCell, Struck } from '../../ui/Storno';
import { PaginatedTable } from '../../ui/PaginatedTable';
import { theme } from '../../ui/theme';
import { useListPage } from '../../ui/list';
import { useListCryptoOutTransactionsQuery, useListOutTransactionsQuery } from './operationPersonsApi';

/** The server's page size for record lists, which the calls leave to it. */
const HISTORY_PAGE_SIZE = RECORD_PAGE_SIZE;

/** docs/PRODUCT.md §4: Пополнение pink, Выдача orange. */
const TYPE: Record<OutOperationType, { label: string; colour: string }> = {
  REPLENISHMENT: { label: 'Пополнение', colour: theme.colors.replenishment },
  HANDED_OVER: { label: 'Выдача', colour: theme.colors.handedOver },
};

const Type = styled.span<{ $colour: string }>`
  color: ${({ $colour }) => $colour};
  font-weight: 600;
`;

const Amount = styled.span`
  display: block;
  text-align: right;
  font-variant-numeric: tabular-nums;
`;

/** One row of either history: a fiat one names `currency`, a crypto one `crypto_currency`. */
type HistoryRow = Omit<OutTransaction, 'currency'> & { currency: CurrencyRef; decimals: number; crypto: boolean };

const column = createColumnHelper<HistoryRow>();

/** `register`: the register whose screen this is (its own rows offer «Сторно»); null under a city. */
function useColumns(register: number | null) {
  return useMemo(
    () => [
      column.accessor('created_at', { header: 'Дата', cell: (info) => formatInstant(info.getValue()) }),
      column.accessor('operation_type', {
        header: 'Тип',
        cell: (info) => <Type $colour={TYPE[info.getValue()].colour}>{TYPE[info.getValue()].label}</Type>,
      }),
      column.accessor('amount', {
        header: () => <Amount>Сумма</Amount>,
        cell: (info) => (
          <Amount>
            <Struck $on={info.row.original.reversed_by !== null}>
              {formatAmount(info.getValue(), info.row.original.decimals)} {info.row.original.currency.code}
            </Struck>
          </Amount>
        ),
      }),
      column.accessor('cash_register', { header: 'Касса', cell: (info) => info.getValue().name }),
      column.accessor('comment', { header: 'Комментарий' }),
      column.accessor('user', { header: 'Сотрудник', cell: (info) => info.getValue()?.name ?? '' }),
      column.display({
        id: 'storno',
        header: 'Сторно',
        cell: ({ row: { original: t } }) => (
          <StornoCell
            record={t}
            kind={t.crypto ? 'CRYPTO_OUT_TRANSACTION' : 'OUT_TRANSACTION'}
            cashRegister={t.cash_register.id}
            operationPerson={t.operation_person.id}
            offer={t.cash_register.id === register}
            description={`${TYPE[t.operation_type].label} ${formatAmount(t.amount, t.decimals)} ${t.currency.code}, ${t.operation_person.name}, ${formatInstant(t.created_at)}`}
          />
        ),
      }),
    ],
    [register],
  );
}

const decimalsOf = (amount: string, fallback: number) => Math.max(fallback, (amount.split('.')[1] ?? '').length);

/** A person's operations in every register: newest first, 100 a page (page in the URL). */
export function PersonOutTransactions({ person, register }: { person: number; register: number | null }) {
  const [page, setPage] = useListPage();
  const { data, isFetching } = useListOutTransactionsQuery({ operationPerson: person, page, size: HISTORY_PAGE_SIZE });
  const rows = useMemo(() => data?.results.map((t) => ({ ...t, decimals: decimalsOf(t.amount, 2), crypto: false })), [data]);
  return (
    <PaginatedTable
      label="Операции"
      columns={useColumns(register)}
      data={rows}
      loading={isFetching}
      getRowId={(t) => String(t.id)}
      pagination={{ page, pageSize: HISTORY_PAGE_SIZE, count: data?.count ?? 0, onPageChange: setPage }}
    />
  );
}

/** The same for crypto (shown only with isCryptoTransactionPageActive), its page in the URL beside the other's. */
export function PersonCryptoOutTransactions({ person, register }: { person: number; register: number | null }) {
  const [page, setPage] = useListPage('crypto_page');
  const { data, isFetching } = useListCryptoOutTransactionsQuery({ operationPerson: person, page, size: HISTORY_PAGE_SIZE });
  const rows = useMemo(
    () => data?.results.map(({ crypto_currency, ...t }) => ({ ...t, currency: crypto_currency, decimals: decimalsOf(t.amount, 8), crypto: true })),
    [data],
  );
  return (
    <PaginatedTable
      label="Крипто операции"
      columns={useColumns(register)}
      data={rows}
      loading={isFetching}
      getRowId={(t) => String(t.id)}
      pagination={{ page, pageSize: HISTORY_PAGE_SIZE, count: data?.count ?? 0, onPageChange: setPage }}
    />
  );
}
