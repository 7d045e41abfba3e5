import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { createColumnHelper } from '@tanstack/react-table';
import type { CashOrder } from '../../../shared/contract/cashOrders';
import { fromWireDate, toWireDate } from '../../../shared/dates';
import { formatAmount } from '../../../shared/money';
import { useFileDelivery } from '../../api/fileDelivery';
import { useCanPrint } from '../../api/meApi';
import { useAllCashRegistersQuery } from '../../api/referenceApi';
import { parseId, paths } from '../../paths';
import { Button } from '../../ui/Button';
import { DatePicker } from '../../ui/DatePicker';
import { formatInstant } from '../../ui/formatInstant';
import { EmptyState, PageTitle, Toolbar } from '../../ui/Page';
import { PaginatedTable } from '../../ui/PaginatedTable';
import { FilterBar, LIST_PAGE_SIZE, SelectFilter, useListState } from '../../ui/list';
import { KIND_LABELS, STATE_LABELS, kindLabel } from './cashOrderLabels';
import { CASH_ORDER_LIST, cashOrderParams } from './cashOrderListState';
import { useCashOrdersQuery } from './cashOrdersApi';
import { NewCashOrder } from './NewCashOrder';
import { LoadProblem } from '../../ui/LoadProblem';

const TITLE = 'Заявки на наличные';
const STATE_OPTIONS = Object.entries(STATE_LABELS).map(([value, label]) => ({ value: value as keyof typeof STATE_LABELS, label }));
const KIND_OPTIONS = Object.entries(KIND_LABELS).map(([value, label]) => ({ value: value as keyof typeof KIND_LABELS, label }));
const day = (value: string) => (value ? fromWireDate(value) : null);
const wire = (date: Date | null) => (date ? toWireDate(date) : '');

/** The amount, or «—» to the receiving side while the order travels (it counts blind). */
export const amountText = (o: Pick<CashOrder, 'amount' | 'currency'>) => (o.amount === null ? '—' : `${formatAmount(o.amount)} ${o.currency.code}`);

const column = createColumnHelper<CashOrder>();
const columnsOf = (city: number) => [
  column.accessor('id', {
    header: '№',
    meta: { priority: 'key' },
    cell: (i) => <Link to={paths.cityCashOrder(city, i.getValue())}>№{i.getValue()}</Link>,
  }),
  column.accessor((o) => kindLabel(o), { id: 'kind', header: 'Вид' }),
  column.accessor((o) => `${o.from_cash_register.name} → ${o.to_cash_register.name}`, { id: 'route', header: 'Откуда → куда', meta: { priority: 'key' } }),
  column.accessor((o) => amountText(o), { id: 'amount', header: 'Сумма', meta: { priority: 'key' } }),
  column.accessor((o) => STATE_LABELS[o.state], { id: 'state', header: 'Состояние', meta: { priority: 'key' } }),
  column.accessor('requested_at', {
    header: 'Запрошена',
    meta: { priority: 'detail' },
    cell: (i) => <time dateTime={i.getValue()}>{formatInstant(i.getValue())}</time>,
  }),
  column.accessor((o) => (o.expected_at ? formatInstant(o.expected_at) : '—'), { id: 'expected', header: 'Ожидается', meta: { priority: 'detail' } }),
];

/**
 * /cities/{id}/cash-orders/: the city's cash orders (docs/web/cash-orders.md), newest first,
 * filtered by state, kind, register and the day requested — all in the URL; «Новая заявка»
 * opens the form above the list (no route of its own: the signed-in shell's first JavaScript
 * carries every route), and the list's XLSX takes the same filters.
 */
export function CashOrderList() {
  const city = parseId(useParams().cityId) ?? 0;
  const { state, change } = useListState(CASH_ORDER_LIST);
  const { data: registers } = useAllCashRegistersQuery({ city });
  const { data, isFetching, isError, refetch } = useCashOrdersQuery({ ...cashOrderParams(city, state), page: state.page, size: LIST_PAGE_SIZE });
  const download = useFileDelivery();
  const canPrint = useCanPrint();
  const [creating, setCreating] = useState(false);
  const columns = useMemo(() => columnsOf(city), [city]);
  const registerOptions = useMemo(() => (registers ?? []).map((r) => ({ value: String(r.id), label: r.name })), [registers]);
  const empty = data !== undefined && data.count === 0;
  return (
    <>
      <PageTitle>{TITLE}</PageTitle>
      <Toolbar>
        <Button aria-expanded={creating} onClick={() => setCreating((open) => !open)}>
          Новая заявка
        </Button>
        {canPrint && (
          <Button
            $variant="secondary"
            disabled={download.busy}
            onClick={() => void download.run({ path: 'print_cash_orders/', kind: 'download', params: cashOrderParams(city, state) })}
          >
            Скачать XLSX
          </Button>
        )}
      </Toolbar>
      {creating && <NewCashOrder />}
      <FilterBar label="Фильтры заявок">
        <SelectFilter label="Состояние" value={state.state} options={STATE_OPTIONS} onChange={(next) => change({ state: next })} />
        <SelectFilter label="Вид" value={state.kind} options={KIND_OPTIONS} onChange={(next) => change({ kind: next })} />
        <SelectFilter
          label="Касса"
          value={state.register ? String(state.register) : ''}
          options={registerOptions}
          onChange={(next) => change({ register: next ? Number(next) : null })}
        />
        <label>
          Дата с
          <DatePicker label="Дата с" value={day(state.from)} maxDate={day(state.to) ?? undefined} onChange={(d) => change({ from: wire(d) })} />
        </label>
        <label>
          Дата по
          <DatePicker label="Дата по" value={day(state.to)} minDate={day(state.from) ?? undefined} onChange={(d) => change({ to: wire(d) })} />
        </label>
      </FilterBar>
      {isError && !data ? (
        <LoadProblem what="заявки" retry={() => void refetch()} />
      ) : empty && !isFetching ? (
        <EmptyState>Нет заявок с такими условиями</EmptyState>
      ) : (
        <PaginatedTable
          label={TITLE}
          columns={columns}
          data={data?.results}
          loading={isFetching && !data}
          getRowId={(o) => String(o.id)}
          pagination={{ page: state.page, pageSize: LIST_PAGE_SIZE, count: data?.count ?? 0, onPageChange: (next) => change({ page: next }) }}
        />
      )}
    </>
  );
}
