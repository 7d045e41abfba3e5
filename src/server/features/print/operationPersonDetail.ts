import type { Db } from '../../db/types';
import type { Actor } from '../../http/scope';
import { recordTime, timeZone } from '../../ledger/time';
import { getPerson } from '../operationPersons/personService';
import { periodText, type Period } from '../../documents/printFormat';
import { checkPeriod, REVERSED_PERIOD } from '../../http/period';
import { operationCells, outOperations, totalsTable } from './outOperations';
import { amount, printedLine, type PrintDocument } from '../../documents/printDocument';

/**
 * GET /api/print_operation_person_detail/{id}/?from_date&to_date — one person's card: the
 * current balance per currency and their operations in the period (all time by default).
 * getPerson answers 404 outside the user's cities and 403 for an inactive person without
 * isAllowToCheckNonActiveOperationPerson.
 */
export async function operationPersonDetail(db: Db, actor: Actor, id: number, period: Period): Promise<PrintDocument> {
  checkPeriod(period, REVERSED_PERIOD.print);
  const person = await getPerson(db, actor, id);
  const name = `${person.first_name} ${person.last_name}`.trim();
  const { rows, totals } = await outOperations(db, actor, { ...period, operation_person: person.id });
  const operations = rows.map(operationCells);
  const lines = [
    `Город: ${person.city.name}`,
    person.phone && `Телефон: ${person.phone}`,
    person.comment && `Комментарий: ${person.comment}`,
    `Статус: ${person.is_active ? 'активен' : 'неактивен'}`,
    `Период операций: ${periodText(period)}`,
    printedLine(recordTime(), timeZone()),
  ].filter((line): line is string => Boolean(line));
  return {
    title: `Кредитор / дебитор: ${name}`,
    lines,
    tables: [
      {
        caption: 'Текущий баланс',
        columns: [
          { header: 'Валюта', width: 3 },
          { header: 'Сумма', width: 3, align: 'right' },
          { header: 'Состояние', width: 4 },
        ],
        rows: person.balances.map((b) => [
          `${b.currency.code} — ${b.currency.name}`,
          amount(b.amount),
          b.amount.startsWith('-') ? 'Дебитор (должен сети)' : 'Кредитор (сеть должна)',
        ]),
        empty: 'Баланс нулевой',
      },
      {
        caption: 'Операции',
        columns: [
          { header: 'Дата', width: 2.4 },
          { header: 'Касса', width: 2 },
          { header: 'Операция', width: 2 },
          { header: 'Валюта', width: 1.3 },
          { header: 'Сумма', width: 2.6, align: 'right' },
          { header: 'Комментарий', width: 3.4 },
        ],
        rows: operations.map((c) => [c.at, c.register, c.type, c.currency, c.amount, c.comment]),
        empty: 'Нет операций за период',
      },
      totalsTable(totals),
    ],
    fileName: `Кредитор-дебитор ${name} ${period.from_date ?? ''}${period.to_date ? `_${period.to_date}` : ''}`,
    timeZone: timeZone(),
  };
}
