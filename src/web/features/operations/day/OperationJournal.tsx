import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import styled from 'styled-components';
import {
  type CorrectionRecordKind,
  JOURNAL_KIND_LABELS,
  journalTypeColour,
  journalTypeLabel,
  type JournalColour,
  type JournalRow,
  type JournalKind,
  receiptOfRow,
} from '../../../../shared/contract';
import { CRYPTO_DECIMALS, FIAT_DECIMALS, formatAmount } from '../../../../shared/money';
import { SelectInput } from '../../../ui/form/SelectInput';
import { RegisterCorrectionsLink, StornoCell, Struck } from '../../../ui/Storno';
import { formatClockTime } from '../../../ui/formatInstant';
import { Toolbar } from '../../../ui/Page';
import { PaginatedTable } from '../../../ui/PaginatedTable';
import { ReceiptButtons } from '../../../ui/ReceiptButtons';
import { theme } from '../../../ui/theme';
import { pageParam, useListState, type ListSpec } from '../../../ui/list';
import { useJournalQuery } from '../operationsApi';
import { JOURNAL_PAGE_SIZE, journalArgs, journalKind, journalKinds } from '../registerDay';

export { JOURNAL_PAGE_SIZE } from '../registerDay';

const COLOURS: Record<Exclude<JournalColour, null>, string> = {
  green: theme.colors.buy,
  red: theme.colors.sell,
  pink: theme.colors.replenishment,
  orange: theme.colors.handedOver,
};

const TypeLabel = styled.span<{ $colour: string }>`
  color: ${({ $colour }) => $colour};
  font-weight: 600;
`;

// The filter tells the two transfers and the two crypto kinds apart, which the record labels of
// docs/PRODUCT.md §4 (Перевод, Крипто перевод) do not.
const FILTER_LABELS: Record<JournalKind, string> = {
  ...JOURNAL_KIND_LABELS,
  INTERNAL_TRANSFER: 'Перевод (внутренний)',
  EXTERNAL_TRANSFER: 'Перевод (внешний)',
  CRYPTO_TRANSACTION: 'Крипто транзакция',
};

const timeOf = formatClockTime;
const money = (value: string | null, row: JournalRow, code?: string) =>
  value === null ? '—' : `${formatAmount(value, row.is_crypto && !code ? CRYPTO_DECIMALS : FIAT_DECIMALS)} ${code ?? row.currency.code}`;

const OutsideLimits = styled.strong`
  color: ${theme.colors.sell};
  white-space: nowrap;
`;

/** The correction kind of a journal row; transfers are not reversed (they are cancelled). */
function correctionKind(row: JournalRow): CorrectionRecordKind | null {
  if (row.kind === 'OUT_TRANSACTION') return row.is_crypto ? 'CRYPTO_OUT_TRANSACTION' : 'OUT_TRANSACTION';
  if (row.kind === 'TRANSACTION' || row.kind === 'CRYPTO_TRANSACTION' || row.kind === 'INCOME_OUTCOME') return row.kind;
  return null;
}

function Storno({ row, registerId }: { row: JournalRow; registerId: number }) {
  const kind = correctionKind(row);
  if (!kind) return null;
  const total = row.total ? ` (${money(row.total, row, row.total_currency?.code ?? '')})` : '';
  return (
    <StornoCell
      record={{ id: row.record_id, reverses: row.reverses, reversed_by: row.reversed_by, correction_pending: row.correction_pending }}
      kind={kind}
      cashRegister={registerId}
      operationPerson={row.operation_person?.id ?? null}
      description={`${JOURNAL_KIND_LABELS[row.kind]} №${row.record_id}: ${journalTypeLabel(row)} ${money(row.amount, row)}${total}, ${timeOf(row.created_at)}${row.operation_person ? `, ${row.operation_person.name}` : ''}`}
    />
  );
}

