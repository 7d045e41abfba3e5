import type { Db, Queryable } from '../db/types';
import { processStateOf } from '../processState';

// What the reference lookups (referenceChecks.ts) remember: within the demo seed's one
// transaction, everything; outside a transaction, registers and cities for a second.

const memos = new WeakMap<object, Map<string, unknown>>();

/**
 * The demo seed runs thousands of operations inside one transaction, in which reference data
 * (registers, currencies, pairs, users) cannot change: it lets the lookups on `q` remember
 * their answers. API requests never do this — each transaction starts with no memo.
 */
export function rememberLookups(...queryables: Queryable[]): void {
  const memo = new Map<string, unknown>();
  for (const q of queryables) memos.set(q, memo);
}

export async function memoized<T>(q: Queryable, key: string, load: () => Promise<T>): Promise<T> {
  const memo = memos.get(q);
  if (!memo) return load();
  if (memo.has(key)) return memo.get(key) as T;
  const value = await load();
  if (value !== undefined) memo.set(key, value);
  return value;
}

/**
 * Registers and cities by id, read outside a transaction (every list call checks its
 * register's or city's scope first): kept for a second, like the signed-in user
 * (auth/sessionCache.ts), in the process state (processState.ts). Only a name changes (the
 * admin page's rename, which forgets it here at once: forgetReference; other processes show
 * the old name for at most that second); a miss is not kept, so a new one is found at once.
 * Inside a transaction (every write) the database is always asked.
 */
export async function cachedReference<T>(q: Queryable, key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
  if (memos.has(q) || !('transaction' in q)) return memoized(q, key, load);
  const cache = processStateOf(q as Db).references;
  const hit = cache.get(key) as T | undefined;
  if (hit !== undefined) return hit;
  const value = await load();
  if (value !== undefined) cache.set(key, value);
  return value;
}

/** Forgets a kept register or city (`register:7`, `city:2`) after its change in this process. */
export function forgetReference(db: Db, key: string): void {
  processStateOf(db).references.forget(key);
}

/** The memo of `q`, if its transaction remembers lookups (the demo seed), else undefined. */
export function memoOf(q: Queryable): Map<string, unknown> | undefined {
  return memos.get(q);
}
