import { cacheFor, type ApiTag } from './cacheTimes';

/**
 * Tag ids, so that a write refreshes only the screens it changes. A register's own data is
 * tagged with the register (`r7`); anything that sums over several registers (a city's or
 * the network's balances and reports, a city's transfers) with `all`, which every write of
 * money refreshes, because the register's answer does not say which city it belongs to.
 */
export const ALL = 'all';
/** Person lists (the balances they show change with every person operation). */
export const LIST = 'list';

export type TagId = string | number;
export interface Tag {
  type: ApiTag;
  id: TagId;
}

export const registerTag = (type: ApiTag, cashRegister: number): Tag => ({ type, id: `r${cashRegister}` });
export const personTag = (type: ApiTag, person: number): Tag => ({ type, id: `p${person}` });
export const allTag = (type: ApiTag): Tag => ({ type, id: ALL });
/** The day's average crypto fee of a register changes with its crypto transactions only. */
export const cryptoFeeTag = (cashRegister: number): Tag => ({ type: 'Report', id: `crypto-r${cashRegister}` });

/**
 * What a query declares about its cache: the tag it provides (with an id taken from its
 * argument) and how long its unused data stays, from the one table of cache times.
 *   listTransactions: build.query({ query: ..., ...provides('Transaction', (a) => `r${a.cashRegister}`) })
 */
export function provides<Arg>(type: ApiTag, id?: (arg: Arg) => TagId) {
  return {
    providesTags: (_result: unknown, _error: unknown, arg: Arg) => [id ? { type, id: id(arg) } : { type, id: ALL }],
    keepUnusedDataFor: cacheFor(type),
  };
}

/** The tag id of a query about one register (`{ cashRegister }` argument). */
export const byRegister = (arg: { cashRegister: number }): TagId => `r${arg.cashRegister}`;
