import type { Db } from '../../../db/types';
import { SYSTEM_ACTOR } from '../../../http/scope';
import { cancelTransfer } from '../../transfers/transferCancel';
import { createTransfer } from '../../transfers/transferService';
import { acceptTransfer, deliverTransfer } from '../../transfers/transferTransitions';

/** Helpers for settlements' tests: clients' transfers between registers, taken to a state on a given day. Test-only. */

/** The day `days` before `day` (yyyy-MM-dd), at noon UTC: inside that calendar day in Moscow. */
export const noonOf = (day: string, daysBefore = 0): Date => new Date(Date.parse(`${day}T12:00:00Z`) - daysBefore * 86_400_000);
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * A client's external transfer of `amount` USD… in `currency`, from one register to another,
 * made by the system at `at` and taken to `state` at the same moment.
 */
export async function clientTransfer(
  db: Db,
  input: { from: number; to: number; currency: number; amount: string; at: Date; state: 'Delivered' | 'Accepted' | 'Cancelled' },
): Promise<number> {
  const t = await createTransfer(db, SYSTEM_ACTOR, 'EXTERNAL', {
    from_cash_register: input.from, to_cash_register: input.to, currency: input.currency, amount: input.amount,
    sender_name: 'Клиент', receiver_name: 'Получатель',
  }, { at: input.at });
  if (input.state === 'Cancelled') {
    await cancelTransfer(db, SYSTEM_ACTOR, 'EXTERNAL', t.id, { reason: 'Клиент передумал' }, { at: input.at });
    return t.id;
  }
  await acceptTransfer(db, SYSTEM_ACTOR, 'EXTERNAL', t.id, { transfer_code: t.transfer_code ?? undefined }, { at: input.at });
  if (input.state === 'Delivered') await deliverTransfer(db, SYSTEM_ACTOR, 'EXTERNAL', t.id, { at: input.at });
  return t.id;
}
