import type { CashOrder, CreateCashOrderBody } from '../../../../shared/contract';
import type { CashOrderState } from '../../../../shared/machines/cashOrderLifecycle';
import type { Db } from '../../../db/types';
import { SYSTEM_ACTOR } from '../../../http/scope';
import { ensureCashRegister } from '../../cashRegisters/registerWrites';
import { countAsBooks } from '../../shifts/shiftCount';
import { openShift } from '../../shifts/shiftService';
import { approveCashOrder, createCashOrder, dispatchCashOrder, receiveCashOrder } from '../cashOrderService';

/** Helpers for cash orders' tests: a city's vault with its shift open, and an order brought to a state by the system. Test-only. */

export async function createTestVault(db: Db, cityId: number, name = 'Хранилище'): Promise<number> {
  const { register, created } = await ensureCashRegister(db, cityId, name, SYSTEM_ACTOR, 'vault');
  if (created) await openShift(db, SYSTEM_ACTOR, { cash_register: register.id, counted: await countAsBooks(db, register.id) });
  return register.id;
}

/** `amount` of the currency in 10s (every currency of the tests has a 10 note), as a count by denomination. */
export const tens = (amount: string) => [{ value: '10', count: Number(amount) / 10 }];

/**
 * An order made by the system and taken to `state` (requested, approved, dispatched,
 * discrepancy — received 10 less than sent — or received). The system is nobody's pair of
 * eyes, so any user may approve, receive or settle it afterwards.
 */
export async function orderIn(db: Db, body: CreateCashOrderBody, state: Extract<CashOrderState, 'requested' | 'approved' | 'dispatched' | 'discrepancy' | 'received'>): Promise<CashOrder> {
  let order = await createCashOrder(db, SYSTEM_ACTOR, body);
  if (state === 'requested') return order;
  if (order.state === 'requested') order = await approveCashOrder(db, SYSTEM_ACTOR, order.id);
  if (state === 'approved') return order;
  order = await dispatchCashOrder(db, SYSTEM_ACTOR, order.id, { denominations: tens(body.amount), seal: `П-${order.id}`, courier: 'Инкассатор' });
  if (state === 'dispatched') return order;
  const counted = state === 'received' ? body.amount : String(Number(body.amount) - 10);
  return receiveCashOrder(db, SYSTEM_ACTOR, order.id, { denominations: Number(counted) ? tens(counted) : [], seal_intact: true });
}
