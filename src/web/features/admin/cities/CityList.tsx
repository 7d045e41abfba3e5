import { useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { AdminCity } from '../../../../shared/contract';
import { formatAmount } from '../../../../shared/money';
import { useCurrenciesQuery } from '../../../api/referenceApi';
import { Button } from '../../../ui/Button';
import { ADMIN_SEARCH_DELAY_MS, PagedList, FilterBar, SearchFilter, sortableHeader, usePagedList } from '../../../ui/list';
import { Muted, RowAction, RowActions } from '../kit';
import {
  useAdminCityListQuery, useCreateAdminCityMutation, useRenameAdminCityMutation, useSetAdminCityAutoApproveMutation, useSetAdminCityOfflineLimitMutation,
} from './adminCitiesApi';
import { AutoApproveDialog } from './AutoApproveDialog';
import { CITY_LIST } from './cityListState';
import { NameDialog } from './NameDialog';
import { OfflineLimitDialog } from './OfflineLimitDialog';
import { PublishRatesToggle } from './PublishRatesToggle';

const column = createColumnHelper<AdminCity>();

/**
 * /admin/cities: every city, with how many registers it has, its offline limit and its cash
 * orders' automatic approval; create, rename, and set either amount (docs/admin.md,
 * docs/OFFLINE.md, docs/CASH-ORDERS.md).
 */
export function CityList() {
  const { state, change, table } = usePagedList(CITY_LIST, useAdminCityListQuery);
  const [create] = useCreateAdminCityMutation();
  const [rename] = useRenameAdminCityMutation();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<AdminCity | null>(null);
  const [setOfflineLimit] = useSetAdminCityOfflineLimitMutation();
  const [limiting, setLimiting] = useState<AdminCity | null>(null);
  const [setAutoApprove] = useSetAdminCityAutoApproveMutation();
  const [approving, setApproving] = useState<AdminCity | null>(null);
  const { data: currencies } = useCurrenciesQuery();
  const baseCode = currencies?.find((c) => c.is_base)?.code ?? '';

  const columns = useMemo(() => {
    const sortable = sortableHeader(state.ordering, (ordering) => change({ ordering }));
    return [
      column.accessor('name', { header: sortable('name', 'Город'), meta: { priority: 'key' } }),
      column.accessor((c) => `${c.active_registers} из ${c.registers}`, { id: 'registers', header: 'Активных касс' }),
      column.display({ id: 'publish_rates', header: 'Публиковать курсы', cell: (i) => <PublishRatesToggle city={i.row.original} /> }),
      // Empty (null): offline trading off for the city.
      column.accessor((c) => c.offline_limit ?? null, {
        id: 'offline_limit',
        header: 'Офлайн-лимит',
        cell: (i) => {
          const limit = i.getValue();
          return limit === null ? <Muted>выключено</Muted> : `${formatAmount(limit)}${baseCode ? ` ${baseCode}` : ''}`;
        },
      }),
      // Empty (null): every cash order waits for a second person.
      column.accessor((c) => c.cash_order_auto_approve ?? null, {
        id: 'cash_order_auto_approve',
        header: 'Автоподтверждение заявок',
        meta: { priority: 'detail' },
        cell: (i) => {
          const amount = i.getValue();
          return amount === null ? <Muted>нет</Muted> : `до ${formatAmount(amount)}${baseCode ? ` ${baseCode}` : ''}`;
        },
      }),
      column.display({
        id: 'actions',
        header: 'Действия',
        cell: (i) => (
          <RowActions>
            <RowAction aria-label={`Переименовать ${i.row.original.name}`} onClick={() => setRenaming(i.row.original)}>
              Переименовать
            </RowAction>
            <RowAction aria-label={`Офлайн-лимит ${i.row.original.name}`} onClick={() => setLimiting(i.row.original)}>
              Офлайн-лимит
            </RowAction>
            <RowAction aria-label={`Автоподтверждение заявок ${i.row.original.name}`} onClick={() => setApproving(i.row.original)}>
              Автоподтверждение
            </RowAction>
          </RowActions>
        ),
      }),
    ];
  }, [state.ordering, change, baseCode]);

  return (
    <>
      <PagedList
        title="Города"
        actions={<Button onClick={() => setCreating(true)}>Добавить город</Button>}
        filters={
          <FilterBar label="Фильтры городов">
            <SearchFilter delayMs={ADMIN_SEARCH_DELAY_MS} value={state.search} placeholder="название" onChange={(search) => change({ search })} />
          </FilterBar>
        }
        columns={columns}
        {...table}
      />
      {creating && (
        <NameDialog
          title="Новый город"
          label="Название"
          submitLabel="Создать"
          initial=""
          failureMessage="Город не создан. Проверьте название."
          onSubmit={(name) => create({ name }).unwrap()}
          onClose={() => setCreating(false)}
        />
      )}
      {limiting && (
        <OfflineLimitDialog
          city={limiting}
          baseCode={baseCode}
          onSave={(offline_limit) => setOfflineLimit({ id: limiting.id, offline_limit }).unwrap()}
          onClose={() => setLimiting(null)}
        />
      )}
      {approving && (
        <AutoApproveDialog
          city={approving}
          baseCode={baseCode}
          onSave={(cash_order_auto_approve) => setAutoApprove({ id: approving.id, cash_order_auto_approve }).unwrap()}
          onClose={() => setApproving(null)}
        />
      )}
      {renaming && (
        <NameDialog
          title={`Город ${renaming.name}`}
          label="Название"
          submitLabel="Сохранить"
          initial={renaming.name}
          failureMessage="Название не изменено. Проверьте его."
          onSubmit={(name) => rename({ id: renaming.id, name }).unwrap()}
          onClose={() => setRenaming(null)}
        />
      )}
    </>
  );
}
