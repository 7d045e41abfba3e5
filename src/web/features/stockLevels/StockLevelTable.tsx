import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { createColumnHelper } from '@tanstack/react-table';
import styled from 'styled-components';
import type { StockLevel } from '../../../shared/contract';
import { groupThousands } from '../../../shared/money';
import { useCurrenciesQuery } from '../../api/referenceApi';
import { paths } from '../../paths';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/Page';
import { PaginatedTable } from '../../ui/PaginatedTable';
import { theme } from '../../ui/theme';
import { FilterBar, idParam, LIST_PAGE_SIZE, oneOf, pageParam, SelectFilter, useListState, type ListSpec } from '../../ui/list';
import { useStockLevelsQuery } from '../../api/stockLevelsApi';

/** `?currency=2&breaches=yes&page=2`: the list's filters and page, in the URL. */
const LIST: ListSpec<{ currency: number | null; breaches: '' | 'yes'; page: number }> = {
  currency: idParam,
  breaches: oneOf(['', 'yes'] as const, ''),
  page: pageParam,
};

const STATE_WORDS: Record<StockLevel['state'], string> = { below_min: 'Ниже минимума', above_max: 'Выше максимума', ok: 'В пределах' };

const State = styled.span<{ $state: StockLevel['state'] }>`
  font-weight: ${(p) => (p.$state === 'ok' ? 400 : 600)};
  color: ${(p) => (p.$state === 'below_min' ? theme.colors.danger : p.$state === 'above_max' ? theme.colors.handedOver : theme.colors.text)};
`;

const Problem = styled.div`
  padding: 10px 12px;
  border: 1px solid ${theme.colors.danger};
  border-radius: ${theme.radius};
  color: ${theme.colors.danger};
  p { margin: 0 0 8px; }
`;

const money = (value: string | null, code: string) => (value === null ? '—' : `${groupThousands(value)} ${code}`);
const column = createColumnHelper<StockLevel>();

/**
 * The registers with a limit against it, breaches first (docs/VAULT.md "Stock and suggested
 * orders"): the network's (admins) or the caller's cities' (supervisors), or one city's when
 * `city` is given. Filters and page in the URL (the list kit).
 */
export function StockLevelTable({ title, city }: { title: string; city?: number }) {
  const { state, change } = useListState(LIST);
  const { currency, breaches, page } = state;
  const { data, isFetching, isError, refetch } = useStockLevelsQuery({
    city, currency: currency ?? undefined, breaches: breaches === 'yes', page, size: LIST_PAGE_SIZE,
  });
  const { data: currencies } = useCurrenciesQuery();
  const currencyOptions = useMemo(() => (currencies ?? []).map((c) => ({ value: String(c.id), label: c.code })), [currencies]);

  const columns = useMemo(
    () => [
      ...(city === undefined ? [column.accessor((r) => r.city.name, { id: 'city', header: 'Город' })] : []),
      column.accessor((r) => r.cash_register.name, {
        id: 'register',
        header: 'Касса',
        meta: { priority: 'key' },
        cell: (i) => <Link to={paths.cashRegister(i.row.original.cash_register.id)}>{i.getValue()}</Link>,
      }),
      column.accessor((r) => r.currency.code, { id: 'currency', header: 'Валюта', meta: { priority: 'key' } }),
      column.accessor((r) => money(r.balance, r.currency.code), { id: 'balance', header: 'Остаток', meta: { priority: 'key' } }),
      column.accessor((r) => STATE_WORDS[r.state], {
        id: 'state',
        header: 'Состояние',
        meta: { priority: 'key' },
        cell: (i) => <State $state={i.row.original.state}>{i.getValue()}</State>,
      }),
      column.accessor((r) => money(r.min, r.currency.code), { id: 'min', header: 'Минимум' }),
      column.accessor((r) => money(r.max, r.currency.code), { id: 'max', header: 'Максимум' }),
      column.accessor((r) => money(r.refill_to, r.currency.code), { id: 'refill_to', header: 'Пополнять до', meta: { priority: 'detail' } }),
      column.accessor((r) => money(r.in_transit, r.currency.code), { id: 'in_transit', header: 'В пути', meta: { priority: 'detail' } }),
      column.accessor((r) => (r.vault ? money(r.vault.balance, r.currency.code) : 'нет хранилища'), {
        id: 'vault',
        header: 'В хранилище',
        meta: { priority: 'detail' },
      }),
    ],
    [city],
  );

  return (
    <>
      <FilterBar label="Фильтры остатков">
        <SelectFilter
          label="Валюта"
          value={currency === null ? '' : String(currency)}
          options={currencyOptions}
          onChange={(next) => change({ currency: next ? Number(next) : null })}
        />
        <SelectFilter
          label="Показать"
          value={breaches}
          options={[{ value: 'yes', label: 'Только нарушения' }]}
          onChange={(next) => change({ breaches: next })}
          all="Все кассы с лимитами"
        />
      </FilterBar>
      {isError && !data ? (
        <Problem role="alert">
          <p>Не удалось загрузить остатки.</p>
          <Button $variant="secondary" onClick={() => void refetch()}>
            Повторить
          </Button>
        </Problem>
      ) : data !== undefined && data.count === 0 && !isFetching ? (
        <EmptyState>{breaches === 'yes' ? 'Нарушений лимитов нет' : 'Ни у одной кассы не заданы лимиты'}</EmptyState>
      ) : (
        <PaginatedTable
          label={title}
          columns={columns}
          data={data?.results}
          loading={isFetching && !data}
          getRowId={(r) => `${r.cash_register.id}-${r.currency.id}`}
          pagination={{ page, pageSize: LIST_PAGE_SIZE, count: data?.count ?? 0, onPageChange: (next) => change({ page: next }) }}
        />
      )}
    </>
  );
}
