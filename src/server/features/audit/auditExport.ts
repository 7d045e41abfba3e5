import { AUDIT_KIND_LABELS, auditActionLabel, changeSummary } from '../../../shared/audit';
import type { Db } from '../../db/types';
import { notFound } from '../../http/errors';
import { recordTime, timeZone, today } from '../../ledger/time';
import { periodText } from '../../documents/printFormat';
import { printedLine, type Cell, type Column } from '../../documents/printDocument';
import type { StreamedDocument } from '../../documents/xlsxStream';
import { auditWhere, type AuditFilter } from './auditService';

/** A cell holds at most 32 767 characters (Excel); a row's JSON past it is cut, and says so. */
const CELL_MAX = 32_000;
const json = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  const text = JSON.stringify(value);
  return text.length > CELL_MAX ? `${text.slice(0, CELL_MAX)}… (обрезано)` : text;
};

interface Row {
  id: string;
  created_at: Date;
  actor: string;
  user_name: string | null;
  action: string;
  kind: string;
  record_id: string | null;
  before: unknown;
  after: unknown;
  details: Record<string, unknown>;
}

const COLUMNS: Column[] = [
  { header: '№', width: 0.9, align: 'right' },
  { header: 'Когда', width: 2.2 },
  { header: 'Кто', width: 2.2 },
  { header: 'Логин', width: 1.4 },
  { header: 'Действие', width: 2.6 },
  { header: 'Запись', width: 1 },
  { header: 'Что изменилось', width: 5 },
  { header: 'До', width: 5 },
  { header: 'После', width: 5 },
  { header: 'Подробности', width: 3 },
];

const cells = (r: Row): Cell[] => [
  r.id,
  { at: r.created_at },
  r.user_name ?? (r.actor === 'cli' ? 'командная строка' : r.actor),
  r.actor,
  `${auditActionLabel(r.action)} (${r.action})`,
  r.record_id,
  changeSummary(r),
  json(r.before),
  json(r.after),
  Object.keys(r.details ?? {}).length ? json(r.details) : '',
];

/** Every row matching the filters, newest first, a page at a time (keyset on the id: no page is read twice). */
async function* auditPages(db: Db, filter: AuditFilter, stopped: () => boolean, pageSize = 2000): AsyncGenerator<Row[]> {
  const where = auditWhere(filter);
  let last: string | null = null;
  while (!stopped()) {
    const page = where.copy();
    if (last !== null) page.and(`a.id < ${page.param(last)}::bigint`);
    const { rows }: { rows: Row[] } = await db.query<Row>(
      `SELECT a.id::text AS id, a.created_at, a.actor, a.action, a.kind, a.record_id, a.before, a.after, a.details,
              NULLIF(trim(u.first_name || ' ' || u.last_name), '') AS user_name
         FROM audit_log a LEFT JOIN users u ON u.id = a.user_id
         ${page.sql}
        ORDER BY a.id DESC LIMIT ${pageSize}`,
      page.params,
    );
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < pageSize) return;
    last = rows[rows.length - 1].id;
  }
}

/**
 * GET /api/print_audit/?user&kind&record&from_date&to_date — the audit log's rows matching
 * the screen's filters, all of them, streamed as XLSX (documents/xlsxStream.ts): who, when,
 * what, what changed in words, and the record before and after as JSON.
 */
export async function auditExport(db: Db, filter: AuditFilter, stopped: () => boolean): Promise<StreamedDocument> {
  const lines: string[] = [];
  if (filter.user !== undefined) {
    const { rows } = await db.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [filter.user]);
    if (!rows[0]) throw notFound();
    lines.push(`Пользователь: ${rows[0].username}`);
  }
  if (filter.kind) lines.push(`Вид: ${filter.kind.includes('.') ? auditActionLabel(filter.kind) : (AUDIT_KIND_LABELS[filter.kind] ?? filter.kind)}`);
  if (filter.record) lines.push(`Запись: № ${filter.record}`);
  lines.push(`Период: ${periodText({ from_date: filter.from_date, to_date: filter.to_date })}`);
  lines.push(printedLine(recordTime(), timeZone()));
  async function* rows() {
    for await (const page of auditPages(db, filter, stopped)) yield page.map(cells);
  }
  return {
    title: 'Журнал изменений',
    lines,
    // The business day in the network's zone, as every other document's name (not UTC's).
    fileName: `Журнал изменений ${today()}`,
    timeZone: timeZone(),
    landscape: true,
    tables: [{ columns: COLUMNS, rows: rows(), empty: 'Нет записей' }],
  };
}
