import { dayParam, idParam, pageParam, textParam, type ListSpec } from '../../../ui/list';

/** /admin/audit?user=&kind=&record=&from=&to=&page= — the audit log's filters, in the URL. */
export interface AuditListState {
  user: number | null;
  /** A kind of record ('transfer') or one action ('transfer.accept'); '' = all. */
  kind: string;
  /** One record's id ('' = all). */
  record: string;
  /** Days, yyyy-MM-dd ('' = open). */
  from: string;
  to: string;
  page: number;
}

export const AUDIT_LIST: ListSpec<AuditListState> = {
  user: idParam,
  kind: textParam,
  record: textParam,
  from: dayParam,
  to: dayParam,
  page: pageParam,
};

/** The API's filters (GET /api/audit/ and its download GET /api/print_audit/). */
export function auditParams(s: AuditListState): Record<string, string | number> {
  return {
    ...(s.user ? { user: s.user } : {}),
    ...(s.kind ? { kind: s.kind } : {}),
    ...(s.record ? { record: s.record } : {}),
    ...(s.from ? { from_date: s.from } : {}),
    ...(s.to ? { to_date: s.to } : {}),
  };
}
