import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CashOrderLiveEvent } from '../../shared/contract/events';
import type { CashRegister } from '../../shared/contract';
import type { Section } from '../lib/screenRoute';
import { paths } from '../paths';
import { Button } from '../ui/Button';
import { NoticeActions, NoticeBanner } from '../ui/NoticeBanner';

interface Props {
  event: CashOrderLiveEvent;
  section: Section;
  id: number;
  registers: readonly CashRegister[] | undefined;
}

/**
 * A cash order dispatched to this register (or to a register of this city), announced as an
 * incoming transfer is (IncomingTransfers.tsx): who sent it and a link to the order, where the
 * receiver counts it blind — the event carries no amount. Its own chunk, loaded with the first
 * such event, so that the signed-in shell's first JavaScript does not carry it; an order to
 * another register or city shows nothing. The event's refetches are the live cache's.
 */
export function CashOrderNotice({ event, section, id, registers }: Props) {
  const [dismissed, setDismissed] = useState(false);
  const to = registers?.find((r) => r.id === event.to_cash_register);
  const from = registers?.find((r) => r.id === event.from_cash_register);
  const incoming = section === 'city' ? to?.city.id === id : event.to_cash_register === id;
  if (dismissed || !incoming || !to) return null;
  return (
    <NoticeBanner role="status" aria-label="Входящая заявка на наличные">
      <span>
        Отправлена заявка на наличные №{event.id}
        {from ? ` из кассы «${from.name}» (${from.city.name})` : ''} в кассу «{to.name}»: примите её после пересчёта.
      </span>
      <NoticeActions>
        <Link to={paths.cityCashOrder(to.city.id, event.id)}>Открыть заявку</Link>
        <Button $variant="ghost" aria-label="Скрыть уведомление о заявке" onClick={() => setDismissed(true)}>
          ×
        </Button>
      </NoticeActions>
    </NoticeBanner>
  );
}
