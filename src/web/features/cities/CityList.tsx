import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { createColumnHelper } from '@tanstack/react-table';
import type { City } from '../../../shared/contract';
import { paths } from '../../paths';
import { PageTitle } from '../../ui/Page';
import { PaginatedTable } from '../../ui/PaginatedTable';
// The page hook's module alone, not the kit's index: this list is the landing after sign-in (its JavaScript budget).
import { useListPage } from '../../ui/list/useListPage';
import { CITY_PAGE_SIZE, useListCitiesQuery } from './citiesApi';

const column = createColumnHelper<City>();

/** /cities/: the user's cities, 100 a page; a city's name opens its cash registers. */
export function CityList() {
  const [page, setPage] = useListPage();
  const { data, isFetching } = useListCitiesQuery({ page, size: CITY_PAGE_SIZE });
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: 'Город',
        cell: (info) => <Link to={paths.city(info.row.original.id)}>{info.getValue()}</Link>,
      }),
    ],
    [],
  );
  return (
    <>
      <PageTitle>Города</PageTitle>
      <PaginatedTable
        label="Города"
        columns={columns}
        data={data?.results}
        loading={isFetching}
        getRowId={(city) => String(city.id)}
        pagination={{ page, pageSize: CITY_PAGE_SIZE, count: data?.count ?? 0, onPageChange: setPage }}
      />
    </>
  );
}
