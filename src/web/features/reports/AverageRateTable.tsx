import { createColumnHelper } from '@tanstack/react-table';
import type { RateRow } from '../../../shared/contract';
import { Table } from '../../ui/Table';
import { figure } from './figure';

const column = createColumnHelper<RateRow>();
const COST = column.accessor('average_cost', { header: 'Себестоимость', cell: (i) => figure(i.getValue()) });
const ALL_COLUMNS = [
  column.accessor((r) => r.cash_register.name, { id: 'register', header: 'Касса' }),
  column.accessor((r) => r.currency.code, { id: 'currency', header: 'Валюта' }),
  column.accessor('bought_amount', { header: 'Куплено', cell: (i) => figure(i.getValue()) }),
  column.accessor('buy_avg_rate', { header: 'Средний курс покупки', cell: (i) => figure(i.getValue()) }),
  column.accessor('sold_amount', { header: 'Продано', cell: (i) => figure(i.getValue()) }),
  column.accessor('sell_avg_rate', { header: 'Средний курс продажи', cell: (i) => figure(i.getValue()) }),
  COST,
  column.accessor('balance', { header: 'Остаток', cell: (i) => figure(i.getValue()) }),
];

/** Without the earning permission the server sends no average cost: the column is not there. */
const WITHOUT_COST = ALL_COLUMNS.filter((c) => c !== COST);

interface Props {
  rows: RateRow[] | undefined;
  loading: boolean;
  /** canSeeEarnings: the average cost is an earning figure (isAllowToCheckEarningReport). */
  showCost: boolean;
}

/** average_rate_report: per register and currency, the day's trading and (if allowed) average cost. */
export function AverageRateTable({ rows, loading, showCost }: Props) {
  return (
    <Table
      label="Средние курсы"
      columns={showCost ? ALL_COLUMNS : WITHOUT_COST}
      data={rows}
      loading={loading}
      getRowId={(r) => `${r.cash_register.id}-${r.currency.id}`}
    />
  );
}
