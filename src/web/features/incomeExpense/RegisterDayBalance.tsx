import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import styled from 'styled-components';
import type { BalanceRow } from '../../../shared/contract';
import { fromWireDate } from '../../../shared/dates';
import { formatAmount } from '../../../shared/money';
import { useDayBalanceQuery } from '../../api/balancesApi';
import { todayWire } from '../../appConfig';
import { formatDisplayDate } from '../../ui/dateInput';
import { Table } from '../../ui/Table';
import { Num } from './Num';

const column = createColumnHelper<BalanceRow>();

const Heading = styled.h2`
  margin: 28px 0 12px;
`;

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
      column.accessor('opening', { header: () => <Num>На начало дня</Num>, cell: (i) => <Num>{formatAmount(i.getValue())}</Num> }),
      column.accessor('income', { header: () => <Num>Приход</Num>, cell: (i) => <Num>{formatAmount(i.getValue())}</Num> }),
      column.accessor('outcome', { header: () => <Num>Расход</Num>, cell: (i) => <Num>{formatAmount(i.getValue())}</Num> }),
      column.accessor('closing', { header: () => <Num>Остаток</Num>, cell: (i) => <Num as="strong">{formatAmount(i.getValue())}</Num> }),
    ],
    [],
  );
  const label = `Остаток кассы на ${formatDisplayDate(fromWireDate(date))}`;
  return (
    <section aria-label={label}>
      <Heading>{label}</Heading>
      <Table label="Остаток кассы" columns={columns} data={data?.balances} loading={isFetching && !data} getRowId={(r) => String(r.currency.id)} />
    </section>
  );
}
