import type { BalanceRow } from '../../../shared/contract/reports';
import type { Db } from '../../db/types';
import type { Actor } from '../../http/scope';
import { recordTime, timeZone, today } from '../../ledger/time';
import { cityData, overallDayAmount } from '../reports/dayBalances';
import { amount, printedLine, type PrintDocument, type Table } from '../../documents/printDocument';
import { formatWireDate } from '../../documents/printFormat';

/** One table per place (a register, a city, the total): a day's movement per currency. */
function movement(caption: string, rows: BalanceRow[]): Table {
  return {
    caption,
    columns: [
      { header: 'Валюта', width: 3 },
      { header: 'Начало дня', width: 3, align: 'right' },
      { header: 'Приход', width: 3, align: 'right' },
      { header: 'Расход', width: 3, align: 'right' },
      { header: 'Конец дня', width: 3, align: 'right' },
    ],
    rows: rows.map((r) => [r.currency.code, amount(r.opening), amount(r.income), amount(r.outcome), amount(r.closing)]),
  };
}

/**
 * GET /api/print_day_report/?city&date — a day's balances: with a city, each register and
 * the city's total (city_data); without one, each city and the network's total
 * (overall_day_amount). The same figures as those calls, so the screens and files agree.
 */
export async function dayReport(db: Db, actor: Actor, query: { city?: number; date?: string }): Promise<PrintDocument> {
  const date = query.date ?? today();
  const printed = printedLine(recordTime(), timeZone());
  if (query.city !== undefined) {
    const data = await cityData(db, actor, { city: query.city, date });
    return {
      title: 'Остатки за день',
      lines: [`Город: ${data.city.name}`, `Дата: ${formatWireDate(date)}`, printed],
      tables: [...data.cash_registers.map((r) => movement(r.cash_register.name, r.balances)), movement('Итого по городу', data.totals)],
      fileName: `Остатки ${data.city.name} ${date}`,
      timeZone: timeZone(),
    };
  }
  const data = await overallDayAmount(db, actor, { date });
  return {
    title: 'Остатки по городам за день',
    lines: [`Дата: ${formatWireDate(date)}`, printed],
    tables: [...data.cities.map((c) => movement(c.city.name, c.totals)), movement('Итого по сети', data.totals)],
    fileName: `Остатки по городам ${date}`,
    timeZone: timeZone(),
  };
}
