import { ADMIN_CURRENCY_ORDERINGS, CURRENCY_KINDS, type AdminCurrencyOrdering, type CurrencyKind } from '../../../../shared/contract';
import { activeParam, oneOf, pageParam, textParam, type ActiveFilter, type ListSpec } from '../../../ui/list';

/** /admin/currencies?search=&kind=fiat|crypto&active=yes|no&ordering=&page= */
export interface CurrencyListState {
  search: string;
  kind: CurrencyKind | '';
  active: ActiveFilter;
  ordering: AdminCurrencyOrdering;
  page: number;
}

export const CURRENCY_LIST: ListSpec<CurrencyListState> = {
  search: textParam,
  kind: oneOf<CurrencyKind | ''>(['', ...CURRENCY_KINDS], ''),
  active: activeParam,
  ordering: oneOf(ADMIN_CURRENCY_ORDERINGS, 'order'),
  page: pageParam,
};
