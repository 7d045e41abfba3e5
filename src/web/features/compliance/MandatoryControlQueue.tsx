import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { createColumnHelper } from '@tanstack/react-table';
import * as yup from 'yup';
import {
  MANDATORY_CONTROL_KIND_LABELS,
  MANDATORY_CONTROL_STATUS_LABELS,
  RECORD_PAGE_SIZE,
  type MandatoryControlRow,
  type MandatoryControlStatus,
} from '../../../shared/contract';
import { fromWireDate, isWireDate, toWireDate } from '../../../shared/dates';
import { formatAmount } from '../../../shared/money';
import { useFileDelivery } from '../../api/fileDelivery';
import { Button } from '../../ui/Button';
import { shownDate } from '../../ui/clients';
import { FormDialog, FormField, kit } from '../../ui/form';
import { formatInstant } from '../../ui/formatInstant';
import { PaginatedTable } from '../../ui/PaginatedTable';
import { Toolbar } from '../../ui/Page';
import { monthToDate, ReportPeriod } from '../../ui/ReportPeriod';
import { useMandatoryControlQuery, useReportMandatoryControlMutation } from './complianceApi';
import { FilterSelect } from '../../ui/ListFilters';
import { useTransferCashRegistersQuery } from '../../api/referenceApi';
import { usePageParam } from '../../ui/usePageParam';

const column = createColumnHelper<MandatoryControlRow>();
const STATUS_OPTIONS = (Object.keys(MANDATORY_CONTROL_STATUS_LABELS) as MandatoryControlStatus[]).map((value) => ({
  value,
  label: MANDATORY_CONTROL_STATUS_LABELS[value],
}));
const referenceSchema = yup.object({ reference: kit.text() });

/** An emptied date field: kept in the URL as empty, so that it is not the month's default again. */
const NO_DAY = '';
/** The defaults a URL leaves out: the month so far, new rows, every city. */
const DEFAULTS: Record<string, () => string> = {
  date_from: () => toWireDate(monthToDate()[0]),
  date_to: () => toWireDate(monthToDate()[1]),
  status: () => 'new',
};

/** The queue's filters from the URL: `?date_from&date_to&status&city`, each its default when absent or wrong. */
function queueFilters(params: URLSearchParams) {
  const day = (name: 'date_from' | 'date_to') => {
    const value = params.get(name);
    if (value === null) return DEFAULTS[name]();
    return isWireDate(value) ? value : undefined;
  };
  const status = params.get('status');
  const city = Number(params.get('city'));
  return {
    date_from: day('date_from'),
    date_to: day('date_to'),
    status: (status === 'reported' ? 'reported' : 'new') as MandatoryControlStatus,
    city: Number.isInteger(city) && city > 0 ? city : undefined,
  };
}

/** Every city of the network, by name, from its registers (compliance officers work for all of them). */
export function citiesOf(registers: Array<{ city: { id: number; name: string } }>) {
  const byId = new Map(registers.map((r) => [r.city.id, r.city.name]));
  return [...byId].map(([id, name]) => ({ value: String(id), label: name })).sort((a, b) => a.label.localeCompare(b.label, 'ru'));
}

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
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const filters = queueFilters(params);
  const from = filters.date_from ? fromWireDate(filters.date_from) : null;
  const to = filters.date_to ? fromWireDate(filters.date_to) : null;
  const { status, city } = filters;
  const period = { date_from: filters.date_from, date_to: filters.date_to, city };
  const { data, isFetching } = useMandatoryControlQuery({ ...period, status, page, size: RECORD_PAGE_SIZE });
  const { data: registers } = useTransferCashRegistersQuery();
  const cityOptions = useMemo(() => [{ value: '', label: 'Все города' }, ...citiesOf(registers ?? [])], [registers]);
  /** A filter's change goes to the URL (what equals the default is left out) and back to page 1. */
  const change = (values: Record<string, string | undefined>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [name, value] of Object.entries(values)) {
        if (value === undefined || value === DEFAULTS[name]?.()) next.delete(name);
        else next.set(name, value);
      }
      next.delete('page');
      return next;
    });
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
        from={from}
        to={to}
        onChange={(f, t) => change({ date_from: f ? toWireDate(f) : NO_DAY, date_to: t ? toWireDate(t) : NO_DAY })}
      />
      <Toolbar>
        <FilterSelect label="Состояние" value={status} options={STATUS_OPTIONS} onChange={(s) => change({ status: s })} />
        <FilterSelect label="Город" value={city ? String(city) : ''} options={cityOptions} onChange={(c) => change({ city: c || undefined })} />
        <Button
          $variant="secondary"
          disabled={file.busy}
          onClick={() => void file.run({ path: 'print_mandatory_control/', kind: 'download', params: period })}
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
          schema={referenceSchema}
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
