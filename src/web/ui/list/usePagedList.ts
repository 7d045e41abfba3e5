import { useListState, type ListSpec } from './listState';

/** One server page of a list, as its RTK Query hook answers it. */
interface PageQuery<S, T> {
  (state: S): { data?: { count: number; results: T[] }; isFetching: boolean };
}

/**
 * A list's state, read from the URL, and the page of rows the API answers for it:
 * `table` is what PagedList takes besides its title, filters and columns (the rows, whether a
 * request is on its way, the page and how to turn it, each row's id); `change` is what the
 * headings, filters and row actions call.
 */
export function usePagedList<S extends { page: number }, T extends { id: number }>(spec: ListSpec<S>, usePage: PageQuery<S, T>) {
  const { state, change } = useListState(spec);
  const { data, isFetching } = usePage(state);
  const table = {
    data,
    loading: isFetching,
    page: state.page,
    onPage: (page: number) => change({ page } as Partial<S>),
    getRowId: (row: T) => String(row.id),
  };
  return { state, change, table };
}
