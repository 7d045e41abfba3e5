import type { Paginated } from '../../shared/contract';
import { DEFAULT_PAGE_SIZE } from '../../shared/contract';
import type { Queryable } from '../db/types';
import { memoizeArgs } from '../lib/memoizeArgs';
import { notFound } from './errors';
import type { JsonPage, JsonText } from './jsonPage';
import { SERVER_MESSAGES as M } from './messages';

/** `?page=&size=` after schema validation (http/schemas.ts pageQueryProperties). */
export interface PageParams {
  page: number;
  size: number;
}

/** ?page=&size= as the routes validated them, plus the request URL for next/previous (routeKit.ts pageOf). */
export interface PageQuery {
  page?: number;
  size?: number;
  url?: string;
}

/** The admin screens' page: what their lists give a caller that names no size (the routes' schema fills it in). */
export const ADMIN_PAGE_SIZE = 20;

/** The page asked for: the first one, and `defaultSize` rows, unless the query says otherwise. */
export function pageParams(query: { page?: number; size?: number }, defaultSize = DEFAULT_PAGE_SIZE): PageParams {
  return { page: query.page ?? 1, size: query.size ?? defaultSize };
}

/** next/previous as absolute paths keeping the request's other parameters, as DRF does. */
export function pageLink(requestUrl: string, page: number, size: number): string {
  const url = new URL(requestUrl, 'http://local');
  url.searchParams.set('page', String(page));
  url.searchParams.set('size', String(size));
  return `${url.pathname}${url.search}`;
}

/** The SELECT behind one page: its rows, their order, and how each becomes an item. */
export interface PageSelect<Row, Item> {
  /**
   * A SELECT without ORDER BY / LIMIT; its output columns are what orderBy names. `map` gets
   * each row with an extra `__total` column, which it may leave on.
   */
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
  /**
   * Count with a window over the picked rows (`count(*) OVER ()`) instead of a second run of
   * `sql`: for a small set of rows whose SQL costs more to plan twice than to count (the day
   * journal's UNION of seven selects: ~10 → ~6 ms a page on PGlite).
   */
  countWindow?: boolean;
  /**
   * Columns worth computing for the page's rows only (JSON references, rounded amounts) and
   * the joins they need, over the page as `p`. Without it, a filter no index returns in
   * order (transfers sent OR received by a register) makes PostgreSQL shape every matching
   * row before it sorts and keeps 20 of them.
   */
  shape?: PageShape;
  /**
   * The record as one expression over the (shaped) page row `q` that gives its JSON text,
   * e.g. `'{"id":' || q.id || …` (ledger/jsonText.ts): each row then comes back as
   * `__json`, for the route to send as it is (http/jsonPage.ts).
   */
  json?: string;
}

export interface PageShape {
  /** e.g. `round(p.raw_amount, c.decimals)::text AS amount, ${currencyText('c')} AS currency` */
  columns: string;
  /** e.g. `JOIN currencies c ON c.id = p.currency_id` */
  joins: string;
}

/** `SELECT p.*, <shape columns> FROM (<rows>) p <shape joins>`: one record or a page. */
export function shapeRows(rowsSql: string, shape: PageShape): string {
  return `SELECT p.*, ${shape.columns} FROM (${rowsSql}) p ${shape.joins}`;
}

/**
 * The page and the total in one statement (every round trip to the database costs more than
 * these small queries themselves). The total is an uncorrelated scalar subquery — `countSql`
 * when the caller has a cheaper one — so PostgreSQL runs it once (an InitPlan) beside a plain
 * ORDER BY … LIMIT that walks an index and shapes only the page's rows.
 *
 * The page size is written into the SQL as a literal (it is a validated integer, see
 * http/schemas.ts): with `LIMIT $n` a prepared statement's generic plan would have to guess
 * the limit (10 % of the rows), would look like a sort of everything, and PostgreSQL would
 * keep planning every execution anew (~1 ms for the joined lists; db/postgresDb.ts). The few
 * page sizes in use make a few statement texts.
 *
 * An empty page past the first means the page does not exist: 404 "Неправильная страница."
 * (DRF); an empty first page is an empty list, and its total is 0 without asking again.
 */
export async function paginate<Row, Item>(
  q: Queryable,
  requestUrl: string,
  pp: PageParams,
  query: PageSelect<Row, Item>,
): Promise<Paginated<Item>> {
  const params = [...(query.params ?? [])];
  const size = pageSizeLiteral(pp.size);
  // The first page, asked for most, has no OFFSET at all: an unknown offset would make the
  // generic plan look dearer than a planned one, and PostgreSQL would plan every time again.
  const offsetParam = pp.page > 1 ? params.push((pp.page - 1) * size) : 0;
  const countSql = query.countWindow ? WINDOW_COUNT : (query.countSql ?? '');
  const sql = pageSql(query.sql, query.orderBy, countSql, query.shape ?? null, query.json ?? '', size, offsetParam);
  const { rows } = await q.query<Row & { __total: number }>(sql, params);
  if (rows.length === 0 && pp.page > 1) throw notFound(M.invalidPage);
  const count = rows.length ? Number(rows[0].__total) : 0;
  const pages = Math.max(1, Math.ceil(count / size));
  return {
    count,
    next: pp.page < pages ? pageLink(requestUrl, pp.page + 1, size) : null,
    previous: pp.page > 1 ? pageLink(requestUrl, Math.min(pp.page - 1, pages), size) : null,
    // __total stays on the rows: copying each row without it cost more than the page's SQL,
    // and the answer's schema writes out only the fields it names.
    results: rows.map((row) => query.map(row)),
  };
}

/**
 * One page of `sql` (a SELECT without ORDER BY / LIMIT) ordered by `orderBy` over its output
 * columns, in DRF's shape — paginate for the ledger's lists: each record comes back as JSON
 * text that PostgreSQL wrote with `json` (an expression over the page row `q`,
 * ledger/jsonText.ts), sent without being parsed (jsonPage.ts).
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

/** countWindow's total: an expression over the rows, which pageSql wraps in parentheses like a subquery. */
const WINDOW_COUNT = 'count(*) OVER ()';

/**
 * The page statement for paginate (offsetParam: the OFFSET's parameter number, 0 for none),
 * built once per distinct set of pieces.
 */
const pageSql = memoizeArgs(
  (rows: string, orderBy: string, countSql: string, shape: PageShape | null, json: string, size: number, offsetParam: number) => {
    const total = countSql || `SELECT count(*) FROM (${rows}) c`;
    const offset = offsetParam ? ` OFFSET $${offsetParam}` : '';
    const page = `SELECT s.*, (${total})::int AS __total
       FROM (${rows}) s
      ORDER BY ${orderBy} LIMIT ${size}${offset}`;
    // The shape's joins may reorder the page's rows: sorted again (a page's worth of rows).
    const shaped = shape ? `${shapeRows(page, shape)} ORDER BY ${orderBy}` : page;
    return json ? `SELECT (${json})::text AS __json, q.__total FROM (${shaped}) q ORDER BY ${orderBy}` : shaped;
  },
);

/** The page size as SQL text: only a positive safe integer gets into the statement. */
function pageSizeLiteral(size: number): number {
  if (!Number.isSafeInteger(size) || size < 1) throw new Error(`page size must be a positive integer, got ${size}`);
  return size;
}
