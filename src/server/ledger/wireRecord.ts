/**
 * A database row turned into its wire record in place: the fields that change are written
 * over the row, the rest are already what the wire carries. Copying every row into a new
 * object (`{ ...row, kind }`) was a measurable part of a list call's cost (docs/PERFORMANCE.md).
 * Internal columns (a register's city id, the page's total) may stay on the object: each
 * route's answer schema writes out only the fields it names.
 */
export function wireRecord<Wire>(row: object, fields: Partial<Wire>): Wire {
  return Object.assign(row, fields) as Wire;
}
