import type { ApproveShiftBody, CloseShiftBody, OpenShiftBody, Shift } from '../../../shared/contract/shifts';
import type { Db, Queryable } from '../../db/types';
import { auditRecord, recordSnapshot } from '../../lib/audit';
import { conflict, forbidden, notFound } from '../../http/errors';
import { SERVER_MESSAGES as SM } from '../../http/messages';
import { canSeeCity, type Actor } from '../../http/scope';
import { dec } from '../../ledger/decimal';
import { refuseInactiveRegister, registerInScope } from '../../ledger/referenceChecks';
import { moneyTransaction } from '../../ledger/posting';
import { recordTime } from '../../ledger/time';
import { lockRegisterForCount, openShiftOf } from '../../ledger/registerLock';
import { checkCount, exceedsThreshold, writeCount, type CountLine } from './shiftCount';
import { getShift } from './shiftQueries';

/**
 * Opening, closing and approving a shift (docs/SHIFTS.md). Each is one
 * transaction that first locks the register (registerLock.ts), so it is ordered against
 * every cash move of the register; each reads its answer back inside it (Idempotency-Key).
 */

export const SHIFT_MESSAGES = SM.shift;

/** The city's approval threshold in the base currency (0 when it has none: any difference waits). */
async function thresholdOf(tx: Queryable, cityId: number) {
  const { rows } = await tx.query<{ t: string }>('SELECT shift_difference_threshold::text AS t FROM city_limits WHERE city_id = $1', [cityId]);
  return dec(rows[0]?.t ?? 0);
}

