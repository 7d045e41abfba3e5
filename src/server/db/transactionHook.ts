import { AsyncLocalStorage } from 'node:async_hooks';
import type { Queryable } from './types';

/**
 * Work that must share a transaction with whatever a request writes, without every service
 * knowing of it: the Idempotency-Key claim (http/idempotency). A request that needs it runs
 * under `runWithTransactionHook`; both Db implementations pass every top-level transaction
 * through `hookedTransaction`. Side transactions that are not the request's write (the
 * throttles' counts) run `outsideTransactionHook`.
 */
export interface TransactionHook {
  /** Inside the transaction, around its work; throwing rolls the transaction back. */
  inside<T>(tx: Queryable, work: () => Promise<T>): Promise<T>;
}

const current = new AsyncLocalStorage<TransactionHook>();

export function runWithTransactionHook<T>(hook: TransactionHook, fn: () => T): T {
  return current.run(hook, fn);
}

export function outsideTransactionHook<T>(fn: () => T): T {
  return current.exit(fn);
}

/** Called by Db.transaction with the transaction's connection and the caller's work. */
export function hookedTransaction<T>(tx: Queryable, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const hook = current.getStore();
  if (!hook) return fn(tx);
  // A transaction started by the hook's own work (none today) would not be hooked again.
  return current.exit(() => hook.inside(tx, () => fn(tx)));
}
