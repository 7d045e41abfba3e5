import type { ComplianceMatch, MatchStatus } from '../../../shared/contract/clients';
import type { Paginated } from '../../../shared/contract/pagination';
import { CURRENT_IMPORT } from '../../checks/screening';
import type { Db, Queryable } from '../../db/types';
import { notFound } from '../../http/errors';
import { paginate, pageParams } from '../../http/pagination';
import { isoSql } from '../../ledger/sqlRefs';
import { SqlWhere } from '../../lib/sqlList';

/** The matches a compliance officer decides (docs/api/clients.md), read: the list and a match. */

const userRef = (alias: string) =>
  `CASE WHEN ${alias}.id IS NOT NULL THEN json_build_object('id', ${alias}.id, 'name', COALESCE(NULLIF(btrim(${alias}.first_name || ' ' || ${alias}.last_name), ''), ${alias}.username)) END`;

const COLUMNS = `m.id, json_build_object('id', c.id, 'name', btrim(c.last_name || ' ' || c.first_name || ' ' || c.middle_name)) AS client,
  to_char(c.birth_date, 'YYYY-MM-DD') AS client_birth_date,
  json_build_object('full_name', m.entry_full_name, 'birth_date', to_char(m.entry_birth_date, 'YYYY-MM-DD')) AS entry,
  m.kind, m.status, m.import_id = ${CURRENT_IMPORT} AS in_current_list,
  ${isoSql('m.created_at')} AS created_at, ${isoSql('m.decided_at')} AS decided_at, ${userRef('du')} AS decided_by,
  ${isoSql('m.lifted_at')} AS lifted_at, ${userRef('lu')} AS lifted_by, m.lift_reason`;
const FROM = `compliance_matches m JOIN clients c ON c.id = m.client_id
  LEFT JOIN users du ON du.id = m.decided_by LEFT JOIN users lu ON lu.id = m.lifted_by`;

const toMatch = (r: ComplianceMatch): ComplianceMatch => ({ ...r, id: Number(r.id) });

/**
 * GET /api/compliance/matches/?status&page — newest first: the current list's matches, and of
 * earlier lists those still in force (open, confirmed) and the lifted ones (who unblocked whom,
 * and why). An earlier list's cleared namesake is history: a new list asked again.
 */
export async function listMatches(db: Db, query: { status?: MatchStatus; page?: number; size?: number; url: string }): Promise<Paginated<ComplianceMatch>> {
  const where = new SqlWhere().and(`(m.import_id = ${CURRENT_IMPORT} OR m.status <> 'cleared')`);
  if (query.status) where.and(`m.status = ${where.param(query.status)}`);
  return paginate<ComplianceMatch, ComplianceMatch>(db, query.url, pageParams(query, 50), {
    sql: `SELECT ${COLUMNS} FROM ${FROM} ${where.sql}`,
    params: where.params,
    orderBy: 'id DESC',
    map: toMatch,
  });
}

/** One match, as the list answers it; 404 when there is none. */
export async function matchRow(q: Queryable, id: number): Promise<ComplianceMatch> {
  const { rows } = await q.query<ComplianceMatch>(`SELECT ${COLUMNS} FROM ${FROM} WHERE m.id = $1`, [id]);
  if (!rows[0]) throw notFound();
  return toMatch(rows[0]);
}
