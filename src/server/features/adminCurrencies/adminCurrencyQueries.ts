import type { AdminCurrencyListQuery } from '../../../shared/contract/request/adminCurrencies';
import type { AdminCurrency, AdminCurrencyOrdering, Paginated } from '../../../shared/contract';
import type { Queryable } from '../../db/types';
import { notFound } from '../../http/errors';
import { ADMIN_PAGE_SIZE, type PageQuery, pageParams, paginate } from '../../http/pagination';
import { containsPattern, SqlWhere } from '../../lib/sqlList';
import { HAS_HISTORY_SQL } from '../currencies/currencyWrites';
import { isoSql } from '../../ledger/sqlRefs';

const ROWS = `SELECT c.id, c.code, c.name, c."order", c.is_crypto, c.is_base, c.decimals, c.is_active,
    ${isoSql('c.deactivated_at')} AS deactivated_at,
    (SELECT d.percentage::text FROM dilapidation_percentages d WHERE d.currency_id = c.id) AS dilapidation,
    trim_scale(c.official_margin_percent)::text AS official_margin_percent,
    ARRAY(SELECT trim_scale(n)::text FROM unnest(c.denominations) AS n ORDER BY n DESC) AS denominations,
    ${HAS_HISTORY_SQL('c')} AS has_history
  FROM currencies c`;

const toCurrency = (r: AdminCurrency): AdminCurrency => ({
  id: r.id,
  code: r.code,
  name: r.name,
  order: r.order,
  is_crypto: r.is_crypto,
  is_base: r.is_base,
  decimals: r.decimals,
  is_active: r.is_active,
  deactivated_at: r.deactivated_at,
  dilapidation: r.dilapidation,
  official_margin_percent: r.official_margin_percent,
  denominations: r.denominations,
  has_history: r.has_history,
});

/** Fiat before crypto, then the chosen order; each ends with the id, so pages never repeat a row. */
const ORDER: Record<AdminCurrencyOrdering, string> = {
  order: 'is_crypto, "order", code, id',
  '-order': 'is_crypto, "order" DESC, code DESC, id DESC',
  code: 'code, id',
  '-code': 'code DESC, id DESC',
  id: 'id',
  '-id': 'id DESC',
};

/** `search`: part of the code or the name, any case. */
export type AdminCurrencyFilter = Omit<AdminCurrencyListQuery, 'page' | 'size'>;

export function listAdminCurrencies(q: Queryable, filter: AdminCurrencyFilter & PageQuery): Promise<Paginated<AdminCurrency>> {
  const where = new SqlWhere();
  if (filter.search) {
    const like = where.param(containsPattern(filter.search));
    where.and(`(c.code ILIKE ${like} OR c.name ILIKE ${like})`);
  }
  if (filter.kind) where.and(`c.is_crypto = ${where.param(filter.kind === 'crypto')}`);
  if (filter.is_active !== undefined) where.and(`c.is_active = ${where.param(filter.is_active)}`);
  return paginate<AdminCurrency, AdminCurrency>(q, filter.url ?? '/', pageParams(filter, ADMIN_PAGE_SIZE), {
    sql: `${ROWS} ${where.sql}`,
    params: where.params,
    orderBy: ORDER[filter.ordering ?? 'order'],
    map: toCurrency,
  });
}

export async function getAdminCurrency(q: Queryable, id: number): Promise<AdminCurrency> {
  const { rows } = await q.query<AdminCurrency>(`${ROWS} WHERE c.id = $1`, [id]);
  if (!rows[0]) throw notFound();
  return toCurrency(rows[0]);
}
