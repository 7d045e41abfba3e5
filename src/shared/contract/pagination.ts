/** DRF's PageNumberPagination answer: `?page=&size=` → this. */
export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** docs/PRODUCT.md §9: cities, cash registers and operation persons, whose calls name `size`. */
export const DEFAULT_PAGE_SIZE = 100;
/**
 * Histories of operations (exchanges, crypto, out transactions, income/expense, transfers),
 * whose calls name only `page`: the newest 20, what a register's screen shows at once. A page
 * of 100 such records is ~50 KB of JSON and cost the server four times as much
 * (docs/api/conventions.md).
 */
export const RECORD_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 1000;
