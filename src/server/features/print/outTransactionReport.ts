import type { OutTransactionReportPrintQuery } from '../../../shared/contract/request/print';
import type { Db } from '../../db/types';
import type { Actor } from '../../http/scope';
import { registerInScope } from '../../ledger/referenceChecks';
import { recordTime, timeZone, today } from '../../ledger/time';
import { periodText } from '../../documents/printFormat';
import { checkPeriod, REVERSED_PERIOD } from '../../http/period';
import { operationCells, outOperationPages, outOperations, outTotals, totalsTable, type OutRow } from './outOperations';
import type { StreamedDocument } from '../../documents/xlsxStream';
import { printedLine, type Cell, type Column, type PrintDocument } from '../../documents/printDocument';

/** The route's query (its format is the route's to use). */
type OutReportQuery = Omit<OutTransactionReportPrintQuery, 'format'>;

/**
 * GET /api/print_out_transaction_report/?cash_register&from_date&to_date — a register's
 * creditor/debtor operations over a period (today by default), with totals per currency
 * and type.
 */
export async function outTransactionReport(db: Db, actor: Actor, query: OutReportQuery): Promise<PrintDocument> {
  const { register, period, head } = await reportHead(db, actor, query);
  const { rows, totals } = await outOperations(db, actor, { ...period, cash_register: register.id });
  return { ...head, tables: [{ ...OPERATIONS, rows: rows.map(rowCells) }, totalsTable(totals)] };
}

/**
 * The same report as an export (XLSX): every operation of the period, however many, read
 * page by page and streamed (documents/xlsxStream.ts). The PDF keeps its MAX_ROWS limit: nobody
 * prints thousands of pages, and pdfkit lays out a page at a time in memory anyway.
 */
export async function outTransactionExport(db: Db, actor: Actor, query: OutReportQuery, stopped: () => boolean): Promise<StreamedDocument> {
  const { register, period, head } = await reportHead(db, actor, query);
  const filter = { ...period, cash_register: register.id };
  // Totals first (one SQL sum): an error then is still a clean 4xx before any byte is sent.
  const totals = await outTotals(db, actor, filter);
  async function* pages() {
    for await (const page of outOperationPages(db, actor, filter, 2000, stopped)) yield page.map(rowCells);
  }
  return { ...head, tables: [{ ...OPERATIONS, rows: pages() }, totalsTable(totals)] };
}

const OPERATIONS: { caption: string; columns: Column[]; empty: string } = {
  caption: 'Операции',
  columns: [
    { header: 'Дата', width: 2.4 },
    { header: 'Кредитор / дебитор', width: 3.4 },
    { header: 'Операция', width: 2 },
    { header: 'Валюта', width: 1.3 },
    { header: 'Сумма', width: 2.6, align: 'right' },
    { header: 'Комментарий', width: 3 },
    { header: 'Сотрудник', width: 2.4 },
  ],
  empty: 'Нет операций за период',
};

function rowCells(row: OutRow): Cell[] {
  const c = operationCells(row);
  return [c.at, c.person, c.type, c.currency, c.amount, c.comment, c.user];
}

async function reportHead(db: Db, actor: Actor, query: OutReportQuery) {
  const register = await registerInScope(db, actor, query.cash_register);
  const period = { from_date: query.from_date ?? query.to_date ?? today(), to_date: query.to_date ?? today() };
  checkPeriod(period, REVERSED_PERIOD.print);
  const head: Omit<PrintDocument, 'tables'> = {
    title: 'Отчет по операциям кредиторов / дебиторов',
    lines: [
      `Город: ${register.city_name}`,
      `Касса: ${register.name}`,
      `Период: ${periodText(period)}`,
      printedLine(recordTime(), timeZone()),
    ],
    fileName: `Операции кредиторов-дебиторов ${register.name} ${period.from_date}_${period.to_date}`,
    timeZone: timeZone(),
    landscape: true,
  };
  return { register, period, head };
}
