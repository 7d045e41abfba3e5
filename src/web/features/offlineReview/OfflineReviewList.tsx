import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { createColumnHelper } from '@tanstack/react-table';
import styled from 'styled-components';
import { OFFLINE_REVIEW_STATUSES, type OfflineFlag, type OfflineReview, type OfflineReviewStatus } from '../../../shared/contract/offline';
import { formatAmount } from '../../../shared/money';
import { errorMessage } from '../../api/errors';
import { parseId, paths } from '../../paths';
import { Button } from '../../ui/Button';
import { formatInstant } from '../../ui/formatInstant';
import { EmptyState, PageTitle } from '../../ui/Page';
import { LoadProblem } from '../../ui/LoadProblem';
import { PaginatedTable } from '../../ui/PaginatedTable';
import { ProblemBox } from '../../ui/ProblemBox';
import { StornoCell, Struck } from '../../ui/Storno';
import { theme } from '../../ui/theme';
import { FilterBar, LIST_PAGE_SIZE, oneOf, pageParam, SelectFilter, useListState, type ListSpec } from '../../ui/list';
import { useCheckOfflineReviewMutation, useOfflineReviewsQuery } from './offlineReviewApi';

/** The rules an offline deal broke (docs/OFFLINE.md "A fact, flagged"), as a supervisor reads them. */
export const OFFLINE_FLAG_LABELS: Record<OfflineFlag, string> = {
  rate_band: 'Вне коридора курсов',
  register_closed: 'Касса была закрыта',
  negative_balance: 'Остаток ушёл в минус',
  over_offline_limit: 'Сверх офлайн-лимита',
  made_at_outside_outage: 'Время вне перерыва связи',
};

const STATUS_LABELS: Record<OfflineReviewStatus, string> = { pending: 'Ждут проверки', checked: 'Проверенные' };
const STATUS_OPTIONS = OFFLINE_REVIEW_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));
const EMPTY: Record<OfflineReviewStatus, string> = {
  pending: 'Нет офлайн-операций на проверку',
  checked: 'Нет проверенных офлайн-операций',
};

/** `?status=checked&page=2`: which rows (the pending ones by default) and where in them. */
const LIST: ListSpec<{ status: OfflineReviewStatus; page: number }> = { status: oneOf(OFFLINE_REVIEW_STATUSES, 'pending'), page: pageParam };

const TITLE = 'Офлайн-операции на проверку';
const TYPE_LABELS = { BUY: 'Покупка', SELL: 'Продажа' } as const;

