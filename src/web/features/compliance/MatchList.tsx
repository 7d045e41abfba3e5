import { useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import {
  MATCH_KIND_LABELS,
  MATCH_STATUS_LABELS,
  NOT_IN_CURRENT_LIST_LABEL,
  type ComplianceMatch,
  type MatchStatus,
} from '../../../shared/contract';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { formatInstant } from '../../ui/formatInstant';
import { shownDate } from '../../ui/clients';
import { PaginatedTable } from '../../ui/PaginatedTable';
import { Toolbar } from '../../ui/Page';
import { RECORD_PAGE_SIZE } from '../../../shared/contract';
import { oneOf, pageParam, SelectFilter, useListState, type ListSpec } from '../../ui/list';
import { refusalOf } from './complianceKit';
import { useDecideMatchMutation, useMatchesQuery } from './complianceApi';
import { LiftMatchDialog } from './LiftMatchDialog';

const column = createColumnHelper<ComplianceMatch>();
type Decision = { match: ComplianceMatch; decision: 'clear' | 'confirm' };

const STATUSES = Object.keys(MATCH_STATUS_LABELS) as MatchStatus[];
const STATUS_OPTIONS = STATUSES.map((value) => ({ value, label: MATCH_STATUS_LABELS[value] }));

/** `?status=&page=`: the open matches, page 1, unless the URL says otherwise (a reload keeps the filter). */
const MATCH_LIST: ListSpec<{ status: MatchStatus; page: number }> = { status: oneOf(STATUSES, 'open'), page: pageParam };

const QUESTION: Record<Decision['decision'], (m: ComplianceMatch) => string> = {
  clear: (m) => `${m.client.name} — однофамилец, не лицо из перечня? Клиенту снова будут доступны операции.`,
  confirm: (m) => `${m.client.name} — лицо из перечня? Операции с клиентом останутся запрещены.`,
};

const entryText = (m: ComplianceMatch) =>
  `${m.entry.full_name}${m.entry.birth_date ? `, ${shownDate(m.entry.birth_date)}` : ''}${m.in_current_list ? '' : ` (${NOT_IN_CURRENT_LIST_LABEL})`}`;

const decidedText = (m: ComplianceMatch) =>
  m.status === 'lifted'
    ? `${MATCH_STATUS_LABELS.lifted}${m.lifted_by ? `, ${m.lifted_by.name}` : ''}: ${m.lift_reason}`
    : `${MATCH_STATUS_LABELS[m.status]}${m.decided_by ? `, ${m.decided_by.name}` : ''}`;

/**
 * Совпадения: clients the list matched (name and birth date: blocked; the name alone: waiting),
 * decided one by one — Однофамилец clears the client until a new list matches them again,
 * Подтвердить keeps them blocked until an officer lifts it (Снять, with a reason). A match
 * the list in force no longer names says so («нет в новом перечне») and is decided the same
 * way: it holds until then. The server refuses a decision on a client the officer
 * registered: said in place.
 */
export function MatchList() {
  const { state, change } = useListState(MATCH_LIST);
  const { status, page } = state;
  const setPage = (next: number) => change({ page: next });
  const { data, isFetching } = useMatchesQuery({ status, page, size: RECORD_PAGE_SIZE });
  const [decide, { isLoading }] = useDecideMatchMutation();
  const [asking, setAsking] = useState<Decision | null>(null);
  const [lifting, setLifting] = useState<ComplianceMatch | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const columns = useMemo(
    () => [
      column.accessor((m) => m.client.name, { id: 'client', header: 'Клиент' }),
      column.accessor('client_birth_date', { header: 'Дата рождения клиента', cell: (i) => shownDate(i.getValue()) }),
      column.accessor(entryText, { id: 'entry', header: 'В перечне' }),
      column.accessor('kind', { header: 'Совпало', cell: (i) => MATCH_KIND_LABELS[i.getValue()] }),
      column.accessor('created_at', { header: 'Найдено', cell: (i) => formatInstant(i.getValue()) }),
      column.display({
        id: 'decision',
        header: 'Решение',
        cell: ({ row: { original: m } }) =>
          m.status === 'open' ? (
            <span style={{ display: 'inline-flex', gap: 6, flexWrap: 'wrap' }}>
              <Button $variant="secondary" aria-label={`Однофамилец: ${m.client.name}`} onClick={() => setAsking({ match: m, decision: 'clear' })}>
                Однофамилец
              </Button>
              <Button aria-label={`Подтвердить: ${m.client.name}`} onClick={() => setAsking({ match: m, decision: 'confirm' })}>
                Подтвердить
              </Button>
            </span>
          ) : m.status === 'confirmed' ? (
            <span style={{ display: 'inline-flex', gap: 6, flexWrap: 'wrap', alignItems: 'center' }}>
              {decidedText(m)}
              <Button $variant="secondary" aria-label={`Снять блокировку: ${m.client.name}`} onClick={() => setLifting(m)}>
                Снять
              </Button>
            </span>
          ) : (
            decidedText(m)
          ),
      }),
    ],
    [],
  );

  return (
    <section aria-label="Совпадения">
      <Toolbar>
        <SelectFilter label="Состояние" value={status} options={STATUS_OPTIONS} onChange={(next) => change({ status: next })} all={null} />
      </Toolbar>
      {refusal && <p role="alert">{refusal}</p>}
      <PaginatedTable
        label="Совпадения с перечнем"
        columns={columns}
        data={data?.results}
        loading={isFetching}
        getRowId={(m) => String(m.id)}
        pagination={{ page, pageSize: RECORD_PAGE_SIZE, count: data?.count ?? 0, onPageChange: setPage }}
      />
      {lifting && <LiftMatchDialog match={lifting} onClose={() => setLifting(null)} />}
      {asking && (
        <ConfirmDialog
          open
          busy={isLoading}
          onCancel={() => setAsking(null)}
          onConfirm={async () => {
            setRefusal(null);
            try {
              await decide({ id: asking.match.id, decision: asking.decision }).unwrap();
            } catch (error) {
              setRefusal(refusalOf(error));
            }
            setAsking(null);
          }}
        >
          {QUESTION[asking.decision](asking.match)}
        </ConfirmDialog>
      )}
    </section>
  );
}
