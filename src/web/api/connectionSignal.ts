import { useSyncExternalStore } from 'react';
import type { OfflineWindowDriver } from '../lib/offlineDeal';

/**
 * The signs of the connection the app sees anyway, and nothing more (docs/web/offline.md): the
 * base query's network failures and answers, the live stream's drops. It stays in the shell,
 * so it is kept to a few hundred bytes; the offline mode (machine, queue, banner) is a lazy
 * chunk the app loads at the first sign of trouble (`onFirstTrouble`) and which then listens.
 */
export type ConnectionSign =
  | { type: 'connection.callFailed'; at: number }
  | { type: 'connection.answered' }
  | { type: 'connection.streamLost'; at: number };

let listener: ((sign: ConnectionSign) => void) | null = null;
let firstTrouble: (() => void) | null = null;
/** Signs before the offline mode listened (its chunk on its way), handed to it in order. */
const early: ConnectionSign[] = [];
let troubled = false;
let lost = false;

// The browser itself knows the line is down (no network at all): the same as the stream lost.
if (typeof window !== 'undefined') window.addEventListener('offline', () => reportConnection({ type: 'connection.streamLost', at: Date.now() }));

export function reportConnection(sign: ConnectionSign): void {
  if (!troubled && sign.type === 'connection.answered') return;
  if (!troubled) {
    troubled = true;
    firstTrouble?.();
  }
  if (listener) listener(sign);
  else early.push(sign);
}

/** The app's loader of the offline mode: called once, at the first failure or drop. */
export function onFirstTrouble(load: () => void): void {
  firstTrouble = load;
  if (troubled) load();
}

/** The offline mode's listener, given the signs that came before it. */
export function listenToConnection(next: (sign: ConnectionSign) => void): void {
  listener = next;
  early.splice(0).forEach(next);
}

let driver: OfflineWindowDriver | null = null;
const watchers = new Set<() => void>();

/**
 * Set by the offline mode while the window trades from its queue (with its driver: the queue),
 * cleared when it is back: no alert per failed call then, and the register screen offers the
 * offline exchange (`useConnectionLost`).
 */
export function setConnectionLost(value: boolean, windowDriver: OfflineWindowDriver | null = null): void {
  lost = value;
  driver = value ? windowDriver : null;
  watchers.forEach((w) => w());
}
export const connectionLost = () => lost;
export const offlineWindow = () => driver;

/** True while the window trades from the queue; re-renders when that changes. */
export function useConnectionLost(): boolean {
  return useSyncExternalStore(
    (w) => (watchers.add(w), () => void watchers.delete(w)),
    connectionLost,
  );
}
