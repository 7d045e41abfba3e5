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
 * only the page's rows are read from the table. The matches are those of the query's longest
 * word, each key's index in turn, with the other words checked on the same entries:
 * - at most `few` of them (most searches): kept in memory once, counted exactly, sorted by name;
 * - up to `candidates`: counted from the indexes (ids only: keeping 20 000 names in memory
 *   cost 10 of the 17 ms «Григ» took), then read again for the page. A surname's holders sit
 *   together in name order, so a walk would cross everyone before them: «Фили…» (4 900 of a
 *   million) took 110 ms walked, this way a few;
 * - no search, or a word so common that it has more (a first name: «Иван» is 33 000 of a
 *   million generated clients): the clients are walked in name order (the order index, which
 *   carries the keys too) until the page is full — quick because such matches are spread
 *   through the alphabet — and counted up to `countCap`.
 */
/** Beyond this a list's count is not read to the end: the answer says 10 000, and the person narrows the search. */
export const COUNT_CAP = 10_000;

/** Where one plan hands over to the next (tests make them small to reach every plan). */
export interface SearchLimits {
  few: number;
  candidates: number;
  countCap: number;
}
const LIMITS: SearchLimits = { few: 2_000, candidates: 20_000, countCap: COUNT_CAP };

/** A page's clients and the count; `ids` null when the plan does not answer (too many matches for it). */
type Found = { total: number; ids: number[] | null };
type Page = { total: number; ids: number[] };

/** The matches, one branch per key index (the longest word's, a document's, a phone's), with the given columns. */
const matches = (terms: SearchTerms, columns: string) =>
  terms.lead.map((alt) => `SELECT ${columns} FROM clients c WHERE ${alt}`).join('\n UNION ALL ');

/**
 * The page's ids, in name order, from `source` (the matches with their names). A client
 * matching the word in several keys is there once per key, its copies side by side in name
 * order: the first (offset + size) × keys entries hold the page's clients, so only those are
 * made distinct, not every match (4.5 of 11.5 ms for «Фили», 4 902 found).
 */
const pageIds = (terms: SearchTerms, source: string) => `ARRAY(
  SELECT id FROM (
    SELECT DISTINCT id, last_name, first_name, middle_name FROM (
      SELECT * FROM ${source} ORDER BY last_name, first_name, middle_name, id
       LIMIT ($1::int + $2::int) * ${terms.lead.length}) top) d
   ORDER BY last_name, first_name, middle_name, id LIMIT $1 OFFSET $2)`;

const NAMES = 'c.id, c.last_name, c.first_name, c.middle_name';

/** At most `few` matches: kept once (m), counted and sorted. `raw` over `few`: there are more. */
async function fewMatches(q: Queryable, terms: SearchTerms, window: number[], { few }: SearchLimits): Promise<Found> {
  const { rows } = await q.query<Found>(
    `WITH m AS MATERIALIZED (${matches(terms, NAMES)} LIMIT ${few + 1})
     SELECT total, CASE WHEN raw <= ${few} THEN ${pageIds(terms, 'm')} END AS ids
       FROM (SELECT count(*)::int AS raw, count(DISTINCT id)::int AS total FROM m) n`,
    window,
  );
  return rows[0];
}

/**
 * Up to `candidates` matches: counted from ids alone, the page read in a second pass (run only
 * when this plan answers: an untaken CASE branch's subquery is not run). `total` over
 * `candidates`: the clients among the first `candidates` + 1 entries, a floor of the count.
 */
async function manyMatches(q: Queryable, terms: SearchTerms, window: number[], { candidates }: SearchLimits): Promise<Found> {
  const { rows } = await q.query<Found>(
    `SELECT total, CASE WHEN raw <= ${candidates} THEN ${pageIds(terms, `(${matches(terms, NAMES)}) u`)} END AS ids
       FROM (SELECT count(*)::int AS raw, count(DISTINCT id)::int AS total
               FROM (${matches(terms, 'c.id')} LIMIT ${candidates + 1}) x) n`,
    window,
  );
  return rows[0];
}

/** The walk in name order; the count read up to `countCap` unless `floor` already reaches it. */
async function walk(q: Queryable, terms: SearchTerms | null, window: number[], floor: number, { countCap }: SearchLimits): Promise<Page> {
  const where = terms?.all ?? 'TRUE';
  const counted = floor >= countCap ? `${countCap}` : `(SELECT count(*) FROM (SELECT 1 FROM clients c WHERE ${where} LIMIT ${countCap}) x)`;
  const { rows } = await q.query<Page>(
    `SELECT ${counted}::int AS total,
            ARRAY(SELECT c.id FROM clients c WHERE ${where} ORDER BY c.last_name, c.first_name, c.middle_name, c.id LIMIT $1 OFFSET $2) AS ids`,
    window,
  );
  return rows[0];
}

async function findPage(q: Queryable, terms: SearchTerms | null, window: number[], limits: SearchLimits): Promise<Page> {
  if (!terms) return walk(q, null, window, 0, limits);
  const few = await fewMatches(q, terms, window, limits);
  if (few.ids) return { total: few.total, ids: few.ids };
  const many = await manyMatches(q, terms, window, limits);
  if (many.ids) return { total: many.total, ids: many.ids };
  return walk(q, terms, window, many.total, limits);
}

export async function searchClients(
  q: Queryable, terms: SearchTerms | null, requestUrl: string, pp: PageParams, limits: SearchLimits = LIMITS,
): Promise<Paginated<Client>> {
  const { total: count, ids } = await findPage(q, terms, [pp.size, (pp.page - 1) * pp.size], limits);
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
