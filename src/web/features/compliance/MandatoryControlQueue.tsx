import { useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import * as yup from 'yup';
import {
  MANDATORY_CONTROL_KIND_LABELS,
  MANDATORY_CONTROL_STATUS_LABELS,
  RECORD_PAGE_SIZE,
  type MandatoryControlRow,
  type MandatoryControlStatus,
} from '../../../shared/contract';
import { formatAmount } from '../../../shared/money';
import { useFileDelivery } from '../../api/fileDelivery';
import { Button } from '../../ui/Button';
import { shownDate } from '../../ui/clients';
import { ReportMandatoryControlBody } from '../../../shared/contract/request/compliance';
import { FormDialog, FormField } from '../../ui/form';
import { textOf } from '../../ui/form/requestLimits';
import { formatInstant } from '../../ui/formatInstant';
import { PaginatedTable } from '../../ui/PaginatedTable';
import { Toolbar } from '../../ui/Page';
import { ReportPeriod } from '../../ui/ReportPeriod';
import { useMandatoryControlQuery, useReportMandatoryControlMutation } from './complianceApi';
import { SelectFilter } from '../../ui/list';
import { useQueueFilters } from './useQueueFilters';

const column = createColumnHelper<MandatoryControlRow>();
const STATUSES = Object.keys(MANDATORY_CONTROL_STATUS_LABELS) as MandatoryControlStatus[];
const STATUS_OPTIONS = STATUSES.map((value) => ({ value, label: MANDATORY_CONTROL_STATUS_LABELS[value] }));
export const reportReferenceSchema = yup.object({ reference: textOf(ReportMandatoryControlBody, 'reference') });

/** «Паспорт РФ 4519 884210, RU, 17.05.1980»: the document and the person as a report named them. */
const filedDocument = (f: NonNullable<MandatoryControlRow['filed_identity']>) =>
  `${[f.document_type, f.document_series, f.document_number].filter(Boolean).join(' ')}, ${f.citizenship}, ${shownDate(f.birth_date)}`;

/** «Покупка 1 000.00 USD по 93.25» for each deal of a row (a split day has several). */
const dealsOf = (row: MandatoryControlRow) =>
  row.operations
    .map((o) => `${o.operation_type === 'BUY' ? 'Покупка' : 'Продажа'} ${formatAmount(o.amount, o.currency.code.length > 3 ? 8 : 2)} ${o.currency.code}, ${o.cash_register.name}`)
    .join('; ');

/**
 * Обязательный контроль: the deals at or above a city's threshold, and the days on which one
 * client's deals together reached it (split), for a period, a status and a city (all by
 * default). The filters and the page live in the URL. Each row is marked reported with the
 * report's reference; the period's rows (of the chosen city) download as XLSX with every
 * field a report needs.
 */
export function MandatoryControlQueue() {
  const { filters, page, setPage, period, setPeriod, setStatus, setCity, cityOptions } = useQueueFilters(STATUSES);
  const { status, city } = filters;
  const range = { from_date: filters.from, to_date: filters.to, city };
  const { data, isFetching } = useMandatoryControlQuery({ ...range, status, page, size: RECORD_PAGE_SIZE });
  const [report] = useReportMandatoryControlMutation();
  const [reporting, setReporting] = useState<MandatoryControlRow | null>(null);
  const file = useFileDelivery();

  const columns = useMemo(
    () => [
      column.accessor('date', { header: 'Дата', cell: (i) => shownDate(i.getValue()) }),
      column.accessor((r) => r.city.name, { id: 'city', header: 'Город' }),
      column.accessor((r) => r.client.name, {
        id: 'client',
        header: 'Клиент',
        // A reported row names the client as the report did, whatever the card says now.
        cell: ({ row: { original: r } }) =>
          r.filed_identity ? (
            <>
              {r.client.name}
              <br />
              <small>В сообщении: {filedDocument(r.filed_identity)}</small>
            </>
          ) : (
            r.client.name
          ),
      }),
      column.accessor('kind', { header: 'Основание', cell: (i) => MANDATORY_CONTROL_KIND_LABELS[i.getValue()] }),
      column.accessor((r) => `${formatAmount(r.total)} ${r.base_currency.code}`, { id: 'total', header: 'Сумма' }),
      column.accessor((r) => dealsOf(r), { id: 'deals', header: 'Операции' }),
      column.display({
        id: 'status',
        header: 'Состояние',
        cell: ({ row: { original: r } }) =>
          r.status === 'new' ? (
            <Button $variant="secondary" aria-label={`Отметить отправленным: ${r.client.name}, ${shownDate(r.date)}`} onClick={() => setReporting(r)}>
              Отметить отправленным
            </Button>
          ) : (
            `Отправлено ${r.reported_at ? formatInstant(r.reported_at) : ''}${r.reported_by ? `, ${r.reported_by.name}` : ''}${r.reference ? ` (${r.reference})` : ''}`
          ),
      }),
    ],
    [],
  );

  return (
    <section aria-label="Обязательный контроль">
      <ReportPeriod
        from={period.from}
        to={period.to}
        onChange={setPeriod}
      />
      <Toolbar>
        <SelectFilter label="Состояние" value={status} options={STATUS_OPTIONS} onChange={setStatus} all={null} />
        <SelectFilter label="Город" value={city ? String(city) : ''} options={cityOptions} onChange={setCity} all={null} />
        <Button
          $variant="secondary"
          disabled={file.busy}
          onClick={() => void file.run({ path: 'print_mandatory_control/', kind: 'download', params: range })}
        >
          Скачать XLSX
        </Button>
      </Toolbar>
      <PaginatedTable
        label="Операции на обязательный контроль"
        columns={columns}
        data={data?.results}
        loading={isFetching}
        getRowId={(r) => String(r.id)}
        pagination={{ page, pageSize: RECORD_PAGE_SIZE, count: data?.count ?? 0, onPageChange: setPage }}
      />
      {reporting && (
        <FormDialog<{ reference: string }>
          open
          title="Отметить отправленным"
          submitLabel="Отметить"
          onClose={() => setReporting(null)}
          initialValues={{ reference: '' }}
          schema={reportReferenceSchema}
          failureMessage="Отметка не сохранена"
          onSubmit={async ({ reference }) => {
            await report({ id: reporting.id, reference: reference.trim() }).unwrap();
            setReporting(null);
          }}
        >
          <p>
            {reporting.client.name}, {shownDate(reporting.date)}: {formatAmount(reporting.total)} {reporting.base_currency.code}.
          </p>
          <FormField name="reference" label="Номер сообщения" autoComplete="off" />
        </FormDialog>
      )}
    </section>
  );
}
