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
 * The page and the total in one statement (every round trip to the database costs more than
 * these small queries themselves). The total is its own aggregate — `countSql` when the
 * caller has a cheaper one — rather than a window count over the page query, which would make
 * PostgreSQL shape every row, JSON references and all, before LIMIT; the page is a LATERAL
 * subquery that walks an index for `orderBy` and shapes only its rows. The one-row total
 * LEFT JOINs the page, so an empty page still brings the count (with a null `__on_page`).
 * An empty page past the first means the page does not exist: 404 "Неправильная страница."
 * (DRF), while an empty first page is just an empty list.
 */
export async function paginate<Row, Item>(
  q: Queryable,
  requestUrl: string,
  pp: PageParams,
  query: PageQuery<Row, Item>,
): Promise<Paginated<Item>> {
  const params = [...(query.params ?? [])];
  const n = params.length;
  const total = query.countSql ?? `SELECT count(*)::int AS n FROM (${query.sql}) s`;
  const { rows } = await q.query<Row & { __total: number; __on_page: number | null }>(
    `SELECT total.n::int AS __total, p.*
       FROM (${total}) total
       LEFT JOIN LATERAL (
         SELECT s.*, 1 AS __on_page FROM (${query.sql}) s ORDER BY ${query.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}
       ) p ON true
      ORDER BY ${query.orderBy}`,
    [...params, pp.size, (pp.page - 1) * pp.size],
  );
  const count = Number(rows[0]?.__total ?? 0);
  const onPage = rows.filter((r) => r.__on_page !== null);
  if (onPage.length === 0 && pp.page > 1) throw notFound(M.invalidPage);
  const pages = Math.max(1, Math.ceil(count / pp.size));
  return {
    count,
    next: pp.page < pages ? pageLink(requestUrl, pp.page + 1, pp.size) : null,
    previous: pp.page > 1 ? pageLink(requestUrl, Math.min(pp.page - 1, pages), pp.size) : null,
    results: onPage.map(({ __total: _t, __on_page: _p, ...row }) => query.map(row as unknown as Row)),
  };
}
