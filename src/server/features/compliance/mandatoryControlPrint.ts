import type { MandatoryControlQuery } from '../../../shared/contract/clients';
import { MANDATORY_CONTROL_KIND_LABELS, MANDATORY_CONTROL_STATUS_LABELS } from '../../../shared/contract/clients';
import type { Db } from '../../db/types';
import { recordTime, timeZone } from '../../ledger/time';
import { amount, at, printedLine, rate, type Cell, type PrintDocument } from '../../documents/printDocument';
import { formatWireDate } from '../../documents/printFormat';
import { IDENTITY_FIELDS, controlCity, controlWhere, shownIdentity } from './mandatoryControlQueries';

/**
 * GET /api/print_mandatory_control/?from_date&to_date&city&format=xlsx — the period's queue
 * with what a report needs: one line per operation, with the client's identity in full (the
 * report goes to the authority; the download is the compliance officer's, not a list), the
 * deal and why it is controlled. A reported row names the client as the report did (kept
 * with the row), not as the card says now.
 */
interface Line {
  id: string; kind: 'single' | 'split'; day: string; city: string; status: 'new' | 'reported'; reference: string;
  total: string; threshold: string; base: string;
  last_name: string; first_name: string; middle_name: string; birth_date: string; citizenship: string; document_type: string;
  document_series: string; document_number: string; document_issued_by: string; document_issued_at: string | null; address: string;
  op_at: Date; register: string; op_type: string; currency: string; op_amount: string; op_rate: string; op_total: string;
}

export async function mandatoryControlPrint(db: Db, query: MandatoryControlQuery): Promise<PrintDocument> {
  const city = await controlCity(db, query.city);
  const where = controlWhere(query);
  const { rows } = await db.query<Line>(
    `SELECT m.id::text AS id, m.kind, to_char(m.day, 'YYYY-MM-DD') AS day, ci.name AS city, m.status, m.reference,
            m.total::text AS total, m.threshold::text AS threshold, bc.code AS base,
            ${IDENTITY_FIELDS.map((f) => (f.endsWith('_date') || f.endsWith('_at') ? `to_char(${shownIdentity(f)}, 'YYYY-MM-DD')` : shownIdentity(f)) + ` AS ${f}`).join(', ')},
            op.at AS op_at, r.name AS register, op.operation_type AS op_type, cu.code AS currency,
            op.amount::text AS op_amount, op.rate::text AS op_rate, op.total::text AS op_total
       FROM mandatory_control m JOIN cities ci ON ci.id = m.city_id JOIN clients cl ON cl.id = m.client_id
       JOIN currencies bc ON bc.id = m.base_currency_id
       JOIN mandatory_control_operations o ON o.control_id = m.id
       JOIN LATERAL (
         SELECT e.created_at AS at, e.cash_register_id, e.operation_type, e.currency_id, e.amount, e.rate, e.total
           FROM exchange_transactions e WHERE o.record_kind = 'TRANSACTION' AND e.id = o.record_id
         UNION ALL
         SELECT c.created_at, c.cash_register_id, c.operation_type, c.crypto_currency_id, c.amount, c.rate, c.total
           FROM crypto_transactions c WHERE o.record_kind = 'CRYPTO_TRANSACTION' AND c.id = o.record_id) op ON true
       JOIN cash_registers r ON r.id = op.cash_register_id JOIN currencies cu ON cu.id = op.currency_id
      ${where.sql}
      ORDER BY m.day, m.id, op.at`,
    where.params,
  );
  const row = (l: Line): Cell[] => [
    l.id, MANDATORY_CONTROL_KIND_LABELS[l.kind], formatWireDate(l.day), l.city, MANDATORY_CONTROL_STATUS_LABELS[l.status], l.reference,
    amount(l.total), amount(l.threshold), l.base,
    l.last_name, l.first_name, l.middle_name, formatWireDate(l.birth_date), l.citizenship, l.document_type, l.document_series,
    l.document_number, l.document_issued_by, l.document_issued_at ? formatWireDate(l.document_issued_at) : '', l.address,
    at(l.op_at), l.register, l.op_type === 'BUY' ? 'Покупка' : 'Продажа', l.currency, amount(l.op_amount), rate(l.op_rate), amount(l.op_total),
  ];
  const columns = ['№', 'Основание', 'День', 'Город', 'Статус', 'Номер сообщения', 'Сумма (база)', 'Порог', 'Базовая валюта',
    'Фамилия', 'Имя', 'Отчество', 'Дата рождения', 'Гражданство', 'Документ', 'Серия', 'Номер', 'Кем выдан', 'Дата выдачи', 'Адрес',
    'Время операции', 'Касса', 'Тип', 'Валюта', 'Сумма', 'Курс', 'Итог (база)'];
  const period = `${query.from_date ? formatWireDate(query.from_date) : '…'} — ${query.to_date ? formatWireDate(query.to_date) : '…'}`;
  return {
    title: 'Обязательный контроль',
    lines: [`Период: ${period}`, ...(city ? [`Город: ${city}`] : []), printedLine(recordTime(), timeZone())],
    tables: [{ columns: columns.map((header) => ({ header, width: 2 })), rows: rows.map(row), empty: 'Нет операций' }],
    fileName: `Обязательный контроль ${city ? `${city} ` : ''}${query.from_date ?? ''}_${query.to_date ?? ''}`,
    timeZone: timeZone(),
    landscape: true,
  };
}

