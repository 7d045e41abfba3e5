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

// The live stream dropped (liveEvents.ts sends 'm247-stream-lost'; its string, not its module,
// is shared: importing this file there made the bundler copy it into two chunks), or the
// browser itself knows the line is down.
const streamLost = () => reportConnection({ type: 'connection.streamLost', at: Date.now() });
if (typeof window !== 'undefined') ['offline', 'm247-stream-lost'].forEach((name) => addEventListener(name, streamLost));

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

/** While the window trades from its queue (lib/offlineDriver.ts marks the page): no alert per failed call. */
export const connectionLost = () => document.documentElement.hasAttribute('data-offline');
