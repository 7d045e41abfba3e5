import type { Db } from '../../db/types';
import type { JsonPage } from '../../http/jsonPage';
import { jsonInteger, jsonObjectSql, jsonRaw, jsonString, userText } from '../../ledger/jsonText';
import type { AuditExportQuery } from '../../../shared/contract/request/audit';
import { selectJsonPage, type PageQuery } from '../../http/pagination';
import { dayEnd, dayStart, timeZone } from '../../ledger/time';
import { SqlWhere } from '../../lib/sqlList';

/** GET /api/audit/ filters: all optional; dates are days in the server's time zone, both included. */
/**
 * `user`: a user's changes only (the command line's have none); `kind`: a kind of record
 * ('transfer') or one action ('transfer.accept'); `record`: one record's changes (with `kind`,
 * of that kind only).
 */
export type AuditFilter = Omit<AuditExportQuery, 'format'>;

export interface AuditEntry {
  id: number;
  created_at: string;
  user: { id: number; name: string } | null;
  actor: string;
  action: string;
  kind: string;
  record_id: string | null;
  before: unknown;
  after: unknown;
  details: Record<string, unknown>;
}

/** The row as JSON text, written by PostgreSQL for the page's rows only (http/jsonPage.ts). */
const ENTRY_JSON = jsonObjectSql({
  id: jsonInteger('q.id'),
  created_at: jsonString(`to_char(q.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`),
  user: jsonRaw(`COALESCE(q.user_json, 'null')`),
  actor: jsonString('q.actor'),
  action: jsonString('q.action'),
  kind: jsonString('q.kind'),
  record_id: jsonRaw(`COALESCE(to_json(q.record_id)::text, 'null')`),
  before: jsonRaw(`COALESCE(q.before::text, 'null')`),
  after: jsonRaw(`COALESCE(q.after::text, 'null')`),
  details: jsonRaw('q.details::text'),
});

/** Who, by name, for the page's rows only (a user deleted since: the row's `actor` still says). */
const SHAPE = { columns: `${userText('u')} AS user_json`, joins: 'LEFT JOIN users u ON u.id = p.user_id' };

export function auditWhere(filter: AuditFilter): SqlWhere {
  const where = new SqlWhere();
  if (filter.user !== undefined) where.and(`a.user_id = ${where.param(filter.user)}`);
  if (filter.kind) {
    const kind = where.param(filter.kind);
    where.and(filter.kind.includes('.') ? `a.action = ${kind}` : `a.kind = ${kind}`);
  }
  if (filter.record) where.and(`a.record_id = ${where.param(filter.record)}`);
  if (filter.from_date || filter.to_date) {
    const tz = where.param(timeZone());
    if (filter.from_date) where.and(`a.created_at >= ${dayStart(where.param(filter.from_date), tz)}`);
    if (filter.to_date) where.and(`a.created_at < ${dayEnd(where.param(filter.to_date), tz)}`);
  }
  return where;
}

const ROWS = 'SELECT a.id, a.created_at, a.user_id, a.actor, a.action, a.kind, a.record_id, a.before, a.after, a.details FROM audit_log a';

/** Newest first. The caller has checked that the user is an admin. */
export function listAudit(db: Db, filter: AuditFilter & PageQuery): Promise<JsonPage> {
  const where = auditWhere(filter);
  return selectJsonPage(db, `${ROWS} ${where.sql}`, where.params, 'id DESC', filter, ENTRY_JSON, { shape: SHAPE });
}
