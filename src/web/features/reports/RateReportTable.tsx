import { createColumnHelper } from '@tanstack/react-table';
import type { RateReport } from '../../../shared/contract';
import { Table } from '../../ui/Table';
import { figure } from './figure';

type Row = RateReport['rows'][number];
const column = createColumnHelper<Row>();
const COLUMNS = [
  column.accessor((r) => r.currency.code, { id: 'currency', header: 'Валюта' }),
  column.accessor((r) => r.buy.count, { id: 'buyCount', header: 'Покупок' }),
  column.accessor((r) => r.buy.amount, { id: 'buyAmount', header: 'Куплено', cell: (i) => figure(i.getValue()) }),
  column.accessor((r) => r.buy.min_rate, { id: 'buyMin', header: 'Покупка мин.', cell: (i) => figure(i.getValue()) }),
  column.accessor((r) => r.buy.max_rate, { id: 'buyMax', header: 'Покупка макс.', cell: (i) => figure(i.getValue()) }),
  column.accessor((r) => r.buy.avg_rate, { id: 'buyAvg', header: 'Покупка средн.', cell: (i) => figure(i.getValue()) }),
  column.accessor((r) => r.sell.count, { id: 'sellCount', header: 'Продаж' }),
  column.accessor((r) => r.sell.amount, { id: 'sellAmount', header: 'Продано', cell: (i) => figure(i.getValue()) }),
  column.accessor((r) => r.sell.min_rate, { id: 'sellMin', header: 'Продажа мин.', cell: (i) => figure(i.getValue()) }),
  column.accessor((r) => r.sell.max_rate, { id: 'sellMax', header: 'Продажа макс.', cell: (i) => figure(i.getValue()) }),
  column.accessor((r) => r.sell.avg_rate, { id: 'sellAvg', header: 'Продажа средн.', cell: (i) => figure(i.getValue()) }),
  column.accessor((r) => r.value_setting?.buy_rate ?? null, { id: 'boardBuy', header: 'Табло: покупка', cell: (i) => figure(i.getValue()) }),
  column.accessor((r) => r.value_setting?.sell_rate ?? null, { id: 'boardSell', header: 'Табло: продажа', cell: (i) => figure(i.getValue()) }),
];

/** rate_report: the rates a register used that day, against its rate board. */
export function RateReportTable({ rows, loading }: { rows: Row[] | undefined; loading: boolean }) {
  return <Table label="Курсы по кассе" columns={COLUMNS} data={rows} loading={loading} getRowId={(r) => String(r.currency.id)} />;
}
