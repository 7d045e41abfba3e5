import type { Transfer } from '../../../shared/contract/ledger';
import type { TransferKind } from '../../../shared/machines/transferLifecycle';
import { baseApi, type ApiArgs } from '../../api/baseApi';
import type { ApiTag } from '../../api/cacheTimes';
import type { AcceptTransferInput, DeliverTransferInput } from './transferAcceptanceMachine';

const PATH: Record<TransferKind, string> = {
  INTERNAL: 'internal_transfer',
  EXTERNAL: 'external_transfer',
  CRYPTO: 'crypto_transfer',
};

/** Spec section 7: an internal transfer is accepted by id, the others with their code. */
export function acceptTransferRequest({ kind, id, transferCode }: AcceptTransferInput): ApiArgs {
  const body = kind === 'INTERNAL' ? { id } : { transfer_code: transferCode };
  return { url: `${PATH[kind]}/accept/${id}/`, method: 'PUT', body };
}

/** This API's delivery call (external and crypto only; the spec lists none). */
export function deliverTransferRequest({ kind, id }: DeliverTransferInput): ApiArgs {
  return { url: `${PATH[kind]}/deliver/${id}/`, method: 'PUT' };
}

/**
 * Money moved: the lists, the registers' balances and the reports change. A 409 or 404 says
 * the row was out of date, so the lists are refetched even then.
 */
export function tagsChangedBy(_result: unknown, error: { status?: unknown } | undefined): ApiTag[] {
  if (!error) return ['Transfer', 'Balance', 'Report'];
  return error.status === 409 || error.status === 404 ? ['Transfer'] : [];
}

export const transferAcceptanceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    acceptTransfer: build.mutation<Transfer, AcceptTransferInput>({
      query: acceptTransferRequest,
      invalidatesTags: tagsChangedBy,
      // The acceptance dialog shows the failure itself (401, 403 and 503 are still handled).
      extraOptions: { silent: true },
    }),
    deliverTransfer: build.mutation<Transfer, DeliverTransferInput>({
      query: deliverTransferRequest,
      invalidatesTags: tagsChangedBy,
      extraOptions: { silent: true },
    }),
  }),
});