const column = createColumnHelper<JournalRow>();
const columns = [
  // An offline deal (docs/OFFLINE.md) is at its time at the window, marked, with its arrival in the title.
  column.accessor('created_at', {
    header: 'Время',
    cell: (i) => (
      <>
        <time dateTime={i.getValue()}>{timeOf(i.getValue())}</time>
        {i.row.original.offline && (
          <OutsideLimits title={`получена сервером ${timeOf(i.row.original.received_at ?? i.getValue())}`}> офлайн</OutsideLimits>
        )}
      </>
    ),
  }),
  // 'detail': folds behind a row's «Подробнее» when the journal is too wide for its box.
  column.accessor('kind', { header: 'Вид', meta: { priority: 'detail' }, cell: (i) => JOURNAL_KIND_LABELS[i.getValue()] }),
  column.accessor('operation_type', {
    header: 'Тип',
    meta: { priority: 'key' },
    cell: (i) => {
      const colour = journalTypeColour(i.getValue());
      // A transfer its sender cancelled says so on its row; the money went back the same way.
      // (The cancel's own row, on the day the money came back, is labelled Отмена перевода.)
      const cancelled = i.row.original.status === 'Cancelled' && i.getValue() !== 'TRANSFER_CANCELLED' ? ' (отменён)' : '';
      return <TypeLabel $colour={colour ? COLOURS[colour] : theme.colors.text}>{journalTypeLabel(i.row.original)}{cancelled}</TypeLabel>;
    },
  }),
  column.accessor('amount', {
    header: 'Сумма',
    meta: { priority: 'key' },
    cell: (i) => <Struck $on={i.row.original.reversed_by !== null}>{money(i.getValue(), i.row.original)}</Struck>,
  }),
  column.accessor('rate', {
    header: 'Курс',
    // A supervisor's or admin's exchange outside the city's limits says so beside its rate.
    cell: (i) => (
      <>
        {i.getValue() ?? '—'}
        {i.row.original.outside_limits && <OutsideLimits> вне лимитов</OutsideLimits>}
      </>
    ),
  }),
  column.accessor('total', { header: 'Итого', cell: (i) => money(i.getValue(), i.row.original, i.row.original.total_currency?.code ?? '') }),
  column.accessor('fee', { header: 'Комиссия', meta: { priority: 'detail' }, cell: (i) => i.getValue() ?? '—' }),
  column.accessor((r) => r.operation_person?.name ?? r.counterpart_cash_register?.name ?? '', {
    id: 'counterpart',
    header: 'Контрагент',
    meta: { priority: 'key' },
  }),
  // The identified client (an exchange's, a transfer's sender or receiver): empty for anonymous deals.
  column.accessor((r) => r.client?.name ?? '', { id: 'client', header: 'Клиент', meta: { priority: 'detail' } }),
  column.accessor((r) => r.user?.name ?? '', { id: 'user', header: 'Сотрудник', meta: { priority: 'detail' } }),
  column.accessor('comment', { header: 'Комментарий', meta: { priority: 'detail' } }),
  // A reprint of the client's receipt (a transfer's only where it was sent from).
  column.display({
    id: 'receipt',
    header: 'Чек',
    meta: { priority: 'key' },
    cell: ({ row }) => {
      const receipt = receiptOfRow(row.original);
      return receipt ? <ReceiptButtons kind={receipt.kind} id={receipt.id} compact /> : null;
    },
  }),
];
const stornoColumn = (registerId: number) =>
  column.display({ id: 'storno', header: 'Сторно', meta: { priority: 'key' }, cell: (i) => <Storno row={i.row.original} registerId={registerId} /> });

/** The journal's state in the URL: `?kind=` (every kind by default; only the kinds the user sees) and the page. */
function journalSpec(kinds: readonly JournalKind[]): ListSpec<{ kind: JournalKind | null; page: number }> {
  return { kind: { read: (raw) => journalKind(raw, kinds), write: (kind) => kind }, page: pageParam };
}

/** The day journal: every record of the register on `date`, newest first, filterable by kind. */
export function OperationJournal({ registerId, date, seesCrypto }: { registerId: number; date: string; seesCrypto: boolean }) {
  const kinds = useMemo(() => journalKinds(seesCrypto), [seesCrypto]);
  const spec = useMemo(() => journalSpec(kinds), [kinds]);
  const { state, change } = useListState(spec);
  const { kind, page } = state;
  const { data, isFetching } = useJournalQuery(journalArgs(registerId, date, kind, page));
  const withStorno = useMemo(() => [...columns, stornoColumn(registerId)], [registerId]);
  const options = useMemo(() => [{ value: '', label: 'Все операции' }, ...kinds.map((k) => ({ value: k, label: FILTER_LABELS[k] }))], [kinds]);
  const pickKind = (next: string) => change({ kind: journalKind(next, kinds) });
  const setPage = (next: number) => change({ page: next });

  return (
    <section aria-labelledby="journal-title">
      <Toolbar>
        <h2 id="journal-title" style={{ margin: 0, fontSize: 16 }}>
          Журнал операций
        </h2>
        <RegisterCorrectionsLink cashRegister={registerId} />
        <div style={{ width: 260, maxWidth: '100%' }}>
          <SelectInput<string> aria-label="Вид операции" value={kind ?? ''} options={options} onChange={pickKind} />
        </div>
      </Toolbar>
      <PaginatedTable
        label="Журнал операций"
        elementTiming="journal-first-row"
        columns={withStorno}
        data={data?.results}
        loading={isFetching && !data}
        getRowId={(r) => r.id}
        pagination={{ page, pageSize: JOURNAL_PAGE_SIZE, count: data?.count ?? 0, onPageChange: setPage }}
      />
    </section>
  );
}
