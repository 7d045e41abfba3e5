import { useSearchParams } from 'react-router-dom';

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

function readStatus(raw: string | null): PersonStatus {
  return raw === 'inactive' || raw === 'all' ? raw : 'active';
}

/**
 * Search text and status live in the URL (?search=&status=), like the page, so Back, reload
 * and a shared link show the same list. Changing either goes back to page 1.
 */
export function usePersonFilter() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const status = readStatus(params.get('status'));
  const update = (key: 'search' | 'status', value: string, fallback: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('page');
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: key === 'search' },
    );
  return {
    search,
    status,
    setSearch: (value: string) => update('search', value, ''),
    setStatus: (value: PersonStatus) => update('status', value, 'active'),
  };
}
