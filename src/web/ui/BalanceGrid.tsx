import { useMemo, type ReactNode } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import styled from 'styled-components';
import type { BalanceRow, CurrencyRef } from '../../shared/contract';
import { groupThousands } from '../../shared/money';
import { Table } from './Table';

/** One line of the grid: a register or a city, and its closing balance per currency. */
export interface BalanceLine {
  id: string;
  name: ReactNode;
  balances: BalanceRow[];
}

interface Props {
  label: string;
  /** Header of the first column: 'Касса', 'Город'. */
  nameHeader: string;
  lines: BalanceLine[] | undefined;
  /** The sum line the server computed (city_data.totals, overall_day_amount.totals). */
  totals: BalanceRow[] | undefined;
  /** No sum line (a block of one register, the city's vault): `totals` is then not read. */
  withoutTotals?: boolean;
  loading?: boolean;
}

const Strong = styled.strong`
  font-variant-numeric: tabular-nums;
`;
const Num = styled.span`
  font-variant-numeric: tabular-nums;
`;

/** Every currency that appears in any line or in the totals, in the server's order. */
function currenciesOf(lines: BalanceLine[], totals: BalanceRow[]): CurrencyRef[] {
  const seen = new Map<number, CurrencyRef>();
  for (const row of [...totals, ...lines.flatMap((l) => l.balances)]) {
    if (!seen.has(row.currency.id)) seen.set(row.currency.id, row.currency);
  }
  return [...seen.values()];
}

const column = createColumnHelper<BalanceLine & { total?: boolean }>();

/**
 * Closing balances, one row per register or city and one column per currency, with the
 * server's totals as the last row. Figures are the API's decimal strings, only grouped.
 */
export function BalanceGrid({ label, nameHeader, lines, totals, withoutTotals, loading }: Props) {
  const rows = useMemo(() => {
    if (withoutTotals) return lines;
    return lines && totals ? [...lines, { id: 'total', name: 'Итого', balances: totals, total: true }] : undefined;
  }, [lines, totals, withoutTotals]);
  const columns = useMemo(() => {
    const currencies = currenciesOf(lines ?? [], totals ?? []);
    return [
      column.accessor('name', {
        header: nameHeader,
        cell: (info) => (info.row.original.total ? <Strong>{info.getValue()}</Strong> : info.getValue()),
      }),
      ...currencies.map((currency) =>
        column.display({
          id: `c${currency.id}`,
          header: currency.code,
          cell: (info) => {
            const row = info.row.original.balances.find((b) => b.currency.id === currency.id);
            const text = row ? groupThousands(row.closing) : '—';
            return info.row.original.total ? <Strong>{text}</Strong> : <Num>{text}</Num>;
          },
        }),
      ),
    ];
  }, [lines, totals, nameHeader]);
  return <Table label={label} columns={columns} data={lines?.length === 0 ? [] : rows} loading={loading} getRowId={(l) => l.id} />;
}
