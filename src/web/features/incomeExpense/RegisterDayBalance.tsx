import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { BalanceRow } from '../../../shared/contract';
import { fromWireDate } from '../../../shared/dates';
import { formatAmount } from '../../../shared/money';
import { useDayBalanceQuery } from '../../api/balancesApi';
import { todayWire } from '../../appConfig';
import { formatDisplayDate } from '../../ui/DatePicker';
import { Table } from '../../ui/Table';

const column = createColumnHelper<BalanceRow>();

/**
 * The register's money today (GET /api/day_balance/), beside its income and expenses: what an
 * expense may take out, and proof that a recorded one moved the balance. Figures as the API
 * sends them, grouped by thousands.
 */
export function RegisterDayBalance({ register }: { register: number }) {
  const date = todayWire();
  const { data, isFetching } = useDayBalanceQuery({ cashRegister: register, date });
  const columns = useMemo(
    () => [
      column.accessor((r) => r.currency.code, { id: 'currency', header: 'Валюта' }),
      column.accessor('opening', { header: 'На начало дня', cell: (i) => formatAmount(i.getValue()) }),
      column.accessor('income', { header: 'Приход', cell: (i) => formatAmount(i.getValue()) }),
      column.accessor('outcome', { header: 'Расход', cell: (i) => formatAmount(i.getValue()) }),
      column.accessor('closing', { header: 'Остаток', cell: (i) => <strong>{formatAmount(i.getValue())}</strong> }),
    ],
    [],
  );
  const label = `Остаток кассы на ${formatDisplayDate(fromWireDate(date))}`;
  return (
    <section aria-label={label}>
      <h2>{label}</h2>
      <Table label="Остаток кассы" columns={columns} data={data?.balances} loading={isFetching && !data} getRowId={(r) => String(r.currency.id)} />
    </section>
  );
}
