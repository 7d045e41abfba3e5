/**
 * SQL that builds the small reference objects the wire carries ({id, name} / {id, code,
 * name}). Only ids and text go inside JSON: a NUMERIC inside json_build_object would come
 * back as a JSON number, i.e. a float, so money stays in plain columns.
 */
export const refJson = (alias: string) =>
  `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object('id', ${alias}.id, 'name', ${alias}.name) END`;

export const currencyJson = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'code', ${alias}.code, 'name', ${alias}.name)`;

/** A user's full name, or login when the name is empty. */
export const userNameSql = (alias: string) =>
  `COALESCE(NULLIF(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''), ${alias}.username)`;

/** A user shown by userNameSql. */
export const userJson = (alias: string) =>
  `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object('id', ${alias}.id, 'name', ${userNameSql(alias)}) END`;

/**
 * A timestamp as the wire writes it (JavaScript's toISOString: UTC, milliseconds), for
 * records PostgreSQL turns into JSON; NULL stays NULL.
 */
export const isoSql = (expr: string) => `to_char(${expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const iso = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();
