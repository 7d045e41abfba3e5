import type { Db } from '../../db/types';
import type { Actor } from '../../http/scope';
import { registerInScope } from '../ledger/lookups';
import { recordTime, timeZone, today } from '../ledger/time';
import { checkPeriod, operationCells, outOperations, periodText, totalsTable, type Period } from './outOperations';
import { printedLine, type PrintDocument } from './printDocument';

export interface OutReportQuery extends Period {
  cash_register: number;
}

/**
 * GET /api/print_out_transaction_report/?cash_register&from_date&to_date — a register's
 * creditor/debtor operations over a period (today by default), with totals per currency
 * and type.
 */
export async function outTransactionReport(db: Db, actor: Actor, query: OutReportQuery): Promise<PrintDocument> {
  const register = await registerInScope(db, actor, query.cash_register);
  const period = { from_date: query.from_date ?? query.to_date ?? today(), to_date: query.to_date ?? today() };
  checkPeriod(period);
  const { rows, totals } = await outOperations(db, actor, { ...period, cash_register: register.id });
  const operations = rows.map(operationCells);
  return {
    title: 'Отчет по операциям кредиторов / дебиторов',
    lines: [
      `Город: ${register.city_name}`,
      `Касса: ${register.name}`,
      `Период: ${periodText(period)}`,
      printedLine(recordTime(), timeZone()),
    ],
    tables: [
      {
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
        rows: operations.map((c) => [c.at, c.person, c.type, c.currency, c.amount, c.comment, c.user]),
        empty: 'Нет операций за период',
      },
      totalsTable(totals),
    ],
    fileName: `Операции кредиторов-дебиторов ${register.name} ${period.from_date}_${period.to_date}`,
    timeZone: timeZone(),
    landscape: true,
  };
}
