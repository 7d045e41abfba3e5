import { REGISTER_CLOSED } from '../../shared/contract/shifts';
import type { Queryable } from '../db/types';
import { conflict } from '../http/errors';
import { canSeeCity, type Actor } from '../http/scope';

/**
 * The one lock that orders a register's cash moves against its shift's open and close
 * (docs/SHIFTS.md, "Races"). A write that moves the register's cash takes the register's row
 * FOR SHARE, first thing in its transaction, and then — in a new statement, so with a snapshot
 * taken after the lock — looks for the open shift; an open or a close takes the same row FOR
 * NO KEY UPDATE. So a close waits for the writes under way (they land in its expected
 * figures), and a write that comes while a close runs waits and then finds the shift closed
 * (409). Writes never wait on each other here (shared locks), and FOR NO KEY UPDATE does not
 * block the foreign-key checks of rows that reference the register.
 */

/** A register's row locked for a cash move; its city, or null when there is no such register. */
async function lockShared(tx: Queryable, registerId: number): Promise<{ city_id: number } | null> {
  const { rows } = await tx.query<{ city_id: number }>('SELECT city_id FROM cash_registers WHERE id = $1 FOR SHARE', [registerId]);
  return rows[0] ?? null;
}

/** The register's open shift id (read after its row is locked), or null. */
export async function openShiftOf(tx: Queryable, registerId: number): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>("SELECT id FROM shifts WHERE cash_register_id = $1 AND status = 'Open'", [registerId]);
  return rows[0]?.id ?? null;
}

/**
 * The closed-register check of a cash-moving route (plugins/closedRegister.ts): 409 when a
 * register the request moves has no open shift. A register that does not exist or that the
 * caller may not see is left to the route's service, which answers 404 or 400 as it always
 * does: a 409 here would tell another city's user that the register exists.
 */
export async function requireOpenShifts(
  tx: Queryable,
  actor: Actor | null,
  registerIds: number[],
  options: { refuse: boolean } = { refuse: true },
): Promise<void> {
  // Ascending ids: two requests that move two registers each never take them in opposite orders.
  for (const id of [...new Set(registerIds)].sort((a, b) => a - b)) {
    const register = await lockShared(tx, id);
    if (!register || !actor || !canSeeCity(actor, register.city_id) || !options.refuse) continue;
    if ((await openShiftOf(tx, id)) === null) throw conflict(REGISTER_CLOSED);
  }
}

/** An open or a close: waits for the cash moves under way on the register, and holds off new ones. */
export async function lockRegisterForCount(tx: Queryable, registerId: number): Promise<void> {
  await tx.query('SELECT 1 FROM cash_registers WHERE id = $1 FOR NO KEY UPDATE', [registerId]);
}
