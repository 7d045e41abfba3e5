/**
 * The signs of the connection the app sees anyway, and nothing more (docs/web/offline.md). It
 * stays in the shell, so it is kept to a few hundred bytes; the offline mode (machine, queue,
 * banner) is a lazy chunk the app loads at the first sign of trouble (`onFirstTrouble`, asked
 * again at each sign until the mode listens: a chunk that failed to load is tried again).
 */
export type ConnectionSign =
  | { type: 'connection.callFailed'; at: number }
  | { type: 'connection.answered' }
  | { type: 'connection.streamLost'; at: number };

let listener: ((sign: ConnectionSign) => void) | undefined;
let load: (() => void) | undefined;
/** Signs before the offline mode listened (its chunk on its way), handed to it in order. */
const early: ConnectionSign[] = [];

export function reportConnection(sign: ConnectionSign): void {
  if (listener) return listener(sign);
  if (!early.length && sign.type === 'connection.answered') return;
  early.push(sign);
  load?.();
}

/**
 * A call's outcome, `failed` when it got no answer at all. While the browser itself says it has
 * no network (navigator.onLine false, which it never says wrongly; true proves nothing), a
 * failed call is also a lost stream, and an answer that comes in then was sent before the line
 * went: it does not count. Without that, an answer arriving just after the 'offline' event put
 * the register back online, and a stream the browser kept open never dropped to say otherwise:
 * the window never opened. The offline mode's probe reports through here too (a server on the
 * same machine, answering while the browser says no network, waits for the browser's word).
 */
export function reportCall(failed: boolean): void {
  const noNetwork = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (!failed) return noNetwork ? undefined : reportConnection({ type: 'connection.answered' });
  const at = Date.now();
  reportConnection({ type: 'connection.callFailed', at });
  if (noNetwork) reportConnection({ type: 'connection.streamLost', at });
}

// The signs arrive as window events: a call's outcome from the base query ('m247-call', true
// when it got no answer), the live stream's drop ('m247-stream-lost'), the browser's own
// 'offline'. Events, not imports: the base query and the stream are copied into several chunks
// by the bundler, and this module would be copied with them; only the shell imports it.
if (typeof window !== 'undefined') {
  addEventListener('m247-call', (e) => reportCall(!!(e as CustomEvent).detail));
  addEventListener('m247-stream-lost', () => reportConnection({ type: 'connection.streamLost', at: Date.now() }));
  addEventListener('offline', () => reportConnection({ type: 'connection.streamLost', at: Date.now() }));
}

/** The app's loader of the offline mode: called at the first failure or drop (and again at each until it listens). */
export function onFirstTrouble(next: () => void): void {
  load = next;
  if (early.length) next();
}

/** The offline mode's listener, given the signs that came before it. */
export function listenToConnection(next: (sign: ConnectionSign) => void): void {
  listener = next;
  early.splice(0).forEach(next);
}
