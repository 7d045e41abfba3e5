import type { Db } from '../../db/types';
import type { Actor } from '../../http/scope';
import { cityInScope } from '../../ledger/referenceChecks';
import { recordTime, timeZone, today } from '../../ledger/time';
import { listValueSettings } from '../currencies/valueSettingService';
import { printedLine, rate, type PrintDocument } from '../../documents/printDocument';
import { formatWireDate } from '../../documents/printFormat';

/**
 * GET /api/print_value_setting_detail/?city&date — the rate board: the day's (today's by
 * default) buy and sell rates per currency set for the city, then any register's own rates,
 * which override the city's at that register.
 */
export async function valueSettingBoard(db: Db, actor: Actor, query: { city: number; date?: string }): Promise<PrintDocument> {
  const city = await cityInScope(db, actor, query.city);
  const date = query.date ?? today();
  const settings = await listValueSettings(db, actor, { city: city.id, date });
  const currency = (s: (typeof settings)[number]) => `${s.currency.code} — ${s.currency.name}`;
  const cityRates = settings.filter((s) => !s.cash_register);
  const registerRates = settings.filter((s) => s.cash_register);
  return {
    title: 'Курсы валют',
    lines: [`Город: ${city.name}`, `Курсы на ${formatWireDate(date)}`, printedLine(recordTime(), timeZone())],
    tables: [
      {
        caption: 'Курсы города',
        columns: [
          { header: 'Валюта', width: 4 },
          { header: 'Покупка', width: 2, align: 'right' },
          { header: 'Продажа', width: 2, align: 'right' },
        ],
        rows: cityRates.map((s) => [currency(s), rate(s.buy_rate), rate(s.sell_rate)]),
        empty: 'Курсы на эту дату не заданы',
      },
      ...(registerRates.length
        ? [
            {
              caption: 'Курсы касс (вместо курсов города)',
              columns: [
                { header: 'Касса', width: 2 },
                { header: 'Валюта', width: 3 },
                { header: 'Покупка', width: 2, align: 'right' as const },
                { header: 'Продажа', width: 2, align: 'right' as const },
              ],
              rows: registerRates.map((s) => [s.cash_register!.name, currency(s), rate(s.buy_rate), rate(s.sell_rate)]),
            },
          ]
        : []),
    ],
    fileName: `Курсы валют ${city.name} ${date}`,
    timeZone: timeZone(),
  };
}
