import { isWireDate } from '../../shared/dates';
import { fieldErrors } from './errors';
import { WIRE_DATE_ERROR } from './schemas';

/** Real days (2026-02-30 is a 400, never a 500), the first not after the second; errors under the query's own names. */
function checkDays(query: Record<string, unknown>, fromField: string, toField: string): void {
  const errors: Record<string, string[]> = {};
  for (const field of [fromField, toField]) {
    if (query[field] !== undefined && !isWireDate(query[field])) errors[field] = [WIRE_DATE_ERROR];
  }
  const from = query[fromField] as string | undefined;
  const to = query[toField] as string | undefined;
  if (!Object.keys(errors).length && from && to && from > to) errors[toField] = ['Конец периода раньше начала.'];
  if (Object.keys(errors).length) throw fieldErrors(errors);
}

/** A list's ?date_from=&date_to= (compliance queue, a client's operations). */
export function checkPeriod<T extends { date_from?: string; date_to?: string }>(query: T): T {
  checkDays(query, 'date_from', 'date_to');
  return query;
}

/** The same for ?from_date=&to_date= (the names of docs/PRODUCT.md §7) (the queue of structuring signs). */
export function checkFromToPeriod<T extends { from_date?: string; to_date?: string }>(query: T): T {
  checkDays(query, 'from_date', 'to_date');
  return query;
}
