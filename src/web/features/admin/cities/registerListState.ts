import { ADMIN_REGISTER_ORDERINGS, type AdminRegisterOrdering } from '../../../../shared/contract';
import { activeParam, idParam, oneOf, pageParam, textParam, type ActiveFilter, type ListSpec } from '../../../ui/list';

/** /admin/registers?search=&city=&active=yes|no&ordering=&page= */
export interface RegisterListState {
  search: string;
  city: number | null;
  active: ActiveFilter;
  ordering: AdminRegisterOrdering;
  page: number;
}

export const REGISTER_LIST: ListSpec<RegisterListState> = {
  search: textParam,
  city: idParam,
  active: activeParam,
  ordering: oneOf(ADMIN_REGISTER_ORDERINGS, 'city'),
  page: pageParam,
};
