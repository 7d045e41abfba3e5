import type { Client } from '../../../shared/contract/clients';
import { SERVER_MESSAGES as M } from '../../http/messages';
import type { Paginated } from '../../../shared/contract/pagination';
import type { Queryable } from '../../db/types';
import { notFound } from '../../http/errors';
import { pageLink, type PageParams } from '../../http/pagination';
import { CLIENT_COLUMNS, type SearchTerms, toClient } from './clientQueries';

/**
 * The register's list and search, planned for a million clients (docs/api/clients.md,
 * "Search"; docs/PERFORMANCE.md, "Clients"). Every search key's index carries the names and
 * the other keys, so matches are found, checked, counted and sorted from the indexes alone;
 * only the page's rows are read from the table. Two plans:
 * - the usual one: the matches of the query's longest word, each key's index in turn with the
 *   other words checked on the same entries, while there are at most CANDIDATES of them —
 *   then counted exactly and sorted by name. A surname's holders sit together in name order,
 *   so a walk would cross everyone before them: «Фили…» (4 900 of a million) took 110 ms
 *   walked, this way a few;
 * - no search, or a word so common that it has more (a first name: «Иван» is 33 000 of a
 *   million generated clients): the clients are walked in name order (the order index, which
 *   carries the keys too) until the page is full — quick because such matches are spread
 *   through the alphabet — and counted up to COUNT_CAP.
 */
const CANDIDATES = 20_000;
/** Beyond this a list's count is not read to the end: the answer says 10 000, and the person narrows the search. */
export const COUNT_CAP = 10_000;

export async function searchClients(q: Queryable, terms: SearchTerms | null, requestUrl: string, pp: PageParams): Promise<Paginated<Client>> {
  const window = [pp.size, (pp.page - 1) * pp.size];
  let found: { total: number; ids: number[] } | null = null;
  // Clients among the first CANDIDATES + 1 index entries of a very common word: when they
  // already reach COUNT_CAP, the capped count is known without counting again.
  let seen = 0;
  if (terms) {
    const { rows } = await q.query<{ raw: number; total: number; ids: number[] }>(
      `WITH m AS MATERIALIZED (
         ${terms.lead.map((alt) => `SELECT c.id, c.last_name, c.first_name, c.middle_name FROM clients c WHERE ${alt} AND ${terms.rest}`).join('\n UNION ALL ')}
         LIMIT ${CANDIDATES + 1})
       SELECT raw, total,
              -- Sorted only when this plan answers (an untaken branch's subquery is not run).
              CASE WHEN raw <= ${CANDIDATES} THEN ARRAY(
                SELECT id FROM (SELECT DISTINCT id, last_name, first_name, middle_name FROM m) d
                 ORDER BY last_name, first_name, middle_name, id LIMIT $1 OFFSET $2) END AS ids
         FROM (SELECT count(*)::int AS raw, count(DISTINCT id)::int AS total FROM m) n`,
      window,
    );
    if (rows[0].raw <= CANDIDATES) found = rows[0];
    else seen = rows[0].total;
  }
  if (!found) {
    const where = terms?.all ?? 'TRUE';
    const counted = seen >= COUNT_CAP ? `${COUNT_CAP}` : `(SELECT count(*) FROM (SELECT 1 FROM clients c WHERE ${where} LIMIT ${COUNT_CAP}) x)`;
    const { rows } = await q.query<{ total: number; ids: number[] }>(
      `SELECT ${counted}::int AS total,
              ARRAY(SELECT c.id FROM clients c WHERE ${where} ORDER BY c.last_name, c.first_name, c.middle_name, c.id LIMIT $1 OFFSET $2) AS ids`,
      window,
    );
    found = rows[0];
  }
  const { total: count, ids } = found;
  const pages = Math.max(1, Math.ceil(count / pp.size));
  // A page past the count is not served, as DRF does, even past a capped count with clients on it.
  if ((!ids.length || pp.page > pages) && pp.page > 1) throw notFound(M.invalidPage);
  const { rows } = ids.length ? await q.query<Client>(`SELECT ${CLIENT_COLUMNS} FROM clients c WHERE c.id = ANY($1::int[])`, [ids]) : { rows: [] };
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    count,
    next: pp.page < pages ? pageLink(requestUrl, pp.page + 1, pp.size) : null,
    previous: pp.page > 1 ? pageLink(requestUrl, Math.min(pp.page - 1, pages), pp.size) : null,
    results: ids.map((id) => toClient(byId.get(id)!, true)),
  };
}
