import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { readToken } from '../api/token';

/**
 * The register's figures as last received, kept in localStorage as they arrive, so that the
 * window can trade after a reload or a browser restart during an outage (docs/web/offline.md):
 * the user, the register and its city, the pairs, the day's rates, the till's day balance, the
 * city's limits and identification threshold. Saved by the register screen (this module: a few
 * hundred bytes of its chunk); put back only by the offline mode (features/offline/lastKnown.ts),
 * while the calls cannot reach the server — never served as an answer of the API.
 */
export const KEY = 'm247-last-known';

/** What the register screen and the offline window read; lists (the journal, clients) are not kept. */
export const LAST_KNOWN_ENDPOINTS = [
  'getMe',
  'cashRegister',
  'city',
  'currencies',
  'dilapidationPercentages',
  'availablePairs',
  'valueSettings',
  'dayBalance',
  'cityLimits',
  'registerLimits',
  'cityCompliance',
] as const;
const KEPT = new Set<string>(LAST_KNOWN_ENDPOINTS);
/** Enough for a few registers' days; the oldest answers go first. */
const MAX_ENTRIES = 60;

export interface Entry {
  endpointName: string;
  originalArgs: unknown;
  data: unknown;
  at: number;
}
export interface Snapshot {
  /** Whose session the figures are of: a hash of the token, so another sign-in never sees them. */
  session: string;
  entries: Record<string, Entry>;
}

interface QueryEntry {
  status?: string;
  endpointName?: string;
  originalArgs?: unknown;
  data?: unknown;
  fulfilledTimeStamp?: number;
}
export type ApiState = { api: { queries: Record<string, QueryEntry | undefined> } };

/** A short, stable hash (FNV-1a): tells sessions apart without a second copy of the token. */
export function sessionOf(token: string | null): string {
  if (!token) return '';
  let h = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) h = Math.imul(h ^ token.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16);
}

export function readLastKnown(storage: Storage): Snapshot | null {
  try {
    const raw = storage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Snapshot) : null;
  } catch {
    return null;
  }
}

/** The store's answers of the kept endpoints, merged into what was kept before (a reload's empty store erases nothing). */
export function saveLastKnown(state: ApiState, session: string, storage: Storage = localStorage): void {
  if (!session) return;
  const before = readLastKnown(storage);
  const entries: Record<string, Entry> = before?.session === session ? { ...before.entries } : {};
  let changed = before?.session !== session;
  for (const [key, q] of Object.entries(state.api.queries)) {
    if (!q || q.status !== 'fulfilled' || !q.endpointName || !KEPT.has(q.endpointName) || q.data === undefined) continue;
    const at = q.fulfilledTimeStamp ?? 0;
    if (entries[key] && entries[key].at >= at) continue;
    entries[key] = { endpointName: q.endpointName, originalArgs: q.originalArgs, data: q.data, at };
    changed = true;
  }
  if (!changed) return;
  const newest = Object.entries(entries)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, MAX_ENTRIES);
  try {
    storage.setItem(KEY, JSON.stringify({ session, entries: Object.fromEntries(newest) } satisfies Snapshot));
  } catch {
    // Storage full or refused: the window then trades by what the page still holds.
  }
}

/** The register screen keeps the figures as the store receives them (at most once a second). */
export function useKeepLastKnown(): void {
  const store = useStore<ApiState>();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      timer = undefined;
      saveLastKnown(store.getState(), sessionOf(readToken()));
    };
    save();
    const unsubscribe = store.subscribe(() => {
      timer ??= setTimeout(save, 1_000);
    });
    return () => {
      unsubscribe();
      if (timer) save();
      clearTimeout(timer);
    };
  }, [store]);
}
