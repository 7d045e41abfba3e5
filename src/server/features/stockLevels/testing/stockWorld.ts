import type { Db } from '../../../db/types';
import { SYSTEM_ACTOR } from '../../../http/scope';
import { cancelCashOrder } from '../../cashOrders/cashOrderService';
import { createTestVault } from '../../cashOrders/testing/cashOrderWorld';

/** Helpers for the stock view's and the suggestions' tests. Test-only. */

/** Sets one currency's limits of a register directly (the PUT's own tests are in limits/). */
export async function setLimit(db: Db, registerId: number, currencyId: number, limit: { min?: string; max?: string; refill_to?: string }): Promise<void> {
  await db.query(
    `INSERT INTO register_limits (cash_register_id, currency_id, min_amount, max_amount, refill_to)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (cash_register_id, currency_id) DO UPDATE SET min_amount = $3, max_amount = $4, refill_to = $5`,
    [registerId, currencyId, limit.min ?? null, limit.max ?? null, limit.refill_to ?? null],
  );
}

/**
 * A surplus to suggest again on each call: the city has a vault, the register's maximum of the
 * currency is 1 (it must hold more), and the open orders out of it are cancelled, so the
 * whole surplus is suggested anew.
 */
export async function freshSurplus(db: Db, cityId: number, registerId: number, currencyId: number): Promise<void> {
  await createTestVault(db, cityId);
  const { rows } = await db.query<{ id: string }>(
    "SELECT id FROM cash_orders WHERE from_cash_register_id = $1 AND state IN ('requested', 'approved')",
    [registerId],
  );
  for (const r of rows) await cancelCashOrder(db, SYSTEM_ACTOR, Number(r.id));
  await setLimit(db, registerId, currencyId, { max: '1.00' });
}
