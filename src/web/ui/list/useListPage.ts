import { useCallback } from 'react';
import { pageParam, useListState, type ListSpec } from './listState';

const PAGE_ONLY: ListSpec<{ page: number }> = { page: pageParam };

/**
 * The page of a list that has no filters of its own (`?page=2`): Back, a reload and a shared
 * link show the same page. Other parameters of the URL (a screen's filters) stay as they are.
 */
export function useListPage(): [number, (page: number) => void] {
  const { state, change } = useListState(PAGE_ONLY);
  const setPage = useCallback((page: number) => change({ page }), [change]);
  return [state.page, setPage];
}
