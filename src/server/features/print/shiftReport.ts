import type { RecordKind } from '../../../shared/contract/ledger';
import type { ShiftCountLine } from '../../../shared/contract/shifts';
import type { Db } from '../../db/types';
import type { Actor } from '../../http/scope';
import { recordTime, timeZone } from '../../ledger/time';
import { getShift } from '../shifts/shiftQueries';
import { amount, at, printedLine, type Cell, type PrintDocument, type Table } from '../../documents/printDocument';
import { formatDateTime } from '../../documents/printFormat';

/**
 * GET /api/print_shift_report/{id}/ — the shift report: the opening count against
 * the books, every operation of the shift grouped by kind with totals per currency, the
 * closing count, the differences and their explanations, and who opened, closed and approved
 * it, when. An open shift is reported up to now. The operations are the register's CASH
 * entries between the opening's and the closing's high-water marks (docs/SHIFTS.md).
 */

const KIND_LABELS: Record<RecordKind, string> = {
  TRANSACTION: 'Обмен',
  CRYPTO_TRANSACTION: 'Криптовалюта',
  OUT_TRANSACTION: 'Кредиторы / дебиторы',
  INCOME_OUTCOME: 'Доходы / расходы',
  INTERNAL_TRANSFER: 'Внутренние переводы',
  EXTERNAL_TRANSFER: 'Внешние переводы',
  CRYPTO_TRANSFER: 'Крипто переводы',
};
const KIND_ORDER = Object.keys(KIND_LABELS) as RecordKind[];
/** The kinds whose records name a client (docs/api/clients.md): their tables have a «Клиент» column. */
const WITH_CLIENT: ReadonlySet<RecordKind> = new Set(['TRANSACTION', 'CRYPTO_TRANSACTION', 'EXTERNAL_TRANSFER', 'CRYPTO_TRANSFER']);

/** What a movement was within its record (the ledger's entry kind), in the report's words. */
const ENTRY_LABELS: Record<string, string> = {
  BUY: 'покупка', SELL: 'продажа', FEE: 'комиссия', REPLENISHMENT: 'пополнение', HANDED_OVER: 'выдача',
  Income: 'доход', Outcome: 'расход', TO_TRANSIT: 'отправлено', CLIENT_IN: 'от клиента', ACCEPTED: 'принято', DELIVERED: 'выдано клиенту',
};

function countTable(caption: string, lines: ShiftCountLine[]): Table {
  return {
    caption,
    columns: [
      { header: 'Валюта', width: 2 },
      { header: 'По учёту', width: 3, align: 'right' },
      { header: 'Пересчитано', width: 3, align: 'right' },
      { header: 'Расхождение', width: 3, align: 'right' },
    ],
    rows: lines.map((l) => [l.currency.code, amount(l.expected), amount(l.counted), amount(l.difference)]),
    empty: 'Нет валют для пересчёта',
  };
}

interface EntryRow {
  source_type: RecordKind;
  source_id: string;
  entry_kind: string;
  created_at: Date;
  code: string;
  decimals: number;
  amount: string;
  /** The client's full name (never the document), '' when the record names none. */
  client: string;
}

/** One table per kind of operation: each movement, then its totals per currency (in, out). */
function operationTables(entries: EntryRow[]): Table[] {
  return KIND_ORDER.flatMap((kind) => {
    const rows = entries.filter((e) => e.source_type === kind);
    if (!rows.length) return [];
    const totals = new Map<string, { income: bigint; outcome: bigint; decimals: number }>();
    for (const e of rows) {
      // Exact sums of decimal strings as integers of the currency's smallest unit.
      const units = toUnits(e.amount, e.decimals);
      const t = totals.get(e.code) ?? { income: 0n, outcome: 0n, decimals: e.decimals };
      if (units > 0n) t.income += units;
      else t.outcome -= units;
      totals.set(e.code, t);
    }
    const moved = (value: string, decimals: number): Cell => amount(value.replace(/^-/, ''), decimals);
    const withClient = WITH_CLIENT.has(kind);
    return [{
      caption: KIND_LABELS[kind],
      columns: [
        { header: 'Время', width: 3 },
        { header: 'Запись', width: 3 },
        ...(withClient ? [{ header: 'Клиент', width: 4 }] : []),
        { header: 'Валюта', width: 2 },
        { header: 'Приход', width: 3, align: 'right' as const },
        { header: 'Расход', width: 3, align: 'right' as const },
      ],
      rows: rows.map((e) => [
        at(e.created_at), `№${e.source_id} ${ENTRY_LABELS[e.entry_kind] ?? e.entry_kind}`, ...(withClient ? [e.client] : []), e.code,
        e.amount.startsWith('-') ? null : moved(e.amount, e.decimals), e.amount.startsWith('-') ? moved(e.amount, e.decimals) : null,
      ]),
      footer: [...totals].map(([code, t]) => [
        'Итого', '', ...(withClient ? [''] : []), code, amount(fromUnits(t.income, t.decimals), t.decimals), amount(fromUnits(t.outcome, t.decimals), t.decimals),
      ]),
    }];
  });
}

