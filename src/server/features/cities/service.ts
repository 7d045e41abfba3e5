import type { City, Paginated } from '../../../shared/contract';
import type { Db, Queryable } from '../../db/types';
import { notFound } from '../../http/errors';
import { type PageParams, paginate } from '../../http/pagination';
import { scopeFilter, type Actor } from '../../http/scope';
import { auditRecord } from '../../lib/audit';

const toCity = (r: City): City => ({ id: r.id, name: r.name });

/** scope: the city ids the user may see, null = all (http/scope.ts). */
export function listCities(q: Queryable, scope: number[] | null, url: string, pp: PageParams): Promise<Paginated<City>> {
  const params: unknown[] = [];
  const where = scopeFilter('c.id', scope, params);
  return paginate(q, url, pp, { sql: `SELECT c.id, c.name FROM cities c WHERE true ${where}`, params, orderBy: 'id', map: toCity });
}

export async function getCity(q: Queryable, scope: number[] | null, id: number): Promise<City> {
  const params: unknown[] = [id];
  const { rows } = await q.query<City>(`SELECT c.id, c.name FROM cities c WHERE c.id = $1 ${scopeFilter('c.id', scope, params)}`, params);
  if (!rows[0]) throw notFound();
  return toCity(rows[0]);
}

export async function allCities(q: Queryable): Promise<City[]> {
  const { rows } = await q.query<City>('SELECT id, name FROM cities ORDER BY id');
  return rows.map(toCity);
}

/** Idempotent: an existing city of that name is returned as it is. */
export async function ensureCity(db: Db, name: string, actor: Actor): Promise<{ city: City; created: boolean }> {
  return db.transaction(async (tx) => {
    const ins = await tx.query<City>('INSERT INTO cities (name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING id, name', [name]);
    if (ins.rows[0]) {
      await auditRecord(tx, actor, 'city.create', 'cities', ins.rows[0].id);
      return { city: toCity(ins.rows[0]), created: true };
    }
    const found = await tx.query<City>('SELECT id, name FROM cities WHERE name = $1', [name]);
    return { city: toCity(found.rows[0]), created: false };
  });
}
