import { isCorrectionEvent, isLimitEvent, isTransferEvent, type ServerLiveEvent as LiveEvent } from '../../../shared/contract/events';
import { hasPermission, type Actor } from '../../http/scope';

const CRYPTO_CORRECTIONS = ['CRYPTO_TRANSACTION', 'CRYPTO_OUT_TRANSACTION'];

/**
 * Who learns of what: exactly who could read it in its list, so an event never tells more
 * than a refetch would show.
 * - A transfer: the users of the sender's and the receiver's cities (admins: all), as with the
 *   transfer lists; crypto transfers only those with the crypto permission.
 * - A correction: the users of the record's city (admins: all), as GET /api/correction/ —
 *   the supervisors and admins who decide, whoever asked, and the register's other cashiers,
 *   whose balances and journal an approval moves; crypto records only with the crypto permission.
 * - A cash order dispatched: the users of the receiving register's city (admins: all), who
 *   find it in their incoming orders.
 * - A register's limit crossed: the users of the register's city (admins: all), as the
 *   register's limits are read; a crypto currency's only with the crypto permission.
 */
export function canSeeEvent(actor: Actor, event: LiveEvent): boolean {
  const crypto = isTransferEvent(event)
    ? event.transfer_kind === 'CRYPTO'
    : isLimitEvent(event)
      ? event.crypto
      : isCorrectionEvent(event) && CRYPTO_CORRECTIONS.includes(event.record_kind);
  if (crypto && !hasPermission(actor, 'isCryptoTransactionPageActive')) return false;
  return actor.isAdmin || event.city_ids.some((id) => actor.cityIds.includes(id));
}
