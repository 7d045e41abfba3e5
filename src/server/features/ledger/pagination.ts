import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MESSAGES } from '../../../shared/contract';
import type { Queryable } from '../../db/types';
import { HttpError } from './errors';

export interface PageQuery {
  page?: number;
  size?: number;
}

export interface PageResult<T> {
  count: number;
  results: T[];
}

export function pageParams(p: PageQuery): { page: number; size: number } {
  const size = Math.min(Math.max(p.size ?? DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE);
  return { page: Math.max(p.page ?? 1, 1), size };
}

/**
 * Runs `sql` (a SELECT without ORDER BY or LIMIT) for one page, ordered by `orderBy` over its
 * output columns. The total comes from a window count in the same statement; a page past the
 * end answers 404 like DRF's paginator.
 */
export async function selectPage<Row, T>(
  q: Queryable,
  sql: string,
  params: unknown[],
  orderBy: string,
  query: PageQuery,
  map: (row: Row) => T,
): Promise<PageResult<T>> {
  const { page, size } = pageParams(query);
  const n = params.length;
  const { rows } = await q.query<Row & { total_count: number }>(
    `SELECT *, count(*) OVER ()::int AS total_count FROM (${sql}) AS page_src
      ORDER BY ${orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...params, size, (page - 1) * size],
  );
  if (!rows.length && page > 1) throw new HttpError(404, { detail: MESSAGES.invalidPage });
  return { count: rows[0]?.total_count ?? 0, results: rows.map(map) };
}
