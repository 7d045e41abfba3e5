import type { Paginated } from '../../../shared/contract';
import type { CountSheet, Shift, ShiftApproval } from '../../../shared/contract/shifts';
import type { ShiftListQuery } from '../../../shared/contract/request/shifts';
import type { Db, Queryable } from '../../db/types';
import { notFound } from '../../http/errors';
import { pageParams, type PageQuery, paginate } from '../../http/pagination';
import { canSeeCity, cityScope, type Actor } from '../../http/scope';
import { SqlWhere } from '../../lib/sqlList';
import { registerInScope } from '../../ledger/referenceChecks';
import { openShiftOf } from '../../ledger/registerLock';
import { COUNT_ORDER_SQL, MUST_COUNT_SQL } from './shiftCount';
import { SHIFT_ROWS, toShift, type ShiftRow } from './shiftSql';

/** Shifts as the API reads them (docs/SHIFTS.md); the writes are in shiftService.ts. */

export const NO_OPEN_SHIFT = 'Смена не открыта.';

/** One shift as the wire has it, read with `q` (inside a write: its own transaction). */
export async function getShift(q: Queryable, actor: Actor, id: number): Promise<Shift> {
  const { rows } = await q.query<ShiftRow>(`${SHIFT_ROWS} WHERE s.id = $1`, [id]);
  if (!rows[0] || !canSeeCity(actor, rows[0].city_id)) throw notFound();
  return toShift(actor.id)(rows[0]);
}

/** GET /api/shift/current/?cash_register — the open shift, 404 when the register is closed. */
export async function currentShift(db: Db, actor: Actor, cashRegisterId: number): Promise<Shift> {
  const register = await registerInScope(db, actor, cashRegisterId);
  const { rows } = await db.query<ShiftRow>(`${SHIFT_ROWS} WHERE s.cash_register_id = $1 AND s.status = 'Open'`, [register.id]);
  if (!rows[0]) throw notFound(NO_OPEN_SHIFT);
  return toShift(actor.id)(rows[0]);
}

/** The list's filters (its query without the page). */
export type ShiftFilter = Omit<ShiftListQuery, 'page' | 'size'>;

const APPROVAL_SQL: Record<ShiftApproval, string> = {
  NOT_NEEDED: 'NOT s.needs_approval',
  WAITING: 's.needs_approval AND s.approved_at IS NULL',
  APPROVED: 's.approved_at IS NOT NULL',
};

/**
 * GET /api/shift/?cash_register&page — a register's shifts, newest first; also a city's (or
 * every city the user sees) with `city`, and by `status` / `approval` (the Кассы screen's
 * open shifts and the ones waiting for a supervisor).
 */
export async function listShifts(db: Db, actor: Actor, query: ShiftFilter & PageQuery): Promise<Paginated<Shift>> {
  const where = new SqlWhere();
  const scope = cityScope(actor);
  if (scope) where.and(`r.city_id = ANY(${where.param(scope)}::int[])`);
  if (query.cash_register !== undefined) {
    where.and(`s.cash_register_id = ${where.param((await registerInScope(db, actor, query.cash_register)).id)}`);
  }
  if (query.city !== undefined) {
    if (!canSeeCity(actor, query.city)) throw notFound();
    where.and(`r.city_id = ${where.param(query.city)}`);
  }
  if (query.status !== undefined) where.and(`s.status = ${where.param(query.status)}`);
  if (query.approval !== undefined) where.and(APPROVAL_SQL[query.approval]);
  return paginate(db, query.url ?? '/api/shift/', pageParams(query), {
    sql: `SELECT * FROM (${SHIFT_ROWS} ${where.sql}) x`,
    params: where.params,
    orderBy: 'id DESC',
    map: toShift(actor.id),
  });
}

/**
 * GET /api/shift/count_sheet/?cash_register — what a count made now lists: every fiat
 * currency the register must count (the base, its pairs, what it holds), with its banknotes
 * and the books' amount.
 */
export async function countSheet(db: Db, actor: Actor, cashRegisterId: number): Promise<CountSheet> {
  const register = await registerInScope(db, actor, cashRegisterId);
  const { rows } = await db.query<CountSheet['lines'][number]>(
    `SELECT json_build_object('id', c.id, 'code', c.code, 'name', c.name) AS currency, c.decimals,
            ARRAY(SELECT trim_scale(d)::text FROM unnest(c.denominations) AS d ORDER BY d DESC) AS denominations,
            round(COALESCE(b.amount, 0), c.decimals)::text AS expected
       FROM currencies c
       LEFT JOIN cash_balances b ON b.cash_register_id = $1 AND b.currency_id = c.id
      WHERE ${MUST_COUNT_SQL}
      ORDER BY ${COUNT_ORDER_SQL}`,
    [register.id],
  );
  return { cash_register: { id: register.id, name: register.name }, shift: await openShiftOf(db, register.id), lines: rows };
}
