import type { Queryable } from '../../db/types';
import type { JsonPage, JsonText } from '../../http/jsonPage';
import { type PageShape, pageParams, paginate } from '../../http/pagination';

/** ?page=&size= as the routes validated them, plus the request URL for next/previous. */
export interface PageQuery {
  page?: number;
  size?: number;
  url?: string;
}

/**
 * One page of `sql` (a SELECT without ORDER BY / LIMIT) ordered by `orderBy` over its output
 * columns, in DRF's shape — the API's paginate (http/pagination.ts) for the ledger's lists:
 * each record comes back as JSON text that PostgreSQL wrote with `json` (an expression over
 * the page row `q`, features/ledger/jsonText.ts), sent without being parsed (http/jsonPage.ts).
 */
export function selectJsonPage(
  q: Queryable,
  sql: string,
  params: unknown[],
  orderBy: string,
  query: PageQuery,
  json: string,
  options: { countSql?: string; countWindow?: boolean; shape?: PageShape } = {},
): Promise<JsonPage> {
  return paginate<{ __json: JsonText }, JsonText>(q, query.url ?? '/', pageParams(query), {
    sql,
    params,
    orderBy,
    map: (row) => row.__json,
    json,
    ...options,
  });
}
