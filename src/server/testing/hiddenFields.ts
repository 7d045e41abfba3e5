/**
 * Reads the paths of routeAccess.ts ROUTE_HIDDEN out of an answer. Test-only.
 *
 * A path is dot-separated: `rows[].average_cost` takes `rows`, each element of it, then its
 * `average_cost`; a leading `[]` walks a top-level array; `balances[crypto]` keeps only the
 * elements whose `currency.id` is a crypto currency's. `text:USDT` is about a file: it holds
 * "USDT" when its text (JSON, or an XLSX's cells) contains it.
 */

/** The values at `path` (missing fields read as undefined). */
export function valuesAt(body: unknown, path: string, cryptoIds: ReadonlySet<number>): unknown[] {
  let values: unknown[] = [body];
  for (const segment of path.split('.')) {
    const [, name, brackets] = /^([^[]*)(\[\w*\])?$/.exec(segment) ?? [];
    if (name === undefined) throw new Error(`bad path segment "${segment}" in "${path}"`);
    values = values.map((v) => (name ? (v as Record<string, unknown> | null | undefined)?.[name] : v));
    if (brackets) {
      values = values.flatMap((v) => (Array.isArray(v) ? v : []));
      if (brackets === '[crypto]') {
        values = values.filter((v) => cryptoIds.has((v as { currency?: { id?: number } })?.currency?.id ?? -1));
      }
    }
  }
  return values;
}

/** True when the path shows something: a filled value at it, or the text of `text:…` in the file. */
export function shows(body: unknown, text: string, path: string, cryptoIds: ReadonlySet<number>): boolean {
  if (path.startsWith('text:')) return text.includes(path.slice('text:'.length));
  return valuesAt(body, path, cryptoIds).some((v) => v !== null && v !== undefined);
}
