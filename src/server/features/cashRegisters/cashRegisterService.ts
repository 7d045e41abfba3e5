import type { CashRegister, Paginated } from '../../../shared/contract';
import type { RegisterKind } from '../../../shared/contract/enums';
import type { Queryable } from '../../db/types';
import { notFound } from '../../http/errors';
import { type PageParams, paginate } from '../../http/pagination';
import { scopeFilter, SYSTEM_ACTOR } from '../../http/scope';
import { cityInScope } from '../../ledger/referenceChecks';

interface Row {
  id: number;
  name: string;
  city_id: number;
  city_name: string;
  is_active: boolean;
  kind: RegisterKind;
}

const SELECT = `SELECT r.id, r.name, c.id AS city_id, c.name AS city_name, r.is_active, r.kind
  FROM cash_registers r JOIN cities c ON c.id = r.city_id`;

const toRegister = (r: Row): CashRegister => ({
  id: r.id,
  name: r.name,
  city: { id: r.city_id, name: r.city_name },
  is_active: r.is_active,
  kind: r.kind,
});

/**
 * Lists a user works from offer active registers only (docs/admin.md "Where a deactivated
 * register shows"); its own page (getCashRegister) and its history stay reachable.
 */
const ACTIVE_ONLY = ' AND r.is_active';

/**
 * The WHERE of every list: the user's scope, then the optional ?city filter. A city outside
 * the scope (another's or one that does not exist) answers 404, as that city's own page does.
 */
function where(scope: number[] | null, cityId: number | undefined, params: unknown[]): string {
  if (cityId !== undefined && scope !== null && !scope.includes(cityId)) throw notFound();
  let sql = `WHERE true ${scopeFilter('r.city_id', scope, params)}`;
  if (cityId !== undefined) {
    params.push(cityId);
    sql += ` AND r.city_id = $${params.length}`;
  }
  return sql;
}

/**
 * An admin's ?city must still be a city: one that does not exist is a 404 for everyone
 * (where() settles the others' without asking the database).
 */
async function requireCity(q: Queryable, scope: number[] | null, cityId: number | undefined): Promise<void> {
  if (cityId !== undefined && scope === null) await cityInScope(q, SYSTEM_ACTOR, cityId);
}

export async function listCashRegisters(
  q: Queryable,
  scope: number[] | null,
  cityId: number | undefined,
  url: string,
  pp: PageParams,
): Promise<Paginated<CashRegister>> {
  await requireCity(q, scope, cityId);
  const params: unknown[] = [];
  const sql = `${SELECT} ${where(scope, cityId, params)}${ACTIVE_ONLY}`;
  return paginate(q, url, pp, { sql, params, orderBy: 'id', map: toRegister });
}

/**
 * Unpaginated, for selects: every active register the user may see, optionally of one city;
 * `withInactive` adds the deactivated ones (the network's list that names a transfer's
 * registers in its history, the command line's list).
 */
export async function allCashRegisters(
  q: Queryable,
  scope: number[] | null,
  cityId?: number,
  options: { withInactive?: boolean } = {},
): Promise<CashRegister[]> {
  await requireCity(q, scope, cityId);
  const params: unknown[] = [];
  const active = options.withInactive ? '' : ACTIVE_ONLY;
  const { rows } = await q.query<Row>(`${SELECT} ${where(scope, cityId, params)}${active} ORDER BY r.id`, params);
  return rows.map(toRegister);
}

export async function getCashRegister(q: Queryable, scope: number[] | null, id: number): Promise<CashRegister> {
  const params: unknown[] = [];
  const { rows } = await q.query<Row>(`${SELECT} ${where(scope, undefined, params)} AND r.id = $${params.length + 1}`, [...params, id]);
  if (!rows[0]) throw notFound();
  return toRegister(rows[0]);
}
