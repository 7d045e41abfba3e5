import type { Queryable } from '../db/types';

/**
 * The worker's PGlite lives in the jest environment's JavaScript realm (workerDatabase.ts), so
 * its rows, dates and errors are that realm's objects: `instanceof Date` or `instanceof Error`
 * in a test file would be false for them, and `toStrictEqual` would tell them from the file's
 * own. Every answer is copied into the file's realm on its way out, as a PGlite of the file's
 * own would have made it. (Only what a query answers passes here: rows of plain values.)
 */
export function adopt<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return Array.from(value, adopt) as T;
  if (ArrayBuffer.isView(value)) return (value instanceof Uint8Array ? value : Uint8Array.from(value as unknown as Uint8Array)) as T;
  const tag = Object.prototype.toString.call(value);
  if (tag === '[object Date]') return (value instanceof Date ? value : new Date((value as unknown as Date).getTime())) as T;
  if (tag !== '[object Object]') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) copy[key] = adopt(field);
  return copy as T;
}

/** An error of the other realm as an Error of this one: same message, stack and fields (code, detail…). */
export function adoptError(err: unknown): unknown {
  if (err instanceof Error || err === null || typeof err !== 'object') return err;
  const own = new Error((err as Error).message);
  Object.assign(own, err);
  own.stack = (err as Error).stack;
  own.name = (err as Error).name;
  return own;
}

/** The realm the database lives in: its Date and Uint8Array (src/testing/serverTestEnvironment.js). */
export interface DatabaseRealm {
  Date: DateConstructor;
  Uint8Array: Uint8ArrayConstructor;
}

/**
 * A query's parameters the other way: PGlite tells a date or bytes by `instanceof` its own
 * realm's Date and Uint8Array, and refuses a file's ("Invalid input for date type").
 */
export function handOver(value: unknown, realm: DatabaseRealm): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => handOver(v, realm));
  if (value instanceof Date) return new realm.Date(value.getTime());
  if (value instanceof Uint8Array && !(value instanceof realm.Uint8Array)) return realm.Uint8Array.from(value);
  return value;
}

const adopted = <T>(call: () => Promise<T>): Promise<T> =>
  call().then(adopt, (err: unknown) => {
    throw adoptError(err);
  });

/** `q` (of the database's realm) with its parameters handed over and its answers and errors in this realm. */
export function adoptingQueryable(q: Queryable, realm: DatabaseRealm): Queryable {
  return {
    query: (sql, params) => adopted(() => q.query(sql, params?.map((p) => handOver(p, realm)))),
    exec: (sql) => adopted(() => q.exec(sql)),
  };
}
