import type { Paginated } from '../../shared/contract';
import { DEFAULT_PAGE_SIZE } from '../../shared/contract';
import type { Queryable } from '../db/types';
import { notFound } from './errors';
import { SERVER_MESSAGES as M } from './messages';

/** `?page=&size=` after schema validation (http/schemas.ts pageQueryProperties). */
export interface PageParams {
  page: number;
  size: number;
}

export function pageParams(query: { page?: number; size?: number }): PageParams {
  return { page: query.page ?? 1, size: query.size ?? DEFAULT_PAGE_SIZE };
}

/** next/previous as absolute paths keeping the request's other parameters, as DRF does. */
export function pageLink(requestUrl: string, page: number, size: number): string {
  const url = new URL(requestUrl, 'http://local');
  url.searchParams.set('page', String(page));
  url.searchParams.set('size', String(size));
  return `${url.pathname}${url.search}`;
}

export interface PageQuery<Row, Item> {
  /** A SELECT without ORDER BY / LIMIT; its output columns are what orderBy names. */
  sql: string;
  params?: unknown[];
  /** e.g. 'id' or 'name, id' — over the columns of sql; make it total (end with a key). */
  orderBy: string;
  map: (row: Row) => Item;
  /**
   * A cheaper statement for the total (same params, one row with `n`), e.g. a sum over a
   * daily-totals table, when counting the rows of sql itself would cost a scan.
   */
  countSql?: string;
}

/**
 * The page and the total are two statements. A window count (count(*) OVER ()) in the page
 * query would make PostgreSQL build every row of the result — JSON references and all —
 * before LIMIT, which costs seconds on a register with a long history; apart, the page
 * query walks an index for `orderBy` and shapes only its rows, and the count needs no
 * select list. An empty page past the first means the page does not exist: 404
 * "Неправильная страница." (DRF), while an empty first page is just an empty list.
 */
export async function paginate<Row, Item>(
  q: Queryable,
  requestUrl: string,
  pp: PageParams,
  query: PageQuery<Row, Item>,
): Promise<Paginated<Item>> {
  const params = [...(query.params ?? [])];
  const n = params.length;
  const [counted, page] = await Promise.all([
    q.query<{ n: number }>(query.countSql ?? `SELECT count(*)::int AS n FROM (${query.sql}) s`, params),
    q.query<Row>(`SELECT s.* FROM (${query.sql}) s ORDER BY ${query.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`, [
      ...params,
      pp.size,
      (pp.page - 1) * pp.size,
    ]),
  ]);
  const rows = page.rows;
  if (rows.length === 0 && pp.page > 1) throw notFound(M.invalidPage);
  const count = Number(counted.rows[0].n);
  const pages = Math.max(1, Math.ceil(count / pp.size));
  return {
    count,
    next: pp.page < pages ? pageLink(requestUrl, pp.page + 1, pp.size) : null,
    previous: pp.page > 1 ? pageLink(requestUrl, Math.min(pp.page - 1, pages), pp.size) : null,
    results: rows.map(query.map),
  };
}
