import type { CashOrder } from '../../../shared/contract/cashOrders';
import type { CashOrderExportQuery } from '../../../shared/contract/request/cashOrders';
import { formatAmount } from '../../../shared/money';
import type { CashOrderKind, CashOrderState } from '../../../shared/machines/cashOrderLifecycle';
import type { Db } from '../../db/types';
import { amount, at, printedLine, type Cell, type PrintDocument } from '../../documents/printDocument';
import { periodText } from '../../documents/printFormat';
import { conflict } from '../../http/errors';
import { SERVER_MESSAGES } from '../../http/messages';
import type { Actor } from '../../http/scope';
import { recordTime, timeZone, today } from '../../ledger/time';
import { getCashOrder, listCashOrders } from './cashOrderQueries';

const M = SERVER_MESSAGES.cashOrder;
const KIND_TEXT: Record<CashOrderKind, string> = { refill: 'Подкрепление', surplus: 'Сдача излишков', move: 'Перемещение' };
const STATE_TEXT: Record<CashOrderState, string> = {
  requested: 'Запрошена', approved: 'Подтверждена', dispatched: 'В пути', overdue: 'Просрочена в пути',
  received: 'Принята', discrepancy: 'Расхождение', settled: 'Расхождение закрыто', cancelled: 'Отменена',
};
const who = (person: { name: string } | null) => person?.name ?? '';
const registerText = (o: CashOrder, side: 'from' | 'to') => `${o[`${side}_cash_register`].name} (${o[`${side}_city`].name})`;

/**
 * GET /api/print_cash_order/{id}/ — «Сопроводительная ведомость» of a dispatched order: the
 * order, its banknotes by denomination, the seal, the courier, and signature lines for the
 * sender, the courier and the receiver. Printed by the sending side: to the receiving side the
 * order is blind while it travels (docs/CASH-ORDERS.md), so it is refused to them (409), as is
 * an order not dispatched yet.
 */
export async function accompanyingList(db: Db, actor: Actor, id: number): Promise<PrintDocument> {
  const o = await getCashOrder(db, actor, id);
  if (o.dispatched_at === null) throw conflict(M.notDispatched);
  if (o.blind || o.amount === null) throw conflict(M.blindList);
  const code = o.currency.code;
  const notes = o.dispatched_denominations ?? [];
  const zone = timeZone();
  return {
    title: `Сопроводительная ведомость к заявке №${o.id}`,
    lines: [
      `${KIND_TEXT[o.kind]}: ${registerText(o, 'from')} → ${registerText(o, 'to')}`,
      `Сумма: ${formatAmount(o.amount)} ${code}`,
      `Пломба: ${o.seal ?? ''}`,
      `Инкассатор: ${o.courier || '—'}`,
      `Отправлена: ${who(o.dispatched_by)}`,
      printedLine(recordTime(), zone),
    ],
    fileName: `Сопроводительная ведомость №${o.id}`,
    timeZone: zone,
    tables: [
      {
        caption: 'Купюры',
        columns: [
          { header: 'Номинал', width: 3, align: 'right' },
          { header: 'Валюта', width: 2 },
          { header: 'Количество', width: 3, align: 'right' },
          { header: 'Сумма', width: 4, align: 'right' },
        ],
        rows: notes.map((n) => [amount(n.value), code, String(n.count), amount(times(n.value, n.count))]),
        footer: [['Итого', code, String(notes.reduce((s, n) => s + n.count, 0)), amount(o.amount)]],
        empty: 'Нет купюр',
      },
      {
        caption: 'Подписи',
        columns: [
          { header: 'Кто', width: 3 },
          { header: 'ФИО', width: 5 },
          { header: 'Подпись', width: 4 },
        ],
        rows: [
          ['Отправитель', who(o.dispatched_by), '____________________'],
          ['Инкассатор', o.courier ?? '', '____________________'],
          ['Получатель', '', '____________________'],
        ],
      },
    ],
  };
}

/** value × count, exact: the value's cents as an integer, never a float. */
function times(value: string, count: number): string {
  const [whole, frac = ''] = value.split('.');
  const cents = BigInt(whole) * 100n + BigInt((frac + '00').slice(0, 2));
  const total = cents * BigInt(count);
  return `${total / 100n}.${String(total % 100n).padStart(2, '0')}`;
}

const EXPORT_PAGE = 500;

/**
 * GET /api/print_cash_orders/ — the city's orders with the list's filters, every row (the
 * screen's list, docs/web/cash-orders.md): XLSX to download. The receiving side's blind orders
 * show no amount, as on the screen.
 */
export async function cashOrderListExport(db: Db, actor: Actor, query: Omit<CashOrderExportQuery, 'format'>): Promise<PrintDocument> {
  const orders: CashOrder[] = [];
  for (let page = 1; ; page++) {
    const answer = await listCashOrders(db, actor, { ...query, page, size: EXPORT_PAGE, url: '/' });
    orders.push(...answer.results);
    if (!answer.next) break;
  }
  const zone = timeZone();
  const lines = [`Период: ${periodText({ from_date: query.from_date, to_date: query.to_date })}`];
  if (query.state) lines.push(`Состояние: ${STATE_TEXT[query.state]}`);
  if (query.kind) lines.push(`Вид: ${KIND_TEXT[query.kind]}`);
  lines.push(printedLine(recordTime(), zone));
  const row = (o: CashOrder): Cell[] => [
    `№${o.id}`, KIND_TEXT[o.kind], registerText(o, 'from'), registerText(o, 'to'), o.currency.code,
    o.amount === null ? '' : amount(o.amount), STATE_TEXT[o.state], at(o.requested_at), who(o.requested_by),
    o.seal ?? '', o.received_amount === null ? '' : amount(o.received_amount), o.difference === null ? '' : amount(o.difference),
  ];
  return {
    title: 'Заявки на наличные',
    lines,
    fileName: `Заявки на наличные ${today()}`,
    timeZone: zone,
    landscape: true,
    tables: [{
      columns: [
        { header: '№', width: 2 }, { header: 'Вид', width: 3 }, { header: 'Откуда', width: 4 }, { header: 'Куда', width: 4 },
        { header: 'Валюта', width: 2 }, { header: 'Сумма', width: 3, align: 'right' }, { header: 'Состояние', width: 3 },
        { header: 'Запрошена', width: 3 }, { header: 'Кем', width: 3 }, { header: 'Пломба', width: 2 },
        { header: 'Принято', width: 3, align: 'right' }, { header: 'Расхождение', width: 3, align: 'right' },
      ],
      rows: orders.map(row),
      empty: 'Нет заявок',
    }],
  };
}
