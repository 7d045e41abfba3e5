import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { createColumnHelper } from '@tanstack/react-table';
import type { CashRegister } from '../../../shared/contract';
import { parseId, paths } from '../../paths';
import { PageTitle } from '../../ui/Page';
import { PaginatedTable } from '../../ui/PaginatedTable';
import { usePageParam } from '../../ui/usePageParam';
import { CASH_REGISTER_PAGE_SIZE, useListCashRegistersQuery } from './cashRegistersApi';

const column = createColumnHelper<CashRegister>();

/** /cities/{id}/: the city's cash registers, 100 a page; a name opens the register. */
export function CashRegisterList() {
  const cityId = parseId(useParams().cityId);
  const [page, setPage] = usePageParam();
  const { data, isFetching } = useListCashRegistersQuery(
    { city: cityId ?? 0, page, size: CASH_REGISTER_PAGE_SIZE },
    { skip: cityId === null },
  );
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: 'Касса',
        cell: (info) => <Link to={paths.cashRegister(info.row.original.id)}>{info.getValue()}</Link>,
      }),
    ],
    [],
  );
  return (
    <>
      <PageTitle>Кассы</PageTitle>
      <PaginatedTable
        label="Кассы"
        columns={columns}
        data={data?.results}
        loading={isFetching}
        getRowId={(register) => String(register.id)}
        pagination={{ page, pageSize: CASH_REGISTER_PAGE_SIZE, count: data?.count ?? 0, onPageChange: setPage }}
      />
    </>
  );
}
