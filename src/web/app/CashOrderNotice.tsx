import { Link } from 'react-router-dom';
import type { CashOrderLiveEvent } from '../../shared/contract/events';
import type { CashRegister } from '../../shared/contract';
import { paths } from '../paths';
import { Button } from '../ui/Button';
import { Actions, Banner } from './noticeBanner';

/**
 * The notice of an incoming cash order (IncomingCashOrders.tsx): its own chunk, loaded when
 * the first such event arrives, so the signed-in shell's first JavaScript does not carry it.
 */
export function CashOrderNotice({ event, from, to, onDismiss }: { event: CashOrderLiveEvent; from?: CashRegister; to: CashRegister; onDismiss: () => void }) {
  return (
    <Banner role="status" aria-label="Входящая заявка на наличные">
      <span>
        Отправлена заявка на наличные №{event.id}
        {from ? ` из кассы «${from.name}» (${from.city.name})` : ''} в кассу «{to.name}»: примите её после пересчёта.
      </span>
      <Actions>
        <Link to={paths.cityCashOrder(to.city.id, event.id)}>Открыть заявку</Link>
        <Button $variant="ghost" aria-label="Скрыть уведомление о заявке" onClick={onDismiss}>
          ×
        </Button>
      </Actions>
    </Banner>
  );
}
