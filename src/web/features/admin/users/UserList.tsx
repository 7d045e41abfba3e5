import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { createColumnHelper } from '@tanstack/react-table';
import styled from 'styled-components';
import type { AdminUser, Permissions } from '../../../../shared/contract';
import { formatInstant } from '../../../ui/formatInstant';
import { PageTitle, Toolbar } from '../../../ui/Page';
import { PaginatedTable } from '../../../ui/PaginatedTable';
import { theme } from '../../../ui/theme';
import { USER_PAGE_SIZE, useAdminUsersQuery } from './adminUsersApi';
import { UserCreate } from './UserCreate';
import { UserFilters } from './UserFilters';
import { PERMISSION_SHORT } from './userForm';
import { nextOrdering, readUserListState, writeUserListState, type UserListState } from './userListState';
import { UserRowActions } from './UserRowActions';

const SortButton = styled.button`
  font: inherit;
  font-weight: 600;
  color: inherit;
  background: none;
  border: 0;
  padding: 0;
  cursor: pointer;
`;

const Muted = styled.span`
  color: ${theme.colors.muted};
`;

const column = createColumnHelper<AdminUser>();

/**
 * /admin/users: the users of the whole network (admins only). Its whole state — search,
 * filters, sort, page — is the URL's (userListState.ts), as in react-admin.
 */
export function UserList() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readUserListState(params), [params]);
  const change = useCallback(
    // Any change but the page itself starts again at page 1.
    (changes: Partial<UserListState>) => setParams(writeUserListState({ ...readUserListState(params), page: 1, ...changes })),
    [params, setParams],
  );
  const { data, isFetching } = useAdminUsersQuery(state);

  const columns = useMemo(() => {
    const sortable = (field: string, label: string) => () => {
      const mark = state.ordering === field ? ' ▲' : state.ordering === `-${field}` ? ' ▼' : '';
      const sort = state.ordering === field ? 'ascending' : state.ordering === `-${field}` ? 'descending' : undefined;
      return (
        <SortButton aria-label={`${label}: сортировать`} aria-sort={sort} onClick={() => change({ ordering: nextOrdering(state.ordering, field) })}>
          {label}
          {mark}
        </SortButton>
      );
    };
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
    <>
      <PageTitle>Пользователи</PageTitle>
      <Toolbar>
        <UserCreate />
      </Toolbar>
      <UserFilters state={state} onChange={change} />
      <PaginatedTable
        label="Пользователи"
        columns={columns}
        data={data?.results}
        loading={isFetching}
        getRowId={(u) => String(u.id)}
        pagination={{ page: state.page, pageSize: USER_PAGE_SIZE, count: data?.count ?? 0, onPageChange: (page) => change({ ...state, page }) }}
      />
    </>
  );
}
