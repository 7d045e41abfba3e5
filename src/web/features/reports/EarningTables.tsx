import { createColumnHelper } from '@tanstack/react-table';
import type { EarningReport, EarningTotalRow, ExchangeEarningRow } from '../../../shared/contract';
import { Table } from '../../ui/Table';
import { figure } from './figure';

const exchange = createColumnHelper<ExchangeEarningRow>();
const totals = createColumnHelper<EarningTotalRow>();
const EXCHANGE = [
  exchange.accessor((r) => r.currency.code, { id: 'currency', header: 'Валюта' }),
  exchange.accessor('bought_amount', { header: 'Куплено', cell: (i) => figure(i.getValue()) }),
  exchange.accessor('sold_amount', { header: 'Продано', cell: (i) => figure(i.getValue()) }),
  exchange.accessor('earning', { header: 'Доход от обмена', cell: (i) => figure(i.getValue()) }),
];
const TOTALS = [
  totals.accessor((r) => r.currency.code, { id: 'currency', header: 'Валюта' }),
  totals.accessor('exchange_earning', { header: 'Обмен', cell: (i) => figure(i.getValue()) }),
  totals.accessor('transfer_fees', { header: 'Комиссии переводов', cell: (i) => figure(i.getValue()) }),
  totals.accessor('crypto_fees', { header: 'Комиссии крипто', cell: (i) => figure(i.getValue()) }),
  totals.accessor('income', { header: 'Доходы', cell: (i) => figure(i.getValue()) }),
  totals.accessor('expenses', { header: 'Расходы', cell: (i) => figure(i.getValue()) }),
  totals.accessor('cash_differences', { header: 'Излишки / недостачи', cell: (i) => figure(i.getValue()) }),
  totals.accessor('total', { header: 'Итого', cell: (i) => <strong>{figure(i.getValue())}</strong> }),
];

/** An earning report: the exchange result per traded currency, then the total per currency. */
export function EarningTables({ report, loading }: { report: EarningReport | undefined; loading: boolean }) {
  return (
    <>
      <Table label="Доход от обмена" columns={EXCHANGE} data={report?.exchange} loading={loading} getRowId={(r) => String(r.currency.id)} />
      <h3>Итого по валютам</h3>
      <Table label="Доход: итого по валютам" columns={TOTALS} data={report?.totals} loading={loading} getRowId={(r) => String(r.currency.id)} />
    </>
  );
}
