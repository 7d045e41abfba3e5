import type { CashOrder } from '../../../shared/contract/cashOrders';
import type { CashOrderKind, CashOrderState } from '../../../shared/machines/cashOrderLifecycle';
import type { CashOrderStep } from './cashOrderSteps';

/** The kinds as an office says them (docs/CASH-ORDERS.md, Kinds). */
export const KIND_LABELS: Record<CashOrderKind, string> = {
  refill: 'Подкрепление',
  surplus: 'Сдача излишков',
  move: 'Перемещение',
};

/** A move between two cities' vaults is an инкассация. */
export function kindLabel(order: Pick<CashOrder, 'kind' | 'from_city' | 'to_city'>): string {
  return order.kind === 'move' && order.from_city.id !== order.to_city.id ? 'Перемещение (между городами)' : KIND_LABELS[order.kind];
}

export const STATE_LABELS: Record<CashOrderState, string> = {
  requested: 'Запрошена',
  approved: 'Подтверждена',
  dispatched: 'В пути',
  overdue: 'Просрочена в пути',
  received: 'Принята',
  discrepancy: 'Расхождение',
  settled: 'Расхождение закрыто',
  cancelled: 'Отменена',
};

/** The button of each step on the order's page. */
export const STEP_LABELS: Record<CashOrderStep, string> = {
  approve: 'Подтвердить',
  cancel: 'Отменить заявку',
  dispatch: 'Отправить',
  receive: 'Принять',
  settle: 'Закрыть расхождение',
};

/** What each step asks of the user before it is sent. */
export const STEP_HINTS: Record<CashOrderStep, string> = {
  approve: 'Подтверждает супервайзер или администратор, не создававший заявку.',
  cancel: 'Отменить можно до отправки: деньги ещё не двигались.',
  dispatch: 'Пересчитайте купюры по номиналам (их сумма равна сумме заявки), укажите пломбу; между городами — инкассатора.',
  receive: 'Пересчитайте купюры по номиналам, не зная ожидаемой суммы, и отметьте, цела ли пломба.',
  settle: 'Закрывает супервайзер или администратор, не принимавший заявку; укажите причину.',
};
