import { useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import styled from 'styled-components';
import type { StockSuggestion, SuggestedOrders as Made } from '../../../shared/contract';
import { groupThousands } from '../../../shared/money';
import { errorMessage } from '../../api/errors';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { Table } from '../../ui/Table';
import { theme } from '../../ui/theme';
import { useCreateSuggestedOrdersMutation, useStockSuggestionsQuery } from '../../api/stockLevelsApi';

const KIND_WORDS: Record<StockSuggestion['kind'], string> = { refill: 'Подкрепление', surplus: 'Сдача излишков' };
const STATE_WORDS: Record<string, string> = { requested: 'ждёт подтверждения', approved: 'подтверждена' };

const Note = styled.p<{ $tone?: 'danger' | 'ok' }>`
  margin: 8px 0;
  color: ${(p) => (p.$tone === 'danger' ? theme.colors.danger : p.$tone === 'ok' ? theme.colors.text : theme.colors.muted)};
`;

const Short = styled.span`
  color: ${theme.colors.danger};
`;

const keyOf = (s: Pick<StockSuggestion, 'cash_register' | 'currency'>) => `${s.cash_register.id}-${s.currency.id}`;
/** A suggestion of 0 (the vault ran out before it) is shown, not ordered. */
const orderable = (s: StockSuggestion) => !/^0(\.0+)?$/.test(s.amount);
const column = createColumnHelper<StockSuggestion>();

/**
 * «Предложить заявки» (docs/VAULT.md "Stock and suggested orders"): the orders that bring the
 * city's tills back within their limits, within what the vault holds; every orderable one
 * ticked, one click requests the ticked ones together. The server computes them again on the
 * click, so a stock that moved meanwhile is refused (409) and the list reloads.
 */
export function SuggestedOrders({ city }: { city: number }) {
  const { data, isFetching, isError, refetch } = useStockSuggestionsQuery(city);
  const [create, { isLoading: creating }] = useCreateSuggestedOrdersMutation();
  const [unticked, setUnticked] = useState<Set<string>>(() => new Set());
  const [made, setMade] = useState<Made | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const suggestions = useMemo(() => data?.suggestions ?? [], [data]);
  const chosen = suggestions.filter((s) => orderable(s) && !unticked.has(keyOf(s)));

  const toggle = (s: StockSuggestion) =>
    setUnticked((prev) => {
      const next = new Set(prev);
      if (next.has(keyOf(s))) next.delete(keyOf(s));
      else next.add(keyOf(s));
      return next;
    });

  const columns = useMemo(
    () => [
      column.display({
        id: 'choose',
        header: 'Создать',
        meta: { priority: 'key' },
        cell: ({ row: { original: s } }) => (
          <input
            type="checkbox"
            aria-label={`${KIND_WORDS[s.kind]}: ${s.cash_register.name}, ${groupThousands(s.amount)} ${s.currency.code}`}
            disabled={!orderable(s)}
            checked={orderable(s) && !unticked.has(keyOf(s))}
            onChange={() => toggle(s)}
          />
        ),
      }),
      column.accessor((s) => KIND_WORDS[s.kind], { id: 'kind', header: 'Заявка', meta: { priority: 'key' } }),
      column.accessor((s) => s.cash_register.name, { id: 'register', header: 'Касса', meta: { priority: 'key' } }),
      column.accessor((s) => `${groupThousands(s.amount)} ${s.currency.code}`, {
        id: 'amount',
        header: 'Сумма',
        meta: { priority: 'key' },
        cell: (i) => (orderable(i.row.original) ? i.getValue() : <Short>{i.getValue()}: в хранилище не осталось</Short>),
      }),
      column.accessor((s) => `${groupThousands(s.balance)} / ${groupThousands(s.expected)} ${s.currency.code}`, { id: 'stock', header: 'Остаток / ожидается' }),
      column.accessor((s) => `${groupThousands(s.wanted)} ${s.currency.code}`, { id: 'wanted', header: 'Нужно', meta: { priority: 'detail' } }),
    ],
    [unticked],
  );

  const onCreate = async () => {
    setProblem(null);
    setMade(null);
    try {
      setMade(await create({ city, items: chosen.map((s) => ({ cash_register: s.cash_register.id, currency: s.currency.id })) }).unwrap());
      setUnticked(new Set());
    } catch (error) {
      // The stock moved (409): said here; the suggestions reload with the stock view. Others were alerted (api/baseApi.ts).
      if ((error as { status?: unknown } | null)?.status === 409) {
        setProblem(errorMessage(error));
        void refetch();
      }
    }
  };

  return (
    <section aria-label="Предложить заявки">
      <h2>Предложить заявки</h2>
      {isError && !data ? (
        <Note $tone="danger" role="alert">
          Не удалось загрузить предложения.{' '}
          <Button $variant="secondary" onClick={() => void refetch()}>
            Повторить
          </Button>
        </Note>
      ) : !data ? (
        <Spinner />
      ) : data.vault === null ? (
        <EmptyState>В городе нет хранилища: подкрепления и сдача излишков идут через него.</EmptyState>
      ) : suggestions.length === 0 ? (
        <EmptyState>Все кассы в пределах лимитов: заявки не нужны</EmptyState>
      ) : (
        <>
          <Note>
            Из хранилища «{data.vault.name}» — кассам ниже минимума, до уровня пополнения; излишки — обратно. Когда хранилищу не хватает, первыми
            получают кассы, дальше всех ушедшие ниже минимума.
          </Note>
          <Table label="Предложенные заявки" columns={columns} data={suggestions} loading={isFetching && !data} getRowId={keyOf} />
          <Button disabled={creating || chosen.length === 0} onClick={() => void onCreate()}>
            Создать заявки ({chosen.length})
          </Button>
        </>
      )}
      {problem && (
        <Note $tone="danger" role="alert">
          {problem}
        </Note>
      )}
      {made && (
        <Note $tone="ok" role="status">
          Создано заявок: {made.orders.length} —{' '}
          {made.orders
            .map((o) => `№${o.id} ${o.from_cash_register.name} → ${o.to_cash_register.name}, ${groupThousands(o.amount ?? '')} ${o.currency.code} (${STATE_WORDS[o.state] ?? o.state})`)
            .join('; ')}.
        </Note>
      )}
    </section>
  );
}
