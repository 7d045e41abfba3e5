import { toWireDate } from '../../shared/dates';

export type ParamValue = string | number | boolean | Date | null | undefined;

/**
 * A date argument of an endpoint: `yyyy-MM-dd` (toWireDate). Query arguments are kept in the
 * Redux store, which holds only serializable values, so endpoints take strings, not Dates.
 */
export type WireDate = string;

/**
 * Query parameters as the API wants them: dates as `yyyy-MM-dd`, and empty values
 * (undefined, null, '') left out rather than sent as `?city=` (docs/PRODUCT.md §7).
 */
export function cleanParams(params: Record<string, ParamValue>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (value instanceof Date) {
      if (!Number.isNaN(value.getTime())) out[key] = toWireDate(value);
      continue;
    }
    out[key] = String(value);
  }
  return out;
}
