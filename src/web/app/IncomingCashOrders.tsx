import { Suspense, useEffect, useState } from 'react';
import type { CashOrderLiveEvent, LiveEvent } from '../../shared/contract/events';
import { isCashOrderEvent } from '../../shared/contract/events';
import type { CashRegister } from '../../shared/contract';
import type { Section } from '../lib/screenRoute';
import { lazyNamed } from '../lib/lazyNamed';

const CashOrderNotice = lazyNamed(() => import('./CashOrderNotice').then((m) => m.CashOrderNotice));

/**
 * A cash order dispatched to this register (or to a register of this city), announced live as
 * an incoming transfer is (IncomingTransfers.tsx): who sent it and a link to the order, where the
 * receiver counts it blind — the event carries no amount. The event's refetches (the orders'
 * lists and the order) are the live cache's (liveCache.ts); here, the notice only.
 */
export function useIncomingCashOrders(section: Section, id: number, registers: readonly CashRegister[] | undefined) {
  const [last, setLast] = useState<CashOrderLiveEvent | null>(null);
  const isCity = section === 'city';
  useEffect(() => setLast(null), [section, id]);

  const onEvent = (event: LiveEvent) => {
    if (!isCashOrderEvent(event) || event.type !== 'cash_order.dispatched') return;
    const to = registers?.find((r) => r.id === event.to_cash_register);
    if (isCity ? to?.city.id === id : event.to_cash_register === id) setLast(event);
  };

  const to = last && registers?.find((r) => r.id === last.to_cash_register);
  const notice =
    last && to ? (
      <Suspense fallback={null}>
        <CashOrderNotice event={last} from={registers?.find((r) => r.id === last.from_cash_register)} to={to} onDismiss={() => setLast(null)} />
      </Suspense>
    ) : null;
  return { onEvent, notice };
}
