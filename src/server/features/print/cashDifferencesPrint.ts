import type { CashDifferencesReport } from '../../../shared/contract/shifts';
import type { Db } from '../../db/types';
import type { Actor } from '../../http/scope';
import { recordTime, timeZone } from '../../ledger/time';
import type { CashDifferencesQuery } from '../../../shared/contract/request/reports';
import { cashDifferences } from '../reports/cashDifferences';
import { amount, printedLine, type Cell, type PrintDocument, type Table } from '../../documents/printDocument';
import { formatWireDate } from '../../documents/printFormat';

type Figures = CashDifferencesReport['totals'][number];

const FIGURE_COLUMNS = [
  { header: 'Валюта', width: 2 },
  { header: 'Излишки', width: 3, align: 'right' as const },
  { header: 'Недостачи', width: 3, align: 'right' as const },
  { header: 'Итог', width: 3, align: 'right' as const },
  { header: 'Пересчётов', width: 2, align: 'right' as const },
];
const figures = (f: Figures): Cell[] => [f.currency.code, amount(f.surplus), amount(f.shortage), amount(f.net), String(f.counts)];

function table(caption: string, first: string, rows: Array<[string, Figures]>): Table {
  return {
    caption,
    columns: [{ header: first, width: 4 }, ...FIGURE_COLUMNS],
    rows: rows.map(([who, f]) => [who, ...figures(f)]),
    empty: 'Расхождений не было',
  };
}

/**
 * GET /api/print_cash_differences/?city&from_date&to_date — the cash differences report
 * (reports/cashDifferences.ts) as a file: per register, per cashier, and the totals.
 */
export async function cashDifferencesPrint(db: Db, actor: Actor, query: CashDifferencesQuery): Promise<PrintDocument> {
  const report = await cashDifferences(db, actor, query);
  const place = report.city?.name ?? 'все города';
  return {
    title: 'Расхождения кассы',
    lines: [
      report.city ? `Город: ${report.city.name}` : 'Все города',
      `Период: ${formatWireDate(report.from_date)} — ${formatWireDate(report.to_date)}`,
      printedLine(recordTime(), timeZone()),
    ],
    tables: [
      table('По кассам', 'Касса', report.by_register.map((r) => [r.cash_register.name, r])),
      table('По кассирам (кто пересчитывал)', 'Кассир', report.by_cashier.map((r) => [r.user?.name ?? 'система', r])),
      { caption: 'Итого', columns: FIGURE_COLUMNS, rows: report.totals.map(figures), empty: 'Расхождений не было' },
    ],
    fileName: `Расхождения ${place} ${report.from_date}_${report.to_date}`,
    timeZone: timeZone(),
  };
}
