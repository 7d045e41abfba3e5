import { useCallback } from 'react';
import { oneOf, pageParam, textParam, useListState, type ListSpec } from '../../ui/list';

/** The status filter of docs/PRODUCT.md §7's `is_active`; only users who may see inactive persons get it. */
export type PersonStatus = 'active' | 'inactive' | 'all';

export const PERSON_STATUS_OPTIONS: { value: PersonStatus; label: string }[] = [
  { value: 'active', label: 'Активные' },
  { value: 'inactive', label: 'Неактивные' },
  { value: 'all', label: 'Все' },
];

/** `is_active` for the list call; without the right it is left out (the server then shows active ones only). */
export function isActiveParam(status: PersonStatus, mayFilter: boolean): boolean | undefined {
  if (!mayFilter) return undefined;
  return status === 'all' ? undefined : status === 'active';
}

/** `?search=&status=&page=`: active persons, unsearched, page 1 by default. */
const PERSON_LIST: ListSpec<{ search: string; status: PersonStatus; page: number }> = {
  search: textParam,
  status: oneOf<PersonStatus>(['active', 'inactive', 'all'], 'active'),
  page: pageParam,
};

/**
 * Search text, status and page live in the URL, so Back, reload and a shared link show the
 * same list. Changing the search or the status goes back to page 1; a search being typed
 * replaces the URL rather than adding a step to Back for every pause.
 */
export function usePersonFilter() {
  const { state, change } = useListState(PERSON_LIST);
  const setSearch = useCallback((search: string) => change({ search }, { replace: true }), [change]);
  return {
    ...state,
    setSearch,
    setStatus: (status: PersonStatus) => change({ status }),
    setPage: (page: number) => change({ page }),
  };
}
