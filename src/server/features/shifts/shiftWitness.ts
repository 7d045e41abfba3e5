import type { Shift } from '../../../shared/contract/shifts';
import type { WitnessShiftBody } from '../../../shared/contract/request/shifts';
import type { Db } from '../../db/types';
import { conflict, forbidden, notFound } from '../../http/errors';
import { SERVER_MESSAGES } from '../../http/messages';
import { canSeeCity, type Actor } from '../../http/scope';
import { auditRecord, recordSnapshot } from '../../lib/audit';
import { recordTime } from '../../ledger/time';
import { getShift } from './shiftQueries';

const M = SERVER_MESSAGES.shift;

/**
 * PUT /api/shift/witness/{id}/ — a second person confirms a vault's count (docs/VAULT.md,
 * "Counting the vault"): any user of the vault's city but the one who made that count. No
 * money moves: the count's differences were posted when it was made; the witness puts their
 * name to the figures. A till's counts need no witness (409), a count is confirmed once.
 */
export async function witnessShift(db: Db, actor: Actor, id: number, input: WitnessShiftBody, options: { at?: Date } = {}): Promise<Shift> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      city_id: number; kind: string; status: string; opened_by: number | null; closed_by: number | null;
      opening_witness: number | null; closing_witness: number | null;
    }>(
      `SELECT r.city_id, r.kind, s.status, s.opened_by, s.closed_by, s.opening_witness, s.closing_witness
         FROM shifts s JOIN cash_registers r ON r.id = s.cash_register_id WHERE s.id = $1 FOR UPDATE OF s`,
      [id],
    );
    const shift = rows[0];
    if (!shift || !canSeeCity(actor, shift.city_id)) throw notFound();
    const opening = input.phase === 'OPEN';
    if (shift.kind !== 'vault') throw conflict(M.witnessTillCount);
    if (!opening && shift.status !== 'Closed') throw conflict(M.witnessNotClosed);
    const counter = opening ? shift.opened_by : shift.closed_by;
    // Four eyes bind admins too: whoever counted never witnesses that count.
    if (actor.id !== null && counter === actor.id) throw forbidden(M.witnessOwnCount);
    if ((opening ? shift.opening_witness : shift.closing_witness) !== null) throw conflict(M.alreadyWitnessed);
    const before = await recordSnapshot(tx, 'shifts', id);
    const column = opening ? 'opening_witness' : 'closing_witness';
    await tx.query(`UPDATE shifts SET ${column} = $2, ${column}ed_at = $3 WHERE id = $1`, [id, actor.id, (options.at ?? recordTime()).toISOString()]);
    await auditRecord(tx, actor, 'shift.witness', 'shifts', id, before, { phase: input.phase });
    return getShift(tx, actor, id);
  });
}
