import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import styled from 'styled-components';
import type { AdminUser, Permissions } from '../../../../shared/contract';
import { formatInstant } from '../../../ui/formatInstant';
import { theme } from '../../../ui/theme';
import { PagedList, sortableHeader, usePagedList } from '../../../ui/list';
import { useAdminUsersQuery } from './adminUsersApi';
import { UserCreate } from './UserCreate';
import { UserFilters } from './UserFilters';
import { PERMISSION_SHORT } from './userForm';
import { USER_LIST } from './userListState';
import { UserRowActions } from './UserRowActions';

const Muted = styled.span`
  color: ${theme.colors.muted};
`;

const column = createColumnHelper<AdminUser>();

/**
 * /admin/users: the users of the whole network (admins only). Its whole state — search,
 * filters, sort, page — is the URL's (userListState.ts), as in react-admin.
 */
export function UserList() {
  const { state, change, table } = usePagedList(USER_LIST, useAdminUsersQuery);

  const columns = useMemo(() => {
    const sortable = sortableHeader(state.ordering, (ordering) => change({ ordering }));
    return [
      column.accessor('username', { header: sortable('username', 'Логин') }),
      column.accessor((u) => `${u.last_name} ${u.first_name}`.trim(), { id: 'last_name', header: sortable('last_name', 'Имя') }),
      column.accessor('role', { header: sortable('role', 'Роль'), cell: (i) => `${i.getValue()}${i.row.original.is_admin ? ' (админ)' : ''}` }),
      column.accessor((u) => u.cities.map((c) => c.name).join(', '), { id: 'cities', header: 'Города' }),
      column.accessor('permissions', {
        header: 'Права',
        cell: (i) =>
          (Object.keys(PERMISSION_SHORT) as Array<keyof Permissions>)
            .filter((f) => i.getValue()[f])
            .map((f) => PERMISSION_SHORT[f])
            .join(', ') || <Muted>—</Muted>,
      }),
      column.accessor('is_active', {
        header: 'Статус',
        cell: (i) => (i.getValue() ? (i.row.original.must_change_password ? 'Активен (временный пароль)' : 'Активен') : <Muted>Неактивен</Muted>),
      }),
      column.accessor('last_sign_in', { header: 'Последний вход', cell: (i) => (i.getValue() ? formatInstant(i.getValue()!) : <Muted>—</Muted>) }),
      column.display({ id: 'actions', header: 'Действия', cell: (i) => <UserRowActions user={i.row.original} /> }),
    ];
  }, [state.ordering, change]);

  return (
    <PagedList
      title="Пользователи"
      actions={<UserCreate />}
      filters={<UserFilters state={state} onChange={change} />}
      columns={columns}
      {...table}
    />
  );
}
