import { isWireDate } from '../../shared/dates';
import { fieldErrors } from './errors';
import { WIRE_DATE_ERROR } from './schemas';

/** A list's ?date_from=&date_to= (compliance queue, a client's operations): real days (2026-02-30 is a 400, never a 500), the first not after the second. */
export function checkPeriod<T extends { date_from?: string; date_to?: string }>(query: T): T {
  const errors: Record<string, string[]> = {};
  for (const field of ['date_from', 'date_to'] as const) {
    if (query[field] !== undefined && !isWireDate(query[field])) errors[field] = [WIRE_DATE_ERROR];
  }
  if (!Object.keys(errors).length && query.date_from && query.date_to && query.date_from > query.date_to) {
    errors.date_to = ['Конец периода раньше начала.'];
  }
  if (Object.keys(errors).length) throw fieldErrors(errors);
  return query;
}
