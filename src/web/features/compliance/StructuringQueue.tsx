import { useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import styled from 'styled-components';
import * as yup from 'yup';
import {
  RECORD_PAGE_SIZE,
  STRUCTURING_STATUS_LABELS,
  type StructuringDecision,
  type StructuringSign,
  type StructuringStatus,
} from '../../../shared/contract';
import { formatAmount } from '../../../shared/money';
import { Button } from '../../ui/Button';
import { StructuringDecisionBody } from '../../../shared/contract/request/compliance';
import { FormDialog, FormField, REQUIRED } from '../../ui/form';
import { textOf } from '../../ui/form/requestLimits';
import { formatClockTime, formatInstant } from '../../ui/formatInstant';
import { PaginatedTable } from '../../ui/PaginatedTable';
import { Toolbar } from '../../ui/Page';
import { ReportPeriod } from '../../ui/ReportPeriod';
import { SelectFilter } from '../../ui/list';
import { useQueueFilters } from './useQueueFilters';
import { useDecideStructuringMutation, useStructuringQuery } from './complianceApi';
import { refusalOf } from './complianceKit';

const column = createColumnHelper<StructuringSign>();
/** One deal a line, no bullets: the phone's card aligns its values to the right. */
const DealLines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const STATUSES = Object.keys(STRUCTURING_STATUS_LABELS) as StructuringStatus[];
const STATUS_OPTIONS = STATUSES.map((value) => ({ value, label: STRUCTURING_STATUS_LABELS[value] }));
const DECISION_TITLES: Record<StructuringDecision, string> = { checked: 'Проверено', reported: 'Сообщено' };
/**
 * «Сообщено» says what was reported and where (the server requires the note then); «Проверено»
 * may say why nothing was. Either within the request's length.
 */
export const structuringNoteSchemas: Record<StructuringDecision, yup.AnyObjectSchema> = {
  reported: yup.object({ note: textOf(StructuringDecisionBody, 'note').trim().required(REQUIRED) }),
  checked: yup.object({ note: textOf(StructuringDecisionBody, 'note').trim() }),
};

/** «10:01 Покупка 457.29 USD = 39 990.01 RUB» for each deal, oldest first. */
const dealsOf = (r: StructuringSign) =>
  r.deals.map(
    (d) =>
      `${formatClockTime(d.created_at)} ${d.operation_type === 'BUY' ? 'Покупка' : 'Продажа'} ${formatAmount(d.amount, d.currency.code.length > 3 ? 8 : 2)} ${d.currency.code} = ${formatAmount(d.base_total)} ${r.base_currency.code}`,
  );

const decisionText = (r: StructuringSign) =>
  `${STRUCTURING_STATUS_LABELS[r.status]}${r.decided_at ? ` ${formatInstant(r.decided_at)}` : ''}${r.decided_by ? `, ${r.decided_by.name}` : ''}${r.note ? ` (${r.note})` : ''}`;

/**
 * «Признаки дробления»: deals without a client at one register that together reached the
 * city's identification threshold within its window — one row per burst, with its deals, the
 * register and the cashiers. The officer marks each «проверено» (nothing to report) or
 * «сообщено» (with what was reported and where). The filters and the page live in the URL.
 */
export function StructuringQueue() {
  const { filters, page, setPage, period, setPeriod, setStatus, setCity, cityOptions } = useQueueFilters(STATUSES);
  const { status, city } = filters;
  const { data, isFetching } = useStructuringQuery({ from_date: filters.from, to_date: filters.to, city, status, page, size: RECORD_PAGE_SIZE });
  const [decide] = useDecideStructuringMutation();
  const [deciding, setDeciding] = useState<{ row: StructuringSign; decision: StructuringDecision } | null>(null);
  /** Another officer decided the row meanwhile (409): said in the dialog, in the server's words. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setDeciding(null);
    setRefusal(null);
  };

  const columns = useMemo(
    () => [
      column.accessor('first_at', { header: 'Время', cell: (i) => `${formatInstant(i.getValue())} – ${formatClockTime(i.row.original.last_at)}` }),
      column.accessor((r) => `${r.city.name}, ${r.cash_register.name}`, { id: 'register', header: 'Касса' }),
      column.accessor((r) => r.cashiers.map((c) => c.name).join(', ') || '—', { id: 'cashiers', header: 'Кассиры' }),
      column.display({
        id: 'deals',
        header: 'Операции без клиента',
        cell: ({ row: { original: r } }) => (
          <DealLines aria-label={`Операции: ${r.cash_register.name}`}>
            {dealsOf(r).map((text, i) => <li key={i}>{text}</li>)}
          </DealLines>
        ),
      }),
      column.accessor((r) => `${formatAmount(r.total)} ${r.base_currency.code} за ${r.window_minutes} мин (порог ${formatAmount(r.threshold)})`, { id: 'total', header: 'Сумма' }),
      column.display({
        id: 'status',
        header: 'Решение',
        cell: ({ row: { original: r } }) =>
          r.status === 'new' ? (
            <Toolbar>
              {(['checked', 'reported'] as const).map((decision) => (
                <Button key={decision} $variant="secondary" aria-label={`${DECISION_TITLES[decision]}: ${r.cash_register.name}, ${formatInstant(r.first_at)}`} onClick={() => setDeciding({ row: r, decision })}>
                  {DECISION_TITLES[decision]}
                </Button>
              ))}
            </Toolbar>
          ) : (
            decisionText(r)
          ),
      }),
    ],
    [],
  );

  return (
    <section aria-label="Признаки дробления">
      <ReportPeriod
        from={period.from}
        to={period.to}
        onChange={setPeriod}
      />
      <Toolbar>
        <SelectFilter label="Состояние" value={status} options={STATUS_OPTIONS} onChange={setStatus} all={null} />
        <SelectFilter label="Город" value={city ? String(city) : ''} options={cityOptions} onChange={setCity} all={null} />
      </Toolbar>
      <PaginatedTable
        label="Признаки дробления"
        columns={columns}
        data={data?.results}
        loading={isFetching}
        getRowId={(r) => String(r.id)}
        pagination={{ page, pageSize: RECORD_PAGE_SIZE, count: data?.count ?? 0, onPageChange: setPage }}
      />
      {deciding && (
        <FormDialog<{ note: string }>
          open
          title={DECISION_TITLES[deciding.decision]}
          submitLabel="Сохранить"
          onClose={close}
          initialValues={{ note: '' }}
          schema={structuringNoteSchemas[deciding.decision]}
          failureMessage="Решение не сохранено"
          onSubmit={async ({ note }) => {
            const text = note.trim();
            const result = await decide({ id: deciding.row.id, decision: deciding.decision, ...(text ? { note: text } : {}) });
            if ('error' in result && result.error && 'status' in result.error && result.error.status === 409) {
              setRefusal(refusalOf(result.error));
              return;
            }
            if ('error' in result) throw result.error;
            close();
          }}
        >
          {refusal && <p role="alert">{refusal}</p>}
          <p>
            {deciding.row.cash_register.name}, {formatInstant(deciding.row.first_at)}: {deciding.row.deals.length} операций без клиента на{' '}
            {formatAmount(deciding.row.total)} {deciding.row.base_currency.code}.
          </p>
          <FormField name="note" label={deciding.decision === 'reported' ? 'Что и куда сообщено' : 'Примечание (необязательно)'} autoComplete="off" />
        </FormDialog>
      )}
    </section>
  );
}
