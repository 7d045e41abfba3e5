import { currencyText, refText, userText } from './jsonText';

/**
 * The small reference objects the wire carries ({id, name} / {id, code, name}) as json, for
 * the queries whose rows become objects: jsonText's texts, so each reference has one
 * definition. Only ids and text go inside JSON: a NUMERIC would come back as a JSON number,
 * i.e. a float, so money stays in plain columns.
 */
export const refJson = (alias: string) => `(${refText(alias)})::json`;

export const currencyJson = (alias: string) => `(${currencyText(alias)})::json`;

export const userJson = (alias: string) => `(${userText(alias)})::json`;

/**
 * A timestamp as the wire writes it (JavaScript's toISOString: UTC, milliseconds), for
 * records PostgreSQL turns into JSON; NULL stays NULL.
 */
export const isoSql = (expr: string) => `to_char(${expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const iso = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();
