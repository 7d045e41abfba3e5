import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { CORRECTION_STATUS_LABELS, canSetRates, type Correction } from '../../../shared/contract';
import { useGetMeQuery } from '../../api/meApi';
import { correctionsApi, type CorrectionQuery } from '../../api/correctionsApi';
import { formatInstant } from '../../ui/formatInstant';
import { PaginatedTable } from '../../ui/PaginatedTable';
import { useListPage } from '../../ui/list';
import { DecisionButtons } from './DecisionButtons';
import { describeRecord } from './describeRecord';

const PAGE_SIZE = 20;
const column = createColumnHelper<Correction>();

/**
 * Corrections as a table: the record, who asked, when and why, and the decision — or, for a
 * supervisor or admin who did not ask, Подтвердить / Отклонить (the server judges again).
 */
export function CorrectionTable({ query, label }: { query: Omit<CorrectionQuery, 'page'>; label: string }) {
  const [page, setPage] = useListPage();
  const { data: me } = useGetMeQuery();
  const { data, isFetching } = correctionsApi.useListCorrectionsQuery({ ...query, page, size: PAGE_SIZE });
  const decides = me !== undefined && canSetRates(me);
  const columns = useMemo(
    () => [
      // The decision first: on a phone the buttons stay in view while the rest scrolls.
      column.display({
        id: 'decision',
        header: 'Решение',
        cell: ({ row: { original: c } }) =>
          c.status === 'Pending' && decides && !c.requested_by_me ? (
            <DecisionButtons correction={c} />
          ) : (
            <>
              {CORRECTION_STATUS_LABELS[c.status]}
              {c.decided_by ? ` — ${c.decided_by.name}` : ''}
              {c.decision_comment ? `: ${c.decision_comment}` : ''}
            </>
          ),
      }),
      column.accessor('requested_at', { header: 'Запрошено', cell: (i) => formatInstant(i.getValue()) }),
      column.accessor((c) => c.cash_register.name, { id: 'register', header: 'Касса' }),
      column.accessor((c) => `${describeRecord(c)}, ${formatInstant(c.record.created_at)}`, { id: 'record', header: 'Запись' }),
      column.accessor((c) => c.requested_by?.name ?? '', { id: 'who', header: 'Кто просит' }),
      column.accessor('reason', { header: 'Причина' }),
    ],
    [decides],
  );
  return (
    <PaginatedTable
      label={label}
      columns={columns}
      data={data?.results}
      loading={isFetching && !data}
      getRowId={(c) => String(c.id)}
      pagination={{ page, pageSize: PAGE_SIZE, count: data?.count ?? 0, onPageChange: setPage }}
    />
  );
}
