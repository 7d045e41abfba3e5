import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * An admin list's whole state kept in the URL (react-admin's convention): a reload, Back or a
 * shared link shows the same list. A list declares its parameters once (a ListSpec); only
 * what differs from a parameter's default is written, and any change but the page starts
 * again at page 1.
 */
export interface Param<T> {
  read(raw: string | null): T;
  /** The URL's text, or null for the default (left out of the URL). */
  write(value: T): string | null;
}

export type ListSpec<S> = { [K in keyof S]: Param<S[K]> };

/** Free text (a search): '' is the default. */
export const textParam: Param<string> = { read: (raw) => raw ?? '', write: (v) => v || null };

/** An id (a city, a user): null is the default ("all"). */
export const idParam: Param<number | null> = {
  read: (raw) => {
    const n = Number(raw);
    return raw && Number.isInteger(n) && n > 0 ? n : null;
  },
  write: (v) => (v === null ? null : String(v)),
};

/** One of a few values; anything else reads as the default. */
export function oneOf<T extends string>(values: readonly T[], fallback: T): Param<T> {
  return {
    read: (raw) => (raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : fallback),
    write: (v) => (v === fallback ? null : v),
  };
}

/** Active, inactive or both ('' = both): `?active=yes|no`. */
export type ActiveFilter = '' | 'yes' | 'no';
export const activeParam = oneOf<ActiveFilter>(['', 'yes', 'no'], '');
/** The API's is_active for an ActiveFilter (undefined: no filter). */
export const isActiveOf = (active: ActiveFilter): boolean | undefined => (active ? active === 'yes' : undefined);

/** A calendar day, yyyy-MM-dd ('' = none). */
export const dayParam: Param<string> = {
  read: (raw) => (raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : ''),
  write: (v) => v || null,
};

export const pageParam: Param<number> = {
  read: (raw) => {
    const n = Number(raw);
    return Number.isInteger(n) && n > 0 ? n : 1;
  },
  write: (v) => (v > 1 ? String(v) : null),
};

export function readList<S>(spec: ListSpec<S>, params: URLSearchParams): S {
  const out = {} as S;
  for (const key of Object.keys(spec) as Array<keyof S>) out[key] = spec[key].read(params.get(String(key)));
  return out;
}

export function writeList<S>(spec: ListSpec<S>, state: S): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of Object.keys(spec) as Array<keyof S>) {
    const text = spec[key].write(state[key]);
    if (text !== null) out.set(String(key), text);
  }
  return out;
}

/** A click on a column's heading: ascending first, then descending. */
export function nextOrdering<O extends string>(current: O, field: string): O {
  return (current === field ? `-${field}` : field) as O;
}

/** The list's state from the URL and the one way to change it (a new URL; back at page 1 unless the change is the page). */
export function useListState<S extends { page: number }>(spec: ListSpec<S>): { state: S; change: (changes: Partial<S>) => void } {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readList(spec, params), [spec, params]);
  const change = useCallback(
    (changes: Partial<S>) => setParams(writeList(spec, { ...readList(spec, params), page: 1, ...changes })),
    [spec, params, setParams],
  );
  return { state, change };
}
