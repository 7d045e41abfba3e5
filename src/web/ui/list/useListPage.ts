import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pageParam } from './pageParam';

/**
 * The page of a list that has no filters of its own (`?page=2`): Back, a reload and a shared
 * link show the same page. Other parameters of the URL (a screen's filters) stay as they are.
 * A second list on the same screen names its own (`?crypto_page=2`). The page alone, without
 * the list state's module: the landing after sign-in uses it, and its JavaScript is budgeted.
 */
export function useListPage(name = 'page'): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const setPage = useCallback(
    (page: number) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        const text = pageParam.write(page);
        if (text === null) next.delete(name);
        else next.set(name, text);
        return next;
      }),
    [setParams, name],
  );
  return [pageParam.read(params.get(name)), setPage];
}
