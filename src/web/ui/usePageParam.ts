import { useSearchParams } from 'react-router-dom';

/**
 * The current table page lives in the URL (?page=2), so Back, reload and a shared link all
 * show the same page.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = pageFromSearch(params);
  const setPage = (next: number) =>
    setParams(
      (prev) => {
        const copy = new URLSearchParams(prev);
        if (next <= 1) copy.delete('page');
        else copy.set('page', String(next));
        return copy;
      },
      { replace: false },
    );
  return [page, setPage];
}

/** ?page= as a page number: 1 unless it is a whole number above 0. */
export function pageFromSearch(params: URLSearchParams): number {
  const raw = Number(params.get('page'));
  return Number.isInteger(raw) && raw > 0 ? raw : 1;
}
