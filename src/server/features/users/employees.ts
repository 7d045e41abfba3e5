import type { Queryable } from '../../db/types';

/** GET /api/all_employee/: who works alongside the asking user. */
export interface Employee {
  id: number;
  name: string;
  first_name: string;
  last_name: string;
  role: string;
}

/**
 * Active users who share a city with the asking user (admins: every active user), so a
 * screen can show who made a record or pick a colleague. Nothing about other cities leaks.
 */
export async function listEmployees(q: Queryable, scope: number[] | null): Promise<Employee[]> {
  const params: unknown[] = [];
  const inScope =
    scope === null
      ? ''
      : `AND EXISTS (SELECT 1 FROM user_cities uc WHERE uc.user_id = u.id AND uc.city_id = ANY($${params.push(scope)}::int[]))`;
  const { rows } = await q.query<Employee>(
    `SELECT u.id, trim(u.first_name || ' ' || u.last_name) AS name, u.first_name, u.last_name, u.role
       FROM users u
      WHERE u.is_active ${inScope}
      ORDER BY u.last_name, u.first_name, u.id`,
    params,
  );
  return rows.map((r) => ({ ...r, name: r.name || `#${r.id}` }));
}
