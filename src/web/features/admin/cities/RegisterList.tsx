import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { AdminCashRegister } from '../../../../shared/contract';
import { ADMIN_SEARCH_DELAY_MS, ACTIVE_OPTIONS, PagedList, FilterBar, SearchFilter, SelectFilter, sortableHeader, usePagedList, type ActiveFilter } from '../../../ui/list';
import { activeStatusColumn, Muted, useRowDialog } from '../kit';
import { useAdminCitiesQuery } from '../users/adminUsersApi';
import { useAdminRegisterListQuery } from './adminCitiesApi';
import { RegisterCreate } from './RegisterCreate';
import { REGISTER_KIND_LABEL } from '../../../ui/registerKind';
import { REGISTER_LIST } from './registerListState';
import { RegisterDialogs, RegisterRowActions, type RegisterDialog } from './RegisterRowActions';

const column = createColumnHelper<AdminCashRegister>();

/**
 * /admin/registers: every register of the network, the deactivated too; create, rename, its
 * currency pairs, deactivate (only an empty one: the refusal says why) and reactivate.
 */
export function RegisterList() {
  const { state, change, table } = usePagedList(REGISTER_LIST, useAdminRegisterListQuery);
  const { data: cities } = useAdminCitiesQuery();
  const dialog = useRowDialog<AdminCashRegister, RegisterDialog>();
  const { show } = dialog;

  const columns = useMemo(() => {
    const sortable = sortableHeader(state.ordering, (ordering) => change({ ordering }));
    return [
      column.accessor('name', { header: sortable('name', 'Касса'), meta: { priority: 'key' } }),
      column.accessor((r) => r.city.name, { id: 'city', header: sortable('city', 'Город') }),
      column.accessor((r) => REGISTER_KIND_LABEL[r.kind], { id: 'kind', header: 'Вид' }),
      column.accessor((r) => r.pairs.map((p) => p.code).join(', '), {
        id: 'pairs',
        header: 'Валютные пары',
        cell: (i) => i.getValue() || <Muted>—</Muted>,
      }),
      activeStatusColumn<AdminCashRegister>('Деактивирована'),
      column.display({
        id: 'actions',
        header: 'Действия',
        cell: (i) => <RegisterRowActions register={i.row.original} onOpen={(what) => show(i.row.original, what)} />,
      }),
    ];
  }, [state.ordering, change, show]);

  return (
    <>
      <PagedList
        title="Кассы"
        actions={<RegisterCreate city={state.city} />}
        filters={
          <FilterBar label="Фильтры касс">
            <SearchFilter delayMs={ADMIN_SEARCH_DELAY_MS} value={state.search} placeholder="название" onChange={(search) => change({ search })} />
            <SelectFilter
              label="Город"
              value={state.city ? String(state.city) : ''}
              options={(cities?.results ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              onChange={(city) => change({ city: city ? Number(city) : null })}
            />
            <SelectFilter label="Активность" value={state.active} options={ACTIVE_OPTIONS} onChange={(active) => change({ active: active as ActiveFilter })} />
          </FilterBar>
        }
        columns={columns}
        {...table}
      />
      <RegisterDialogs open={dialog.open} onClose={dialog.close} />
    </>
  );
}
