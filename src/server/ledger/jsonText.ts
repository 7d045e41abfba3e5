/**
 * SQL that writes a record's JSON text by concatenating its pieces, for the records the long
 * lists send without parsing them (http/jsonPage.ts). json_build_object looks up the type of
 * every argument on every row and writes `"key" : value, ` with spaces: plain concatenation
 * cost PostgreSQL ~15–20 % less per transfer page and makes the page ~10 % shorter
 * (docs/PERFORMANCE.md).
 *
 * Each value is SQL giving the value's JSON text, or NULL for JSON null. Money and rates are
 * text columns (jsonString): a NUMERIC written as a JSON number would be read as a float.
 */
export interface JsonValueSql {
  readonly sql: string;
  /** The JSON text itself when the value is the same on every row (written into the SQL). */
  readonly constant?: string;
}

/** Any text, escaped as JSON does (quotes, backslashes, control characters). */
export const jsonString = (sql: string): JsonValueSql => ({ sql: `to_json((${sql})::text)::text` });

/** An integer column (ids): a JSON number. */
export const jsonInteger = (sql: string): JsonValueSql => ({ sql: `(${sql})::text` });

export const jsonBoolean = (sql: string): JsonValueSql => ({ sql: `(${sql})::boolean::text` });

/** An expression that is JSON text already (a nested object from jsonObjectSql). */
export const jsonRaw = (sql: string): JsonValueSql => ({ sql });

/** The same string on every row, e.g. the record's kind. */
export const jsonConstant = (value: string): JsonValueSql => ({ sql: '', constant: JSON.stringify(value) });

const KEY = /^[a-z_]+$/;
const sqlLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * `'{"id":' || COALESCE((q.id)::text, 'null') || ',"kind":"X","name":' || … || '}'`:
 * the keys and constants are literals merged between the values.
 */
export function jsonObjectSql(fields: Record<string, JsonValueSql>): string {
  const pieces: string[] = [];
  let literal = '{';
  for (const [key, value] of Object.entries(fields)) {
    if (!KEY.test(key)) throw new Error(`JSON key must be a plain name: ${key}`);
    literal += `${literal === '{' ? '' : ','}"${key}":`;
    if (value.constant !== undefined) {
      literal += value.constant;
      continue;
    }
    pieces.push(sqlLiteral(literal), `COALESCE(${value.sql}, 'null')`);
    literal = '';
  }
  pieces.push(sqlLiteral(`${literal}}`));
  return `(${pieces.join(' || ')})`;
}

/** `{id, name}` of a joined row `alias` (a register, city, person), NULL when none joined. */
export const refText = (alias: string) =>
  `CASE WHEN ${alias}.id IS NOT NULL THEN ${jsonObjectSql({ id: jsonInteger(`${alias}.id`), name: jsonString(`${alias}.name`) })} END`;

export const currencyText = (alias: string) =>
  jsonObjectSql({ id: jsonInteger(`${alias}.id`), code: jsonString(`${alias}.code`), name: jsonString(`${alias}.name`) });

/** A user's full name, or login when the name is empty. */
export const userNameSql = (alias: string) =>
  `COALESCE(NULLIF(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''), ${alias}.username)`;

/** A user by userNameSql; NULL when none joined. */
export const userText = (alias: string) =>
  `CASE WHEN ${alias}.id IS NOT NULL THEN ${jsonObjectSql({ id: jsonInteger(`${alias}.id`), name: jsonString(userNameSql(alias)) })} END`;

/** An operation person by full name; NULL when none joined. */
export const personText = (alias: string) =>
  `CASE WHEN ${alias}.id IS NOT NULL THEN ${jsonObjectSql({
    id: jsonInteger(`${alias}.id`),
    name: jsonString(`trim(${alias}.first_name || ' ' || ${alias}.last_name)`),
  })} END`;

/** `{id, name}` of a joined client `alias` (docs/api/clients.md), the name in full; NULL when none. */
export const clientText = (alias: string) =>
  `CASE WHEN ${alias}.id IS NOT NULL THEN ${jsonObjectSql({
    id: jsonInteger(`${alias}.id`),
    name: jsonString(`btrim(${alias}.last_name || ' ' || ${alias}.first_name || ' ' || ${alias}.middle_name)`),
  })} END`;
