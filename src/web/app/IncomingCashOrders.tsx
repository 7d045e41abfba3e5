import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CashOrderLiveEvent, LiveEvent } from '../../shared/contract/events';
import { isCashOrderEvent } from '../../shared/contract/events';
import type { CashRegister } from '../../shared/contract';
import type { Section } from '../lib/screenRoute';
import { paths } from '../paths';
import { Button } from '../ui/Button';
import { Actions, Banner } from './noticeBanner';

/**
 * A cash order dispatched to this register (or to a register of this city), announced live as
 * an incoming transfer is (IncomingTransfers.tsx): who sent it and a link to the order, where the
 * receiver counts it blind — the event carries no amount. The event's refetches (the orders'
 * lists and the order) are the live cache's (liveCache.ts); here, the notice only.
 */
export function useIncomingCashOrders(section: Section, id: number, registers: readonly CashRegister[] | undefined) {
  const [last, setLast] = useState<CashOrderLiveEvent | null>(null);
  const [dismissed, setDismissed] = useState(true);
  const isCity = section === 'city';
  useEffect(() => setLast(null), [section, id]);

  const onEvent = (event: LiveEvent) => {
    if (!isCashOrderEvent(event) || event.type !== 'cash_order.dispatched') return;
    const to = registers?.find((r) => r.id === event.to_cash_register);
    if (isCity ? to?.city.id !== id : event.to_cash_register !== id) return;
    setLast(event);
    setDismissed(false);
  };

  const from = last && registers?.find((r) => r.id === last.from_cash_register);
  const to = last && registers?.find((r) => r.id === last.to_cash_register);
  const notice =
    last && !dismissed && to ? (
      <Banner role="status" aria-label="Входящая заявка на наличные">
        <span>
          Отправлена заявка на наличные №{last.id}
          {from ? ` из кассы «${from.name}» (${from.city.name})` : ''} в кассу «{to.name}»: примите её после пересчёта.
        </span>
        <Actions>
          <Link to={paths.cityCashOrder(to.city.id, last.id)}>Открыть заявку</Link>
          <Button $variant="ghost" aria-label="Скрыть уведомление о заявке" onClick={() => setDismissed(true)}>
            ×
          </Button>
        </Actions>
      </Banner>
    ) : null;
  return { onEvent, notice };
}
