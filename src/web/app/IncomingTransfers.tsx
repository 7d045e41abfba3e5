import { Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isCashOrderEvent, isTransferEvent, type CashOrderLiveEvent, type TransferLiveEvent } from '../../shared/contract/events';
import { useAllCashRegistersQuery } from '../api/referenceApi';
import { lazyNamed } from '../lib/lazyNamed';
import type { Section } from '../lib/screenRoute';
import { paths } from '../paths';
import { Button } from '../ui/Button';
import { NoticeActions, NoticeBanner } from '../ui/NoticeBanner';
import { useLiveCache } from './liveCache';

const CashOrderNotice = lazyNamed(() => import('./CashOrderNotice').then((m) => m.CashOrderNotice));

const KIND: Record<TransferLiveEvent['transfer_kind'], string> = { INTERNAL: 'внутренний', EXTERNAL: 'внешний', CRYPTO: 'крипто' };

export interface IncomingTransfers {
  /** New incoming transfers since the user last looked at the transfers screen. */
  count: number;
  /** Where the section's transfers are (the menu item that carries the count). */
  transfersPath: string;
  /** The transfer's notice, then the incoming cash order's (CashOrderNotice.tsx). */
  notice: React.ReactNode;
}

/**
 * A cash register's or a city's live transfers: the server's events refetch what
 * they change, and a transfer arriving at this register (or at a register of this city) is
 * counted on the Переводы menu item and announced, without a reload. Opening the transfers
 * screen clears the count. `enabled` is false until the section's object is known.
 */
export function useIncomingTransfers(section: Section, id: number, enabled: boolean): IncomingTransfers {
  const { pathname } = useLocation();
  const isCity = section === 'city';
  const { data: registers } = useAllCashRegistersQuery(undefined, { skip: !enabled });
  const transfersPath = isCity ? paths.cityTransfers(id) : paths.cashRegisterTransfers(id);
  const [arrived, setArrived] = useState<TransferLiveEvent[]>([]);
  const [lastEvent, setLastEvent] = useState<TransferLiveEvent | null>(null);
  const [dismissed, setDismissed] = useState(true);
  // The last cash order dispatched anywhere the user sees; CashOrderNotice decides if it is this section's.
  const [cashOrder, setCashOrder] = useState<CashOrderLiveEvent | null>(null);
  const onTransfers = pathname === transfersPath;

  // A new section (another register or city) starts from nothing; so does looking at the list.
  useEffect(() => {
    setArrived([]);
    setLastEvent(null);
  }, [section, id]);
  useEffect(() => {
    if (onTransfers) setArrived([]);
  }, [onTransfers]);

  const cityOfRegister = useCallback((registerId: number) => registers?.find((r) => r.id === registerId)?.city.id, [registers]);
  // A city counts what comes to any of its registers (from another city or from a neighbour).
  const isIncoming = (event: TransferLiveEvent) => (isCity ? cityOfRegister(event.to_cash_register) === id : event.to_cash_register === id);

  // The stream also refetches what any event changes (liveCache.ts): here, the notices.
  useLiveCache(enabled, (event) => {
    if (isCashOrderEvent(event)) setCashOrder(event);
    if (!isTransferEvent(event)) return;
    if (event.type === 'transfer.created' && isIncoming(event)) {
      if (!onTransfers) setArrived((list) => [...list, event]);
      setLastEvent(event);
      setDismissed(false);
    }
    // The sender took it back: it no longer counts as new, and the screen says so.
    if (event.type === 'transfer.cancelled' && isIncoming(event)) {
      setArrived((list) => list.filter((e) => e.id !== event.id || e.transfer_kind !== event.transfer_kind));
      setLastEvent(event);
      setDismissed(false);
    }
  });

  const from = lastEvent && registers?.find((r) => r.id === lastEvent.from_cash_register);
  const to = lastEvent && registers?.find((r) => r.id === lastEvent.to_cash_register);
  const notice =
    lastEvent && !dismissed ? (
      <NoticeBanner role="status" aria-label={lastEvent.type === 'transfer.cancelled' ? 'Входящий перевод отменён' : 'Новый входящий перевод'}>
        {lastEvent.type === 'transfer.cancelled' ? (
          <span>
            Входящий {KIND[lastEvent.transfer_kind]} перевод №{lastEvent.id}
            {from ? ` из кассы «${from.name}» (${from.city.name})` : ''} отменён отправителем.
          </span>
        ) : (
          <span>
            Новый входящий {KIND[lastEvent.transfer_kind]} перевод №{lastEvent.id}
            {from ? ` из кассы «${from.name}» (${from.city.name})` : ''}
            {isCity && to ? ` в кассу «${to.name}»` : ''}.
          </span>
        )}
        <NoticeActions>
          {!onTransfers && <Link to={transfersPath}>Открыть переводы</Link>}
          <Button $variant="ghost" aria-label="Скрыть уведомление" onClick={() => setDismissed(true)}>
            ×
          </Button>
        </NoticeActions>
      </NoticeBanner>
    ) : null;
  return {
    count: onTransfers ? 0 : arrived.length,
    transfersPath,
    notice: (
      <>
        {notice}
        {cashOrder && (
          <Suspense fallback={null}>
            <CashOrderNotice key={cashOrder.id} event={cashOrder} section={section} id={id} registers={registers} />
          </Suspense>
        )}
      </>
    ),
  };
}
