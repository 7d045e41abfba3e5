import { CASH_ORDER_KIND_VALUES, CASH_ORDER_STATE_VALUES } from '../../../shared/contract/cashOrderRules';
import type { CashOrderKind, CashOrderState } from '../../../shared/machines/cashOrderLifecycle';
import { dayParam, idParam, oneOf, pageParam, type ListSpec } from '../../ui/list';

/** `?state=&kind=&register=&from=&to=&page=` — the city's orders as the URL says ('' = all). */
export interface CashOrderListState {
  state: CashOrderState | '';
  kind: CashOrderKind | '';
  register: number | null;
  from: string;
  to: string;
  page: number;
}

export const CASH_ORDER_LIST: ListSpec<CashOrderListState> = {
  state: oneOf<CashOrderState | ''>(['', ...CASH_ORDER_STATE_VALUES], ''),
  kind: oneOf<CashOrderKind | ''>(['', ...CASH_ORDER_KIND_VALUES], ''),
  register: idParam,
  from: dayParam,
  to: dayParam,
  page: pageParam,
};

/** The API's filters, for the list (GET /api/cash_orders/) and its download (GET /api/print_cash_orders/). */
export function cashOrderParams(city: number, s: CashOrderListState): Record<string, string | number> {
  return {
    city,
    ...(s.state ? { state: s.state } : {}),
    ...(s.kind ? { kind: s.kind } : {}),
    ...(s.register ? { cash_register: s.register } : {}),
    ...(s.from ? { from_date: s.from } : {}),
    ...(s.to ? { to_date: s.to } : {}),
  };
}
