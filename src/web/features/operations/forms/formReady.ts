import { useLayoutEffect } from 'react';

/** Tells the forms panel whether a form can take keys; `false` when the form goes. */
export type TellReady = (ready: boolean) => void;

/** A query's answer has come, or failed (then there is nothing more to wait for). */
export const answered = (query: { data?: unknown; isError: boolean }) => query.data !== undefined || query.isError;

/**
 * A form takes keys once what its fields are filled from has come (the options its first field
 * picks from, the rates it prefills): until then the panel holds what is typed (heldKeys.ts),
 * else «USD» typed before the register's currencies spelled no option and was lost.
 */
export function useTellReady(tell: TellReady | undefined, ready: boolean): void {
  // Told before paint, so the panel's own effects already see a form reopened on cached data
  // as ready: told after, Esc and F3 held the keys of the next few tens of milliseconds.
  useLayoutEffect(() => tell?.(ready), [tell, ready]);
  useLayoutEffect(() => () => tell?.(false), [tell]);
}
