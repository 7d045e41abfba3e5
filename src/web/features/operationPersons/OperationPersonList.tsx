import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { createColumnHelper } from '@tanstack/react-table';
import styled from 'styled-components';
import type { OperationPerson } from '../../../shared/contract';
import { useGetMeQuery } from '../../api/meApi';
import { useCashRegisterQuery } from '../../api/referenceApi';
import { parseId, paths } from '../../paths';
import { PageTitle, Toolbar } from '../../ui/Page';
import { PaginatedTable } from '../../ui/PaginatedTable';
import { theme } from '../../ui/theme';
import { CreatePersonDialog } from './CreatePersonDialog';
import { OPERATION_PERSON_PAGE_SIZE, useListOperationPersonsQuery } from './operationPersonsApi';
import { PersonActivationButton, personName } from './PersonActivationButton';
import { PersonBalances } from './PersonBalances';
import { PersonPrintButtons } from './PersonPrintButtons';
import { SelectFilter } from '../../ui/list';
import { PersonSearch } from './PersonSearch';
import { isActiveParam, PERSON_STATUS_OPTIONS, usePersonFilter } from './personFilter';
import { personPaths, type PersonScope } from './personPaths';

const column = createColumnHelper<OperationPerson>();

/** Print, download and Добавить: one group at the right, a row of its own on a phone. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-left: auto;
  align-self: flex-end;
`;

const Inactive = styled.span`
  color: ${theme.colors.muted};
`;

/** The city whose persons a screen shows: the route's city, or the register's city. */
function useScopeIds(scope: PersonScope): { city: number | null; register: number | null } {
  const params = useParams();
  const register = scope === 'cashRegister' ? parseId(params.cashRegisterId) : null;
  // The register layout has already loaded it: this is a cache hit.
  const { data } = useCashRegisterQuery(register ?? 0, { skip: register === null });
  return { city: scope === 'city' ? parseId(params.cityId) : (data?.city.id ?? null), register };
}

/**
 * Кредиторы \ Дебиторы: a city's persons (or, under a register, the register's city's) with
 * their balance per currency, 100 a page by first name, searched by name. Users with
 * isAllowToCheckNonActiveOperationPerson also filter by status and (de)activate persons;
 * under a register each active person's row starts a new operation at this register.
 */
export function OperationPersonList({ scope }: { scope: PersonScope }) {
  const { city, register } = useScopeIds(scope);
  const { data: me } = useGetMeQuery();
  const mayManage = Boolean(me?.permissions.isAllowToCheckNonActiveOperationPerson);
  const filter = usePersonFilter();
  const { page, setPage } = filter;
  const navigate = useNavigate();
  const isActive = isActiveParam(filter.status, mayManage);
  const { data, isFetching } = useListOperationPersonsQuery(
    { city: city ?? 0, page, isActive, search: filter.search || undefined, size: OPERATION_PERSON_PAGE_SIZE },
    { skip: city === null || me === undefined },
  );
  const links = useMemo(() => personPaths(scope, scope === 'city' ? city : register), [scope, city, register]);

  const columns = useMemo(
    () => [
      column.accessor((p) => personName(p), {
        id: 'name',
        header: 'Имя',
        cell: (info) => <Link to={links.person(info.row.original.id)}>{info.getValue()}</Link>,
      }),
      column.accessor('balances', { header: 'Баланс', cell: (info) => <PersonBalances balances={info.getValue()} /> }),
      column.accessor('phone', { header: 'Телефон' }),
      ...(mayManage
        ? [column.accessor('is_active', { header: 'Статус', cell: (info) => (info.getValue() ? 'Активен' : <Inactive>Неактивен</Inactive>) })]
        : []),
      column.display({
        id: 'actions',
        header: 'Действия',
        cell: (info) => {
          const person = info.row.original;
          if (scope === 'cashRegister') {
            return person.is_active && register !== null ? (
              <Link to={`${paths.cashRegister(register)}?operation=person&person=${person.id}`} aria-label={`Новая операция: ${personName(person)}`}>
                Новая операция
              </Link>
            ) : (
              <Inactive>Операции недоступны</Inactive>
            );
          }
          return mayManage ? <PersonActivationButton person={person} /> : null;
        },
      }),
    ],
    [links, mayManage, register, scope],
  );

  return (
    <>
      <PageTitle>Кредиторы \ Дебиторы</PageTitle>
      <Toolbar>
        <PersonSearch value={filter.search} onSearch={filter.setSearch} />
        {mayManage && <SelectFilter label="Статус" value={filter.status} options={PERSON_STATUS_OPTIONS} onChange={filter.setStatus} all={null} />}
        {city !== null && (
          <Actions>
            <PersonPrintButtons path="print_operation_person_list/" params={{ city, is_active: isActive, search: filter.search || undefined }} />
            <CreatePersonDialog city={city} onCreated={(id) => navigate(links.person(id))} />
          </Actions>
        )}
      </Toolbar>
      <PaginatedTable
        label="Кредиторы и дебиторы"
        columns={columns}
        data={data?.results}
        loading={isFetching}
        getRowId={(p) => String(p.id)}
        pagination={{ page, pageSize: OPERATION_PERSON_PAGE_SIZE, count: data?.count ?? 0, onPageChange: setPage }}
      />
    </>
  );
}

export const CityOperationPersonList = () => <OperationPersonList scope="city" />;
export const CashRegisterOperationPersonList = () => <OperationPersonList scope="cashRegister" />;
