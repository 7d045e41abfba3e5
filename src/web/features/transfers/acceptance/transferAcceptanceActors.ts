import { fromPromise } from 'xstate';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Transfer } from '../../../../shared/contract/ledger';
import { transfersApi } from '../transfersApi';
import type { AcceptTransferInput, DeliverTransferInput } from './transferAcceptanceMachine';

type AppDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * The acceptance machine's network actors, through the one API (token, error catalogue for
 * 401/503). They reject with RTK Query's `{status, data}`, which the machine turns into words:
 *
 *   useMachine(transferAcceptanceMachine.provide({ actors: transferAcceptanceActors(dispatch) }), { input })
 */
export function transferAcceptanceActors(dispatch: AppDispatch, receiverClient: () => number | null = () => null) {
  // The payout's client (external delivery, crypto accept) is picked in the dialog beside the
  // question; it travels with the call only when one was picked.
  const receiver = () => {
    const id = receiverClient();
    return id === null ? {} : { receiver_client: id };
  };
  return {
    acceptTransfer: fromPromise<Transfer, AcceptTransferInput>(({ input }) =>
      dispatch(
        transfersApi.endpoints.acceptTransfer.initiate({
          kind: input.kind,
          id: input.id,
          from: input.from,
          to: input.to,
          transfer_code: input.transferCode,
          ...(input.kind === 'CRYPTO' ? receiver() : {}),
        }),
      ).unwrap(),
    ),
    deliverTransfer: fromPromise<Transfer, DeliverTransferInput>(({ input }) =>
      dispatch(transfersApi.endpoints.deliverTransfer.initiate({ ...input, ...(input.kind === 'EXTERNAL' ? receiver() : {}) })).unwrap(),
    ),
  };
}
