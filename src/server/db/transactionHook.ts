import { AsyncLocalStorage } from 'node:async_hooks';
import type { Queryable } from './types';

/**
 * Work that must share a transaction with whatever a request writes, without every service
 * knowing of it: the Idempotency-Key claim (http/idempotency) and the closed-register check
 * (plugins/closedRegister.ts). A request that needs one runs under `runWithTransactionHook`;
 * hooks nest (the one run first is outermost); both Db implementations pass every top-level
 * transaction through `hookedTransaction`. Side transactions that are not the request's
 * write (the throttles' counts) run `outsideTransactionHook`.
 */
export interface TransactionHook {
  /** Inside the transaction, around its work; throwing rolls the transaction back. */
  inside<T>(tx: Queryable, work: () => Promise<T>): Promise<T>;
}

const current = new AsyncLocalStorage<readonly TransactionHook[]>();

export function runWithTransactionHook<T>(hook: TransactionHook, fn: () => T): T {
  return current.run([...(current.getStore() ?? []), hook], fn);
}

export function outsideTransactionHook<T>(fn: () => T): T {
  return current.exit(fn);
}

/** Called by Db.transaction with the transaction's connection and the caller's work. */
export function hookedTransaction<T>(tx: Queryable, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const hooks = current.getStore();
  if (!hooks?.length) return fn(tx);
  // The outermost hook first; a transaction started by a hook's own work (none today) would
  // not be hooked again.
  const run = (i: number): Promise<T> => (i === hooks.length ? fn(tx) : hooks[i].inside(tx, () => run(i + 1)));
  return current.exit(() => run(0));
}
