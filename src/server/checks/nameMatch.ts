/**
 * Which clients match which list entries (docs/api/clients.md, "Matching"), as SQL over the
 * keys PostgreSQL stores (migration 029: name_key, short_key, middle_key of clients; name_key,
 * short_key of watchlist_entries). Screening (screening.ts) reads the pairs from here and
 * decides what they mean for the client; the rule of what matches is written once, here.
 *
 * - the same name: the whole keys equal, or the keys without the patronymic equal where one
 *   side has none (a list entry with a patronymic matches a client without one and the other
 *   way round; two different patronymics are two people). Same birth date → `blocked`, else
 *   (the entry has none, or it differs) → `review`;
 * - a name one letter apart (Levenshtein 1 on either key) → `review`, with the same birth date
 *   only: without it, every Иванов would be a neighbour of every Иванова.
 *
 * Each branch is a hash join (on a key, or on the birth date for the one-letter test), so the
 * rescreen of every client after an upload stays set-based.
 */

/**
 * SQL of the pairs `(client_id, entry_id, kind)` of the entries chosen by `entries` (a
 * condition on `e`) and the clients chosen by `clients` (a condition on `c`), one row a pair,
 * `kind` 'blocked' or 'review'.
 */
export function matchingPairs(entries: string, clients: string): string {
  const where = `${entries} AND ${clients}`;
  return `SELECT client_id, entry_id,
         CASE WHEN bool_or(same_name AND same_birth) THEN 'blocked' ELSE 'review' END AS kind
    FROM (
      SELECT c.id AS client_id, e.id AS entry_id, true AS same_name, COALESCE(e.birth_date = c.birth_date, false) AS same_birth
        FROM watchlist_entries e JOIN clients c ON c.name_key = e.name_key
       WHERE ${where} AND e.name_key <> ''
      UNION ALL
      SELECT c.id, e.id, true, COALESCE(e.birth_date = c.birth_date, false)
        FROM watchlist_entries e JOIN clients c ON c.short_key = e.short_key
       WHERE ${where} AND e.short_key <> '' AND (c.middle_key = '' OR e.short_key = e.name_key)
      UNION ALL
      SELECT c.id, e.id, false, true
        FROM watchlist_entries e JOIN clients c ON c.birth_date = e.birth_date
       WHERE ${where} AND e.name_key <> ''
         AND (${oneEdit('c.name_key', 'e.name_key')}
              OR ((c.middle_key = '' OR e.short_key = e.name_key) AND ${oneEdit('c.short_key', 'e.short_key')}))
    ) pairs
   GROUP BY client_id, entry_id`;
}

/**
 * Levenshtein 1, its cheap necessary conditions first (lengths one apart at most; an edit
 * leaves the first three or the last three letters of a key of seven or more alike), so that
 * the exact test runs on few of the pairs a birth date joins.
 */
const oneEdit = (a: string, b: string) =>
  `(abs(length(${a}) - length(${b})) <= 1
    AND (length(${a}) < 7 OR left(${a}, 3) = left(${b}, 3) OR right(${a}, 3) = right(${b}, 3))
    AND client_one_edit(${a}, ${b}))`;
