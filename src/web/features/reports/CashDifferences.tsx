import { createColumnHelper } from '@tanstack/react-table';
import type { CashDifferencesReport } from '../../../shared/contract';
import { useCashDifferencesQuery } from '../../api/shiftsApi';
import { ReportFileButtons } from '../../ui/ReportFileButtons';
import { ReportPeriod } from '../../ui/ReportPeriod';
import { Table } from '../../ui/Table';
import { figure } from './figure';
import { Section } from './Section';
import { useReportPeriod } from './useReportDate';

type Figures = CashDifferencesReport['totals'][number];
type ByRegister = CashDifferencesReport['by_register'][number];
type ByCashier = CashDifferencesReport['by_cashier'][number];

function figureColumns<T extends Figures>() {
  const c = createColumnHelper<T>();
  return [
    c.accessor((r) => r.currency.code, { id: 'currency', header: 'Валюта' }),
    c.accessor((r) => r.surplus, { id: 'surplus', header: 'Излишки', cell: (i) => figure(i.getValue()) }),
    c.accessor((r) => r.shortage, { id: 'shortage', header: 'Недостачи', cell: (i) => figure(i.getValue()) }),
    c.accessor((r) => r.net, { id: 'net', header: 'Итог', cell: (i) => <strong>{figure(i.getValue())}</strong> }),
    c.accessor((r) => r.counts, { id: 'counts', header: 'Пересчётов' }),
  ];
}
const BY_REGISTER = [createColumnHelper<ByRegister>().accessor((r) => r.cash_register.name, { id: 'register', header: 'Касса', meta: { priority: 'key' } }), ...figureColumns<ByRegister>()];
const BY_CASHIER = [createColumnHelper<ByCashier>().accessor((r) => r.user?.name ?? 'система', { id: 'cashier', header: 'Кассир', meta: { priority: 'key' } }), ...figureColumns<ByCashier>()];
const TOTALS = figureColumns<Figures>();

/**
 * The shifts' cash differences for a period (docs/SHIFTS.md): per register, per
 * cashier who counted, and the totals — of one city, or of every city the user sees.
 */
export function CashDifferences({ city }: { city?: number }) {
  const { from, to, setPeriod, fromDate, toDate } = useReportPeriod();
  const { data, isFetching } = useCashDifferencesQuery({ city, fromDate, toDate });
  const id = (prefix: string) => (r: Figures & { cash_register?: { id: number }; user?: { id: number } | null }) =>
    `${prefix}${r.cash_register?.id ?? r.user?.id ?? 0}-${r.currency.id}`;
  return (
    <Section title="Расхождения кассы" actions={<ReportFileButtons path="print_cash_differences/" params={{ city, from_date: fromDate, to_date: toDate }} />}>
      <ReportPeriod from={from} to={to} onChange={setPeriod} labels={['Расхождения с', 'Расхождения по']} />
      <h3>По кассам</h3>
      <Table label="Расхождения по кассам" columns={BY_REGISTER} data={data?.by_register} loading={isFetching} getRowId={id('r')} />
      <h3>По кассирам</h3>
      <Table label="Расхождения по кассирам" columns={BY_CASHIER} data={data?.by_cashier} loading={isFetching} getRowId={id('u')} />
      <h3>Итого</h3>
      <Table label="Расхождения: итого" columns={TOTALS} data={data?.totals} loading={isFetching} getRowId={id('t')} />
    </Section>
  );
}
