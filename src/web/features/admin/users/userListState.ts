import { ADMIN_USER_ORDERINGS, type AdminUserOrdering } from '../../../../shared/contract';

/**
 * The users list's whole state, kept in the URL (react-admin's convention): a reload, Back or
 * a shared link shows the same list. ?search=&role=&city=&active=yes|no&ordering=&page=
 */
export interface UserListState {
  search: string;
  role: string;
  city: number | null;
  active: '' | 'yes' | 'no';
  ordering: AdminUserOrdering;
  page: number;
}

export const DEFAULT_ORDERING: AdminUserOrdering = 'username';

export function readUserListState(params: URLSearchParams): UserListState {
  const city = Number(params.get('city'));
  const page = Number(params.get('page'));
  const active = params.get('active');
  const ordering = params.get('ordering') as AdminUserOrdering | null;
  return {
    search: params.get('search') ?? '',
    role: params.get('role') ?? '',
    city: Number.isInteger(city) && city > 0 ? city : null,
    active: active === 'yes' || active === 'no' ? active : '',
    ordering: ordering && ADMIN_USER_ORDERINGS.includes(ordering) ? ordering : DEFAULT_ORDERING,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Only what differs from the defaults goes into the URL; any change but the page goes back to page 1. */
export function writeUserListState(s: UserListState): URLSearchParams {
  const out = new URLSearchParams();
  if (s.search) out.set('search', s.search);
  if (s.role) out.set('role', s.role);
  if (s.city) out.set('city', String(s.city));
  if (s.active) out.set('active', s.active);
  if (s.ordering !== DEFAULT_ORDERING) out.set('ordering', s.ordering);
  if (s.page > 1) out.set('page', String(s.page));
  return out;
}

/** A click on a column's heading: ascending first, then descending. */
export function nextOrdering(current: AdminUserOrdering, field: string): AdminUserOrdering {
  return (current === field ? `-${field}` : field) as AdminUserOrdering;
}
