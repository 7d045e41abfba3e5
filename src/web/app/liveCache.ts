import { useDispatch } from 'react-redux';
import { isCashOrderEvent, isLimitEvent, isTransferEvent, type LiveEvent, type ServerLiveEvent } from '../../shared/contract/events';
import { baseApi } from '../api/baseApi';
import { INVALIDATES, type Invalidated } from '../api/invalidations';
import { useLiveEvents } from '../api/liveEvents';
import { ALL, allTag, registerTag } from '../api/tags';
import { announceLimitCrossing } from '../features/stockLevels/limitCrossings';

/**
 * What a live event may have changed on open screens (docs/api/events.md), in the terms of the
 * one table of writes (api/invalidations.ts) where the write is the same as one made here.
 * - A transfer: both registers' transfers, balances and journals.
 * - A cash order dispatched: the orders' lists and the order (the sender's balance refreshed
 *   where it was dispatched; the receiver's moves only when it receives).
 * - A correction: asked for or rejected, the queues and the record's marks; approved, also the
 *   money, reports, rates and the person a reversal moves — what deciding it here refreshes.
 */
export function tagsOfLiveEvent(event: LiveEvent): Invalidated[] {
  if (isTransferEvent(event)) {
    const registers = [event.from_cash_register, event.to_cash_register];
    return [
      ...registers.flatMap((r) => [registerTag('Transfer', r), registerTag('Balance', r), registerTag('Journal', r)]),
      allTag('Transfer'),
      allTag('Balance'),
    ];
  }
  if (isCashOrderEvent(event)) return ['CashOrder'];
  const ref = { cashRegister: event.cash_register, operationPerson: event.operation_person };
  return event.type === 'correction.approved'
    ? INVALIDATES.decideCorrection({ ...ref, id: event.id, decision: 'approve', comment: '' })
    : INVALIDATES.createCorrection({ ...ref, body: { record_kind: event.record_kind, record_id: event.record_id, reason: '' } });
}

/**
 * After a gap in the stream nothing says what changed: every transfer list, balance, journal,
 * correction queue and cash order list refetches — this, not a timer, keeps the counts right after a lost connection.
 * Me too: the server ends every stream when users change (permissions, cities), so a
 * reconnection is when the user's own rights may have changed.
 */
export const RESYNC_TAGS = ['Transfer', 'Balance', 'Journal', 'Correction', 'CashOrder', 'Me'] as const;

/**
 * The signed-in app's live cache: while `enabled`, every event refetches the screens it
 * changes, a reconnection refetches everything it may have missed, and a stream refused with
 * 401 (the session is over: signed out everywhere, deactivated, a reset) asks /api/me again,
 * whose 401 ends the session here (RequireAuth) and shows /login. `onEvent` sees each event
 * after its tags are invalidated (the transfer notices, IncomingTransfers.tsx).
 */
export function useLiveCache(enabled: boolean, onEvent?: (event: LiveEvent) => void): void {
  const dispatch = useDispatch();
  useLiveEvents(
    (event) => {
      // A till crossed a limit: the stock views and the balances refetch, the supervisors' notice shows it.
      const any = event as ServerLiveEvent;
      if (isLimitEvent(any)) {
        dispatch(baseApi.util.invalidateTags([allTag('StockLevel'), allTag('Balance'), registerTag('Balance', any.cash_register)]));
        announceLimitCrossing(any);
        return;
      }
      dispatch(baseApi.util.invalidateTags(tagsOfLiveEvent(event)));
      onEvent?.(event);
    },
    () => dispatch(baseApi.util.invalidateTags([...RESYNC_TAGS])),
    enabled,
    (status) => {
      if (status === 401) dispatch(baseApi.util.invalidateTags([{ type: 'Me', id: ALL }]));
    },
  );
}
