import { createColumnHelper } from '@tanstack/react-table';
import type { RateRow } from '../../../shared/contract';
import { Table } from '../../ui/Table';
import { figure } from './figure';

const column = createColumnHelper<RateRow>();
const COLUMNS = [
  column.accessor((r) => r.cash_register.name, { id: 'register', header: 'Касса' }),
  column.accessor((r) => r.currency.code, { id: 'currency', header: 'Валюта' }),
  column.accessor('bought_amount', { header: 'Куплено', cell: (i) => figure(i.getValue()) }),
  column.accessor('buy_avg_rate', { header: 'Средний курс покупки', cell: (i) => figure(i.getValue()) }),
  column.accessor('sold_amount', { header: 'Продано', cell: (i) => figure(i.getValue()) }),
  column.accessor('sell_avg_rate', { header: 'Средний курс продажи', cell: (i) => figure(i.getValue()) }),
  column.accessor('average_cost', { header: 'Себестоимость', cell: (i) => figure(i.getValue()) }),
  column.accessor('balance', { header: 'Остаток', cell: (i) => figure(i.getValue()) }),
];

/** average_rate_report: per register and currency, the day's trading and average cost. */
export function AverageRateTable({ rows, loading }: { rows: RateRow[] | undefined; loading: boolean }) {
  return (
    <Table
      label="Средние курсы"
      columns={COLUMNS}
      data={rows}
      loading={loading}
      getRowId={(r) => `${r.cash_register.id}-${r.currency.id}`}
    />
  );
}
