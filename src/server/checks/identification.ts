import {
  TRANSFER_CLIENT_REQUIRED,
  identificationNeededMessage,
  needsClient,
  type CityCompliance,
} from '../../shared/contract/clients';
import type { Queryable } from '../db/types';
import { fieldError } from '../http/errors';
import { refuseUnscreenedClient } from './screening';
import { complianceOf } from './complianceThresholds';

/**
 * When a client is required (docs/api/clients.md): an exchange or crypto deal whose
 * base-currency equivalent reaches the city's identification threshold, and a transfer's
 * sender or receiver where the city identifies transfers. A named client must exist and be
 * neither blocked nor waiting (screening.ts). Runs inside the write's transaction, before
 * anything is written.
 */

export interface DealIdentity {
  client: { id: number; name: string } | null;
  settings: CityCompliance;
}

/**
 * An exchange's or crypto deal's client. `baseTotal`: the deal's value in the base currency
 * (dealValue.ts: never less than at the day's board rate), or null when it cannot be valued (a crypto deal paid in another fiat without a board rate today):
 * such a deal is treated as reaching the threshold.
 */
export async function identifyDealClient(
  tx: Queryable,
  deal: { cityId: number; clientId: number | null | undefined; baseTotal: string | null; baseCode: string },
): Promise<DealIdentity> {
  const settings = await complianceOf(tx, deal.cityId);
  const threshold = settings.identification_threshold;
  if (deal.clientId !== undefined && deal.clientId !== null) {
    return { client: await refuseUnscreenedClient(tx, deal.clientId), settings };
  }
  if (threshold !== null && (deal.baseTotal === null || needsClient(deal.baseTotal, threshold))) {
    throw fieldError('client', identificationNeededMessage(threshold, deal.baseCode));
  }
  return { client: null, settings };
}

/**
 * A transfer's sender (`client`, the sending city's setting) or receiver (`receiver_client`,
 * the paying city's): required where the city identifies transfers, screened whenever named.
 */
export async function identifyTransferClient(
  tx: Queryable,
  party: { cityId: number; clientId: number | null | undefined; field: 'client' | 'receiver_client' },
): Promise<number | null> {
  if (party.clientId !== undefined && party.clientId !== null) {
    await refuseUnscreenedClient(tx, party.clientId, party.field);
    return party.clientId;
  }
  if ((await complianceOf(tx, party.cityId)).identify_transfers) throw fieldError(party.field, TRANSFER_CLIENT_REQUIRED);
  return null;
}

/**
 * A transfer's sender at every later step (accept, deliver, an edit): the person is screened
 * again at that moment, so a transfer sent while they were clear is frozen once they are
 * blocked or waiting (403 under `client`, as at creation).
 */
export async function refuseFrozenTransfer(tx: Queryable, transfer: { client_id: number | null }): Promise<void> {
  if (transfer.client_id !== null) await refuseUnscreenedClient(tx, transfer.client_id);
}

/** Whether a transfer's sender is now blocked or waiting: its cancel is then a compliance officer's. */
export async function isFrozenTransfer(tx: Queryable, transfer: { client_id: number | null }): Promise<boolean> {
  if (transfer.client_id === null) return false;
  const { rows } = await tx.query<{ frozen: boolean }>(
    "SELECT screening_status <> 'clear' AS frozen FROM clients WHERE id = $1 FOR SHARE",
    [transfer.client_id],
  );
  return rows[0]?.frozen ?? false;
}
