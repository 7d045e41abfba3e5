import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isWireDate } from '../../../shared/dates';
import type { Param } from './param';

export type { Param };

/**
 * A list's whole state kept in the URL (react-admin's convention): a reload, Back or a
 * shared link shows the same list. A list declares its parameters once (a ListSpec); only
 * what differs from a parameter's default is written, and any change but the page starts
 * again at page 1.
 */
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

/** A calendar day, yyyy-MM-dd, that exists ('' = none: not 2026-02-30 either). */
export const dayParam: Param<string> = {
  read: (raw) => (isWireDate(raw) ? raw : ''),
  write: (v) => v || null,
};

/**
 * A day with a default that moves (the month so far starts on its 1st): absent means the
 * default; an emptied day stays in the URL as `?name=` so that it does not become the default
 * again; undefined is no day (the period open on that side).
 */
export function defaultedDayParam(fallback: () => string): Param<string | undefined> {
  return {
    read: (raw) => (raw === null ? fallback() : dayParam.read(raw) || undefined),
    write: (v) => (v === undefined ? '' : v === fallback() ? null : v),
  };
}

/** The table's page, `?page=2`: 1 is the default. */
// In a module of its own: the landing's list and the register screen's prefetch read the page
// with it, and take nothing else of the kit into their chunks (the landing's JavaScript budget).
export { pageParam } from './pageParam';

export function readList<S>(spec: ListSpec<S>, params: URLSearchParams): S {
  const out = {} as S;
  for (const key of Object.keys(spec) as Array<keyof S>) out[key] = spec[key].read(params.get(String(key)));
  return out;
}

/**
 * The URL of `state`: `others`' parameters that are not the ListSpec's first, as they were (a
 * screen's tab), then the ListSpec's in its order, so that a list alone in its URL always writes
 * it the same way.
 */
export function writeList<S>(spec: ListSpec<S>, state: S, others?: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of others ?? []) if (!Object.prototype.hasOwnProperty.call(spec, key)) out.append(key, value);
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

export interface ChangeOptions {
  /** No new history entry (a search being typed: Back goes to the list before it, not a letter back). */
  replace?: boolean;
  /** The URL keeps only this ListSpec's parameters (another tab: the last tab's filters are not this one's). */
  alone?: boolean;
}

/**
 * The list's state from the URL and the one way to change it: a new URL, back at page 1 unless
 * the change is the page. Parameters outside the ListSpec stay as they are, so two parts of a
 * screen (a tab and the list under it) each keep their own.
 */
export function useListState<S>(spec: ListSpec<S>): { state: S; change: (changes: Partial<S>, options?: ChangeOptions) => void } {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readList(spec, params), [spec, params]);
  const change = useCallback(
    (changes: Partial<S>, options?: ChangeOptions) =>
      setParams(
        (prev) => {
          // A new filter's rows start at page 1 (the old page may not exist in them).
          const restart = ('page' in spec && !('page' in changes) ? { page: 1 } : {}) as Partial<S>;
          return writeList(spec, { ...readList(spec, prev), ...restart, ...changes }, options?.alone ? undefined : prev);
        },
        { replace: options?.replace ?? false },
      ),
    [spec, setParams],
  );
  return { state, change };
}
