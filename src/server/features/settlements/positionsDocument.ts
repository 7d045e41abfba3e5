import type { FastifyReply } from 'fastify';
import type { SettlementPositions } from '../../../shared/contract';
import { sendDocument, type PrintFormat } from '../../documents/attachment';
import { EMPTY_ROWS, amount, printedLine, type PrintDocument } from '../../documents/printDocument';
import { periodText } from '../../documents/printFormat';
import { timeZone } from '../../ledger/time';

/**
 * «Взаиморасчёты» printed (PDF) or downloaded (XLSX, amounts as numbers): the same lines the
 * screen shows, one row per pair of cities and currency.
 */
export function positionsDocument(p: SettlementPositions, now: Date = new Date()): PrintDocument {
  const money = (v: string) => amount(v);
  return {
    title: 'Взаиморасчёты',
    lines: [
      `Период: ${periodText(p)}${p.closed ? ' (закрыт)' : ''}`,
      `Город: ${p.city?.name ?? 'вся сеть'}`,
      'Позиция больше нуля: первый город должен второму.',
      printedLine(now, timeZone()),
    ],
    fileName: `Взаиморасчёты ${p.from_date} — ${p.to_date}`,
    timeZone: timeZone(),
    landscape: true,
    tables: [
      {
        columns: [
          { header: 'Город', width: 3 },
          { header: 'Кому', width: 3 },
          { header: 'Валюта', width: 1.5 },
          { header: 'Отправлено', width: 2.5, align: 'right' },
          { header: 'Выплачено', width: 2.5, align: 'right' },
          { header: 'Сальдо', width: 2.5, align: 'right' },
          { header: 'Расчёты', width: 2.5, align: 'right' },
          { header: 'Позиция', width: 2.5, align: 'right' },
        ],
        rows: p.lines.map((l) => [
          l.from_city.name, l.to_city.name, l.currency.code, money(l.sent), money(l.paid), money(l.net), money(l.settled), money(l.position),
        ]),
        empty: EMPTY_ROWS,
      },
    ],
  };
}

export const sendPositions = (reply: FastifyReply, p: SettlementPositions, format: PrintFormat = 'pdf') =>
  sendDocument(reply, positionsDocument(p), format);
