import { isWireDate } from '../../shared/dates';
import { fieldErrors } from './errors';
import { SERVER_MESSAGES as M } from './messages';
import { WIRE_DATE_ERROR } from '../../shared/contract/request/fields';

/**
 * A period in a query is `?from_date=&to_date=` on every route of the product. The first
 * client and compliance routes took `?date_from=&date_to=`; those names stay accepted as
 * deprecated aliases so that no caller breaks (docs/api/conventions.md, "Query names").
 */
// Both spellings are declared in the contract (src/shared/contract/request/fields.ts, periodFieldsWithOldNames);
// the OpenAPI document shows only the new (the old are `deprecated`).

/** The new name each old one stands for. */
const OLD_NAMES = { date_from: 'from_date', date_to: 'to_date' } as const;
type OldName = keyof typeof OLD_NAMES;

type Period = { from_date?: string; to_date?: string };

/**
 * How a family of routes has always refused a period whose end is before its start: the
 * field it blames and its words. Their callers read them (docs/api/clients.md, docs/print.md,
 * the reports), so one check keeps the three answers: lists (the client's operations, the
 * compliance queues), the printed reports, the on-screen reports (earnings, cash differences).
 */
export const REVERSED_PERIOD = {
  list: { field: 'to_date', message: M.periodEndBeforeStart },
  print: { field: 'to_date', message: M.printPeriodEndBeforeStart },
  report: { field: 'from_date', message: M.reportPeriodStartAfterEnd },
} as const;
type Reversed = (typeof REVERSED_PERIOD)[keyof typeof REVERSED_PERIOD];
/** A route's query type, with the old names it still reads. */
export type WithOldPeriodNames<T> = T & { [name in OldName]?: string };

/**
 * The one period check: real days (2026-02-30 is a 400, never a 500), the end not before the
 * start. The old names are read as the new ones (both given: 400 on the old one) and each
 * error is reported under the name the caller sent; `reversed`: how the route words an end
 * before the start (REVERSED_PERIOD).
 */
export function checkPeriod<T extends Period & { date_from?: string; date_to?: string }>(
  query: T,
  reversed: Reversed = REVERSED_PERIOD.list,
): Omit<T, OldName> {
  const { date_from, date_to, ...rest } = query;
  const period: Period & Omit<T, OldName> = rest;
  const sentAs: Record<string, string> = { from_date: 'from_date', to_date: 'to_date' };
  const errors: Record<string, string[]> = {};
  for (const [old, value] of [['date_from', date_from], ['date_to', date_to]] as const) {
    if (value === undefined) continue;
    const name = OLD_NAMES[old];
    if (period[name] !== undefined) errors[old] = [M.oldQueryName(name)];
    else {
      period[name] = value;
      sentAs[name] = old;
    }
  }
  if (Object.keys(errors).length) throw fieldErrors(errors);
  for (const name of ['from_date', 'to_date'] as const) {
    if (period[name] !== undefined && !isWireDate(period[name])) errors[sentAs[name]] = [WIRE_DATE_ERROR];
  }
  const { from_date: from, to_date: to } = period;
  if (!Object.keys(errors).length && from && to && from > to) errors[sentAs[reversed.field]] = [reversed.message];
  if (Object.keys(errors).length) throw fieldErrors(errors);
  return period;
}