/** POST /api/shift/open/ — one open shift per register: the second of two simultaneous opens is a 409. */
export async function openShift(db: Db, actor: Actor, input: OpenShiftBody, options: { at?: Date } = {}): Promise<Shift> {
  const comment = input.comment?.trim() ?? '';
  return moneyTransaction(db, async (tx) => {
    const register = await registerInScope(tx, actor, input.cash_register);
    await lockRegisterForCount(tx, register.id);
    // A deactivated register opens no shift. Read under the count's lock (which a deactivation
    // waits for), not with registerForWrite: its FOR SHARE, upgraded by the count's lock in two
    // simultaneous opens, deadlocked on PostgreSQL.
    await refuseInactiveRegister(tx, register.id, 'cash_register');
    // Its time is taken under the lock: the moves it waited for are earlier.
    const at = options.at ?? recordTime();
    if ((await openShiftOf(tx, register.id)) !== null) throw conflict(SHIFT_MESSAGES.alreadyOpen);
    const lines = await checkCount(tx, register.id, input.counted, comment);
    // The partial unique index is the judge should anything get past the lock.
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO shifts (cash_register_id, opened_at, opened_by, opening_comment, opened_upto) VALUES ($1, $2, $3, $4, 0)
       ON CONFLICT (cash_register_id) WHERE status = 'Open' DO NOTHING RETURNING id`,
      [register.id, at.toISOString(), actor.id, comment],
    );
    if (!rows[0]) throw conflict(SHIFT_MESSAGES.alreadyOpen);
    const id = rows[0].id;
    const upto = await writeCount(tx, { shiftId: id, registerId: register.id, phase: 'OPEN', at }, lines);
    await tx.query('UPDATE shifts SET opened_upto = $2 WHERE id = $1', [id, upto]);
    await auditRecord(tx, actor, 'shift.open', 'shifts', id, null, differencesOf(lines));
    return getShift(tx, actor, id);
  });
}

/** The shift (404 outside the actor's cities) with its register locked, then the shift row. */
async function lockedShift(tx: Queryable, actor: Actor, id: number) {
  const { rows: found } = await tx.query<{ cash_register_id: number; city_id: number }>(
    'SELECT s.cash_register_id, r.city_id FROM shifts s JOIN cash_registers r ON r.id = s.cash_register_id WHERE s.id = $1',
    [id],
  );
  if (!found[0] || !canSeeCity(actor, found[0].city_id)) throw notFound();
  await lockRegisterForCount(tx, found[0].cash_register_id);
  const { rows } = await tx.query<{ status: string; opened_at: Date; needs_approval: boolean; closed_by: number | null; approved_at: Date | null }>(
    'SELECT status, opened_at, needs_approval, closed_by, approved_at FROM shifts WHERE id = $1 FOR UPDATE',
    [id],
  );
  return { ...found[0], ...rows[0] };
}

/**
 * PUT /api/shift/close/{id}/ — the closing count. Writes under way on the register finish
 * first (the register's lock) and are in the expected figures; later ones are refused.
 */
export async function closeShift(db: Db, actor: Actor, id: number, input: CloseShiftBody, options: { at?: Date } = {}): Promise<Shift> {
  const comment = input.comment?.trim() ?? '';
  return moneyTransaction(db, async (tx) => {
    const shift = await lockedShift(tx, actor, id);
    // Its time is taken under the lock: every move it counts is earlier.
    const at = options.at ?? recordTime();
    if (shift.status !== 'Open') throw conflict(SHIFT_MESSAGES.notOpen);
    const lines = await checkCount(tx, shift.cash_register_id, input.counted, comment);
    const before = await recordSnapshot(tx, 'shifts', id);
    // The opening's handover differences count too: the shift answers for both counts.
    const { rows: opening } = await tx.query<{ currency_id: number; difference: string; is_base: boolean; avg_cost: string | null }>(
      `SELECT k.currency_id, (k.counted - k.expected)::text AS difference, c.is_base, b.avg_cost::text AS avg_cost
         FROM shift_counts k JOIN currencies c ON c.id = k.currency_id
         LEFT JOIN cash_balances b ON b.cash_register_id = k.cash_register_id AND b.currency_id = k.currency_id
        WHERE k.shift_id = $1 AND k.phase = 'OPEN' AND k.counted <> k.expected`,
      [id],
    );
    const threshold = await thresholdOf(tx, shift.city_id);
    const openingLines = opening.map((o) => ({
      difference: dec(o.difference), isBase: o.is_base, avgCost: o.avg_cost === null ? null : dec(o.avg_cost),
    }));
    const needsApproval = exceedsThreshold([...lines, ...openingLines], threshold);
    const upto = await writeCount(tx, { shiftId: id, registerId: shift.cash_register_id, phase: 'CLOSE', at }, lines);
    await tx.query(
      `UPDATE shifts SET status = 'Closed', closed_at = $2, closed_by = $3, comment = $4, needs_approval = $5, closed_upto = $6 WHERE id = $1`,
      [id, at.toISOString(), actor.id, comment, needsApproval, upto],
    );
    await auditRecord(tx, actor, 'shift.close', 'shifts', id, before, differencesOf(lines));
    return getShift(tx, actor, id);
  });
}

/**
 * PUT /api/shift/approve/{id}/ — a supervisor or admin of the city (the route refuses a
 * cashier first) who did not close the shift accepts its explanation. No money moves.
 */
export async function approveShift(
  db: Db,
  actor: Actor,
  id: number,
  input: ApproveShiftBody,
  options: { at?: Date } = {},
): Promise<Shift> {
  return db.transaction(async (tx) => {
    const shift = await lockedShift(tx, actor, id);
    // Four eyes bind admins too: whoever closed it never approves it.
    if (shift.closed_by !== null && shift.closed_by === actor.id) throw forbidden(SHIFT_MESSAGES.ownShift);
    if (shift.status !== 'Closed') throw conflict(SHIFT_MESSAGES.stillOpen);
    if (!shift.needs_approval || shift.approved_at !== null) throw conflict(SHIFT_MESSAGES.nothingToApprove);
    const before = await recordSnapshot(tx, 'shifts', id);
    await tx.query('UPDATE shifts SET approved_by = $2, approved_at = $3, approval_comment = $4 WHERE id = $1', [
      id, actor.id, (options.at ?? recordTime()).toISOString(), input.comment?.trim() ?? '',
    ]);
    await auditRecord(tx, actor, 'shift.approve', 'shifts', id, before);
    return getShift(tx, actor, id);
  });
}

/** The audit row's details: the differences found, by currency code. */
function differencesOf(lines: CountLine[]): Record<string, unknown> {
  const found = lines.filter((l) => !l.difference.isZero());
  return found.length ? { differences: Object.fromEntries(found.map((l) => [l.currency.code, l.difference.toFixed()])) } : {};
}
