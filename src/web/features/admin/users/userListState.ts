import { ADMIN_USER_ORDERINGS, type AdminUserOrdering } from '../../../../shared/contract';
import { activeParam, idParam, oneOf, pageParam, textParam, type ActiveFilter, type ListSpec } from '../../../ui/list';

/** The users list's whole state, in the URL: ?search=&role=&city=&active=yes|no&ordering=&page= */
export interface UserListState {
  search: string;
  role: string;
  city: number | null;
  active: ActiveFilter;
  ordering: AdminUserOrdering;
  page: number;
}

export const USER_LIST: ListSpec<UserListState> = {
  search: textParam,
  role: textParam,
  city: idParam,
  active: activeParam,
  ordering: oneOf(ADMIN_USER_ORDERINGS, 'username'),
  page: pageParam,
};
