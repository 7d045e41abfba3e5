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

// The signs arrive as window events: a call's outcome from the base query ('m247-call', true
// when it got no answer), the live stream's drop ('m247-stream-lost'), the browser's own
// 'offline'. Events, not imports: the base query and the stream are copied into several chunks
// by the bundler, and this module would be copied with them; only the shell imports it.
if (typeof window !== 'undefined') {
  addEventListener('m247-call', (e) =>
    reportConnection((e as CustomEvent<boolean>).detail ? { type: 'connection.callFailed', at: Date.now() } : { type: 'connection.answered' }),
  );
  ['offline', 'm247-stream-lost'].forEach((name) => addEventListener(name, () => reportConnection({ type: 'connection.streamLost', at: Date.now() })));
}

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