const Flags = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${theme.colors.sell};
  li { white-space: normal; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 10px;
`;

const dealText = (r: OfflineReview) => `${TYPE_LABELS[r.deal.operation_type]} ${formatAmount(r.deal.amount)} ${r.deal.currency.code}`;

function stateOf(r: OfflineReview): string {
  if (r.status === 'pending') return 'Ждёт проверки';
  const when = r.checked_at ? ` ${formatInstant(r.checked_at)}` : '';
  return `Проверено${when}${r.checked_by ? `, ${r.checked_by.name}` : ''}`;
}

const column = createColumnHelper<OfflineReview>();

/**
 * /cities/{id}/offline-review/: the city's offline deals that broke a rule when they arrived
 * (docs/OFFLINE.md), for its supervisors and admins. The status and the page are in the URL.
 * A pending row is marked «Проверено»; a deal is reversed through the usual storno (the same
 * «Сторно» as on the register's journal, approved by another person in Подтверждения).
 */
export function OfflineReviewList() {
  const city = parseId(useParams().cityId) ?? 0;
  const { state, change } = useListState(LIST);
  const { status, page } = state;
  const { data, isFetching, isError, refetch } = useOfflineReviewsQuery({ city, status, page, size: LIST_PAGE_SIZE });
  const [check] = useCheckOfflineReviewMutation();
  const [checking, setChecking] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const columns = useMemo(() => {
    const onCheck = async (r: OfflineReview) => {
      setProblem(null);
      setChecking(r.id);
      try {
        await check({ id: r.id }).unwrap();
      } catch (error) {
        // Checked meanwhile by someone else: said here, and the list shows it checked. Any
        // other failure has been alerted already (api/baseApi.ts).
        if ((error as { status?: unknown } | null)?.status === 409) setProblem(`Операция №${r.id}: ${errorMessage(error)}`);
      } finally {
        setChecking(null);
      }
    };
    return [
      column.accessor('made_at', {
        header: 'Совершена',
        meta: { priority: 'key' },
        cell: (i) => <time dateTime={i.getValue()}>{formatInstant(i.getValue())}</time>,
      }),
      column.accessor('received_at', {
        header: 'Получена',
        meta: { priority: 'detail' },
        cell: (i) => <time dateTime={i.getValue()}>{formatInstant(i.getValue())}</time>,
      }),
      column.accessor((r) => r.cash_register.name, {
        id: 'register',
        header: 'Касса',
        // The register's screen: its journal, where the deal is on the day it was made.
        cell: (i) => <Link to={paths.cashRegister(i.row.original.cash_register.id)}>{i.getValue()}</Link>,
      }),
      column.accessor((r) => r.cashier?.name ?? '—', { id: 'cashier', header: 'Кассир', meta: { priority: 'detail' } }),
      column.accessor((r) => TYPE_LABELS[r.deal.operation_type], { id: 'type', header: 'Тип' }),
      column.accessor((r) => `${formatAmount(r.deal.amount)} ${r.deal.currency.code}`, {
        id: 'amount',
        header: 'Сумма',
        meta: { priority: 'key' },
        cell: (i) => <Struck $on={i.row.original.deal.reversed_by !== null}>{i.getValue()}</Struck>,
      }),
      column.accessor((r) => r.deal.rate, { id: 'rate', header: 'Курс' }),
      column.accessor((r) => `${formatAmount(r.deal.total)} ${r.deal.base_currency.code}`, { id: 'total', header: 'Итого' }),
      column.accessor((r) => r.flags, {
        id: 'flags',
        header: 'Нарушения',
        meta: { priority: 'key' },
        cell: (i) => (
          <Flags>
            {i.getValue().map((flag) => (
              <li key={flag}>{OFFLINE_FLAG_LABELS[flag] ?? flag}</li>
            ))}
          </Flags>
        ),
      }),
      column.accessor((r) => stateOf(r), { id: 'state', header: 'Состояние' }),
      column.display({
        id: 'actions',
        header: 'Действия',
        meta: { priority: 'key' },
        cell: ({ row: { original: r } }) => (
          <Actions>
            {r.status === 'pending' && (
              <Button
                $variant="secondary"
                disabled={checking === r.id}
                aria-label={`Проверено: операция №${r.id}`}
                onClick={() => void onCheck(r)}
              >
                Проверено
              </Button>
            )}
            <StornoCell
              record={r.deal}
              kind="TRANSACTION"
              cashRegister={r.deal.cash_register.id}
              description={`Офлайн-операция №${r.id}: ${dealText(r)} по ${r.deal.rate}, ${formatInstant(r.made_at)}, ${r.cash_register.name}`}
            />
          </Actions>
        ),
      }),
    ];
  }, [check, checking]);

  const empty = data !== undefined && data.count === 0;
  return (
    <>
      <PageTitle>{TITLE}</PageTitle>
      <FilterBar label="Фильтры офлайн-операций">
        <SelectFilter label="Состояние" value={status} options={STATUS_OPTIONS} onChange={(next) => change({ status: next })} all={null} />
      </FilterBar>
      {problem && (
        <ProblemBox role="alert">
          <p>{problem}</p>
        </ProblemBox>
      )}
      {isError && !data ? (
        <LoadProblem what="офлайн-операции" retry={() => void refetch()} />
      ) : empty && !isFetching ? (
        <EmptyState>{EMPTY[status]}</EmptyState>
      ) : (
        <PaginatedTable
          label={TITLE}
          columns={columns}
          data={data?.results}
          loading={isFetching && !data}
          getRowId={(r) => String(r.id)}
          pagination={{ page, pageSize: LIST_PAGE_SIZE, count: data?.count ?? 0, onPageChange: (next) => change({ page: next }) }}
        />
      )}
    </>
  );
}