function toUnits(value: string, decimals: number): bigint {
  const negative = value.startsWith('-');
  const [int, frac = ''] = value.replace(/^-/, '').split('.');
  const units = BigInt(int + frac.padEnd(decimals, '0').slice(0, decimals));
  return negative ? -units : units;
}
function fromUnits(units: bigint, decimals: number): string {
  const text = units.toString().padStart(decimals + 1, '0');
  return decimals ? `${text.slice(0, -decimals)}.${text.slice(-decimals)}` : text;
}

/**
 * The client of a cash entry's record: a deal's client; a transfer's receiver on its payout
 * entries (an external transfer's delivery, a crypto transfer's acceptance), its sender on the
 * rest (the cash taken in, the fee, a cancel's refund).
 */
const CLIENT_OF_ENTRY = `CASE l.source_type
    WHEN 'TRANSACTION' THEN (SELECT e.client_id FROM exchange_transactions e WHERE e.id = l.source_id)
    WHEN 'CRYPTO_TRANSACTION' THEN (SELECT k.client_id FROM crypto_transactions k WHERE k.id = l.source_id)
    WHEN 'EXTERNAL_TRANSFER' THEN (SELECT CASE WHEN l.entry_kind IN ('ACCEPTED', 'DELIVERED') THEN t.receiver_client_id ELSE t.client_id END FROM transfers t WHERE t.id = l.source_id)
    WHEN 'CRYPTO_TRANSFER' THEN (SELECT CASE WHEN l.entry_kind IN ('ACCEPTED', 'DELIVERED') THEN t.receiver_client_id ELSE t.client_id END FROM transfers t WHERE t.id = l.source_id)
  END`;

export async function shiftReport(db: Db, actor: Actor, id: number): Promise<PrintDocument> {
  const shift = await getShift(db, actor, id);
  const { rows: marks } = await db.query<{ opened_upto: string; closed_upto: string | null }>(
    'SELECT opened_upto::text AS opened_upto, closed_upto::text AS closed_upto FROM shifts WHERE id = $1',
    [id],
  );
  const { rows: entries } = await db.query<EntryRow>(
    `SELECT l.source_type, l.source_id::text AS source_id, l.entry_kind, l.created_at, c.code, c.decimals,
            round(l.amount, c.decimals)::text AS amount, COALESCE(btrim(cl.last_name || ' ' || cl.first_name || ' ' || cl.middle_name), '') AS client
       FROM ledger_entries l JOIN currencies c ON c.id = l.currency_id
       LEFT JOIN clients cl ON cl.id = ${CLIENT_OF_ENTRY}
      WHERE l.account = 'CASH' AND l.cash_register_id = $1 AND l.source_type <> 'CASH_COUNT'
        AND l.id > $2::bigint AND ($3::bigint IS NULL OR l.id <= $3::bigint)
      ORDER BY l.id`,
    [shift.cash_register.id, marks[0].opened_upto, marks[0].closed_upto],
  );
  const zone = timeZone();
  const when = (instant: string | null, who: { name: string } | null) => `${instant ? formatDateTime(instant, zone) : ''}${who ? `, ${who.name}` : ''}`;
  const approval =
    shift.approval === 'APPROVED'
      ? `Подтверждена: ${when(shift.approved_at, shift.approved_by)}${shift.approval_comment ? ` — ${shift.approval_comment}` : ''}`
      : shift.approval === 'WAITING'
        ? 'Ждёт подтверждения супервайзера'
        : 'Подтверждение не требуется';
  const lines = [
    `Касса: ${shift.cash_register.name} (${shift.city.name})`,
    `Открыта: ${when(shift.opened_at, shift.opened_by)}`,
    shift.status === 'Closed' ? `Закрыта: ${when(shift.closed_at, shift.closed_by)}` : 'Смена открыта: операции по текущий момент',
    ...(shift.opening_comment ? [`Комментарий при открытии: ${shift.opening_comment}`] : []),
    ...(shift.comment ? [`Комментарий при закрытии: ${shift.comment}`] : []),
    ...(shift.status === 'Closed' ? [approval] : []),
    printedLine(recordTime(), zone),
  ];
  const operations = operationTables(entries);
  return {
    title: `Отчет о смене №${shift.id}`,
    lines,
    tables: [
      countTable('Открытие: пересчёт и учёт (расхождение — при передаче смены)', shift.opening),
      ...(operations.length ? operations : [{ caption: 'Операции смены', columns: [{ header: 'Операции', width: 1 }], rows: [], empty: 'Операций не было' }]),
      ...(shift.status === 'Closed' ? [countTable('Закрытие: пересчёт и учёт', shift.closing)] : []),
    ],
    fileName: `Смена ${shift.id} ${shift.cash_register.name}`,
    timeZone: zone,
  };
}
