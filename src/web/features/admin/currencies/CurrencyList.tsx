import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { AdminCurrency, CurrencyKind } from '../../../../shared/contract';
import { ADMIN_SEARCH_DELAY_MS, ACTIVE_OPTIONS, PagedList, FilterBar, SearchFilter, SelectFilter, sortableHeader, usePagedList, type ActiveFilter } from '../../../ui/list';
import { activeStatusColumn, Muted, useRowDialog } from '../kit';
import { useAdminCurrencyListQuery } from './adminCurrenciesApi';
import { CurrencyCreate } from './CurrencyCreate';
import { CURRENCY_LIST } from './currencyListState';
import { CurrencyDialogs, CurrencyRowActions, type CurrencyDialog } from './CurrencyRowActions';

const KINDS = [
  { value: 'fiat', label: 'Валюты' },
  { value: 'crypto', label: 'Криптовалюты' },
];

const kindOf = (c: AdminCurrency) => (c.is_base ? 'Базовая' : c.is_crypto ? 'Крипто' : 'Валюта');

const column = createColumnHelper<AdminCurrency>();

/**
 * /admin/currencies: currencies and crypto currencies, the inactive too, in display order;
 * create, edit (name, order, decimals), worn-note percentage, switch off (only when nothing
 * holds it) and on. A register's pairs are set on /admin/registers (Пары).
 */
export function CurrencyList() {
  const { state, change, table } = usePagedList(CURRENCY_LIST, useAdminCurrencyListQuery);
  const dialog = useRowDialog<AdminCurrency, CurrencyDialog>();
  const { show } = dialog;

  const columns = useMemo(() => {
    const sortable = sortableHeader(state.ordering, (ordering) => change({ ordering }));
    return [
      column.accessor('code', { header: sortable('code', 'Код'), meta: { priority: 'key' } }),
      column.accessor('name', { header: 'Название' }),
      column.accessor(kindOf, { id: 'kind', header: 'Вид' }),
      column.accessor('order', { header: sortable('order', 'Порядок') }),
      column.accessor('decimals', { header: 'Знаков' }),
      column.accessor((c) => c.denominations.join(' '), {
        id: 'denominations',
        header: 'Номиналы',
        cell: (i) => i.getValue() || <Muted>—</Muted>,
      }),
      column.accessor('dilapidation', {
        header: 'Ветхость, %',
        cell: (i) => i.getValue() ?? <Muted>—</Muted>,
      }),
      activeStatusColumn<AdminCurrency>('Отключена'),
      column.display({
        id: 'actions',
        header: 'Действия',
        cell: (i) => <CurrencyRowActions currency={i.row.original} onOpen={(what) => show(i.row.original, what)} />,
      }),
    ];
  }, [state.ordering, change, show]);

  return (
    <>
      <PagedList
        title="Валюты"
        actions={<CurrencyCreate />}
        filters={
          <FilterBar label="Фильтры валют">
            <SearchFilter delayMs={ADMIN_SEARCH_DELAY_MS} value={state.search} placeholder="код или название" onChange={(search) => change({ search })} />
            <SelectFilter label="Вид" value={state.kind} options={KINDS} onChange={(kind) => change({ kind: kind as CurrencyKind | '' })} />
            <SelectFilter label="Активность" value={state.active} options={ACTIVE_OPTIONS} onChange={(active) => change({ active: active as ActiveFilter })} />
          </FilterBar>
        }
        columns={columns}
        {...table}
      />
      <CurrencyDialogs open={dialog.open} onClose={dialog.close} />
    </>
  );
}
