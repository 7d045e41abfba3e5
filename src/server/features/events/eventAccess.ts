import type { LiveEvent } from '../../../shared/contract/events';
import { hasPermission, type Actor } from '../../http/scope';

/**
 * Who learns of a transfer: the users of the sender's and the receiver's cities (admins: all),
 * as with the transfer lists; crypto transfers only those with the crypto permission.
 */
export function canSeeEvent(actor: Actor, event: LiveEvent): boolean {
  if (event.transfer_kind === 'CRYPTO' && !hasPermission(actor, 'isCryptoTransactionPageActive')) return false;
  return actor.isAdmin || event.city_ids.some((id) => actor.cityIds.includes(id));
}
