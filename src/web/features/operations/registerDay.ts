import { JOURNAL_KINDS, type JournalKind, type Me } from '../../../shared/contract';

/**
 * The arguments of the queries the Операции screen opens with, in one place for the screen
 * and for its prefetch (prefetchOperations.ts): the same arguments are the same cache entries,
 * so what the prefetch asked for is what the screen finds.
 */

/** A busy register's day is a few hundred rows: 100 a page, the list size of docs/PRODUCT.md §9. */
export const JOURNAL_PAGE_SIZE = 100;

export const CRYPTO_ONLY_KINDS: readonly JournalKind[] = ['CRYPTO_TRANSACTION', 'CRYPTO_TRANSFER'];

/** Admins, and users with the crypto page switched on, see crypto records and balances. */
export const seesCrypto = (me: Me | undefined): boolean => Boolean(me && (me.isAdmin || me.permissions.isCryptoTransactionPageActive));

/** The kinds the journal's filter offers this user. */
export const journalKinds = (crypto: boolean): JournalKind[] => JOURNAL_KINDS.filter((k) => crypto || !CRYPTO_ONLY_KINDS.includes(k));

/** `?kind=` when it is one the user may filter by, else none. */
export function journalKind(param: string | null, kinds: readonly JournalKind[]): JournalKind | null {
  return param && kinds.includes(param as JournalKind) ? (param as JournalKind) : null;
}

export const journalArgs = (registerId: number, date: string, kind: JournalKind | null, page: number) => ({
  cashRegister: registerId,
  date,
  kind: kind ?? undefined,
  page,
  size: JOURNAL_PAGE_SIZE,
});
