import type { Db } from '../../db/types';
import type { Actor } from '../../http/scope';
import { recordTime, timeZone } from '../../ledger/time';
import { earningReport, type EarningQuery } from '../reports/earnings';
import { amount, printedLine, type PrintDocument } from '../../documents/printDocument';
import { formatWireDate } from '../../documents/printFormat';

/**
 * GET /api/print_earning_report/?cash_register|city&from_date&to_date — the earning report
 * (earning_report / city_earning_report / full_earning_report by what is given) as a file.
 * The report itself checks isAllowToCheckEarningReport, on top of the print right.
 */
export async function earningPrint(db: Db, actor: Actor, query: EarningQuery): Promise<PrintDocument> {
  const report = await earningReport(db, actor, query);
  const where = report.cash_register
    ? `Касса: ${report.cash_register.name}`
    : report.city
      ? `Город: ${report.city.name}`
      : 'Все города';
  const period = `${formatWireDate(report.from_date)} — ${formatWireDate(report.to_date)}`;
  const place = report.cash_register?.name ?? report.city?.name ?? 'все города';
  return {
    title: 'Отчет о доходах',
    lines: [where, `Период: ${period}`, printedLine(recordTime(), timeZone())],
    tables: [
      {
        caption: `Доход от обмена (${report.base_currency.code})`,
        columns: [
          { header: 'Валюта', width: 2 },
          { header: 'Куплено', width: 3, align: 'right' },
          { header: 'Продано', width: 3, align: 'right' },
          { header: 'Доход', width: 3, align: 'right' },
        ],
        rows: report.exchange.map((r) => [r.currency.code, amount(r.bought_amount), amount(r.sold_amount), amount(r.earning)]),
      },
      {
        caption: 'Итого по валютам',
        columns: [
          { header: 'Валюта', width: 2 },
          { header: 'Обмен', width: 3, align: 'right' },
          { header: 'Комиссии переводов', width: 3, align: 'right' },
          { header: 'Комиссии крипто', width: 3, align: 'right' },
          { header: 'Доходы', width: 3, align: 'right' },
          { header: 'Расходы', width: 3, align: 'right' },
          { header: 'Излишки / недостачи', width: 3, align: 'right' },
          { header: 'Итого', width: 3, align: 'right' },
        ],
        rows: report.totals.map((t) => [
          t.currency.code, amount(t.exchange_earning), amount(t.transfer_fees), amount(t.crypto_fees), amount(t.income), amount(t.expenses), amount(t.cash_differences), amount(t.total),
        ]),
      },
    ],
    fileName: `Доходы ${place} ${report.from_date}_${report.to_date}`,
    timeZone: timeZone(),
    landscape: true,
  };
}
