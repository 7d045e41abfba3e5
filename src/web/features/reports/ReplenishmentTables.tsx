import { createColumnHelper } from '@tanstack/react-table';
import type { ReplenishmentReport } from '../../../shared/contract';
import { Table } from '../../ui/Table';
import { figure } from './figure';

type Total = ReplenishmentReport['totals'][number];
type Person = ReplenishmentReport['persons'][number];
const total = createColumnHelper<Total>();
const person = createColumnHelper<Person>();
const TOTALS = [
  total.accessor((r) => r.currency.code, { id: 'currency', header: 'Валюта' }),
  total.accessor('replenishment', { header: 'Пополнение', cell: (i) => figure(i.getValue()) }),
  total.accessor('handed_over', { header: 'Выдача', cell: (i) => figure(i.getValue()) }),
];
const PERSONS = [
  person.accessor((r) => r.operation_person.name, { id: 'person', header: 'Кредитор \\ дебитор' }),
  person.accessor((r) => r.currency.code, { id: 'currency', header: 'Валюта' }),
  person.accessor('replenishment', { header: 'Пополнение', cell: (i) => figure(i.getValue()) }),
  person.accessor('handed_over', { header: 'Выдача', cell: (i) => figure(i.getValue()) }),
];

/** day_replenishment_handed_over_report: totals per currency, then per person. */
export function ReplenishmentTables({ report, loading }: { report: ReplenishmentReport | undefined; loading: boolean }) {
  return (
    <>
      <Table label="Пополнение и выдача: итоги" columns={TOTALS} data={report?.totals} loading={loading} getRowId={(r) => String(r.currency.id)} />
      <h3>По кредиторам и дебиторам</h3>
      <Table
        label="Пополнение и выдача по лицам"
        columns={PERSONS}
        data={report?.persons}
        loading={loading}
        getRowId={(r) => `${r.operation_person.id}-${r.currency.id}`}
      />
    </>
  );
}
