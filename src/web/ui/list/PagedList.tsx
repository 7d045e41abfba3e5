import type { ReactNode } from 'react';
import { PageTitle, Toolbar } from '../Page';
import { PaginatedTable } from '../PaginatedTable';
import type { Columns } from '../Table';

/** Rows a page of a list that does not say otherwise (every admin list). */
export const LIST_PAGE_SIZE = 20;

interface Props<T> {
  /** The page's heading and the table's accessible name. */
  title: string;
  /** Buttons above the list (Добавить …). */
  actions?: ReactNode;
  /** The FilterBar. */
  filters?: ReactNode;
  columns: Columns<T>;
  /** The last page the API answered (RTK Query's `data`: kept while the next one loads). */
  data: { count: number; results: T[] } | undefined;
  /** A request is on its way (RTK Query's `isFetching`). */
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
  getRowId: (row: T) => string;
}

/**
 * A list screen (docs/CONTRIBUTING.md "How to add a list"): heading, actions, filters and one
 * server page of rows, the page number in the URL with the rest of the state.
 */
export function PagedList<T>({ title, actions, filters, columns, data, loading, page, onPage, getRowId }: Props<T>) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {actions && <Toolbar>{actions}</Toolbar>}
      {filters}
      <PaginatedTable
        label={title}
        columns={columns}
        data={data?.results}
        // The rows stay while a write's refetch or a new filter's page loads: a row's open
        // dialog (a register's pairs) stays open, and the list does not flash a spinner.
        loading={loading && !data}
        getRowId={getRowId}
        pagination={{ page, pageSize: LIST_PAGE_SIZE, count: data?.count ?? 0, onPageChange: onPage }}
      />
    </>
  );
}
