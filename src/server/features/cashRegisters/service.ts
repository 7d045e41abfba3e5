import type { CashRegister, Paginated } from '../../../shared/contract';
import type { Db, Queryable } from '../../db/types';
import { notFound } from '../../http/errors';
import { type PageParams, paginate } from '../../http/pagination';
import { scopeFilter, type Actor } from '../../http/scope';
import { auditRecord } from '../../lib/audit';
import { getCity } from '../cities/service';

interface Row {
  id: number;
  name: string;
  city_id: number;
  city_name: string;
}

const SELECT = `SELECT r.id, r.name, c.id AS city_id, c.name AS city_name
  FROM cash_registers r JOIN cities c ON c.id = r.city_id`;

const toRegister = (r: Row): CashRegister => ({ id: r.id, name: r.name, city: { id: r.city_id, name: r.city_name } });

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
  if (cityId !== undefined && scope === null) await getCity(q, scope, cityId);
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
  const sql = `${SELECT} ${where(scope, cityId, params)}`;
  return paginate(q, url, pp, { sql, params, orderBy: 'id', map: toRegister });
}

/** Unpaginated, for selects: every register the user may see, optionally of one city. */
export async function allCashRegisters(q: Queryable, scope: number[] | null, cityId?: number): Promise<CashRegister[]> {
  await requireCity(q, scope, cityId);
  const params: unknown[] = [];
  const { rows } = await q.query<Row>(`${SELECT} ${where(scope, cityId, params)} ORDER BY r.id`, params);
  return rows.map(toRegister);
}

export async function getCashRegister(q: Queryable, scope: number[] | null, id: number): Promise<CashRegister> {
  const params: unknown[] = [];
  const { rows } = await q.query<Row>(`${SELECT} ${where(scope, undefined, params)} AND r.id = $${params.length + 1}`, [...params, id]);
  if (!rows[0]) throw notFound();
  return toRegister(rows[0]);
}

/** Idempotent per (city, name). Throws notFound for an unknown city. */
export async function ensureCashRegister(
  db: Db,
  cityId: number,
  name: string,
  actor: Actor,
): Promise<{ register: CashRegister; created: boolean }> {
  return db.transaction(async (tx) => {
    const city = await tx.query('SELECT 1 FROM cities WHERE id = $1', [cityId]);
    if (!city.rows[0]) throw notFound(`Город с id ${cityId} не найден.`);
    const ins = await tx.query<{ id: number }>(
      'INSERT INTO cash_registers (city_id, name) VALUES ($1, $2) ON CONFLICT (city_id, name) DO NOTHING RETURNING id',
      [cityId, name],
    );
    if (ins.rows[0]) await auditRecord(tx, actor, 'cash_register.create', 'cash_registers', ins.rows[0].id);
    const found = await tx.query<Row>(`${SELECT} WHERE r.city_id = $1 AND r.name = $2`, [cityId, name]);
    return { register: toRegister(found.rows[0]), created: Boolean(ins.rows[0]) };
  });
}
