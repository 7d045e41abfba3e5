import { createColumnHelper } from '@tanstack/react-table';
import type { BalanceRow } from '../../../shared/contract';
import { Table } from '../../ui/Table';
import { figure } from './figure';

const column = createColumnHelper<BalanceRow>();
const COLUMNS = [
  column.accessor((r) => r.currency.code, { id: 'currency', header: 'Валюта' }),
  column.accessor('opening', { header: 'Начало дня', cell: (i) => figure(i.getValue()) }),
  column.accessor('income', { header: 'Приход', cell: (i) => figure(i.getValue()) }),
  column.accessor('outcome', { header: 'Расход', cell: (i) => figure(i.getValue()) }),
  column.accessor('closing', { header: 'Конец дня', cell: (i) => figure(i.getValue()) }),
];

/** A day's movement per currency: opening, income, outcome, closing (city_data.totals). */
export function DayTotalsTable({ label, rows, loading }: { label: string; rows: BalanceRow[] | undefined; loading: boolean }) {
  return <Table label={label} columns={COLUMNS} data={rows} loading={loading} getRowId={(r) => String(r.currency.id)} />;
}
