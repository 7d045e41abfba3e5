import { fromPromise } from 'xstate';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { CashOrder } from '../../../shared/contract/cashOrders';
import { cashOrdersApi } from './cashOrdersApi';
import type { RunCashOrderStepInput } from './cashOrderStepMachine';

type AppDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * The step machine's network actor, through the one API; both registers travel with the call
 * so their balances refresh (api/invalidations.ts). Rejects with RTK Query's `{status, data}`.
 */
export function cashOrderStepActors(dispatch: AppDispatch, registers: { from: number; to: number }) {
  return {
    runStep: fromPromise<CashOrder, RunCashOrderStepInput>(({ input }) =>
      dispatch(cashOrdersApi.endpoints.cashOrderStep.initiate({ ...input, ...registers })).unwrap(),
    ),
  };
}
