import type { AdminCityListQuery, AdminRegisterListQuery } from '../../../shared/contract/request/adminCities';
import type { AdminCashRegister, AdminCity, AdminCityOrdering, AdminRegisterOrdering, Paginated } from '../../../shared/contract';
import type { Queryable } from '../../db/types';
import { notFound } from '../../http/errors';
import { ADMIN_PAGE_SIZE, type PageQuery, pageParams, paginate } from '../../http/pagination';
import { containsPattern, SqlWhere } from '../../lib/sqlList';

/** The admin section's lists of cities and registers (a few hundred rows at most: plain conditions). */

const CITY_ROWS = `SELECT c.id, c.name, c.publish_rates, c.offline_limit::text AS offline_limit,
    round(c.cash_order_auto_approve, 2)::text AS cash_order_auto_approve,
    (SELECT count(*)::int FROM cash_registers r WHERE r.city_id = c.id) AS registers,
    (SELECT count(*)::int FROM cash_registers r WHERE r.city_id = c.id AND r.is_active) AS active_registers
  FROM cities c`;

const toCity = (r: AdminCity): AdminCity => ({
  id: r.id,
  name: r.name,
  registers: r.registers,
  active_registers: r.active_registers,
  publish_rates: r.publish_rates,
  offline_limit: r.offline_limit ?? null,
  cash_order_auto_approve: r.cash_order_auto_approve ?? null,
});

/** Total orders: each ends with the id, so pages never repeat or skip a row. */
const CITY_ORDER: Record<AdminCityOrdering, string> = { name: 'name, id', '-name': 'name DESC, id DESC', id: 'id', '-id': 'id DESC' };

export type AdminCityFilter = Omit<AdminCityListQuery, 'page' | 'size'>;

export function listAdminCities(q: Queryable, filter: AdminCityFilter & PageQuery): Promise<Paginated<AdminCity>> {
  const where = new SqlWhere();
  if (filter.search) where.and(`c.name ILIKE ${where.param(containsPattern(filter.search))}`);
  return paginate<AdminCity, AdminCity>(q, filter.url ?? '/', pageParams(filter, ADMIN_PAGE_SIZE), {
    sql: `${CITY_ROWS} ${where.sql}`,
    params: where.params,
    orderBy: CITY_ORDER[filter.ordering ?? 'name'],
    map: toCity,
  });
}

export async function getAdminCity(q: Queryable, id: number): Promise<AdminCity> {
  const { rows } = await q.query<AdminCity>(`${CITY_ROWS} WHERE c.id = $1`, [id]);
  if (!rows[0]) throw notFound();
  return toCity(rows[0]);
}

const REGISTER_ROWS = `SELECT r.id, r.name, r.city_id, c.name AS city_name, r.is_active, r.kind,
    to_char(r.deactivated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS deactivated_at,
    COALESCE((SELECT json_agg(json_build_object('id', cu.id, 'code', cu.code, 'name', cu.name) ORDER BY cu."order", cu.code)
                FROM available_currency_pairs p JOIN currencies cu ON cu.id = p.currency_id
               WHERE p.cash_register_id = r.id), '[]'::json) AS pairs
  FROM cash_registers r JOIN cities c ON c.id = r.city_id`;

interface RegisterRow {
  id: number;
  name: string;
  city_id: number;
  city_name: string;
  is_active: boolean;
  kind: AdminCashRegister['kind'];
  deactivated_at: string | null;
  pairs: AdminCashRegister['pairs'];
}

const toRegister = (r: RegisterRow): AdminCashRegister => ({
  id: r.id,
  name: r.name,
  city: { id: r.city_id, name: r.city_name },
  is_active: r.is_active,
  kind: r.kind,
  deactivated_at: r.deactivated_at,
  pairs: r.pairs,
});

const REGISTER_ORDER: Record<AdminRegisterOrdering, string> = {
  name: 'name, id',
  '-name': 'name DESC, id DESC',
  city: 'city_name, name, id',
  '-city': 'city_name DESC, name DESC, id DESC',
  id: 'id',
  '-id': 'id DESC',
};

/** `search`: part of the register's name, any case. */
export type AdminRegisterFilter = Omit<AdminRegisterListQuery, 'page' | 'size'>;

export function listAdminCashRegisters(q: Queryable, filter: AdminRegisterFilter & PageQuery): Promise<Paginated<AdminCashRegister>> {
  const where = new SqlWhere();
  if (filter.search) where.and(`r.name ILIKE ${where.param(containsPattern(filter.search))}`);
  if (filter.city !== undefined) where.and(`r.city_id = ${where.param(filter.city)}`);
  if (filter.is_active !== undefined) where.and(`r.is_active = ${where.param(filter.is_active)}`);
  return paginate<RegisterRow, AdminCashRegister>(q, filter.url ?? '/', pageParams(filter, ADMIN_PAGE_SIZE), {
    sql: `${REGISTER_ROWS} ${where.sql}`,
    params: where.params,
    orderBy: REGISTER_ORDER[filter.ordering ?? 'city'],
    map: toRegister,
  });
}

export async function getAdminCashRegister(q: Queryable, id: number): Promise<AdminCashRegister> {
  const { rows } = await q.query<RegisterRow>(`${REGISTER_ROWS} WHERE r.id = $1`, [id]);
  if (!rows[0]) throw notFound();
  return toRegister(rows[0]);
}
