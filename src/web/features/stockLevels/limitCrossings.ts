import { useSyncExternalStore } from 'react';
import type { LimitLiveEvent } from '../../../shared/contract/events';

/**
 * The last limit crossing heard on the live stream (app/liveCache.ts announces it), for the
 * supervisors' notice: one value and its listeners, so the notice needs no stream of its own.
 */
let last: LimitLiveEvent | null = null;
const listeners = new Set<() => void>();

export function announceLimitCrossing(event: LimitLiveEvent | null): void {
  last = event;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useLastLimitCrossing(): LimitLiveEvent | null {
  return useSyncExternalStore(subscribe, () => last);
}
