import { useCallback, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { createColumnHelper } from '@tanstack/react-table';
import styled from 'styled-components';
import { clientFullName, maskDocument, type Client } from '../../../shared/contract';
import { useListClientsQuery } from '../../api/clientsApi';
import { Button } from '../../ui/Button';
import { ClientDialog, shownDate } from '../../ui/clients';
import { PageTitle, Toolbar } from '../../ui/Page';
import { PaginatedTable } from '../../ui/PaginatedTable';
import { pageParam, textParam, useListState, type ListSpec } from '../../ui/list';
import { ClientSearch } from './ClientSearch';
import { ScreeningBadge } from './ScreeningBadge';

/** A screenful on a desktop; a register of a million clients is searched, not scrolled. */
export const CLIENT_PAGE_SIZE = 20;

const column = createColumnHelper<Client>();

/** `?search=&page=`: what the list was searched for, and where in its rows. */
const CLIENT_LIST: ListSpec<{ search: string; page: number }> = { search: textParam, page: pageParam };

const Actions = styled.div`
  margin-left: auto;
  align-self: flex-end;
`;

/**
 * Клиенты: the network's client register, searched by name, document or phone (the search in
 * the URL, so Back and a shared link keep it). Document numbers are masked in the list, as
 * the server sends them; the full number is on the card only.
 */
export function ClientList() {
  const { state, change } = useListState(CLIENT_LIST);
  const { search, page } = state;
  const setPage = (next: number) => change({ page: next });
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const cardOf = useCallback((id: number) => `${pathname.endsWith('/') ? pathname : `${pathname}/`}${id}/`, [pathname]);
  const { data, isFetching } = useListClientsQuery({ search: search || undefined, page, size: CLIENT_PAGE_SIZE });

  const onSearch = useCallback((text: string) => change({ search: text }), [change]);

  const columns = useMemo(
    () => [
      column.accessor((c) => clientFullName(c), {
        id: 'name',
        header: 'ФИО',
        cell: (info) => <Link to={cardOf(info.row.original.id)}>{info.getValue()}</Link>,
      }),
      column.accessor('birth_date', { header: 'Дата рождения', cell: (info) => shownDate(info.getValue()) }),
      column.accessor((c) => `${c.document_type} ${maskDocument(c.document_number)}`, { id: 'document', header: 'Документ' }),
      column.accessor('phone', { header: 'Телефон' }),
      column.accessor('screening_status', { header: 'Проверка', cell: (info) => <ScreeningBadge status={info.getValue()} /> }),
    ],
    [cardOf],
  );

  return (
    <>
      <PageTitle>Клиенты</PageTitle>
      <Toolbar>
        <ClientSearch value={search} onSearch={onSearch} />
        <Actions>
          <Button onClick={() => setCreating(true)}>Новый клиент</Button>
        </Actions>
      </Toolbar>
      <PaginatedTable
        label="Клиенты"
        columns={columns}
        data={data?.results}
        loading={isFetching}
        getRowId={(c) => String(c.id)}
        pagination={{ page, pageSize: CLIENT_PAGE_SIZE, count: data?.count ?? 0, onPageChange: setPage }}
      />
      {creating && (
        <ClientDialog
          onClose={() => setCreating(false)}
          onSaved={(client) => {
            setCreating(false);
            navigate(cardOf(client.id));
          }}
        />
      )}
    </>
  );
}
