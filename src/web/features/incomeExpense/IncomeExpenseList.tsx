import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { createColumnHelper } from '@tanstack/react-table';
import styled from 'styled-components';
import { RECORD_PAGE_SIZE, type IncomeOutcome } from '../../../shared/contract';
import { formatAmount } from '../../../shared/money';
import { parseId } from '../../paths';
import { formatInstant } from '../../ui/formatInstant';
import { PageTitle, Toolbar } from '../../ui/Page';
import { PaginatedTable } from '../../ui/PaginatedTable';
import { StornoCell, Struck } from '../../ui/Storno';
import { useListPage } from '../../ui/list';
import { useIsVault, VaultNote } from '../../ui/VaultNote';
import { DIRECTION } from './directionLabels';
import { useListIncomeExpenseQuery } from './incomeExpenseApi';
import { IncomeOutcomeDialog } from './IncomeOutcomeDialog';
import { Num } from './Num';
import { RegisterDayBalance } from './RegisterDayBalance';

const column = createColumnHelper<IncomeOutcome>();

const Type = styled.span<{ $colour: string }>`
  color: ${({ $colour }) => $colour};
  font-weight: 600;
`;

const Spacer = styled.span`
  flex: 1 1 auto;
`;

/** /cash-registers/{id}/income-expense/: the register's own income and expenses, newest first, and its balance today. */
export function IncomeExpenseList() {
  const register = parseId(useParams().cashRegisterId);
  const isVault = useIsVault(register);
  const [page, setPage] = useListPage();
  const { data, isFetching } = useListIncomeExpenseQuery({ cashRegister: register ?? 0, page, size: RECORD_PAGE_SIZE }, { skip: register === null });
  const columns = useMemo(
    () => [
      column.accessor('created_at', { header: 'Дата', cell: (i) => formatInstant(i.getValue()) }),
      column.accessor('direction', {
        header: 'Тип',
        cell: (i) => <Type $colour={DIRECTION[i.getValue()].colour}>{DIRECTION[i.getValue()].label}</Type>,
      }),
      column.accessor('amount', {
        header: () => <Num>Сумма</Num>,
        cell: (i) => (
          <Num>
            <Struck $on={i.row.original.reversed_by !== null}>{`${formatAmount(i.getValue())} ${i.row.original.currency.code}`}</Struck>
          </Num>
        ),
      }),
      column.accessor('comment', { header: 'Комментарий' }),
      column.accessor('user', { header: 'Сотрудник', cell: (i) => i.getValue()?.name ?? '' }),
      column.display({
        id: 'storno',
        header: 'Сторно',
        cell: ({ row: { original: r } }) => (
          <StornoCell
            record={r}
            kind="INCOME_OUTCOME"
            cashRegister={r.cash_register.id}
            description={`${DIRECTION[r.direction].label} ${formatAmount(r.amount)} ${r.currency.code}, ${formatInstant(r.created_at)}${r.comment ? `: ${r.comment}` : ''}`}
          />
        ),
      }),
    ],
    [],
  );
  if (register === null) return null;
  return (
    <>
      <PageTitle>Доходы \ Расходы</PageTitle>
      <Toolbar>
        <Spacer />
        {/* Income and expense are the tills' (docs/VAULT.md): the vault says why it has none. */}
        {isVault ? <VaultNote /> : <IncomeOutcomeDialog register={register} />}
      </Toolbar>
      <PaginatedTable
        label="Доходы и расходы"
        columns={columns}
        data={data?.results}
        loading={isFetching}
        getRowId={(r) => String(r.id)}
        pagination={{ page, pageSize: RECORD_PAGE_SIZE, count: data?.count ?? 0, onPageChange: setPage }}
      />
      <RegisterDayBalance register={register} />
    </>
  );
}
