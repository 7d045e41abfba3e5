import type { Action, Store } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import { readLastKnown, type ApiState, type Entry } from '../../lib/lastKnownSave';

export { saveLastKnown, sessionOf, type Entry } from '../../lib/lastKnownSave';

/**
 * Fills the kept queries that have no answer in the store (their calls failed: a reload
 * during the outage) with their last answers of this session. Endpoints not in the app yet
 * (their screen's code not loaded) are left out.
 */
export function restoreLastKnown(store: Store<ApiState, Action>, session: string, storage: Storage = localStorage): Entry[] {
  const kept = readLastKnown(storage);
  if (!session || kept?.session !== session) return [];
  const queries = store.getState().api.queries;
  const endpoints = baseApi.endpoints as Record<string, unknown>;
  const filled: Entry[] = [];
  for (const [key, e] of Object.entries(kept.entries)) {
    if (queries[key]?.data !== undefined || !(e.endpointName in endpoints)) continue;
    const upsert = baseApi.util.upsertQueryData as unknown as (name: string, args: unknown, data: unknown) => Action;
    store.dispatch(upsert(e.endpointName, e.originalArgs, e.data));
    filled.push(e);
  }
  return filled;
}

/** Back online: every answer filled from storage is asked again, live (money figures are never left stale). */
export function refreshRestored(dispatch: (action: never) => unknown, restored: Entry[]): void {
  const endpoints = baseApi.endpoints as unknown as Record<string, { initiate: (args: unknown, o: object) => unknown }>;
  for (const e of restored) dispatch(endpoints[e.endpointName].initiate(e.originalArgs, { subscribe: false, forceRefetch: true }) as never);
}
