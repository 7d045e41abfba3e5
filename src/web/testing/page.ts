import type { Paginated } from '../../shared/contract';

/**
 * A list's answer as the API gives it, DRF's page envelope: every faked list in the web tests
 * is made here, so a change to the envelope is one change. By default one page holding all of
 * `results`; a test of paging says which page it fakes (`{ count: 23, next: '…?page=2' }`).
 */
export function pageOf<T>(results: T[], envelope: Partial<Omit<Paginated<T>, 'results'>> = {}): Paginated<T> {
  return { count: results.length, next: null, previous: null, results, ...envelope };
}
